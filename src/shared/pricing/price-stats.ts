/**
 * SPEC §9 price statistics, the one formula every screen and endpoint uses: last sale, trend
 * between the last two sales (stable within ±2 %), volatility (standard deviation ÷ mean),
 * average, high, low and number of sales. Amounts are USD minor units (cents).
 *
 * A price that is zero, negative or not a finite number is not a sale anyone can learn from
 * (a data-entry slip, a gift, a placeholder), so it is ignored everywhere, as is a sale with
 * no readable date (it cannot be placed among the others).
 */
export type PriceTrend = 'up' | 'down' | 'stable';

/** Within plus or minus this many per cent a price is 'stable' (inclusive). */
export const STABLE_BAND_PERCENT = 2;

export interface SaleLike {
  sell_price: number;
  /** ISO text, epoch milliseconds or a Date. */
  sale_date: string | number | Date;
}

export interface PriceStats {
  sales_count: number;
  last_sale_price: number | null;
  last_sale_date: string | null;
  previous_sale_price: number | null;
  /** Null with fewer than two sales: one price has no direction. */
  trend: PriceTrend | null;
  /** Change from the previous sale to the last, in per cent, two decimals. */
  trend_percent: number | null;
  /** Population standard deviation ÷ mean (0.12 is 12 %); null with fewer than two sales. */
  volatility: number | null;
  /** Whole cents. */
  average_price: number | null;
  high_price: number | null;
  low_price: number | null;
}

export const EMPTY_STATS: PriceStats = Object.freeze({
  sales_count: 0,
  last_sale_price: null,
  last_sale_date: null,
  previous_sale_price: null,
  trend: null,
  trend_percent: null,
  volatility: null,
  average_price: null,
  high_price: null,
  low_price: null,
});

export function isUsablePrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function timeOf(date: SaleLike['sale_date']): number {
  if (date instanceof Date) return date.getTime();
  if (typeof date === 'number') return date;
  return typeof date === 'string' ? Date.parse(date) : Number.NaN;
}

/** 'up', 'down' or 'stable' for a change in per cent; stable inside ±2 % inclusive. */
export function trendOfPercent(percent: number): PriceTrend {
  if (percent > STABLE_BAND_PERCENT) return 'up';
  if (percent < -STABLE_BAND_PERCENT) return 'down';
  return 'stable';
}

/**
 * The trend from `previous` to `last`. Null when either is not a usable price. The percent is
 * null when it cannot be written down (a rise from one cent to 10^300 cents overflows), but
 * the direction is still known.
 */
export function trendBetween(last: unknown, previous: unknown): { trend: PriceTrend; percent: number | null } | null {
  if (!isUsablePrice(last) || !isUsablePrice(previous)) return null;
  if (last === previous) return { trend: 'stable', percent: 0 };
  // Difference first, as a person would: (102 − 100) × 100 ÷ 100 is exactly 2, while
  // (102 ÷ 100 − 1) × 100 is 2.0000000000000018 and would leave the stable band. When
  // × 100 overflows, divide first.
  const diff = last - previous;
  let exact = (diff * 100) / previous;
  if (!Number.isFinite(exact)) exact = (diff / previous) * 100;
  if (!Number.isFinite(exact)) return { trend: last > previous ? 'up' : 'down', percent: null };
  const rounded = Math.round(exact * 100) / 100;
  return { trend: trendOfPercent(exact), percent: Number.isFinite(rounded) ? rounded : null };
}

/** Standard deviation ÷ mean, null when it means nothing (fewer than two sales, no mean). */
export function volatilityOf(stddev: unknown, mean: unknown, count: number): number | null {
  if (count < 2 || !isUsablePrice(mean) || typeof stddev !== 'number' || !Number.isFinite(stddev) || stddev < 0) return null;
  const v = stddev / mean;
  return Number.isFinite(v) ? v : null;
}

/**
 * Statistics over a set of sales in any order. Mean and variance use Welford's running
 * update on prices divided by the highest one, so neither a sum nor a square can overflow
 * however large the prices (a plain sum of a few 10^306-cent prices is already Infinity),
 * and identical prices give a variance of exactly 0.
 */
export function priceStats(sales: readonly SaleLike[]): PriceStats {
  const usable: { price: number; time: number; order: number }[] = [];
  sales.forEach((s, order) => {
    const time = timeOf(s.sale_date);
    if (isUsablePrice(s.sell_price) && Number.isFinite(time)) usable.push({ price: s.sell_price, time, order });
  });
  if (usable.length === 0) return { ...EMPTY_STATS };

  // By date; sales on the same instant keep the order they came in.
  usable.sort((a, b) => a.time - b.time || a.order - b.order);

  let high = 0;
  let low = Number.POSITIVE_INFINITY;
  for (const { price } of usable) {
    if (price > high) high = price;
    if (price < low) low = price;
  }

  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (const { price } of usable) {
    const x = price / high;
    n += 1;
    const delta = x - mean;
    mean += delta / n;
    m2 += delta * (x - mean);
  }
  const scaledStd = Math.sqrt(Math.max(0, m2) / n);

  const last = usable[usable.length - 1]!;
  const previous = usable.length > 1 ? usable[usable.length - 2]! : null;
  const trend = previous ? trendBetween(last.price, previous.price) : null;

  return {
    sales_count: n,
    last_sale_price: last.price,
    last_sale_date: new Date(last.time).toISOString(),
    previous_sale_price: previous?.price ?? null,
    trend: trend?.trend ?? null,
    trend_percent: trend?.percent ?? null,
    // Scale-free: the same ratio before and after dividing by the highest price.
    volatility: n < 2 ? null : scaledStd / mean,
    // Never above the highest or below the lowest, whatever rounding did.
    average_price: Math.min(high, Math.max(low, Math.round(mean * high))),
    high_price: high,
    low_price: low,
  };
}

/** '+2.6%' / '−3.1%' / '0.0%': one decimal, with a real minus sign (screen readers say "minus"). */
export function formatChange(percent: number): string {
  const rounded = Math.round(Math.abs(percent) * 10) / 10;
  const sign = rounded === 0 ? '' : percent > 0 ? '+' : '\u2212';
  return `${sign}${rounded.toFixed(1)}%`;
}

/** How a trend is marked wherever it shows: an arrow and words, never colour alone. */
export const TREND_MARKS: Record<PriceTrend, { arrow: string; words: string }> = {
  up: { arrow: '▲', words: 'Up' },
  down: { arrow: '▼', words: 'Down' },
  stable: { arrow: '▬', words: 'Stable' },
};
