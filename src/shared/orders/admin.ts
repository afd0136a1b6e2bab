import { z } from 'zod';
import { paymentMachine } from '../payments/payments.machine.js';
import { ORDER_STATES } from './contracts.js';

/**
 * The admin's side of buying (issue 13): payments with their orders, open disputes and the
 * ledger with its zero-sum check. Money is integer minor units; ledger balances are strings
 * (a bigint column: totals may pass 2^53 in a long-lived ledger).
 */
export const adminPaymentsQuerySchema = z.object({ status: z.enum(paymentMachine.states).optional() });

export const adminPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  provider: z.enum(['simulated', 'bank_transfer']),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** What the processor has refunded of it (a partial refund shows as such, issue 34). */
  refundedAmount: z.number().int(),
  reference: z.string().nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  payerId: z.string(),
  createdAt: z.string(),
  order: z.object({ id: z.string(), title: z.string(), status: z.enum(ORDER_STATES), buyerId: z.string(), sellerId: z.string() }).nullable(),
});
export const adminPaymentListSchema = z.object({ payments: z.array(adminPaymentSchema) });

export const adminDisputeSchema = z.object({
  orderId: z.string(), title: z.string(), buyerId: z.string(), sellerId: z.string(), currency: z.string(), total: z.number().int(), reason: z.string(), openedAt: z.string(),
});
export const adminDisputeListSchema = z.object({ disputes: z.array(adminDisputeSchema) });

export const ledgerViewSchema = z.object({
  accounts: z.array(z.object({ id: z.number().int(), kind: z.string(), owner: z.string(), currency: z.string(), balance: z.string(), version: z.number().int() })),
  transfers: z.array(z.object({
    id: z.number().int(), key: z.string(), kind: z.string(), orderId: z.string().nullable(), memo: z.string().nullable(), at: z.string(),
    legs: z.array(z.object({ kind: z.string(), owner: z.string(), currency: z.string(), amount: z.string() })),
  })),
  /** Every currency sums to 0 and every balance is the sum of its entries. */
  check: z.object({ zeroSum: z.boolean(), totals: z.array(z.object({ currency: z.string(), sum: z.string() })), driftedAccounts: z.array(z.number().int()) }),
});
export type LedgerView = z.infer<typeof ledgerViewSchema>;

/** The admins' queue of payment problems (issue 34): what the checks found, with the evidence. */
export const paymentIssueSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['capture_unapplied', 'processor_refund', 'mismatch', 'orphan_charge']),
  paymentId: z.string().nullable(),
  orderId: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  summary: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  repaired: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type PaymentIssue = z.infer<typeof paymentIssueSchema>;
export const paymentIssueListSchema = z.object({ issues: z.array(paymentIssueSchema) });
export const paymentIssuesQuerySchema = z.object({ status: z.enum(['open', 'resolved']).optional() });
export const resolvePaymentIssueSchema = z.object({ resolution: z.string().trim().min(3, 'Say what was done (3 characters at least).').max(1000) });
export const reconcileReportSchema = z.object({
  checked: z.number().int(),
  repaired: z.number().int(),
  flagged: z.number().int(),
  findings: z.array(z.object({ paymentId: z.string().nullable(), ref: z.string().nullable(), what: z.string() })),
});
