import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { OfferList } from '../../../../shared/orders/contracts.js';
import { offerKeys } from './offer-keys.js';

/** GET /api/offers?role=: the offers the member made (buyer) or received (seller), newest first. */
export function getOffers(role: 'buyer' | 'seller', signal?: AbortSignal): Promise<OfferList> {
  return api.get<OfferList>('/api/offers', { query: { role }, signal });
}

export function offersQueryOptions(role: 'buyer' | 'seller') {
  return queryOptions({ queryKey: offerKeys.list(role), queryFn: ({ signal }) => getOffers(role, signal), staleTime: 30_000, meta: MEMBER_DATA });
}

export function useOffers(role: 'buyer' | 'seller') {
  return useQuery(offersQueryOptions(role));
}
