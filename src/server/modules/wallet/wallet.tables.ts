import { bigint, char, index, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A member's saved shipping addresses and cards (issue 13, migration 0025). A card row keeps
 * the processor's token and what a person recognises the card by; never its number or CVC.
 * The user foreign keys (cascade) are in the migration.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: char('country', { length: 2 }).notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_addresses_user_idx').on(t.userId, t.id)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    provider: text('provider', { enum: ['simulated'] }).notNull().default('simulated'),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_methods_token').on(t.provider, t.token), index('payment_methods_user_idx').on(t.userId, t.id)],
);
