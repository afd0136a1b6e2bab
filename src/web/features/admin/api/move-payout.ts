import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { AdminPayout } from '../../../../shared/payouts/contracts.js';
import { adminKeys } from './admin-keys.js';

export type PayoutStep = { id: string; step: 'sent' | 'paid' } | { id: string; step: 'failed'; reason: string };

/** POST /api/admin/payouts/:id/{sent,paid,failed}: the admin's step; the answer is the payout as it now is. */
export function movePayout(step: PayoutStep): Promise<AdminPayout> {
  const path = `/api/admin/payouts/${encodeURIComponent(step.id)}/${step.step}`;
  return step.step === 'failed' ? api.post<AdminPayout>(path, { body: { reason: step.reason } }) : api.post<AdminPayout>(path);
}

/** One step moves the payout between the filtered lists and into the ledger and audit log: the admin's data is read again. */
export function useMovePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
