import type { DbOrTx } from '../../db/client.js';
import type { PricingRepo, SalesStatsRow } from './pricing.repo.js';
import { NotFoundError } from '../../platform/errors.js';
import { ttlCache } from '../../platform/ttl-cache.js';
import { priceStats, trendBetween, trendOfPercent, volatilityOf } from '../../../shared/pricing/price-stats.js';
import { HISTORY_POINTS_MAX, rangeStart, thinEvenly, type HistoryRange } from '../../../shared/pricing/history.js';
import {
  MARKET_TRENDS_LIMIT_MAX, type BrandIndexResponse, type HistoryResponse, type MarketTrend, type ProductStats, type Sale,
} from '../../../shared/pricing/contracts.js';

const DAY = 86_400_000;

/**
 * Sales read for one product's chart at most. Real products trade dozens or hundreds of
 * times; past this the statistics describe the newest 50,000 sales of the range.
 */
export const HISTORY_FETCH_CAP = 50_000;

/** Market trends and brand indexes scan many sales and move slowly: kept for five minutes. */
export const AGGREGATE_TTL_MS = 5 * 60_000;
/** …and served for up to an hour more while a new answer is made in the background. */
export const AGGREGATE_STALE_MS = 60 * 60_000;

/** The view's aggregates through the shared formulas, so every screen agrees (SPEC §9). */
export function toProductStats(row: SalesStatsRow): ProductStats {
  const trend = trendBetween(row.last_sale_price, row.previous_sale_price);
  return {
    product_code: row.product_code,
    sales_count: row.sales_count,
    last_sale_price: row.last_sale_price,
    last_sale_date: row.last_sale_date?.toISOString() ?? null,
    previous_sale_price: row.previous_sale_price,
    trend: trend?.trend ?? null,
    trend_percent: trend?.percent ?? null,
    volatility: volatilityOf(row.stddev_price, row.average_price, row.sales_count),
    average_price: row.average_price,
    high_price: row.max_price,
    low_price: row.min_price,
    first_sale_date: row.first_sale_date?.toISOString() ?? null,
  };
}

export interface BrandCodes {
  slug: string;
  name: string;
  codes: string[];
}

/** How far a piece moved, either way; an unknown change sorts after every known one. */
function moveSize(t: { change_percent: number | null }): number {
  return t.change_percent === null ? -1 : Math.abs(t.change_percent);
}

export function createPricingService(deps: { repo: PricingRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const clock = () => now().getTime();
  const trendsCache = ttlCache<MarketTrend[]>(AGGREGATE_TTL_MS, clock, { staleMs: AGGREGATE_STALE_MS });
  const brandIndexCache = ttlCache<BrandIndexResponse>(AGGREGATE_TTL_MS, clock, { staleMs: AGGREGATE_STALE_MS });

  async function mustExist(code: string, hasProduct: (code: string) => Promise<boolean>) {
    if (!(await hasProduct(code))) throw new NotFoundError(`There is no product with the code '${code}'.`, 'product_not_found');
  }

  return {
    /** A sale completed on Patina: the product's price history and statistics move with it (in the caller's transaction). */
    recordSale: (tx: DbOrTx, sale: { productCode: string; sellPrice: number; currency: string; condition: string | null; at: Date }) =>
      repo.insertSale({ productCode: sale.productCode, sellPrice: sale.sellPrice, currency: sale.currency, condition: sale.condition, source: 'patina', saleDate: sale.at }, tx),
    salesCountForCodes: repo.salesCountForCodes,
    /** Product codes with the most sales in the last `days`, busiest first. */
    async busiestCodes(days: number, limit: number) {
      return repo.busiestCodesSince(new Date(now().getTime() - days * DAY), limit);
    },

    /** SPEC §7: the newest `limit` sales of a catalogued product (404 for an unknown code). */
    async recentSales(code: string, limit: number, hasProduct: (code: string) => Promise<boolean>): Promise<Sale[]> {
      await mustExist(code, hasProduct);
      return (await repo.recentSales(code, limit)).map((s) => ({ ...s, sale_date: s.sale_date.toISOString() }));
    },

    /**
     * The chart's sales over a range, oldest first, with statistics over every sale in it.
     * Only the points are thinned (to HISTORY_POINTS_MAX, evenly), and the answer says so.
     */
    async history(code: string, range: HistoryRange, hasProduct: (code: string) => Promise<boolean>): Promise<HistoryResponse> {
      await mustExist(code, hasProduct);
      const from = rangeStart(range, now());
      const rows = await repo.salesSince(code, from, HISTORY_FETCH_CAP);
      const usable = rows.filter((r) => r.sell_price > 0).map((r) => ({ sale_date: r.sale_date.toISOString(), sell_price: r.sell_price }));
      const points = thinEvenly(usable, HISTORY_POINTS_MAX);
      return {
        range,
        from: from?.toISOString() ?? null,
        points,
        sales_in_range: usable.length,
        thinned: points.length < usable.length,
        stats: priceStats(usable),
      };
    },

    /** SPEC §7: product_sales_stats for many products in one query, in the order asked. */
    async statsForCodes(codes: string[]): Promise<ProductStats[]> {
      const rows = new Map((await repo.statsForCodes(codes)).map((r) => [r.product_code, r]));
      return codes.flatMap((c) => {
        const row = rows.get(c);
        return row ? [toProductStats(row)] : [];
      });
    },

    /**
     * get_market_trends, biggest moves first (either way; no change known last), each marked
     * up, down or stable by the shared ±2 % rule.
     */
    async marketTrendsMarked(daysBack: number, minSales: number, limit: number): Promise<MarketTrend[]> {
      const all = await trendsCache(`${daysBack}:${minSales}`, async () =>
        (await repo.marketTrends(daysBack, minSales))
          .map((t) => ({ ...t, trend: t.change_percent === null ? null : trendOfPercent(t.change_percent) }))
          .sort((a, b) => moveSize(b) - moveSize(a) || a.product_code.localeCompare(b.product_code))
          // Only what a caller may ask for is kept: tens of thousands of rows per entry would not be.
          .slice(0, MARKET_TRENDS_LIMIT_MAX),
      );
      return all.slice(0, limit);
    },

    /**
     * The brand price index: median sale price per month of the brand's products over the
     * range (404 for an unknown brand). `findBrand` is the catalogue's, which owns brands.
     */
    async brandIndex(slug: string, range: HistoryRange, findBrand: (slug: string) => Promise<BrandCodes | null>): Promise<BrandIndexResponse> {
      return brandIndexCache(`${slug}:${range}`, async () => {
        const brand = await findBrand(slug);
        if (!brand) throw new NotFoundError(`There is no brand '${slug}'.`, 'brand_not_found');
        const from = rangeStart(range, now());
        const points = await repo.brandIndex(brand.codes, from);
        return { brand: { slug: brand.slug, name: brand.name }, range, from: from?.toISOString() ?? null, points };
      });
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
