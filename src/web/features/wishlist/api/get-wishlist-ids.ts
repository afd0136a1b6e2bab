import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { WishlistIdsResponse } from '../../../../shared/wishlist/contracts.js';
import { wishlistKeys } from './wishlist-keys.js';

/**
 * A background read behind every heart: when the session has just ended (signing out, or
 * expiry) its 401 must not pop the sign-in modal over whatever page is open.
 */
export function getWishlistIds(signal?: AbortSignal): Promise<WishlistIdsResponse> {
  return api.get<WishlistIdsResponse>('/api/wishlist/ids', { signal, signInOnUnauthorized: false });
}

export function wishlistIdsQueryOptions() {
  return queryOptions({ queryKey: wishlistKeys.ids(), queryFn: ({ signal }) => getWishlistIds(signal), staleTime: 5 * 60_000, meta: MEMBER_DATA });
}

const toSet = (data: WishlistIdsResponse) => new Set(data.product_ids);

/**
 * The ids a signed-in member saved, as a set, for every heart on the page: one request
 * however many cards show. Off for guests (they would only hear 401).
 */
export function useWishlistIds(options: { enabled: boolean }) {
  return useQuery({ ...wishlistIdsQueryOptions(), select: toSet, enabled: options.enabled });
}
