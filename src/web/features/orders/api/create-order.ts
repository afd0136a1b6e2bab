import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import type { OrderDetail } from '../../../../shared/orders/contracts.js';
import { ordersKeys } from './orders-keys.js';

/** POST /api/orders: Buy now. The piece is reserved for the buyer; 409 listing_sold when another was first. */
export function createOrder(listingId: number, idempotencyKey: string): Promise<OrderDetail> {
  return api.post<OrderDetail>('/api/orders', { body: { listingId, idempotencyKey } });
}

/**
 * One key per attempt: a double click or a retry after a lost answer sends the same key and
 * makes one order, not two; once an order came back the attempt is over, and buying the piece
 * again (after cancelling) is a new key — the server answers a used key with its order.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<number, string>());
  return useMutation({
    mutationFn: (listingId: number) => {
      let key = keys.current.get(listingId);
      if (!key) {
        key = newIdempotencyKey();
        keys.current.set(listingId, key);
      }
      return createOrder(listingId, key);
    },
    onSuccess: (order, listingId) => {
      keys.current.delete(listingId);
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void refreshMemberCounts(queryClient);
    },
  });
}
