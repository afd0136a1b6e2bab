import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { offerKeys } from './offer-keys.js';

/** POST /api/offers/{id}/withdraw: The buyer takes back an open offer. */
export function withdrawOffer(offerId: number): Promise<Offer> {
  return api.post<Offer>(`/api/offers/${offerId}/withdraw`);
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: offerKeys.all }), refreshMemberCounts(queryClient)]),
  });
}
