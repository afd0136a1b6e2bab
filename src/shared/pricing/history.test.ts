import { describe, expect, it } from 'vitest';
import { HISTORY_RANGES, RANGE_DAYS, isHistoryRange, rangeStart, SALES_LIMITS, thinEvenly } from './history.js';

describe('history ranges (SPEC §9)', () => {
  it('are 1M, 3M, 6M, 1Y and All: 30, 90, 180 and 365 days, or everything', () => {
    expect(HISTORY_RANGES).toEqual(['1M', '3M', '6M', '1Y', 'ALL']);
    expect(RANGE_DAYS).toEqual({ '1M': 30, '3M': 90, '6M': 180, '1Y': 365, ALL: null });
  });

  it('start that many days before now, and All has no start', () => {
    const now = new Date('2025-06-30T12:00:00Z');
    expect(rangeStart('1M', now)?.toISOString()).toBe('2025-05-31T12:00:00.000Z');
    expect(rangeStart('1Y', now)?.toISOString()).toBe('2024-06-30T12:00:00.000Z');
    expect(rangeStart('ALL', now)).toBeNull();
  });

  it('recognises only the five range names', () => {
    expect(isHistoryRange('6M')).toBe(true);
    expect(isHistoryRange('5Y')).toBe(false);
    expect(isHistoryRange('1y')).toBe(false);
    expect(isHistoryRange(undefined)).toBe(false);
  });

  it('lists 10 sales on the page, 50 in the full view and 20 in a brief (SPEC §7)', () => {
    expect(SALES_LIMITS).toEqual({ page: 10, full: 50, brief: 20 });
  });
});

describe('thinEvenly', () => {
  const list = Array.from({ length: 10 }, (_, i) => i);

  it('leaves a short list as it is (a copy)', () => {
    const out = thinEvenly(list, 10);
    expect(out).toEqual(list);
    expect(out).not.toBe(list);
    expect(thinEvenly([], 5)).toEqual([]);
  });

  it('keeps the first and the last and spaces the rest evenly, in order', () => {
    expect(thinEvenly(list, 4)).toEqual([0, 3, 6, 9]);
    expect(thinEvenly(list, 2)).toEqual([0, 9]);
    const big = Array.from({ length: 100_001 }, (_, i) => i);
    const thin = thinEvenly(big, 1000);
    expect(thin).toHaveLength(1000);
    expect(thin[0]).toBe(0);
    expect(thin[999]).toBe(100_000);
    expect(new Set(thin).size).toBe(1000);
    for (let i = 1; i < thin.length; i++) expect(thin[i]!).toBeGreaterThan(thin[i - 1]!);
  });

  it('keeps only the newest for a limit of one, and nothing for a limit below one', () => {
    expect(thinEvenly(list, 1)).toEqual([9]);
    expect(thinEvenly(list, 0)).toEqual([]);
    expect(thinEvenly(list, Number.NaN)).toEqual([]);
  });
});
