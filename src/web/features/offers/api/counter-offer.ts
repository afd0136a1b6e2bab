import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { offerKeys } from './offer-keys.js';

/** POST /api/offers/{id}/counter: the seller answers with a price between the offer and the asking price. */
export function counterOffer({ offerId, amount }: { offerId: number; amount: number }): Promise<Offer> {
  return api.post<Offer>(`/api/offers/${offerId}/counter`, { body: { amount } });
}

export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: counterOffer,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: offerKeys.all }), refreshMemberCounts(queryClient)]),
  });
}
