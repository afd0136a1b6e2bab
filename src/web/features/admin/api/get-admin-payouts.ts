import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { AdminPayoutList } from '../../../../shared/payouts/contracts.js';
import { adminKeys } from './admin-keys.js';

/** GET /api/admin/payouts?state=: every seller's payouts, newest first (admins). */
export const getAdminPayouts = (state: string, signal?: AbortSignal) => api.get<AdminPayoutList>('/api/admin/payouts', { query: { state: state || undefined }, signal });

export const adminPayoutsQueryOptions = (state: string) =>
  queryOptions({ queryKey: adminKeys.payouts(state), meta: MEMBER_DATA, queryFn: ({ signal }) => getAdminPayouts(state, signal) });

export const useAdminPayouts = (state: string) => useQuery(adminPayoutsQueryOptions(state));
