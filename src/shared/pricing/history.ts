/**
 * SPEC §7 and §9: sales history lists (newest first, 10 on the page, 50 in the full view, 20
 * for a brief summary) and the chart's ranges, 1M, 3M, 6M, 1Y and All (30, 90, 180 and 365
 * days, or everything).
 */
export const HISTORY_RANGES = ['1M', '3M', '6M', '1Y', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const DEFAULT_RANGE: HistoryRange = '1Y';

export const RANGE_DAYS: Readonly<Record<HistoryRange, number | null>> = {
  '1M': 30,
  '3M': 90,
  '6M': 180,
  '1Y': 365,
  ALL: null,
};

export const RANGE_LABELS: Readonly<Record<HistoryRange, string>> = {
  '1M': '1M',
  '3M': '3M',
  '6M': '6M',
  '1Y': '1Y',
  ALL: 'All',
};

/** Spoken names for the range controls: '1M' alone reads as 'one em'. */
export const RANGE_NAMES: Readonly<Record<HistoryRange, string>> = {
  '1M': 'Last month',
  '3M': 'Last 3 months',
  '6M': 'Last 6 months',
  '1Y': 'Last year',
  ALL: 'All time',
};

export function isHistoryRange(value: unknown): value is HistoryRange {
  return typeof value === 'string' && (HISTORY_RANGES as readonly string[]).includes(value);
}

const DAY_MS = 86_400_000;

/** The first instant inside the range, or null for All. */
export function rangeStart(range: HistoryRange, now: Date): Date | null {
  const days = RANGE_DAYS[range];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/** SPEC §7: how many sales each list shows. */
export const SALES_LIMITS = { page: 10, full: 50, brief: 20 } as const;
export const SALES_LIMIT_MAX = SALES_LIMITS.full;

/**
 * At most this many points reach a chart: beyond it a line cannot show more (a chart is a
 * few hundred pixels wide) and the page would only grow heavier.
 */
export const HISTORY_POINTS_MAX = 1000;

/**
 * Keeps at most `max` items, evenly spaced through the list, always the first and the last
 * (the ends of a price line are what people read). Order is kept.
 */
export function thinEvenly<T>(items: readonly T[], max: number): T[] {
  const limit = Math.floor(max);
  if (!(limit >= 1)) return [];
  if (items.length <= limit) return items.slice();
  if (limit === 1) return [items[items.length - 1]!];
  const out: T[] = [];
  const step = (items.length - 1) / (limit - 1);
  for (let i = 0; i < limit; i++) out.push(items[Math.round(i * step)]!);
  return out;
}
