import type { SearchPageParams } from './get-search-results.js';

/** Query keys for search; everything under ['search'] can be invalidated at once. */
export const searchKeys = {
  all: ['search'] as const,
  instant: (query: string) => [...searchKeys.all, 'instant', query] as const,
  auctions: (query: string) => [...searchKeys.all, 'auctions', query] as const,
  page: (params: SearchPageParams) => [...searchKeys.all, 'page', params] as const,
};
