import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { Address, addressInputSchema } from '../../../../shared/orders/contracts.js';
import { walletKeys } from './orders-keys.js';

export type AddressInput = z.infer<typeof addressInputSchema>;

/** GET /api/account/addresses: the member's saved shipping addresses. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await api.get<{ addresses: Address[] }>('/api/account/addresses', { signal })).addresses;
}
export const addAddress = (input: AddressInput) => api.post<Address>('/api/account/addresses', { body: input });
export const deleteAddress = (id: number) => api.delete<null>(`/api/account/addresses/${id}`);

export function useAddresses() {
  return useQuery({ queryKey: walletKeys.addresses(), meta: MEMBER_DATA, queryFn: ({ signal }) => getAddresses(signal) });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (address) => queryClient.setQueryData<Address[]>(walletKeys.addresses(), (list) => [...(list ?? []).filter((a) => a.id !== address.id), address]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.addresses() }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, id) => queryClient.setQueryData<Address[]>(walletKeys.addresses(), (list) => list?.filter((a) => a.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.addresses() }),
  });
}
