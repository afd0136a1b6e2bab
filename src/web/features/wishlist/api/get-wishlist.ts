import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { WishlistListResponse } from '../../../../shared/wishlist/contracts.js';
import { wishlistKeys } from './wishlist-keys.js';

/** GET /api/wishlist as the URL carries it; the server validates and answers in its words. */
export interface WishlistListParams {
  sort?: string;
  page?: string;
}

export function getWishlist(params: WishlistListParams, signal?: AbortSignal): Promise<WishlistListResponse> {
  return api.get<WishlistListResponse>('/api/wishlist', { query: { ...params }, signal });
}

export function wishlistQueryOptions(params: WishlistListParams) {
  return queryOptions({
    queryKey: wishlistKeys.list(params),
    queryFn: ({ signal }) => getWishlist(params, signal),
    // Prices move; a member coming back to the page should see them as they are.
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

/** Keeps the current order on screen while another sort or page loads. */
export function useWishlist(params: WishlistListParams) {
  return useQuery({ ...wishlistQueryOptions(params), placeholderData: keepPreviousData });
}
