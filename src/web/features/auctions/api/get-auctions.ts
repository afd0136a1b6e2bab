import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { BrowseResponseDto } from '../../../../shared/auctions/contracts.js';
import { auctionKeys } from './auction-keys.js';

/**
 * GET /api/auctions's query as the page sends it: strings as the URL holds them (the server
 * validates); absent keys are left out. Prices are whole US dollars.
 */
export type AuctionsParams = {
  category?: string;
  house?: string;
  ending?: string;
  min_price?: string;
  max_price?: string;
  no_reserve?: string;
  sort?: string;
  page?: string;
  page_size?: string;
};

export function getAuctions(params: AuctionsParams, signal?: AbortSignal): Promise<BrowseResponseDto> {
  return api.get<BrowseResponseDto>('/api/auctions', { query: { ...params }, signal });
}

export function auctionsQueryOptions(params: AuctionsParams) {
  return queryOptions({ queryKey: auctionKeys.browse(params), queryFn: ({ signal }) => getAuctions(params, signal), staleTime: 10_000, meta: MEMBER_DATA });
}

/** The /auctions page's lots; the previous page stays on screen while another loads. */
export function useAuctions(params: AuctionsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...auctionsQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
