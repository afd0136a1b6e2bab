import type { WishlistListParams } from './get-wishlist.js';

/**
 * Query keys of the wishlist. Everything under ['wishlist'] belongs to the signed-in member,
 * so it can be invalidated at once; saves and removals share one mutation key so a settled
 * one can tell whether others are still in flight.
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  ids: () => [...wishlistKeys.all, 'ids'] as const,
  lists: () => [...wishlistKeys.all, 'list'] as const,
  list: (params: WishlistListParams) => [...wishlistKeys.lists(), params] as const,
  writes: () => [...wishlistKeys.all, 'write'] as const,
};
