/**
 * SPEC §9 price statistics: the trend is the change between the last two sales; within
 * plus or minus 2 % it is stable. The server computes it for every search result.
 */
import { STABLE_BAND_PERCENT, trendBetween, type PriceTrend } from '../pricing/price-stats.js';

export type MarketTrend = PriceTrend;
export { STABLE_BAND_PERCENT };

/** The price-statistics rule itself; a result without two usable sales reads as stable. */
export function marketTrend(last: number | null | undefined, previous: number | null | undefined): MarketTrend {
  return trendBetween(last, previous)?.trend ?? 'stable';
}

/**
 * Popularity 1..100 from views, wishlists and sales: each signal is capped at its typical
 * high (4,000 views, 240 wishlists, 40 sales) and the three weigh equally. Absolute rather
 * than a percentile, so one product's figure can be refreshed alone.
 */
export function popularity(views: number, wishlists: number, sales: number): number {
  const part = (v: number, cap: number) => Math.min(Math.max(v, 0), cap) / cap;
  const score = (part(views, 4000) + part(wishlists, 240) + part(sales, 40)) / 3;
  return Math.max(1, Math.min(100, Math.round(score * 100)));
}
