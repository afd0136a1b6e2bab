import { z } from 'zod';
import { priceChangeSchema } from '../wishlist/contracts.js';
import { priceChange } from '../wishlist/price-change.js';

/**
 * A collection's market value month by month (issue #37, decision 058): each piece is valued
 * in a month at the last recorded sale of its model on or before that month's end, from the
 * month it was added to Patina. A piece whose model has no sale by then is unvalued that month
 * (never counted as zero); one not added yet is simply not there.
 */

export const VALUE_RANGES = ['1M', '6M', '1Y', 'all'] as const;
export type ValueRange = (typeof VALUE_RANGES)[number];
const RANGE_MONTHS: Record<Exclude<ValueRange, 'all'>, number> = { '1M': 1, '6M': 6, '1Y': 12 };
export const VALUE_RANGE_LABELS: Record<ValueRange, string> = { '1M': '1 month', '6M': '6 months', '1Y': '1 year', all: 'Since the first piece' };

/** At most this many months are drawn (twenty years); older months are left out of the chart. */
export const VALUE_HISTORY_MONTHS_MAX = 240;

export const valueMoveSchema = z.object({
  range: z.enum(VALUE_RANGES),
  /** The month compared with the last one; null when the collection is younger than the range. */
  from_month: z.string().nullable(),
  /** USD cents: the same pieces (held and valued in both months) then and now. */
  from_value: z.number().int(),
  to_value: z.number().int(),
  pieces: z.number().int().min(0),
  change: priceChangeSchema,
});
export type ValueMove = z.infer<typeof valueMoveSchema>;

export const valueHistorySchema = z.object({
  /** 'YYYY-MM', oldest first, from the month of the first piece to this month. */
  months: z.array(z.string()),
  /** USD cents per month: the sum of the pieces held and valued that month. */
  total: z.array(z.number().int()),
  /** Per month: pieces held but with no recorded sale of their model yet. */
  unvalued: z.array(z.number().int().min(0)),
  pieces: z.array(z.object({
    item_id: z.number().int(),
    /** The month the piece joined the collection ('YYYY-MM'). */
    since: z.string(),
    /** USD cents per month of `months`; null before it joined or while its model had no sale. */
    values: z.array(z.number().int().nullable()),
  })),
  moves: z.array(valueMoveSchema),
});
export type ValueHistory = z.infer<typeof valueHistorySchema>;

export interface HistoryPiece {
  itemId: number;
  productCode: string;
  addedAt: Date;
}

/** A model's last sale of each month it sold in: product code → 'YYYY-MM' → USD cents. */
export type MonthlyLastSales = Map<string, Map<string, number>>;

export const monthOf = (d: Date): string => d.toISOString().slice(0, 7);

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last`, both in. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last && out.length < 10_000; m = nextMonth(m)) out.push(m);
  return out;
}

/** Sums and counts of the same pieces at two months of a history. */
function moveOf(range: ValueRange, months: string[], values: (number | null)[][]): ValueMove {
  const last = months.length - 1;
  const from = range === 'all' ? 0 : last - RANGE_MONTHS[range];
  if (last < 0 || from < 0 || from === last) {
    return { range, from_month: null, from_value: 0, to_value: 0, pieces: 0, change: null };
  }
  let fromValue = 0;
  let toValue = 0;
  let pieces = 0;
  for (const v of values) {
    const then = v[from];
    const now = v[last];
    if (then === null || then === undefined || now === null || now === undefined) continue;
    fromValue += then;
    toValue += now;
    pieces += 1;
  }
  return { range, from_month: months[from]!, from_value: fromValue, to_value: toValue, pieces, change: pieces > 0 ? priceChange(fromValue, toValue) : null };
}

/**
 * The history of a collection's pieces up to `now`'s month. The move over a range compares
 * only the pieces held and valued at both of its ends, so a piece bought in between, or one
 * whose model first sold in between, never reads as a gain.
 */
export function valueHistory(pieces: readonly HistoryPiece[], sales: MonthlyLastSales, now: Date): ValueHistory {
  if (pieces.length === 0) return { months: [], total: [], unvalued: [], pieces: [], moves: VALUE_RANGES.map((r) => moveOf(r, [], [])) };
  const current = monthOf(now);
  let first = pieces.reduce((m, p) => (monthOf(p.addedAt) < m ? monthOf(p.addedAt) : m), current);
  const all = monthsBetween(first, current);
  const months = all.slice(-VALUE_HISTORY_MONTHS_MAX);
  first = months[0]!;
  const values = pieces.map((p) => {
    const since = monthOf(p.addedAt);
    const byMonth = sales.get(p.productCode);
    // The last sale before the chart begins carries into its first month.
    let last: number | null = null;
    if (byMonth) {
      for (const [m, price] of [...byMonth.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
        if (m < first) last = price;
      }
    }
    return months.map((m) => {
      const sold = byMonth?.get(m);
      if (sold !== undefined) last = sold;
      return m < since ? null : last;
    });
  });
  const total = months.map((_, i) => values.reduce((sum, v) => sum + (v[i] ?? 0), 0));
  const unvalued = months.map((m, i) => pieces.reduce((n, p, j) => n + (monthOf(p.addedAt) <= m && values[j]![i] === null ? 1 : 0), 0));
  return {
    months,
    total,
    unvalued,
    pieces: pieces.map((p, j) => ({ item_id: p.itemId, since: monthOf(p.addedAt) < first ? first : monthOf(p.addedAt), values: values[j]! })),
    moves: VALUE_RANGES.map((r) => moveOf(r, months, values)),
  };
}
