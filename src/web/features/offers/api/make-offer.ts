import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { refreshMemberCounts } from '../../../lib/member-cache.js';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { offerKeys } from './offer-keys.js';

export interface MakeOfferInput {
  listingId: number;
  amount: number;
  /** One per offer the member means: a retry after a lost answer makes no second offer. */
  idempotencyKey: string;
  message?: string;
}

/** POST /api/listings/{id}/offers. */
export function makeOffer({ listingId, ...body }: MakeOfferInput): Promise<Offer> {
  return api.post<Offer>(`/api/listings/${listingId}/offers`, { body });
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: offerKeys.all }), refreshMemberCounts(queryClient)]),
  });
}
