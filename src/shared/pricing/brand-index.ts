/**
 * The brand price index: the median sale price of a brand's pieces per calendar month (UTC),
 * months without sales left out. The server computes it in SQL (percentile_cont(0.5), the
 * mean of the two middle prices for an even count); `median` here is the same rule, for
 * checking it and for small sets.
 */
import { monthText } from '../dates.js';
import { isUsablePrice } from './price-stats.js';

/** Median of the usable prices (zero, negative and non-finite ignored); null if none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter(isUsablePrice).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  // a/2 + b/2 rather than (a + b)/2: the sum of two prices near 2^1024 overflows.
  return sorted.length % 2 === 1 ? sorted[mid]! : sorted[mid - 1]! / 2 + sorted[mid]! / 2;
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' of an instant, in UTC. */
export function periodOf(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function isPeriod(value: unknown): value is string {
  return typeof value === 'string' && PERIOD.test(value);
}


/** 'Mar 2025' (or 'March 2025' with `long`) for '2025-03'; the text itself if it is no period. */
export function formatPeriod(period: string, options: { long?: boolean } = {}): string {
  const m = PERIOD.exec(period);
  if (!m) return period;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return monthText(date, options.long);
}

/** Per-cent change of the index from its first month to its last, or null with under two months. */
export function indexChange(points: readonly { median: number }[]): number | null {
  if (points.length < 2) return null;
  const first = points[0]!.median;
  const last = points[points.length - 1]!.median;
  if (!isUsablePrice(first) || !isUsablePrice(last)) return null;
  const change = (last / first - 1) * 100;
  return Number.isFinite(change) ? Math.round(change * 100) / 100 : null;
}
