import { TREND_MARKS, type PriceTrend } from '../../../shared/pricing/price-stats.js';
import { formatDate, formatMonth } from '../../../shared/dates.js';

export { formatChange } from '../../../shared/pricing/price-stats.js';

/** Volatility is a ratio (0.123); people read it as a percent: '12.3%'. */
export function formatVolatility(ratio: number): string {
  return `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;
}

export const TREND_WORDS: Record<PriceTrend, string> = { up: 'Rising', down: 'Falling', stable: 'Stable' };
export const TREND_ARROWS: Record<PriceTrend, string> = {
  up: TREND_MARKS.up.arrow,
  down: TREND_MARKS.down.arrow,
  stable: TREND_MARKS.stable.arrow,
};

/** 'Mar 4, 2025'; '--' for an unreadable date (the one date format, src/shared/dates.ts). */
export function formatSaleDate(value: string | number): string {
  return formatDate(value);
}

/** Axis ticks the chart did not place itself: month and year over long spans, else the day. */
export function tickDate(ms: number, spanMs: number): string {
  return spanMs > 200 * 86_400_000 ? formatMonth(ms) : formatDate(ms);
}

const SOURCES: Record<string, string> = { patina: 'Patina', market: 'Wider market' };

/** Where a sale happened, in words. */
export function sourceLabel(source: string): string {
  return SOURCES[source] ?? source.charAt(0).toUpperCase() + source.slice(1);
}
