import { lazy } from './lazy.js';

/**
 * Dates are written one way everywhere (issue #10 item 15): 'Mar 4, 2025' for a day,
 * 'Mar 2025' for a month, 'Mar 4, 2025, 14:05' with a time. Calendar dates (a sale's day, a
 * listing's day) are read in UTC, as the server stores them, so no time zone moves them a day.
 */
const DAY = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
const MONTH = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }));
const MONTH_LONG = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const DAY_NO_YEAR = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const DATE_TIME = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/**
 * Dates of the years 1000-9999 are written by hand, exactly as the formatters above write them
 * (dates.test.ts holds the two equal): a page's first Intl formatter starts ICU, tens of
 * milliseconds in one task of its first render on a phone (#10 item 17). Other years, which
 * only a wrong date has, go through Intl.
 */
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinaryYear = (year: number) => year >= 1000 && year <= 9999;
const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'Mar 4, 2025' (UTC). */
function dayText(date: Date): string {
  const year = date.getUTCFullYear();
  return ordinaryYear(year) ? `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}` : DAY().format(date);
}

/** 'Mar 2025', or 'March 2025' when `long` (UTC). */
export function monthText(date: Date, long = false): string {
  const year = date.getUTCFullYear();
  if (!ordinaryYear(year)) return (long ? MONTH_LONG : MONTH)().format(date);
  return `${(long ? MONTHS_LONG : MONTHS_SHORT)[date.getUTCMonth()]} ${year}`;
}

/** 'Mar 4' (UTC). */
function dayNoYearText(date: Date): string {
  return ordinaryYear(date.getUTCFullYear()) ? `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}` : DAY_NO_YEAR().format(date);
}

/** 'Mar 4, 2025, 09:05' in the reader's time zone. */
function dateTimeText(date: Date): string {
  const year = date.getFullYear();
  if (!ordinaryYear(year)) return DATE_TIME().format(date);
  return `${MONTHS_SHORT[date.getMonth()]} ${date.getDate()}, ${year}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

function parse(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 4, 2025'; '--' for an unreadable date. */
export function formatDate(value: string | number | Date): string {
  const date = parse(value);
  return date ? dayText(date) : '--';
}

/** 'Mar 2025'. */
export function formatMonth(value: string | number | Date): string {
  const date = parse(value);
  return date ? monthText(date) : '--';
}

/** 'Mar 4, 2025, 14:05' in the reader's own time zone (a session's last use). */
export function formatDateTime(value: string | number | Date): string {
  const date = parse(value);
  return date ? dateTimeText(date) : '--';
}

const DAY_MS = 86_400_000;

/**
 * Ticks for a time axis from `min` to `max` (ms): whole months over long spans ('Oct 2026'),
 * whole days over short ones ('Oct 26'), at most `most` of them and never the same label twice.
 */
export function timeTicks(min: number, max: number, most = 6): { at: number; label: string }[] {
  if (!(max > min)) return Number.isFinite(min) ? [{ at: min, label: dayText(new Date(min)) }] : [];
  const span = max - min;
  if (span > 200 * DAY_MS) {
    const first = new Date(min);
    const year = first.getUTCFullYear();
    let month = first.getUTCMonth();
    if (Date.UTC(year, month, 1) < min) month += 1;
    const months: number[] = [];
    for (;;) {
      const at = Date.UTC(year + Math.floor(month / 12), month % 12, 1);
      if (at > max) break;
      months.push(at);
      month += 1;
    }
    const step = Math.max(1, Math.ceil(months.length / most));
    return months.filter((_, i) => i % step === 0).map((at) => ({ at, label: monthText(new Date(at)) }));
  }
  const days: number[] = [];
  for (let at = Math.ceil(min / DAY_MS) * DAY_MS; at <= max; at += DAY_MS) days.push(at);
  const step = Math.max(1, Math.ceil(days.length / most));
  return days.filter((_, i) => i % step === 0).map((at) => ({ at, label: dayNoYearText(new Date(at)) }));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const ago = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;

/**
 * SPEC §9's relative times (messages and notifications): 'Just now' under a minute (and for a
 * clock a little ahead of ours), then whole minutes, hours and days.
 */
export function relativeTime(iso: string, now: Date): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const since = now.getTime() - at;
  if (since < MINUTE_MS) return 'Just now';
  if (since < HOUR_MS) return ago(Math.floor(since / MINUTE_MS), 'minute');
  if (since < DAY_MS) return ago(Math.floor(since / HOUR_MS), 'hour');
  return ago(Math.floor(since / DAY_MS), 'day');
}
