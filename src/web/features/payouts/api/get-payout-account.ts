import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { PayoutAccount } from '../../../../shared/payouts/contracts.js';
import { payoutsKeys } from './payouts-keys.js';

/** GET /api/selling/payouts/account: the bank account the seller is paid to (its IBAN's last 4 only), or null. */
export const getPayoutAccount = (signal?: AbortSignal) => api.get<{ account: PayoutAccount | null }>('/api/selling/payouts/account', { signal });

export const payoutAccountQueryOptions = () =>
  queryOptions({ queryKey: payoutsKeys.account(), meta: MEMBER_DATA, queryFn: ({ signal }) => getPayoutAccount(signal) });

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions());
