/** SPEC §5: Enter with a non-empty (trimmed) query goes to the search page, page 1. */
export function searchHref(text: string): string | null {
  const q = text.trim();
  if (!q) return null;
  return `/search?${new URLSearchParams({ q, page: '1' }).toString()}`;
}

export const IMAGE_SEARCH_HREF = '/search?mode=image';
