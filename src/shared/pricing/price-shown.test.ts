import { describe, expect, it } from 'vitest';
import { formatLastSale, formatUsd, priceShown, priceShownSource } from './price-shown.js';

describe('priceShown (SPEC §9)', () => {
  it('prefers lowest_ask, then price, then recommended_price, else 0', () => {
    expect(priceShown({ lowest_ask: 100, price: 200, recommended_price: 300 })).toBe(100);
    expect(priceShown({ lowest_ask: null, price: 200, recommended_price: 300 })).toBe(200);
    expect(priceShown({ lowest_ask: null, price: null, recommended_price: 300 })).toBe(300);
    expect(priceShown({})).toBe(0);
  });

  it('skips zero, negative and non-finite values', () => {
    expect(priceShown({ lowest_ask: 0, price: 200 })).toBe(200);
    expect(priceShown({ lowest_ask: Number.NaN, price: -5, recommended_price: 300 })).toBe(300);
    expect(priceShown({ lowest_ask: Number.POSITIVE_INFINITY })).toBe(0);
  });
});

describe('formatUsd', () => {
  it('shows US dollars with no decimals', () => {
    expect(formatUsd(1_250_000)).toBe('$12,500');
    expect(formatUsd(99)).toBe('$1');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(7_000_000_000)).toBe('$70,000,000');
  });

  it("shows '--' for a missing last sale", () => {
    expect(formatLastSale(null)).toBe('--');
    expect(formatLastSale(undefined)).toBe('--');
    expect(formatLastSale(0)).toBe('--');
    expect(formatLastSale(2_000_000)).toBe('$20,000');
  });
});

describe('priceShownSource', () => {
  it('names the field priceShown took', () => {
    expect(priceShownSource({ lowest_ask: 100, price: 200 })).toBe('lowest_ask');
    expect(priceShownSource({ lowest_ask: 0, price: 200 })).toBe('price');
    expect(priceShownSource({ recommended_price: 300 })).toBe('recommended_price');
    expect(priceShownSource({ lowest_ask: Number.NaN })).toBe('none');
  });
});
