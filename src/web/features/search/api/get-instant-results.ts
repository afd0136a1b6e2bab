import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { InstantResponse } from '../../../../shared/search/contracts.js';
import { INSTANT_LIMIT, SEARCH_CACHE_TTL_MS } from '../../../../shared/search/constants.js';
import { isSearchable, normalizeQuery } from '../../../../shared/search/normalize.js';
import { createSearchCache } from '../search-cache.js';
import { searchKeys } from './search-keys.js';

/** SPEC §7: GET /api/search/instant?q=&limit=8, through the 50-query, 5-minute cache of §9. */
const cache = createSearchCache<InstantResponse>();

export const EMPTY_INSTANT: InstantResponse = { results: [], total: 0, total_exact: true };

export async function getInstantResults(query: string, signal?: AbortSignal): Promise<InstantResponse> {
  const q = normalizeQuery(query);
  const hit = cache.get(q);
  if (hit) return hit;
  const answer = await api.get<InstantResponse>('/api/search/instant', { query: { q, limit: INSTANT_LIMIT }, signal });
  cache.set(q, answer);
  return answer;
}

/** SPEC §8: a failed search is logged and shows as empty results. */
async function getOrEmpty(query: string, signal?: AbortSignal): Promise<InstantResponse> {
  try {
    return await getInstantResults(query, signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('Search failed', error);
    return EMPTY_INSTANT;
  }
}

export function instantResultsQueryOptions(query: string) {
  const q = normalizeQuery(query);
  return queryOptions({
    queryKey: searchKeys.instant(q),
    queryFn: ({ signal }) => getOrEmpty(q, signal),
    staleTime: SEARCH_CACHE_TTL_MS,
    retry: false,
  });
}

export function useInstantResults(query: string) {
  return useQuery({ ...instantResultsQueryOptions(query), enabled: isSearchable(query) });
}
