import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { PayoutAccount, PayoutAccountInput } from '../../../../shared/payouts/contracts.js';
import { payoutsKeys } from './payouts-keys.js';

/** PUT /api/selling/payouts/account: sets or replaces the account; the server checks the IBAN. */
export const setPayoutAccount = (body: PayoutAccountInput) => api.put<PayoutAccount>('/api/selling/payouts/account', { body });

/** The answer is the account as shown from now on: it goes straight into the cache. */
export function useSetPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayoutAccount,
    onSuccess: (account) => queryClient.setQueryData(payoutsKeys.account(), { account }),
  });
}
