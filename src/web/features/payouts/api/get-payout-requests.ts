import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { PayoutList } from '../../../../shared/payouts/contracts.js';
import { payoutsKeys } from './payouts-keys.js';

/** GET /api/selling/payouts/requests: the seller's payouts, newest first. */
export const getPayoutRequests = (signal?: AbortSignal) => api.get<PayoutList>('/api/selling/payouts/requests', { signal });

export const payoutRequestsQueryOptions = () =>
  queryOptions({ queryKey: payoutsKeys.requests(), meta: MEMBER_DATA, queryFn: ({ signal }) => getPayoutRequests(signal) });

export const usePayoutRequests = () => useQuery(payoutRequestsQueryOptions());
