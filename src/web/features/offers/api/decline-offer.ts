import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { offerKeys } from './offer-keys.js';

/** POST /api/offers/{id}/decline: The seller declines an offer, or the buyer a counter. */
export function declineOffer(offerId: number): Promise<Offer> {
  return api.post<Offer>(`/api/offers/${offerId}/decline`);
}

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: offerKeys.all }), refreshMemberCounts(queryClient)]),
  });
}
