import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Image search's index (issue #15): one descriptor per distinct picture (catalogue drawings
 * are shared by many products; a listing photo is its own), and which pieces each picture
 * shows. `descriptor` holds the picture's float32 vectors of ./descriptor.ts
 * one after another (the picture and its index-time variants, ./variants.ts);
 * `descriptor_version` the version of that code, so pictures described by older code are
 * described again.
 */
export const imageSearchPictures = pgTable(
  'image_search_pictures',
  {
    imageUrl: text('image_url').primaryKey(),
    descriptor: bytea('descriptor').notNull(),
    descriptorVersion: integer('descriptor_version').notNull().default(1),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each instance asks every second or so for the pictures described since it last looked.
  (t) => [index('image_search_pictures_computed_idx').on(t.computedAt)],
);

export const imageSearchEntries = pgTable(
  'image_search_entries',
  {
    // Another module's rows by column: products are the catalogue's.
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    imageUrl: text('image_url').notNull(),
    /** 'catalog' for the product's own picture, 'listing' for a seller's photo of it. */
    source: text('source').notNull(),
    listingId: bigint('listing_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.imageUrl] }),
    index('image_search_entries_image_idx').on(t.imageUrl, t.productId),
    index('image_search_entries_listing_idx').on(t.listingId),
    check('image_search_entries_source_check', sql`${t.source} in ('catalog', 'listing')`),
  ],
);
