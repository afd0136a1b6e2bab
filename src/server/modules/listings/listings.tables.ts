import { sql } from 'drizzle-orm';
import { bigint, char, index, integer, jsonb, pgTable, pgView, smallint, text, timestamp } from 'drizzle-orm/pg-core';

import { listingMachine } from '../../../shared/listings/listings.machine.js';
import type { DraftDetails } from '../../../shared/listings/selling.js';
import type { IngestedImage } from '../../platform/media/index.js';

/** The states of the lifecycle table (listings.machine.ts); the column is plain text. */
export const LISTING_STATUSES = listingMachine.states;

/**
 * A listing from its draft on (issue #12, migration 0020). A draft may lack a product (a new
 * piece becomes one on approval) and a price; a check keeps every listing past review whole.
 * `details` is what the seller filled (DraftDetails); `price` the amount asked (fixed price or
 * the auction's start), kept typed for the lowest ask.
 */
export const listings = pgTable(
  'listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Other modules' rows by column: the foreign keys (products cascade, user) are in migration 0000.
    productId: bigint('product_id', { mode: 'number' }),
    sellerId: text('seller_id').notNull(),
    price: bigint('price', { mode: 'number' }),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('active'),
    condition: text('condition').notNull().default(''),
    category: text('category'),
    saleType: text('sale_type', { enum: ['fixed', 'auction'] }).notNull().default('fixed'),
    details: jsonb('details').$type<DraftDetails>().notNull().default({}),
    reviewNotes: text('review_notes'),
    rejectReason: text('reject_reason'),
    reviewerId: text('reviewer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  (t) => [
    index('listings_product_status_price_idx').on(t.productId, t.status, t.price),
    index('listings_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // A seller's active listings counted from the index alone (the seller card on product pages).
    index('listings_seller_active_idx').on(t.sellerId).where(sql`${t.status} = 'active'`),
    index('listings_review_idx').on(t.category, t.submittedAt).where(sql`${t.status} = 'in_review'`),
    index('listings_seller_status_idx').on(t.sellerId, t.status, t.updatedAt.desc()),
  ],
);

/** A listing's photos in the seller's order; renditions as the media ingest made them. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull().references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').$type<IngestedImage['format']>().notNull(),
    renditions: jsonb('renditions').$type<IngestedImage['renditions']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_photos_listing_idx').on(t.listingId, t.position)],
);

/** What listings publish for the Journal's market reports (migration 0046, decision 056): when a listing was on offer and sold. */
export const publishedListings = pgView('listings_published_listings', {
  id: bigint('id', { mode: 'number' }).notNull(),
  productId: bigint('product_id', { mode: 'number' }),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  soldAt: timestamp('sold_at', { withTimezone: true }),
}).existing();
