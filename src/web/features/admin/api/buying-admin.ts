import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { adminDisputeListSchema, adminPaymentListSchema, adminPaymentSchema, LedgerView, PaymentIssue } from '../../../../shared/orders/admin.js';
import type { OrderDetail } from '../../../../shared/orders/contracts.js';
import { adminKeys } from './admin-keys.js';

export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;
export type AdminDisputeList = z.infer<typeof adminDisputeListSchema>;
export type DisputeDecision = { decision: 'refund' | 'release' } | { decision: 'partial'; refundAmount: number };

/** GET /api/admin/payments?status=: payments, newest first, with their orders. */
export function usePayments(status: string) {
  return useQuery({
    queryKey: adminKeys.payments(status),
    meta: MEMBER_DATA,
    queryFn: ({ signal }) => api.get<AdminPaymentList>('/api/admin/payments', { query: { status }, signal }),
  });
}

/** POST /api/admin/payments/:id/confirm-transfer: the money arrived; the order is paid into escrow. */
export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminPayment>(`/api/admin/payments/${encodeURIComponent(id)}/confirm-transfer`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET /api/admin/disputes: open disputes, oldest first. */
export function useDisputes() {
  return useQuery({ queryKey: adminKeys.disputes(), meta: MEMBER_DATA, queryFn: ({ signal }) => api.get<AdminDisputeList>('/api/admin/disputes', { signal }) });
}

/** POST /api/admin/disputes/:orderId/resolve: refund (the piece returns), partial refund, or release to the seller. */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: DisputeDecision & { orderId: string }) =>
      api.post<OrderDetail>(`/api/admin/disputes/${encodeURIComponent(orderId)}/resolve`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET /api/admin/ledger: accounts and balances, the newest transfers, the zero-sum check. */
export function useLedger() {
  return useQuery({ queryKey: adminKeys.ledger(), meta: MEMBER_DATA, queryFn: ({ signal }) => api.get<LedgerView>('/api/admin/ledger', { signal }) });
}

/** GET /api/admin/payments/issues: what the payment checks found that needs a person (issue 34). */
export function usePaymentIssues() {
  return useQuery({
    queryKey: [...adminKeys.all, 'payment-issues'],
    meta: MEMBER_DATA,
    queryFn: ({ signal }) => api.get<{ issues: PaymentIssue[] }>('/api/admin/payments/issues', { signal }),
  });
}

/** POST /api/admin/payments/issues/:id/resolve: an admin closes a problem, saying what was done. */
export function useResolvePaymentIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: number; resolution: string }) => api.post<PaymentIssue>(`/api/admin/payments/issues/${id}/resolve`, { body: { resolution } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
