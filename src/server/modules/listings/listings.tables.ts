import { sql } from 'drizzle-orm';
import { bigint, char, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { listingMachine } from '../../../shared/listings/listings.machine.js';

/** The states of the lifecycle table (listings.machine.ts); the column is plain text. */
export const LISTING_STATUSES = listingMachine.states;

export const listings = pgTable(
  'listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Other modules' rows by column: the foreign keys (products cascade, user) are in migration 0000.
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    sellerId: text('seller_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('active'),
    condition: text('condition').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_product_status_price_idx').on(t.productId, t.status, t.price),
    index('listings_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // A seller's active listings counted from the index alone (the seller card on product pages).
    index('listings_seller_active_idx').on(t.sellerId).where(sql`${t.status} = 'active'`),
  ],
);
