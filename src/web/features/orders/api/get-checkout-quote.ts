import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { CheckoutQuote } from '../../../../shared/orders/contracts.js';
import { ordersKeys } from './orders-keys.js';

/** GET /api/checkout/quote?listingId=&currency=: price, shipping, fee, total, and the total in the buyer's currency. */
export function getCheckoutQuote(listingId: number, currency: string, signal?: AbortSignal): Promise<CheckoutQuote> {
  return api.get<CheckoutQuote>('/api/checkout/quote', { query: { listingId, currency }, signal });
}

export function useCheckoutQuote(listingId: number, currency: string) {
  return useQuery({
    queryKey: ordersKeys.quote(listingId, currency),
    meta: MEMBER_DATA,
    queryFn: ({ signal }) => getCheckoutQuote(listingId, currency, signal),
    staleTime: 60_000,
  });
}
