import { bigint, boolean, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { COLLECTION_KINDS } from '../../../shared/portfolio/contracts.js';

/**
 * The pieces a member owns (migration 0022). The user and product foreign keys (both cascade),
 * the price and note bounds are in the migration: a module names another's rows by column only.
 */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** USD cents; null when the member did not say. */
    purchasePrice: bigint('purchase_price', { mode: 'number' }),
    acquiredOn: date('acquired_on', { mode: 'string' }),
    condition: text('condition'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_items_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/** Whether a member shows their portfolio or wishlist to others; no row is private. */
export const collectionVisibility = pgTable(
  'collection_visibility',
  {
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: COLLECTION_KINDS }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'collection_visibility_pk', columns: [t.userId, t.kind] })],
);
