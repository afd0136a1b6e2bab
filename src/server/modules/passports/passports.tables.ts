import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Digital passports (issue #12, migration 0020): one per approved listing, owned by one
 * member at a time; `passport_owners` is the ownership history (the seller first).
 */
export const passports = pgTable(
  'passports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull().unique(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    ownerId: text('owner_id').notNull(),
    reference: text('reference'),
    serial: text('serial'),
    condition: text('condition').notNull(),
    photoFingerprints: text('photo_fingerprints').array().notNull(),
    expertId: text('expert_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passports_owner_idx').on(t.ownerId, t.issuedAt.desc())],
);

export const passportOwners = pgTable(
  'passport_owners',
  {
    passportId: bigint('passport_id', { mode: 'number' }).notNull().references(() => passports.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
    toAt: timestamp('to_at', { withTimezone: true }),
    how: text('how', { enum: ['listed', 'sale'] }).notNull(),
  },
  (t) => [primaryKey({ name: 'passport_owners_pk', columns: [t.passportId, t.fromAt, t.ownerId] })],
);
