import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live-events.js';
import { productTopic, type LiveEvent } from '../../../../shared/events/contracts.js';
import type { ProductDetail } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

/**
 * While a product page is open, a change of the piece's prices (`product.changed` on its
 * public topic) reads the product again, under whichever key (slug or id) it was opened.
 */
export function useProductLiveUpdates(productId: number | undefined): void {
  const queryClient = useQueryClient();
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type !== 'product.changed' || event.payload.product_id !== productId) return;
    void queryClient.invalidateQueries({
      queryKey: [...catalogKeys.all, 'product'],
      predicate: (query) => (query.state.data as ProductDetail | undefined)?.id === productId,
    });
  }, [queryClient, productId]);
  useLiveEvents(productId === undefined ? [] : [productTopic(productId)], onEvent);
}
