/**
 * The words and numbers of the Journal's market reports (issue #36, decision 056): pure rules
 * the report writer on the server composes its sentences from. Prices go through the one
 * formatter every page uses (formatMoney, SPEC §9), changes through formatChange and the ±2 %
 * stable band of price-stats, months through formatPeriod: a report never writes a number
 * differently from the page its link opens.
 *
 * Variety is chosen, never random: `variant(seed, slot, n)` hashes the report's category and
 * month, so the same data always gives the same text (tests are stable) while two reports side
 * by side do not read alike.
 */
import { formatMoney } from '../pricing/currency.js';
import { formatChange, trendOfPercent, type PriceTrend } from '../pricing/price-stats.js';
import { formatPeriod } from '../pricing/brand-index.js';
import { formatGrouped } from '../text/grouped.js';

/** A category's index moves only with at least this many sales in the month and in the one before. */
export const MIN_CATEGORY_SALES = 20;
/** A model is ranked among the risers and fallers only with this many sales in the month, and as many in the three months before. */
export const MIN_MODEL_SALES = 5;
/** A house's value retention is given only over this many sales with a known retail price. */
export const MIN_RETAIL_SALES = 5;
/** A piece is named as rising in saves or views only with at least this many in the month. */
export const MIN_INTEREST = 3;
/** Risers, fallers and interest lists keep this many names. */
export const REPORT_LIST_SIZE = 5;

/** '$12,400': USD cents as every price in Patina is written (whole units, '--' for none). */
export function reportMoney(usdCents: number): string {
  return formatMoney(usdCents, 'USD', {});
}

/** '1,204' */
export const count = (n: number): string => formatGrouped(n);

/** '1 sale', '1,204 sales'. */
export function counted(n: number, one: string, many: string): string {
  return `${formatGrouped(n)} ${n === 1 ? one : many}`;
}

/** 'November 2026' for '2026-11'. */
export const monthOf = (period: string): string => formatPeriod(period, { long: true });

/** 'November' for '2026-11' (the year is said once, in the lead). */
export function monthNameOf(period: string): string {
  return formatPeriod(period, { long: true }).replace(/\s\d{4}$/, '');
}

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Per-cent change from `previous` to `current`, one decimal, computed on the integers the way a
 * person would ((current − previous) × 100 ÷ previous); null when either is not a price.
 */
export function percentChange(current: number, previous: number): number | null {
  if (!(current > 0) || !(previous > 0)) return null;
  return Math.round(((current - previous) * 1000) / previous) / 10;
}

/** '4.2%' (no sign): for sentences that say the direction in words. */
export function percentWords(percent: number): string {
  return `${(Math.round(Math.abs(percent) * 10) / 10).toFixed(1)}%`;
}

/** '+4.2%' / '−3.1%' / '0.0%': for tables (the shared formatChange). */
export const signedPercent = formatChange;

/** '87%': a share, whole per cent. */
export function sharePercent(ratio: number): string {
  return `${formatGrouped(Math.round(ratio * 100))}%`;
}

/** Up, down or stable by the shared ±2 % band, so a report and a product page agree on "stable". */
export const trendOf = (percent: number): PriceTrend => trendOfPercent(percent);

/** 32-bit FNV-1a of a text: the seed of a report's wording. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The seed of one report: its scope (a category's slug, or 'market') and its month. */
export const reportSeed = (scope: string, period: string): string => `${scope}:${period}`;

/** Which of `n` wordings a sentence `slot` of the report seeded by `seed` uses. */
export function variant(seed: string, slot: string, n: number): number {
  return n <= 1 ? 0 : hashText(`${seed}|${slot}`) % n;
}

/** One of the `options`, chosen by the report's seed and the sentence's slot. */
export function pick<T>(seed: string, slot: string, options: readonly T[]): T {
  return options[variant(seed, slot, options.length)]!;
}

/**
 * The verb of a move, in the past tense, graded by its size: 'edged up 1.2%', 'rose 4.2%',
 * 'climbed 11.8%'. Inside the stable band a move is 'held steady (+0.8%)' whatever its sign.
 */
export function moveVerb(percent: number, seed: string, slot: string): string {
  const size = Math.abs(percent);
  const trend = trendOf(percent);
  if (trend === 'stable') {
    const words = pick(seed, slot, ['held steady', 'barely moved', 'was little changed']);
    return `${words} (${signedPercent(percent)})`;
  }
  const up = trend === 'up';
  const verbs = size >= 10
    ? (up ? ['climbed', 'jumped', 'surged'] : ['slid', 'dropped', 'tumbled'])
    : size >= 5
      ? (up ? ['rose', 'gained', 'advanced'] : ['fell', 'declined', 'lost'])
      : (up ? ['edged up', 'firmed', 'crept up'] : ['eased', 'softened', 'slipped']);
  const verb = pick(seed, slot, verbs);
  // 'gained 4.2%' and 'lost 4.2%' read as amounts; 'rose 4.2%' likewise: one form fits all.
  return `${verb} ${percentWords(percent)}`;
}

/** 'up 4.2%' / 'down 3.1%' / 'flat' for short labels (titles, table notes). */
export function moveShort(percent: number): string {
  const trend = trendOf(percent);
  if (trend === 'stable') return 'steady';
  return `${trend === 'up' ? 'up' : 'down'} ${percentWords(percent)}`;
}

/** 'Watches' -> 'watches' inside a sentence, names of houses and proper nouns left alone by the caller. */
export function inSentence(categoryName: string): string {
  return categoryName.toLowerCase();
}

/** A sentence starts with a capital, whatever the first word was. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** The page paths a report's figures link to (SPEC §2; the web router declares the same). */
export const reportLinks = {
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  brand: (slug: string) => `/brand/${encodeURIComponent(slug)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  auction: (slug: string) => `/auction/${encodeURIComponent(slug)}`,
  auctions: () => '/auctions',
};

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a text is a report month, 'YYYY-MM'. */
export function isReportPeriod(value: unknown): value is string {
  return typeof value === 'string' && PERIOD.test(value);
}

/** The month `n` months after `period` (before, for a negative n). */
export function shiftPeriod(period: string, n: number): string {
  const m = PERIOD.exec(period);
  if (!m) throw new Error(`'${period}' is not a month (YYYY-MM)`);
  const index = Number(m[1]) * 12 + (Number(m[2]) - 1) + n;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first instant of a month and of the month after it, in UTC: [start, end). */
export function periodBounds(period: string): { start: Date; end: Date } {
  const m = PERIOD.exec(period);
  if (!m) throw new Error(`'${period}' is not a month (YYYY-MM)`);
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** The last whole month before `now` (UTC): the month a report written at `now` is about. */
export function lastWholeMonth(now: Date): string {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - 1;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
