import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { ProfileSummary } from '../../../../shared/orders/contracts.js';
import { ordersKeys } from './orders-keys.js';

/** GET /api/profile/summary: purchases, sales, offers, wishlist and orders waiting for the member. */
export function useProfileSummary(enabled = true) {
  return useQuery({
    queryKey: ordersKeys.summary(),
    meta: MEMBER_DATA,
    queryFn: ({ signal }) => api.get<ProfileSummary>('/api/profile/summary', { signal }),
    enabled,
  });
}
