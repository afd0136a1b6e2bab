import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { cardInputSchema, PaymentMethod } from '../../../../shared/orders/contracts.js';
import { walletKeys } from './orders-keys.js';

export type CardInput = z.infer<typeof cardInputSchema>;

/** GET /api/account/payment-methods: the member's saved cards (brand, last 4, expiry; the processor holds the number). */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return (await api.get<{ paymentMethods: PaymentMethod[] }>('/api/account/payment-methods', { signal })).paymentMethods;
}
export const addPaymentMethod = (input: CardInput) => api.post<PaymentMethod>('/api/account/payment-methods', { body: input });
export const deletePaymentMethod = (id: number) => api.delete<null>(`/api/account/payment-methods/${id}`);

export function usePaymentMethods() {
  return useQuery({ queryKey: walletKeys.cards(), meta: MEMBER_DATA, queryFn: ({ signal }) => getPaymentMethods(signal) });
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: (card) => queryClient.setQueryData<PaymentMethod[]>(walletKeys.cards(), (list) => [...(list ?? []).filter((c) => c.id !== card.id), card]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards() }),
  });
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (_, id) => queryClient.setQueryData<PaymentMethod[]>(walletKeys.cards(), (list) => list?.filter((c) => c.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.cards() }),
  });
}
