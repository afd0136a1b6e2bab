import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Payout, RequestPayoutInput } from '../../../../shared/payouts/contracts.js';
import { payoutsKeys } from './payouts-keys.js';

/** POST /api/selling/payouts/requests: 201 the new payout, 200 the same one when the key was sent before. */
export const requestPayout = (body: RequestPayoutInput) => api.post<Payout>('/api/selling/payouts/requests', { body });

/**
 * Asks for a payout; the history is read again either way. `onPaidOut` tells the page, which
 * shows the payable balance from another feature, to read that again too.
 */
export function useRequestPayout(onPaidOut?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: payoutsKeys.requests() }), onPaidOut?.()]);
    },
  });
}
