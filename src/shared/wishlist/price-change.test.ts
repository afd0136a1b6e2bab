import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatChangePercent, priceChange, sortWishlist } from './price-change.js';
import type { WishlistItem } from './contracts.js';
import type { ProductCard } from '../catalog/contracts.js';

describe('priceChange', () => {
  it('reads a drop and a rise as amount in cents and percent of the price then', () => {
    expect(priceChange(1_250_000, 1_000_000)).toEqual({ direction: 'down', amount: -250_000, percent: -20 });
    expect(priceChange(1_000_000, 1_125_000)).toEqual({ direction: 'up', amount: 125_000, percent: 12.5 });
  });

  it('rounds the percent to one decimal', () => {
    expect(priceChange(300, 200)?.percent).toBe(-33.3);
    expect(priceChange(300, 400)?.percent).toBe(33.3);
    expect(priceChange(1_000_000, 999_999)).toEqual({ direction: 'down', amount: -1, percent: 0 });
    expect(Object.is(priceChange(1_000_000, 999_999)?.percent, -0)).toBe(false);
  });

  it('is unchanged when the price is the same', () => {
    expect(priceChange(4_200_00, 4_200_00)).toEqual({ direction: 'unchanged', amount: 0, percent: 0 });
  });

  it('has nothing to compare when there was no price then or there is none now', () => {
    expect(priceChange(0, 1_000)).toBeNull();
    expect(priceChange(1_000, 0)).toBeNull();
    expect(priceChange(0, 0)).toBeNull();
    expect(priceChange(-5, 1_000)).toBeNull();
    expect(priceChange(1_000, Number.NaN)).toBeNull();
    expect(priceChange(null, 1_000)).toBeNull();
    expect(priceChange(1_000, undefined)).toBeNull();
    expect(priceChange(10.5, 1_000)).toBeNull();
  });

  it('stays exact for the largest safe amounts and refuses beyond them', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(priceChange(max, max - 1)).toEqual({ direction: 'down', amount: -1, percent: 0 });
    expect(priceChange(1, max)).toEqual({ direction: 'up', amount: max - 1, percent: Math.round(((max - 1) / 1) * 1000) / 10 });
    expect(priceChange(max + 1, 1_000)).toBeNull();
    expect(priceChange(1_000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatChangePercent', () => {
  it('signs drops with a minus and rises with a plus', () => {
    expect(formatChangePercent({ direction: 'down', amount: -250_000, percent: -20 })).toBe('\u221220%');
    expect(formatChangePercent({ direction: 'up', amount: 125_000, percent: 12.5 })).toBe('+12.5%');
    expect(formatChangePercent({ direction: 'unchanged', amount: 0, percent: 0 })).toBe('0%');
  });

  it('never calls a real move 0%', () => {
    expect(formatChangePercent({ direction: 'down', amount: -1, percent: 0 })).toBe('\u2212<0.1%');
    expect(formatChangePercent({ direction: 'up', amount: 1, percent: 0 })).toBe('+<0.1%');
  });

  it('writes the size by hand as Intl writes it, one decimal at most', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 0 });
    const sizes = fc.oneof(fc.double({ min: 0.1, max: 1e13, noNaN: true }), fc.integer({ min: 1, max: 100_000 }).map((n) => n / 10), fc.constantFrom(0.15, 0.25, 1.05, 999.95, 1e12, 1e12 - 0.05));
    fc.assert(
      fc.property(sizes, fc.constantFrom('up' as const, 'down' as const), (size, direction) => {
        const sign = direction === 'down' ? '\u2212' : '+';
        expect(formatChangePercent({ direction, amount: direction === 'down' ? -1 : 1, percent: direction === 'down' ? -size : size })).toBe(`${sign}${intl.format(size)}%`);
      }),
      { numRuns: 5000 },
    );
  });
});

function item(id: number, addedAt: string, added: number, now: number): WishlistItem {
  return {
    product: { id } as ProductCard,
    added_price: added,
    price_now: now,
    change: priceChange(added, now),
    added_at: addedAt,
  };
}

describe('sortWishlist', () => {
  const items = [
    item(1, '2026-01-01T00:00:00.000Z', 1000, 900), // -10 %
    item(2, '2026-01-03T00:00:00.000Z', 1000, 500), // -50 %
    item(3, '2026-01-02T00:00:00.000Z', 1000, 1200), // +20 %
    item(4, '2026-01-04T00:00:00.000Z', 0, 700), // no comparison
    item(5, '2026-01-05T00:00:00.000Z', 1000, 0), // no price now
    item(6, '2026-01-06T00:00:00.000Z', 800, 800), // unchanged
  ];
  const ids = (list: WishlistItem[]) => list.map((i) => i.product.id);

  it('shows the newest saved first', () => {
    expect(ids(sortWishlist(items, 'recent'))).toEqual([6, 5, 4, 2, 3, 1]);
  });

  it('puts the biggest drop first and pieces without a comparison last', () => {
    expect(ids(sortWishlist(items, 'biggest_drop'))).toEqual([2, 1, 6, 3, 5, 4]);
  });

  it('sorts by the price shown now, pieces without a price last both ways', () => {
    expect(ids(sortWishlist(items, 'price_asc'))).toEqual([2, 4, 6, 1, 3, 5]);
    expect(ids(sortWishlist(items, 'price_desc'))).toEqual([3, 1, 6, 4, 2, 5]);
  });

  it('leaves the list it was given alone', () => {
    const before = ids(items);
    sortWishlist(items, 'price_asc');
    expect(ids(items)).toEqual(before);
  });
});
