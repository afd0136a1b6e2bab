import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { OrderDetail } from '../../../../shared/orders/contracts.js';
import { ordersKeys } from './orders-keys.js';

/** GET /api/orders/:id: the order as its buyer or seller sees it (404 for anyone else). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

/** A card payment is captured by the processor a moment after Pay: read again until it settles. */
export function isSettling(order: OrderDetail | undefined): boolean {
  if (!order || order.status !== 'pending_payment' || !order.payment) return false;
  return order.payment.provider === 'simulated' && !order.payment.failure && !['failed', 'declined', 'voided', 'cancelled'].includes(order.payment.status);
}

export function orderQueryOptions(id: string) {
  return {
    queryKey: ordersKeys.detail(id),
    meta: MEMBER_DATA,
    queryFn: ({ signal }: { signal: AbortSignal }) => getOrder(id, signal),
    refetchInterval: (query: { state: { data: OrderDetail | undefined } }) => (isSettling(query.state.data) ? 1000 : false as const),
  };
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
