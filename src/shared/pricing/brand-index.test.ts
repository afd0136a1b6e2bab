import { describe, expect, it } from 'vitest';
import { formatPeriod, indexChange, isPeriod, median, periodOf } from './brand-index.js';

describe('median', () => {
  it('is the middle price, or the mean of the two middle prices (as percentile_cont(0.5))', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
    expect(median([5, 5, 5, 5])).toBe(5);
  });

  it('is null with no usable prices and ignores zero, negative and non-finite ones', () => {
    expect(median([])).toBeNull();
    expect(median([0, -1, Number.NaN])).toBeNull();
    expect(median([0, 100, Number.POSITIVE_INFINITY, 300])).toBe(200);
  });

  it('does not overflow for huge prices', () => {
    expect(median([Number.MAX_VALUE, Number.MAX_VALUE])).toBe(Number.MAX_VALUE);
  });
});

describe('periods', () => {
  it('are YYYY-MM in UTC', () => {
    expect(periodOf(new Date('2025-03-31T23:30:00-05:00'))).toBe('2025-04');
    expect(periodOf(new Date('2025-01-01T00:00:00Z'))).toBe('2025-01');
    expect(isPeriod('2025-12')).toBe(true);
    expect(isPeriod('2025-13')).toBe(false);
  });

  it('read as short or long month names', () => {
    expect(formatPeriod('2025-03')).toBe('Mar 2025');
    expect(formatPeriod('2024-12', { long: true })).toBe('December 2024');
    expect(formatPeriod('soon')).toBe('soon');
  });
});

describe('indexChange', () => {
  it('is the change from the first month to the last, in per cent', () => {
    expect(indexChange([{ median: 100 }, { median: 90 }, { median: 125 }])).toBe(25);
    expect(indexChange([{ median: 100 }])).toBeNull();
    expect(indexChange([{ median: 0 }, { median: 100 }])).toBeNull();
  });
});
