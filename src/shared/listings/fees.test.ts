import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../catalog/categories.js';
import { MINIMUM_FEE, sellerFee } from './fees.js';
import { MAX_PRICE } from './selling.js';

const price = fc.integer({ min: 0, max: MAX_PRICE });
const category = fc.constantFrom(...CATEGORY_SLUGS);

describe('the seller fee schedule', () => {
  it('charges the tiers at the edges', () => {
    expect(sellerFee(100_000, 'watches')).toEqual({ price: 100_000, fee: 12_000, payout: 88_000, effective_percent: 12 });
    // 12 % of $5,000 + 9 % of $45,000 = $600 + $4,050
    expect(sellerFee(5_000_000, 'bags').fee).toBe(465_000);
    // 5 % of $50,000 + 3 % of $50,000 for a car at $100,000
    expect(sellerFee(10_000_000, 'vehicles').fee).toBe(400_000);
    expect(sellerFee(1_000, 'art')).toMatchObject({ fee: 1_000, payout: 0 });
    expect(sellerFee(10_000, 'art')).toMatchObject({ fee: MINIMUM_FEE, payout: 7_500 });
    expect(sellerFee(0, 'art')).toEqual({ price: 0, fee: 0, payout: 0, effective_percent: 0 });
  });

  it('fee + payout = price, neither negative, for every price and category', () => {
    fc.assert(fc.property(price, category, (p, c) => {
      const q = sellerFee(p, c);
      expect(q.fee + q.payout).toBe(p);
      expect(q.fee).toBeGreaterThanOrEqual(0);
      expect(q.payout).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(q.fee)).toBe(true);
    }), { numRuns: 2000 });
  });

  it('is monotone: a higher price never costs less nor pays out less', () => {
    fc.assert(fc.property(price, price, category, (a, b, c) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const ql = sellerFee(lo, c);
      const qh = sellerFee(hi, c);
      expect(qh.fee).toBeGreaterThanOrEqual(ql.fee);
      expect(qh.payout).toBeGreaterThanOrEqual(ql.payout);
    }), { numRuns: 2000 });
    // Cent by cent across the minimum fee's edge and the first tier's edge.
    for (const start of [0, 20_800, 499_900]) {
      let before = sellerFee(start, 'watches');
      for (let p = start + 1; p < start + 300; p++) {
        const q = sellerFee(p, 'watches');
        expect(q.payout).toBeGreaterThanOrEqual(before.payout);
        expect(q.fee).toBeGreaterThanOrEqual(before.fee);
        before = q;
      }
    }
  });

  it('refuses what is not a price', () => {
    expect(() => sellerFee(-1, 'art')).toThrow(RangeError);
    expect(() => sellerFee(1.5, 'art')).toThrow(RangeError);
  });
});
