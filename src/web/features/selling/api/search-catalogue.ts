import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SearchResponse } from '../../../../shared/search/contracts.js';
import { sellingKeys } from './selling-keys.js';

export const CATALOGUE_PICK_LIMIT = 6;

/** The catalogue search (GET /api/search, limit 6), to pick the piece being sold. */
export function searchCatalogue(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/api/search', { query: { q, limit: CATALOGUE_PICK_LIMIT }, signal });
}

export function useCatalogueSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: sellingKeys.catalogue(text.toLowerCase()),
    queryFn: ({ signal }) => searchCatalogue(text, signal),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
