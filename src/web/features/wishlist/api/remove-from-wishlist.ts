import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { wishlistKeys } from './wishlist-keys.js';
import { dropFromLists, markSaved, restoreToLists, settle, type RemovedFromList } from './wishlist-cache.js';

/** DELETE /api/wishlist/{id}: 204 whether or not it was saved. */
export async function removeFromWishlist(productId: number): Promise<void> {
  await api.delete<null>(`/api/wishlist/${productId}`);
}

/** The heart empties and the piece leaves /wishlist at once; a refusal puts both back. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, { productId: number }, { removed: RemovedFromList[] }>({
    mutationKey: wishlistKeys.writes(),
    mutationFn: ({ productId }) => removeFromWishlist(productId),
    onMutate: async ({ productId }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.all });
      markSaved(queryClient, productId, false);
      return { removed: dropFromLists(queryClient, productId) };
    },
    onError: (_error, { productId }, context) => {
      markSaved(queryClient, productId, true);
      if (context) restoreToLists(queryClient, context.removed);
    },
    onSettled: () => settle(queryClient),
  });
}
