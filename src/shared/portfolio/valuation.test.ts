import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketValue, portfolioTotals, type ValuedHolding } from './valuation.js';
import { portfolioItemInputSchema } from './contracts.js';

const card = (p: Partial<Record<'last_sale' | 'lowest_ask' | 'price' | 'recommended_price', number | null>>) => ({
  last_sale: null, lowest_ask: null, price: null, recommended_price: null, ...p,
});

describe('marketValue', () => {
  it('takes the last sale first, then the price shown in its order', () => {
    expect(marketValue(card({ last_sale: 900_00, lowest_ask: 1_000_00, price: 1_100_00 }))).toEqual({ value: 900_00, source: 'last_sale' });
    expect(marketValue(card({ lowest_ask: 1_000_00, price: 1_100_00 }))).toEqual({ value: 1_000_00, source: 'lowest_ask' });
    expect(marketValue(card({ price: 1_100_00, recommended_price: 1_200_00 }))).toEqual({ value: 1_100_00, source: 'price' });
    expect(marketValue(card({ recommended_price: 1_200_00 }))).toEqual({ value: 1_200_00, source: 'recommended_price' });
  });

  it('says nothing when the market says nothing (zeros and nulls are not prices)', () => {
    expect(marketValue(card({ last_sale: 0, lowest_ask: 0, price: null }))).toBeNull();
  });
});

const holding = fc.record({
  purchase_price: fc.option(fc.integer({ min: 1, max: 1_000_000_000_000 }), { nil: null }),
  market: fc.option(
    fc.record({ value: fc.integer({ min: 1, max: 1_000_000_000_000 }), source: fc.constant('last_sale' as const) }),
    { nil: null },
  ),
}) satisfies fc.Arbitrary<ValuedHolding>;

describe('portfolioTotals', () => {
  it('adds every known value, counts the unknown, and compares only pieces with both figures', () => {
    fc.assert(
      fc.property(fc.array(holding, { maxLength: 500 }), (holdings) => {
        const t = portfolioTotals(holdings);
        const valued = holdings.filter((h) => h.market);
        expect(t.value).toBe(valued.reduce((s, h) => s + h.market!.value, 0));
        expect(t.unvalued).toBe(holdings.length - valued.length);
        const both = valued.filter((h) => h.purchase_price !== null);
        expect(t.cost).toBe(both.reduce((s, h) => s + h.purchase_price!, 0));
        expect(t.worth).toBe(both.reduce((s, h) => s + h.market!.value, 0));
        expect(t.worth).toBeLessThanOrEqual(t.value);
        if (t.cost === 0) expect(t.change).toBeNull();
        else expect(t.change!.amount).toBe(t.worth - t.cost);
        expect(Number.isSafeInteger(t.value)).toBe(true);
      }),
    );
  });

  it('never counts a piece without a purchase price as profit', () => {
    const t = portfolioTotals([
      { purchase_price: null, market: { value: 5_000_00, source: 'last_sale' } },
      { purchase_price: 1_000_00, market: { value: 1_100_00, source: 'last_sale' } },
    ]);
    expect(t).toMatchObject({ value: 6_100_00, cost: 1_000_00, worth: 1_100_00, change: { direction: 'up', amount: 100_00, percent: 10 } });
  });
});

describe('portfolioItemInputSchema', () => {
  const ok = (v: unknown) => portfolioItemInputSchema.safeParse(v).success;
  it('takes a piece with what the member knows', () => {
    expect(ok({ product_id: 12, purchase_price: 1_250_000, acquired_on: '2021-03-04', condition: 'Excellent', note: 'From my father' })).toBe(true);
    expect(ok({ product_id: 12 })).toBe(true);
  });
  it('refuses prices of 0, -1, 1e15, 12.5 and "abc", impossible or future dates, unknown fields', () => {
    for (const purchase_price of [0, -1, 1e15, 12.5, 'abc']) expect(ok({ product_id: 1, purchase_price })).toBe(false);
    for (const acquired_on of ['2021-02-30', '1899-12-31', '3000-01-01', '2021/01/01', '']) expect(ok({ product_id: 1, acquired_on })).toBe(false);
    expect(ok({ product_id: 1, user_id: 'someone' })).toBe(false);
    expect(ok({ product_id: 1, note: 'x'.repeat(501) })).toBe(false);
    expect(ok({ product_id: 1, condition: 'Mint' })).toBe(false);
  });
});
