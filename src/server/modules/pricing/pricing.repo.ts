import { count, desc, gte, param, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { historicalSales } from './pricing.tables.js';

export interface MarketTrendRow {
  product_code: string;
  sales_count: number;
  first_price: number;
  last_price: number;
  average_price: number;
  change_percent: number | null;
}

export function createPricingRepo(db: Db) {
  return {
    /** SPEC §7: get_market_trends(days_back default 90, min_sales default 5). */
    async marketTrends(daysBack = 90, minSales = 5): Promise<MarketTrendRow[]> {
      const result = (await db.execute(sql`select * from get_market_trends(${daysBack}::integer, ${minSales}::integer)`)) as unknown as { rows: MarketTrendRow[] };
      return result.rows.map((r) => ({
        ...r,
        sales_count: Number(r.sales_count),
        first_price: Number(r.first_price),
        last_price: Number(r.last_price),
        average_price: Number(r.average_price),
        change_percent: r.change_percent === null ? null : Number(r.change_percent),
      }));
    },

    async salesCountForCodes(codes: string[]): Promise<number> {
      if (codes.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(historicalSales)
        .where(sql`${historicalSales.productCode} = any(${param(codes)}::text[])`);
      return row?.n ?? 0;
    },

    async busiestCodesSince(since: Date, limit: number) {
      return db
        .select({ code: historicalSales.productCode, n: count() })
        .from(historicalSales)
        .where(gte(historicalSales.saleDate, since))
        .groupBy(historicalSales.productCode)
        .orderBy(desc(count()))
        .limit(limit);
    },
  };
}

export type PricingRepo = ReturnType<typeof createPricingRepo>;
