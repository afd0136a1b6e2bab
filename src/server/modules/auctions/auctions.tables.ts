import { bigint, char, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { auctionMachine } from '../../../shared/auctions/auctions.machine.js';

/** The states of the lifecycle table (auctions.machine.ts); the column is plain text. */
export const AUCTION_STATUSES = auctionMachine.states;

export const auctions = pgTable(
  'auctions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    // Other modules' rows by column: the foreign keys (products cascade, user) are in migration 0000.
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    sellerId: text('seller_id').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    startingPrice: bigint('starting_price', { mode: 'number' }).notNull(),
    currentBid: bigint('current_bid', { mode: 'number' }),
    reservePrice: bigint('reserve_price', { mode: 'number' }),
    buyNowPrice: bigint('buy_now_price', { mode: 'number' }),
    bidCount: integer('bid_count').notNull().default(0),
    watchers: integer('watchers').notNull().default(0),
    status: text('status', { enum: AUCTION_STATUSES }).notNull().default('live'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auctions_status_ends_idx').on(t.status, t.endsAt),
    index('auctions_product_idx').on(t.productId),
  ],
);
