import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatMonth, monthText, timeTicks } from './dates.js';

describe('dates, written one way', () => {
  it('writes by hand exactly what Intl writes, for any moment of any year', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
    const day = intl({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const month = intl({ month: 'short', year: 'numeric', timeZone: 'UTC' });
    const monthLong = intl({ month: 'long', year: 'numeric', timeZone: 'UTC' });
    const dayNoYear = intl({ month: 'short', day: 'numeric', timeZone: 'UTC' });
    const moment = intl({ month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // Years 1000-9999 are written by hand, the rest by Intl: both sides of each edge.
    const edges = [Date.UTC(999, 11, 31, 23, 59), Date.UTC(1000, 0, 1), Date.UTC(9999, 11, 31, 23, 59), Date.UTC(10000, 0, 1), 0, -1, Date.UTC(2026, 10, 29, 0, 5)];
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -8.6e15, max: 8.6e15 }), fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom(...edges)), (ms) => {
        const date = new Date(ms);
        expect(formatDate(ms)).toBe(day.format(date));
        expect(formatMonth(ms)).toBe(month.format(date));
        expect(monthText(date, true)).toBe(monthLong.format(date));
        expect(formatDateTime(ms)).toBe(moment.format(date));
        const ticks = timeTicks(ms, ms + 3 * 86_400_000, 3);
        for (const t of ticks) expect(t.label).toBe(dayNoYear.format(new Date(t.at)));
      }),
      { numRuns: 3000 },
    );
  });

  it('writes a day, a month and a moment', () => {
    expect(formatDate('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatDate('2025-03-04T23:30:00Z')).toBe('Mar 4, 2025');
    expect(formatMonth('2025-03-04T12:00:00Z')).toBe('Mar 2025');
    expect(formatDate('nope')).toBe('--');
    expect(formatDateTime('2025-03-04T12:00:00Z')).toMatch(/^Mar \d, 2025, \d\d:\d\d$/);
  });

  it("labels a year's chart by month and year, a month's by day, never 'Oct 26' twice", () => {
    const year = timeTicks(Date.UTC(2025, 10, 24), Date.UTC(2026, 10, 24));
    expect(year.map((t) => t.label)).toEqual(['Dec 2025', 'Feb 2026', 'Apr 2026', 'Jun 2026', 'Aug 2026', 'Oct 2026']);
    const month = timeTicks(Date.UTC(2026, 9, 25, 10), Date.UTC(2026, 10, 24));
    expect(month[0]!.label).toBe('Oct 26');
    expect(new Set(month.map((t) => t.label)).size).toBe(month.length);
  });

  it('gives at most the asked number of distinct, ordered ticks inside the range', () => {
    const start = Date.UTC(2020, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 * 86_400_000 }), fc.integer({ min: 60_000, max: 4000 * 86_400_000 }), fc.integer({ min: 2, max: 10 }), (offset, span, most) => {
        const min = start + offset;
        const ticks = timeTicks(min, min + span, most);
        const labels = ticks.map((t) => t.label);
        return (
          ticks.length <= most &&
          new Set(labels).size === labels.length &&
          ticks.every((t, i) => t.at >= min && t.at <= min + span && (i === 0 || t.at > ticks[i - 1]!.at))
        );
      }),
    );
  });
});
