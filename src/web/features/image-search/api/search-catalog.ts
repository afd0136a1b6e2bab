import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SearchResponse } from '../../../../shared/search/contracts.js';
import { MANUAL_SUGGESTIONS_MIN_CHARS } from '../image-search-rules.js';

/** GET /api/search?q=&limit=20 (manual search) or limit=6 (its suggestions), SPEC §7. */
export function searchCatalog(q: string, limit: 6 | 20, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/api/search', { query: { q, limit }, signal });
}

/** Suggestions as the member types: only after more than 2 characters (SPEC §5). */
export function useManualSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['image-search', 'suggestions', q],
    queryFn: ({ signal }) => searchCatalog(q, 6, signal),
    enabled: q.length > MANUAL_SUGGESTIONS_MIN_CHARS,
    staleTime: 300_000,
  });
}
