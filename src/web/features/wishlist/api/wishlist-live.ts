import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MY_TOPIC, useLiveEvents } from '../../../lib/live-events.js';
import type { LiveEvent } from '../../../../shared/events/contracts.js';
import { wishlistKeys } from './wishlist-keys.js';
import { markSaved } from './wishlist-cache.js';

const MY_TOPICS = [MY_TOPIC];

/**
 * A save or removal made in another tab or device (`wishlist.changed` on the member's own
 * topic) shows at once: the heart turns, and the list is read again. While this tab has its
 * own clicks in flight it leaves the cache alone: an echo of an earlier click would turn back
 * a heart the member has just turned again, and those clicks re-read everything when they settle.
 */
export function useWishlistLiveUpdates(): void {
  const queryClient = useQueryClient();
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type !== 'wishlist.changed') return;
    if (queryClient.isMutating({ mutationKey: wishlistKeys.writes() }) > 0) return;
    const { product_id: productId, saved } = event.payload as { product_id: number; saved: boolean };
    markSaved(queryClient, productId, saved);
    void queryClient.invalidateQueries({ queryKey: wishlistKeys.lists() });
  }, [queryClient]);
  useLiveEvents(MY_TOPICS, onEvent);
}
