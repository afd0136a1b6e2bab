import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import type { SellerState, sellerListingsSchema, SellerStats } from '../../../../shared/listings/selling.js';
import { sellingKeys } from './selling-keys.js';

export type SellerListings = z.infer<typeof sellerListingsSchema>;

/** GET /api/selling/listings?state=&page=: the member's listings in one state, with the counts of every state. */
export function getMyListings(state: SellerState, page: number, signal?: AbortSignal): Promise<SellerListings> {
  return api.get<SellerListings>('/api/selling/listings', { query: { state, page }, signal });
}

export function useMyListings(state: SellerState, page: number) {
  return useQuery({
    queryKey: sellingKeys.listings(state, page),
    queryFn: ({ signal }) => getMyListings(state, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/selling/stats: active, sold, average days to sell. */
export function useSellerStats() {
  return useQuery({ queryKey: sellingKeys.stats(), queryFn: ({ signal }) => api.get<SellerStats>('/api/selling/stats', { signal }) });
}
