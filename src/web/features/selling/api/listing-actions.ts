import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SellerListing } from '../../../../shared/listings/selling.js';
import { sellingKeys } from './selling-keys.js';

/** The seller's row actions: change price, withdraw, relist, delete a draft. Each rereads the seller's lists. */
export const changePrice = (id: number, price: number) => api.post<SellerListing>(`/api/selling/listings/${id}/price`, { body: { price } });
export const withdrawListing = (id: number) => api.post<SellerListing>(`/api/selling/listings/${id}/withdraw`);
export const relistListing = (id: number) => api.post<SellerListing>(`/api/selling/listings/${id}/relist`);
export const deleteDraft = (id: number) => api.delete<null>(`/api/selling/listings/${id}`);

function useSellingMutation<A>(fn: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellingKeys.all }),
  });
}

export const useChangePrice = () => useSellingMutation(({ id, price }: { id: number; price: number }) => changePrice(id, price));
export const useWithdrawListing = () => useSellingMutation((id: number) => withdrawListing(id));
export const useRelistListing = () => useSellingMutation((id: number) => relistListing(id));
export const useDeleteDraft = () => useSellingMutation((id: number) => deleteDraft(id));
