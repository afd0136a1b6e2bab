import { bigint, boolean, char, index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CARD_OUTCOMES } from '../../../shared/payments/test-cards.js';
import { PAYMENT_PROVIDERS, paymentMachine } from '../../../shared/payments/payments.machine.js';

/**
 * Payments (migration 0023): one row per attempt to pay an order, its status moved only by
 * the payment machine. At most one payment of an order is ever captured (a partial unique
 * index in the migration); webhook deliveries are remembered by the processor's event id.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    payerId: text('payer_id').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRef: text('provider_ref'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: paymentMachine.states }).notNull().default('created'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    cardLast4: text('card_last4'),
    /** What the processor has refunded of it (migration 0041). */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** What Patina asked the processor to refund: a refund beyond it is the processor's own. */
    refundRequested: bigint('refund_requested', { mode: 'number' }).notNull().default(0),
    /** The processor's own refunds (beyond Patina's requests) that the order and the ledger followed. */
    ownRefunded: bigint('own_refunded', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_idempotency_key').on(t.payerId, t.idempotencyKey),
    unique('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
  ],
);

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_webhook_events_pk', columns: [t.provider, t.eventId] })],
);

/**
 * The simulated processor's card tokens (migration 0025): its own memory, kept in the database
 * so a restart or a second instance still knows a token a member saved. No foreign keys: it
 * stands for the processor's side of the wire.
 */
export const simulatedCardTokens = pgTable('simulated_card_tokens', {
  token: text('token').primaryKey(),
  outcome: text('outcome', { enum: CARD_OUTCOMES }).notNull(),
  last4: char('last4', { length: 4 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated processor's charges (migration 0041): its books, shared by every instance. */
export const simulatedCharges = pgTable('simulated_charges', {
  ref: text('ref').primaryKey(),
  reference: text('reference').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  outcome: text('outcome', { enum: CARD_OUTCOMES }).notNull(),
  status: text('status', { enum: ['authorised', 'captured', 'failed', 'voided', 'refunded'] }).notNull(),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The answer the simulated processor gave each idempotency key. */
export const simulatedProcessorReplies = pgTable('simulated_processor_replies', {
  key: text('key').primaryKey(),
  reply: jsonb('reply').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PAYMENT_ISSUE_KINDS = [
  /** Captured for an order that could not take it (cancelled, lapsed): refunded to the buyer. */
  'capture_unapplied',
  /** The processor refunded a payment on its own (a dashboard refund, a chargeback). */
  'processor_refund',
  /** The processor and Patina disagree and nothing could be repaired by machine. */
  'mismatch',
  /** A charge the processor holds for a payment Patina gave up on: voided or refunded. */
  'orphan_charge',
] as const;
export type PaymentIssueKind = (typeof PAYMENT_ISSUE_KINDS)[number];

/** The admins' queue of payment problems (migration 0041), each with its evidence. */
export const paymentIssues = pgTable('payment_issues', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique('payment_issues_key'),
  kind: text('kind', { enum: PAYMENT_ISSUE_KINDS }).notNull(),
  paymentId: text('payment_id'),
  orderId: text('order_id'),
  status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
  summary: text('summary').notNull(),
  evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
  /** True when the check repaired it by itself (the row is then a record, resolved at once). */
  repaired: boolean('repaired').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: text('resolved_by'),
  resolution: text('resolution'),
});

/** Each refund Patina asked the processor for (migration 0041), once per key. */
export const paymentRefundRequests = pgTable('payment_refund_requests', {
  key: text('key').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['requested', 'refused'] }).notNull().default('requested'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
