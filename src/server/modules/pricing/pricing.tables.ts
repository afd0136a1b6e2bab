import { bigint, char, index, pgTable, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Completed sales, on Patina and from the wider market, keyed by product_code (SPEC §3).
 * No foreign key: market records may arrive before the product exists in our catalogue.
 */
export const historicalSales = pgTable(
  'historical_sales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productCode: text('product_code').notNull(),
    sellPrice: bigint('sell_price', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    condition: text('condition'),
    source: text('source').notNull().default('patina'),
    saleDate: timestamp('sale_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('historical_sales_code_date_idx').on(t.productCode, t.saleDate.desc()),
    index('historical_sales_date_idx').on(t.saleDate),
  ],
);


/** What pricing publishes for other modules' SQL (migration 0042): each sale's product, price and date. */
export const publishedSales = pgView('pricing_published_sales', {
  productCode: text('product_code').notNull(),
  sellPrice: bigint('sell_price', { mode: 'number' }).notNull(),
  saleDate: timestamp('sale_date', { withTimezone: true }).notNull(),
}).existing();
