import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { offerKeys } from './offer-keys.js';

/** POST /api/offers/{id}/accept: The seller accepts an offer, or the buyer a counter: an order at that price. */
export function acceptOffer(offerId: number): Promise<Offer> {
  return api.post<Offer>(`/api/offers/${offerId}/accept`);
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: offerKeys.all }), refreshMemberCounts(queryClient)]),
  });
}
