import { and, count, desc, eq, gte, param, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { historicalSales } from './pricing.tables.js';

export interface MarketTrendRow {
  product_code: string;
  sales_count: number;
  first_price: number;
  last_price: number;
  average_price: number;
  change_percent: number | null;
}

/** A row of the product_sales_stats view (migration 0001), numbers as numbers. */
export interface SalesStatsRow {
  product_code: string;
  sales_count: number;
  last_sale_price: number | null;
  last_sale_date: Date | null;
  previous_sale_price: number | null;
  average_price: number | null;
  min_price: number | null;
  max_price: number | null;
  stddev_price: number;
  first_sale_date: Date | null;
}

export interface BrandIndexRow {
  period: string;
  median: number;
  sales: number;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const date = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

export function createPricingRepo(db: Db) {
  return {
    /** A completed sale joins the product's history (a Patina order). */
    async insertSale(row: typeof historicalSales.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(historicalSales).values(row);
    },

    /** SPEC §7: get_market_trends(days_back default 90, min_sales default 5). */
    async marketTrends(daysBack = 90, minSales = 5, tx: DbOrTx = db): Promise<MarketTrendRow[]> {
      const rows = await queryRows<MarketTrendRow & Record<string, unknown>>(tx, sql`select * from get_market_trends(${daysBack}::integer, ${minSales}::integer)`);
      return rows.map((r) => ({
        ...r,
        sales_count: Number(r.sales_count),
        first_price: Number(r.first_price),
        last_price: Number(r.last_price),
        average_price: Number(r.average_price),
        change_percent: r.change_percent === null ? null : Number(r.change_percent),
      }));
    },

    async salesCountForCodes(codes: string[], tx: DbOrTx = db): Promise<number> {
      if (codes.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(historicalSales)
        .where(sql`${historicalSales.productCode} = any(${param(codes)}::text[])`);
      return row?.n ?? 0;
    },

    async busiestCodesSince(since: Date, limit: number, tx: DbOrTx = db) {
      return tx
        .select({ code: historicalSales.productCode, n: count() })
        .from(historicalSales)
        .where(gte(historicalSales.saleDate, since))
        .groupBy(historicalSales.productCode)
        .orderBy(desc(count()))
        .limit(limit);
    },

    /** SPEC §7: a product's sales, newest first. */
    async recentSales(code: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          sell_price: historicalSales.sellPrice,
          sale_date: historicalSales.saleDate,
          currency: historicalSales.currency,
          condition: historicalSales.condition,
          source: historicalSales.source,
        })
        .from(historicalSales)
        .where(eq(historicalSales.productCode, code))
        .orderBy(desc(historicalSales.saleDate), desc(historicalSales.id))
        .limit(limit);
    },

    /**
     * SPEC §7: a product's sales since `from` (all when null), oldest first. Read newest
     * first through the (product_code, sale_date desc) index, so the cap keeps the newest.
     */
    async salesSince(code: string, from: Date | null, cap: number, tx: DbOrTx = db) {
      const rows = await tx
        .select({ sell_price: historicalSales.sellPrice, sale_date: historicalSales.saleDate })
        .from(historicalSales)
        .where(and(eq(historicalSales.productCode, code), from ? gte(historicalSales.saleDate, from) : undefined))
        .orderBy(desc(historicalSales.saleDate), desc(historicalSales.id))
        .limit(cap);
      return rows.reverse();
    },

    /** SPEC §7: product_sales_stats for a list of product codes, in one query. */
    async statsForCodes(codes: string[], tx: DbOrTx = db): Promise<SalesStatsRow[]> {
      if (codes.length === 0) return [];
      const rows = await queryRows(tx, sql`select * from product_sales_stats where product_code = any(${param(codes)}::text[])`);
      return rows.map((r) => ({
        product_code: String(r.product_code),
        sales_count: Number(r.sales_count),
        last_sale_price: num(r.last_sale_price),
        last_sale_date: date(r.last_sale_date),
        previous_sale_price: num(r.previous_sale_price),
        average_price: num(r.average_price),
        min_price: num(r.min_price),
        max_price: num(r.max_price),
        stddev_price: Number(r.stddev_price ?? 0),
        first_sale_date: date(r.first_sale_date),
      }));
    },

    /**
     * Median sale price per calendar month (UTC) of the given products since `from`; months
     * without sales simply have no row. Zero and negative prices are left out, as in every
     * price statistic (shared/pricing/price-stats.ts).
     */
    async brandIndex(codes: string[], from: Date | null, tx: DbOrTx = db): Promise<BrandIndexRow[]> {
      if (codes.length === 0) return [];
      const since = from ? sql`and s.sale_date >= ${from.toISOString()}::timestamptz` : sql``;
      const rows = await queryRows(tx, sql`
        select to_char(date_trunc('month', s.sale_date at time zone 'UTC'), 'YYYY-MM') as period,
               round(percentile_cont(0.5) within group (order by s.sell_price))::bigint as median,
               count(*)::integer as sales
        from historical_sales s
        where s.product_code = any(${param(codes)}::text[]) and s.sell_price > 0 ${since}
        group by 1
        order by 1`);
      return rows.map((r) => ({ period: String(r.period), median: Number(r.median), sales: Number(r.sales) }));
    },
  };
}

export type PricingRepo = ReturnType<typeof createPricingRepo>;
