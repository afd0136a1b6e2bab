import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, pgView, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WISHLIST_EVENT_KINDS } from '../../../shared/wishlist/contracts.js';

/**
 * The pieces a member keeps an eye on. `added_price` is the price shown (SPEC §9, USD cents)
 * at the moment it was saved, so /wishlist can say how far it has moved since.
 *
 * Saving or letting go publishes wishlist.changed; the catalogue's subscriber sets
 * products.wishlist_count from this table's count. A product.changed that moves the price
 * shown writes one wishlist_events row per member who saved it (the triggers of 0006 that
 * did both from inside the database were replaced by these events in 0013).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    // Other modules' rows by column: the foreign keys (both cascade) are in migration 0006.
    userId: text('user_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    addedPrice: bigint('added_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The price trigger finds every member who saved a product through this index.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * Price moves of wishlisted products, one row per member, written by the products trigger.
 * The notifications issue delivers them and sets `delivered_at`.
 */
export const wishlistEvents = pgTable(
  'wishlist_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Other modules' rows by column: the foreign keys (both cascade) are in migration 0006.
    userId: text('user_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: WISHLIST_EVENT_KINDS }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }).notNull(),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The product.changed event this move was recorded for: once per member and event. */
    sourceEventId: bigint('source_event_id', { mode: 'number' }),
  },
  (t) => [
    index('wishlist_events_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The delivery job reads only what is still waiting, oldest first.
    uniqueIndex('wishlist_events_source_user_idx').on(t.sourceEventId, t.userId),
    index('wishlist_events_undelivered_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`),
    check('wishlist_events_kind_check', sql`${t.kind} in ('price_drop', 'price_rise')`),
  ],
);

/** What the wishlist publishes for the Journal's market reports (migration 0046, decision 056): when a piece was saved. */
export const publishedSaves = pgView('wishlist_published_saves', {
  productId: bigint('product_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
