/**
 * SPEC §9 price statistics: the trend is the change between the last two sales; within
 * plus or minus 2 % it is stable. The server computes it for every search result.
 */
export type MarketTrend = 'up' | 'down' | 'stable';
export const STABLE_BAND_PERCENT = 2;

export function marketTrend(last: number | null | undefined, previous: number | null | undefined): MarketTrend {
  if (typeof last !== 'number' || typeof previous !== 'number' || !(previous > 0)) return 'stable';
  const change = ((last - previous) * 100) / previous;
  if (change > STABLE_BAND_PERCENT) return 'up';
  if (change < -STABLE_BAND_PERCENT) return 'down';
  return 'stable';
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
