import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { BrowseResponseDto } from '../../../../shared/auctions/contracts.js';
import { auctionKeys } from './auction-keys.js';

export interface AuctionsParams {
  category?: string;
  sort?: string;
}

export function getAuctions(params: AuctionsParams, signal?: AbortSignal): Promise<BrowseResponseDto> {
  return api.get<BrowseResponseDto>('/api/auctions', { query: { ...params }, signal });
}

export function auctionsQueryOptions(params: AuctionsParams) {
  return queryOptions({ queryKey: auctionKeys.browse(params), queryFn: ({ signal }) => getAuctions(params, signal), staleTime: 10_000, meta: MEMBER_DATA });
}

/** The /auctions page's groups; the previous sort stays on screen while another loads. */
export function useAuctions(params: AuctionsParams) {
  return useQuery({ ...auctionsQueryOptions(params), placeholderData: keepPreviousData });
}
