import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareRanked, crossedInto, growthBasisPoints, pageOfRank, rankAll, type Ranked } from './rank.js';
import { boardQuerySchema } from './contracts.js';

const ranked = fc.record({
  userId: fc.string({ minLength: 1, maxLength: 6 }),
  value: fc.integer({ min: -1000, max: 1000 }),
  joinedAt: fc.integer({ min: 0, max: 50 }).map((d) => new Date(Date.UTC(2024, 0, 1 + d))),
});

describe('board order (decision 059)', () => {
  it('puts the higher figure first, then the earlier member, then the smaller id', () => {
    const a: Ranked = { userId: 'b', value: 10, joinedAt: new Date('2024-01-01') };
    const b: Ranked = { userId: 'a', value: 10, joinedAt: new Date('2024-02-01') };
    const c: Ranked = { userId: 'a', value: 10, joinedAt: new Date('2024-01-01') };
    const d: Ranked = { userId: 'z', value: 11, joinedAt: new Date('2025-01-01') };
    expect(rankAll([a, b, c, d]).map((r) => [r.userId, r.rank])).toEqual([['z', 1], ['a', 2], ['b', 3], ['a', 4]]);
  });

  it('is a total order: any shuffle ranks the same, ranks are 1..n, figures never rise down the board', () => {
    fc.assert(fc.property(fc.uniqueArray(ranked, { selector: (r) => r.userId, maxLength: 40 }), fc.integer(), (rows, seed) => {
      const shuffled = [...rows].sort((x, y) => ((x.userId.charCodeAt(0) * seed) % 7) - ((y.userId.charCodeAt(0) * seed) % 7));
      const one = rankAll(rows);
      const two = rankAll(shuffled);
      expect(two.map((r) => r.userId)).toEqual(one.map((r) => r.userId));
      expect(one.map((r) => r.rank)).toEqual(one.map((_, i) => i + 1));
      for (let i = 1; i < one.length; i++) {
        expect(one[i]!.value).toBeLessThanOrEqual(one[i - 1]!.value);
        expect(compareRanked(one[i - 1]!, one[i]!)).toBeLessThan(0);
      }
    }));
  });
});

describe('growth, pages and crossings', () => {
  it('gives growth in basis points, and none without a value then', () => {
    expect(growthBasisPoints(1_000_000, 1_500_000)).toBe(5000);
    expect(growthBasisPoints(200, 100)).toBe(-5000);
    expect(growthBasisPoints(0, 100)).toBeNull();
  });
  it('finds the page of a rank', () => {
    expect([1, 25, 26, 50, 51].map((r) => pageOfRank(r, 25))).toEqual([1, 1, 2, 2, 3]);
  });
  it('calls a crossing only an entry into the top from outside or from nowhere', () => {
    expect(crossedInto(null, 100, 100)).toBe(true);
    expect(crossedInto(101, 100, 100)).toBe(true);
    expect(crossedInto(100, 1, 100)).toBe(false);
    expect(crossedInto(5, 101, 100)).toBe(false);
    expect(crossedInto(5, null, 100)).toBe(false);
  });
});

describe('the board query', () => {
  it('takes a known board and one of its periods, and refuses the rest', () => {
    expect(boardQuerySchema.parse({ board: 'writers', period: 'week' })).toEqual({ board: 'writers', period: 'week', page: 1 });
    expect(boardQuerySchema.parse({ board: 'portfolio_value' }).period).toBe('all');
    expect(boardQuerySchema.safeParse({ board: 'portfolio_value', period: 'month' }).success).toBe(false);
    expect(boardQuerySchema.safeParse({ board: 'richest' }).success).toBe(false);
    expect(boardQuerySchema.safeParse({ board: 'writers', page: '0' }).success).toBe(false);
  });
});
