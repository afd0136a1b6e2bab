import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TRENDING_FORMULA, TRENDING_WEIGHTS, trendingScore, type TrendingEvent } from './trending.js';
import { discoverQuerySchema, facetOf } from './contracts.js';

const now = new Date('2026-12-07T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);

describe('trending score (decision 059)', () => {
  it('weighs an appreciation 1, a comment 2 and a follow 3, halved every 24 hours', () => {
    expect(trendingScore([{ kind: 'appreciation', at: now }], now)).toBe(1);
    expect(trendingScore([{ kind: 'comment', at: hoursAgo(24) }], now)).toBeCloseTo(1, 10);
    expect(trendingScore([{ kind: 'follow', at: hoursAgo(48) }], now)).toBeCloseTo(0.75, 10);
    expect(TRENDING_WEIGHTS).toEqual({ appreciation: 1, comment: 2, follow: 3 });
    expect(TRENDING_FORMULA).toContain('halved for every 24 hours');
  });

  it('counts nothing older than 7 days, or in the future', () => {
    expect(trendingScore([{ kind: 'follow', at: hoursAgo(7 * 24 + 1) }, { kind: 'follow', at: hoursAgo(-1) }], now)).toBe(0);
  });

  it('never falls when an event is added, and falls as time passes', () => {
    const event = fc.record({ kind: fc.constantFrom('appreciation', 'comment', 'follow' as const), h: fc.double({ min: 0, max: 160, noNaN: true }) })
      .map((e): TrendingEvent => ({ kind: e.kind as TrendingEvent['kind'], at: hoursAgo(e.h) }));
    fc.assert(fc.property(fc.array(event, { maxLength: 30 }), event, fc.double({ min: 0, max: 48, noNaN: true }), (events, extra, later) => {
      const score = trendingScore(events, now);
      expect(trendingScore([...events, extra], now)).toBeGreaterThanOrEqual(score);
      expect(trendingScore(events, new Date(now.getTime() + later * 3600_000))).toBeLessThanOrEqual(score + 1e-9);
    }));
  });
});

describe('the discover query', () => {
  it('reads one facet: a category, a house, or everything; not both', () => {
    expect(facetOf({ category: 'watches' })).toBe('category:watches');
    expect(facetOf({ house: 'rolex' })).toBe('house:rolex');
    expect(facetOf({})).toBe('all');
    expect(discoverQuerySchema.safeParse({ category: 'watches', house: 'rolex' }).success).toBe(false);
    expect(discoverQuerySchema.safeParse({ sort: 'hot' }).success).toBe(false);
    expect(discoverQuerySchema.parse({})).toEqual({ sort: 'trending', page: 1 });
  });
});
