import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SearchResponse } from '../../../../shared/search/contracts.js';
import { searchKeys } from './search-keys.js';

/**
 * GET /api/search for the results page (with facets) and the manual search (limit 20) or
 * suggestions (limit 6). Parameters go as the URL carries them: the server validates.
 */
export interface SearchPageParams {
  q: string;
  page?: string;
  limit?: string;
  category?: string;
  brand?: string;
  condition?: string;
  min?: string;
  max?: string;
  sort?: string;
  facets?: '1';
}

export function getSearchResults(params: SearchPageParams, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/api/search', { query: { ...params }, signal });
}

export function searchResultsQueryOptions(params: SearchPageParams) {
  return queryOptions({
    queryKey: searchKeys.page(params),
    queryFn: ({ signal }) => getSearchResults(params, signal),
  });
}

/** Keeps the last page on screen while the next loads, so filters and pages do not flash. */
export function useSearchResults(params: SearchPageParams) {
  return useQuery({ ...searchResultsQueryOptions(params), placeholderData: keepPreviousData, enabled: params.q.trim().length > 0 });
}
