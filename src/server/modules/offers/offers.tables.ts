import { sql } from 'drizzle-orm';
import { bigint, boolean, char, index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { offerMachine } from '../../../shared/offers/offers.machine.js';

/**
 * Offers on fixed-price listings (issue 13, migration 0025, decision 024). The status moves
 * only through the offer machine; one offer per buyer and listing is open at a time (a partial
 * unique index); `amount` is the buyer's, `counter_amount` the seller's counter. The foreign
 * keys (listing, buyer, seller; cascade) are in the migration.
 */
export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    buyerId: text('buyer_id').notNull(),
    sellerId: text('seller_id').notNull(),
    status: text('status', { enum: offerMachine.states }).notNull().default('pending'),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    counterAmount: bigint('counter_amount', { mode: 'number' }),
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    message: text('message'),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: text('order_id'),
    autoDeclined: boolean('auto_declined').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('offers_idempotency_key').on(t.buyerId, t.idempotencyKey),
    uniqueIndex('offers_one_open_per_buyer').on(t.listingId, t.buyerId).where(sql`${t.status} in ('pending', 'countered')`),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('offers_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('offers_open_listing_idx').on(t.listingId).where(sql`${t.status} in ('pending', 'countered')`),
  ],
);
