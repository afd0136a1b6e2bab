import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatGrouped } from './grouped.js';

describe('formatGrouped', () => {
  it('writes what toLocaleString("en-US") writes, for every safe integer', () => {
    fc.assert(fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => formatGrouped(n) === n.toLocaleString('en-US')), { numRuns: 5000 });
    for (const n of [0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, -1000, 20000, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      expect(formatGrouped(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('hands fractions, huge numbers and non-numbers to the formatter', () => {
    fc.assert(fc.property(fc.double(), (n) => formatGrouped(n) === n.toLocaleString('en-US')), { numRuns: 2000 });
    expect(formatGrouped(1234.5678)).toBe('1,234.568');
    expect(formatGrouped(Number.NaN)).toBe('NaN');
    expect(formatGrouped(2 ** 60)).toBe((2 ** 60).toLocaleString('en-US'));
  });
});
