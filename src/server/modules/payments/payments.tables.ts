import { bigint, char, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
