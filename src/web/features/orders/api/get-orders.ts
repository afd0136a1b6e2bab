import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { orderListSchema } from '../../../../shared/orders/contracts.js';
import { ordersKeys } from './orders-keys.js';

export type OrderList = z.infer<typeof orderListSchema>;

/** GET /api/orders?role=&cursor=: the member's orders on one side, newest first. */
export function getOrders(role: 'buyer' | 'seller', cursor: string | null, signal?: AbortSignal): Promise<OrderList> {
  return api.get<OrderList>('/api/orders', { query: { role, cursor }, signal });
}

export function useOrders(role: 'buyer' | 'seller') {
  return useInfiniteQuery({
    queryKey: ordersKeys.list(role),
    meta: MEMBER_DATA,
    queryFn: ({ pageParam, signal }) => getOrders(role, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
