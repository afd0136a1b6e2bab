import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { payoutsKeys } from './payouts-keys.js';

/** DELETE /api/selling/payouts/account: 204; payouts already asked for keep their account. */
export async function removePayoutAccount(): Promise<void> {
  await api.delete<null>('/api/selling/payouts/account');
}

export function useRemovePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutAccount,
    onSuccess: () => queryClient.setQueryData(payoutsKeys.account(), { account: null }),
  });
}
