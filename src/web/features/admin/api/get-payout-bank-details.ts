import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { PayoutBankDetails } from '../../../../shared/payouts/contracts.js';
import { adminKeys } from './admin-keys.js';

/** GET /api/admin/payouts/:id/bank-details: the holder and whole IBAN (admins; each call is audited). */
export const getPayoutBankDetails = (id: string, signal?: AbortSignal) =>
  api.get<PayoutBankDetails>(`/api/admin/payouts/${encodeURIComponent(id)}/bank-details`, { signal });

/**
 * Read once per opening of the dialog, never again behind the admin's back (each read is an
 * audit entry), and dropped from the cache as soon as the dialog closes: whole bank details
 * are kept no longer than they are shown.
 */
export const payoutBankDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.payoutBankDetails(id),
    meta: MEMBER_DATA,
    queryFn: ({ signal }) => getPayoutBankDetails(id, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const usePayoutBankDetails = (id: string, enabled: boolean) => useQuery({ ...payoutBankDetailsQueryOptions(id), enabled });
