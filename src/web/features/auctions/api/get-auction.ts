import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { LotDetailDto } from '../../../../shared/auctions/contracts.js';
import { auctionKeys } from './auction-keys.js';

export function getAuction(ref: string, signal?: AbortSignal): Promise<LotDetailDto> {
  return api.get<LotDetailDto>(`/api/auctions/${encodeURIComponent(ref)}`, { signal });
}

export function auctionQueryOptions(ref: string) {
  // Bids move the lot: always read it afresh (the live stream says when).
  return queryOptions({ queryKey: auctionKeys.detail(ref), queryFn: ({ signal }) => getAuction(ref, signal), staleTime: 0, meta: MEMBER_DATA });
}

export function useAuction(ref: string) {
  return useQuery(auctionQueryOptions(ref));
}
