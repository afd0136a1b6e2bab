import { char, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Units of each currency one US dollar buys (ARCHITECTURE: prices shown in the member's
 * currency are converted from USD by a rates table). Loaded with reference rates by the
 * migration; an admin keeps them current.
 */
export const currencyRates = pgTable('currency_rates', {
  code: char('code', { length: 3 }).primaryKey(),
  perUsd: numeric('per_usd', { precision: 18, scale: 8, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
