/**
 * A member's public handle (issue #11): `/members/{handle}`, a slug of the name they show in
 * public ("Ines M.") and a short id, e.g. `ines-m-3f9a0c12de`. The short id is derived from
 * the account id by the server (the first 10 hex digits of its MD5), so a handle names one
 * account without revealing its id; the slug only makes it readable, and a handle whose slug
 * no longer matches (the member renamed themself) still finds them by the short id.
 */
export const SHORT_ID_LENGTH = 10;
const SLUG_MAX = 40;
export const HANDLE_MAX = SLUG_MAX + 1 + SHORT_ID_LENGTH;
export const HANDLE_PATTERN = new RegExp(`^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?[0-9a-f]{${SHORT_ID_LENGTH}}$`);

/** The readable part: letters and digits of the name, accents dropped, words joined by '-'. */
export function memberSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || 'member';
}

export function memberHandle(publicName: string, shortId: string): string {
  return `${memberSlug(publicName)}-${shortId}`;
}

/** The short id inside a handle, or null when it is not a handle. */
export function shortIdOf(handle: string): string | null {
  if (handle.length > HANDLE_MAX || !HANDLE_PATTERN.test(handle)) return null;
  return handle.slice(-SHORT_ID_LENGTH);
}
