import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';
import type { OrderDetail, PayOrderInput } from '../../../../shared/orders/contracts.js';
import { ordersKeys } from './orders-keys.js';

const path = (id: string, action: string) => `/api/orders/${encodeURIComponent(id)}/${action}`;

/** The order's actions (contracts.ts): each answers the order as it now is. */
export const payOrder = (id: string, input: PayOrderInput) => api.post<OrderDetail>(path(id, 'pay'), { body: input });
export const cancelOrder = (id: string) => api.post<OrderDetail>(path(id, 'cancel'));
export const shipOrder = (id: string, body: { carrier: string; trackingNumber: string }) => api.post<OrderDetail>(path(id, 'ship'), { body });
export const markDelivered = (id: string) => api.post<OrderDetail>(path(id, 'deliver'));
export const confirmReceipt = (id: string) => api.post<OrderDetail>(path(id, 'confirm'));
export const openDispute = (id: string, reason: string) => api.post<OrderDetail>(path(id, 'dispute'), { body: { reason } });
/** Opens (the first time) the buyer–seller conversation about the order: the order names it. */
export const openOrderConversation = (id: string) => api.post<OrderDetail>(path(id, 'conversation'));

/** The answer is the order: put it in the cache at once, and reread the lists, payouts and the member's counts it moves. */
function useOrderMutation<A>(id: string, fn: (args: A) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (order) => queryClient.setQueryData(ordersKeys.detail(id), order),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.payouts() }),
        refreshMemberCounts(queryClient),
      ]);
    },
  });
}

export const usePayOrder = (id: string) => useOrderMutation(id, (input: PayOrderInput) => payOrder(id, input));
export const useCancelOrder = (id: string) => useOrderMutation(id, () => cancelOrder(id));
export const useShipOrder = (id: string) => useOrderMutation(id, (body: { carrier: string; trackingNumber: string }) => shipOrder(id, body));
export const useMarkDelivered = (id: string) => useOrderMutation(id, () => markDelivered(id));
export const useConfirmReceipt = (id: string) => useOrderMutation(id, () => confirmReceipt(id));
export const useOpenDispute = (id: string) => useOrderMutation(id, (reason: string) => openDispute(id, reason));
export function useOpenOrderConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => openOrderConversation(id),
    onSuccess: (order) => queryClient.setQueryData(ordersKeys.detail(id), order),
  });
}
