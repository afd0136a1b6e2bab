import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { AuctionSearchResponse } from '../../../../shared/search/contracts.js';
import { AUCTION_LIMIT, AUCTION_TIMEOUT_MS, SEARCH_CACHE_TTL_MS } from '../../../../shared/search/constants.js';
import { isSearchable, normalizeQuery } from '../../../../shared/search/normalize.js';
import { searchKeys } from './search-keys.js';

export const EMPTY_AUCTIONS: AuctionSearchResponse = { results: [], total: 0 };

/**
 * Live auction lots for the AUCTIONS tab (limit 8). SPEC §7: the call gets 2 seconds, then
 * the tab shows none; a failure is logged and shows as none too.
 */
export async function getAuctionResults(query: string, signal?: AbortSignal): Promise<AuctionSearchResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), AUCTION_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    return await api.get<AuctionSearchResponse>('/api/search/auctions', {
      query: { q: normalizeQuery(query), limit: AUCTION_LIMIT },
      signal: controller.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Auction search failed', error);
    return EMPTY_AUCTIONS;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export function auctionResultsQueryOptions(query: string) {
  const q = normalizeQuery(query);
  return queryOptions({
    queryKey: searchKeys.auctions(q),
    queryFn: ({ signal }) => getAuctionResults(q, signal),
    staleTime: SEARCH_CACHE_TTL_MS,
    retry: false,
  });
}

export function useAuctionResults(query: string) {
  return useQuery({ ...auctionResultsQueryOptions(query), enabled: isSearchable(query) });
}
