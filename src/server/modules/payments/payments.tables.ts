import { bigint, char, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
