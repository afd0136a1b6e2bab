import { TREND_MARKS, type PriceTrend } from '../../../shared/pricing/price-stats.js';

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

const dayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
const tickDayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' });
const tickMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit' });

/** 'Mar 4, 2025'; '--' for an unreadable date. */
export function formatSaleDate(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '--' : dayFormat.format(date);
}

/** Axis ticks: day and month over short spans, month and year over long ones. */
export function tickDate(ms: number, spanMs: number): string {
  return (spanMs > 200 * 86_400_000 ? tickMonthFormat : tickDayFormat).format(new Date(ms));
}

const SOURCES: Record<string, string> = { patina: 'Patina', market: 'Wider market' };

/** Where a sale happened, in words. */
export function sourceLabel(source: string): string {
  return SOURCES[source] ?? source.charAt(0).toUpperCase() + source.slice(1);
}
