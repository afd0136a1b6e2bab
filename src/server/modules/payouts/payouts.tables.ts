import { bigint, char, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { payoutMachine } from '../../../shared/payouts/payouts.machine.js';

/**
 * Seller payouts (issue 13, migration 0037). One bank account per seller (replaced, never
 * versioned: each payout keeps a copy of where it went). A payout's state moves only through
 * the payout machine; its money only through the ledger, in the same transaction.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: text('user_id').primaryKey(),
  holderName: text('holder_name').notNull(),
  /** Normalised (upper case, no spaces), mod-97 checked. Never answered whole. */
  iban: text('iban').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: payoutMachine.states }).notNull().default('requested'),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Where the money goes, as the account on file was when the seller asked. */
    holderName: text('holder_name').notNull(),
    iban: text('iban').notNull(),
    failureReason: text('failure_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    unique('payouts_seller_key').on(t.sellerId, t.idempotencyKey),
    index('payouts_seller_idx').on(t.sellerId, t.requestedAt),
    index('payouts_state_idx').on(t.state, t.requestedAt),
    check('payouts_amount_check', sql`${t.amount} > 0`),
    check('payouts_state_check', sql`${t.state} in ('requested', 'sent', 'paid', 'failed')`),
  ],
);
