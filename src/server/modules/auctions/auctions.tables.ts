import { sql } from 'drizzle-orm';
import { bigint, boolean, char, index, integer, pgTable, pgView, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

import { auctionMachine } from '../../../shared/auctions/auctions.machine.js';
import { secondChanceMachine } from '../../../shared/auctions/second-chance.machine.js';

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
    // The proxy state (migration 0026): what the rules engine computed from the bid log.
    /** The end as first scheduled, set when soft close first moves `ends_at` (null: never moved). */
    scheduledEndsAt: timestamp('scheduled_ends_at', { withTimezone: true }),
    leaderId: text('leader_id'),
    leaderMax: bigint('leader_max', { mode: 'number' }),
    secondMax: bigint('second_max', { mode: 'number' }),
    reserveMet: boolean('reserve_met').notNull().default(false),
    boughtBy: text('bought_by'),
    winnerId: text('winner_id'),
    hammerPrice: bigint('hammer_price', { mode: 'number' }),
    orderId: text('order_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    listingId: bigint('listing_id', { mode: 'number' }),
  },
  (t) => [
    index('auctions_status_ends_idx').on(t.status, t.endsAt),
    index('auctions_status_starts_idx').on(t.status, t.startsAt),
    index('auctions_product_idx').on(t.productId),
    uniqueIndex('auctions_listing_idx').on(t.listingId).where(sql`${t.listingId} is not null`),
  ],
);

/** Every accepted bid, in the order it was accepted: the lot's state is a replay of this log. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auctionId: bigint('auction_id', { mode: 'number' }).notNull(),
    bidderId: text('bidder_id').notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    priceAfter: bigint('price_after', { mode: 'number' }).notNull(),
    leaderAfter: text('leader_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
  },
  (t) => [
    unique('auction_bids_key').on(t.auctionId, t.bidderId, t.idempotencyKey),
    index('auction_bids_auction_idx').on(t.auctionId, t.id),
    index('auction_bids_bidder_idx').on(t.bidderId, t.auctionId),
  ],
);

export const auctionWatchers = pgTable(
  'auction_watchers',
  {
    auctionId: bigint('auction_id', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.userId] }), index('auction_watchers_user_idx').on(t.userId)],
);

/** A lot's second-chance offer (migration 0033): at most one per lot, its status by secondChanceMachine. */
export const auctionSecondChance = pgTable(
  'auction_second_chance',
  {
    auctionId: bigint('auction_id', { mode: 'number' }).primaryKey(),
    sellerId: text('seller_id').notNull(),
    bidderId: text('bidder_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: secondChanceMachine.states }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    orderId: text('order_id'),
  },
  (t) => [index('auction_second_chance_bidder_idx').on(t.bidderId, t.status), index('auction_second_chance_seller_idx').on(t.sellerId, t.status)],
);

/** What auctions publish for the Journal's market reports (migration 0046, decision 056): each lot's result. */
export const publishedResults = pgView('auctions_published_results', {
  slug: text('slug').notNull(),
  productId: bigint('product_id', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  startingPrice: bigint('starting_price', { mode: 'number' }).notNull(),
  hammerPrice: bigint('hammer_price', { mode: 'number' }),
  bidCount: integer('bid_count').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
}).existing();
