import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { WishlistItemResponse } from '../../../../shared/wishlist/contracts.js';
import { wishlistKeys } from './wishlist-keys.js';
import { markSaved, settle } from './wishlist-cache.js';

/** PUT /api/wishlist/{id}: saves a piece (again is fine: the first price is kept). */
export function saveToWishlist(productId: number): Promise<WishlistItemResponse> {
  return api.put<WishlistItemResponse>(`/api/wishlist/${productId}`);
}

/** The heart fills at once; if the server says no, it empties again. */
export function useSaveToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: wishlistKeys.writes(),
    mutationFn: ({ productId }: { productId: number }) => saveToWishlist(productId),
    onMutate: async ({ productId }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.ids() });
      markSaved(queryClient, productId, true);
    },
    onError: (_error, { productId }) => markSaved(queryClient, productId, false),
    onSettled: () => settle(queryClient),
  });
}
