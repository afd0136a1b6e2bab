import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { SellerPayouts } from '../../../../shared/orders/contracts.js';
import { ordersKeys } from './orders-keys.js';

/** GET /api/selling/payouts: what Patina owes the seller, per currency, and the sales that made it. */
export function usePayouts() {
  return useQuery({ queryKey: ordersKeys.payouts(), meta: MEMBER_DATA, queryFn: ({ signal }) => api.get<SellerPayouts>('/api/selling/payouts', { signal }) });
}
