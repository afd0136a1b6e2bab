import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { WishlistIdsResponse, WishlistItem, WishlistListResponse } from '../../../../shared/wishlist/contracts.js';
import { wishlistKeys } from './wishlist-keys.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';

/**
 * Optimistic edits of the cached wishlist shared by saving and removing. Each touches only
 * its own product, so undoing one failed click never undoes another heart's change.
 */
export function markSaved(queryClient: QueryClient, productId: number, saved: boolean): void {
  queryClient.setQueryData<WishlistIdsResponse>(wishlistKeys.ids(), (old) => {
    // Not loaded yet: a save still shows at once; a removal has nothing to take away.
    if (!old) return saved ? { product_ids: [productId] } : old;
    const rest = old.product_ids.filter((id) => id !== productId);
    return { product_ids: saved ? [productId, ...rest] : rest };
  });
}

export interface RemovedFromList {
  key: QueryKey;
  item: WishlistItem;
  index: number;
}

/** Takes a piece off every cached page of the list at once; returns where it was. */
export function dropFromLists(queryClient: QueryClient, productId: number): RemovedFromList[] {
  const removed: RemovedFromList[] = [];
  for (const [key, data] of queryClient.getQueriesData<WishlistListResponse>({ queryKey: wishlistKeys.lists() })) {
    const index = data?.items.findIndex((i) => i.product.id === productId) ?? -1;
    if (!data || index < 0) continue;
    removed.push({ key, item: data.items[index]!, index });
    queryClient.setQueryData<WishlistListResponse>(key, {
      ...data,
      items: data.items.filter((i) => i.product.id !== productId),
      total: Math.max(0, data.total - 1),
    });
  }
  return removed;
}

/** Puts pieces back where they were after a removal failed. */
export function restoreToLists(queryClient: QueryClient, removed: RemovedFromList[]): void {
  for (const { key, item, index } of removed) {
    queryClient.setQueryData<WishlistListResponse>(key, (old) => {
      if (!old || old.items.some((i) => i.product.id === item.product.id)) return old;
      const items = [...old.items];
      items.splice(Math.min(index, items.length), 0, item);
      return { ...old, items, total: old.total + 1 };
    });
  }
}

/**
 * After the last of several quick clicks settles, read the truth again: refetching while
 * others are still in flight would briefly bring back hearts they changed.
 */
export async function settle(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating({ mutationKey: wishlistKeys.writes() }) === 1) {
    await Promise.all([queryClient.invalidateQueries({ queryKey: wishlistKeys.all }), refreshMemberCounts(queryClient)]);
  }
}
