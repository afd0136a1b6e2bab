import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  convertFromUsd, currencySymbol, CURRENCY_CODES, CURRENCY_PLURALS, formatMoney, formatUnits, isCurrencyCode, roundMore, unitsToUsdBound, usdToUnits,
  type CurrencyCode, type RateTable,
} from './currency.js';

const rates: RateTable = { EUR: 0.86, GBP: 0.76, CHF: 0.8, JPY: 155, HKD: 7.78, SGD: 1.3, AED: 3.6725 };

describe('roundMore (SPEC §9 more-rounded option)', () => {
  it('rounds to the nearest 100 below 1,000', () => {
    expect(roundMore(949)).toBe(900);
    expect(roundMore(950)).toBe(1_000);
    expect(roundMore(120)).toBe(100);
  });
  it('rounds to the nearest 1,000 below 10,000', () => {
    expect(roundMore(1_000)).toBe(1_000);
    expect(roundMore(4_499)).toBe(4_000);
    expect(roundMore(9_999)).toBe(10_000);
  });
  it('rounds to the nearest 5,000 below 100,000', () => {
    expect(roundMore(10_000)).toBe(10_000);
    expect(roundMore(12_499)).toBe(10_000);
    expect(roundMore(12_500)).toBe(15_000);
    expect(roundMore(99_999)).toBe(100_000);
  });
  it('rounds to the nearest 50,000 below 1,000,000', () => {
    expect(roundMore(100_000)).toBe(100_000);
    expect(roundMore(124_999)).toBe(100_000);
    expect(roundMore(125_000)).toBe(150_000);
  });
  it('rounds to the nearest 100,000 from 1,000,000', () => {
    expect(roundMore(1_000_000)).toBe(1_000_000);
    expect(roundMore(1_249_000)).toBe(1_200_000);
    expect(roundMore(64_950_000)).toBe(65_000_000);
  });
  it('rounds under 50 to 0, the nearest hundred (shown as --)', () => {
    expect(roundMore(49)).toBe(0);
    expect(roundMore(50)).toBe(100);
    expect(roundMore(1)).toBe(0);
  });
  it('answers null for zero or invalid amounts', () => {
    expect(roundMore(0)).toBeNull();
    expect(roundMore(-5)).toBeNull();
    expect(roundMore(Number.NaN)).toBeNull();
    expect(roundMore(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('convertFromUsd', () => {
  it('converts USD cents into whole units of the currency', () => {
    expect(convertFromUsd(1_250_000, 'USD', {})).toBe(12_500);
    expect(convertFromUsd(1_250_000, 'EUR', rates)).toBe(10_750);
    expect(convertFromUsd(1_250_000, 'JPY', rates)).toBe(1_937_500);
  });
  it('answers null for zero or invalid amounts and unknown or broken rates', () => {
    expect(convertFromUsd(0, 'USD', {})).toBeNull();
    expect(convertFromUsd(null, 'USD', {})).toBeNull();
    expect(convertFromUsd('100', 'USD', {})).toBeNull();
    expect(convertFromUsd(100, 'EUR', {})).toBeNull();
    expect(convertFromUsd(100, 'EUR', { EUR: 0 })).toBeNull();
    expect(convertFromUsd(100, 'EUR', { EUR: Number.NaN })).toBeNull();
  });
  it('stays exact for huge prices (a jet at $65,000,000)', () => {
    expect(convertFromUsd(6_500_000_000, 'USD', {})).toBe(65_000_000);
    expect(convertFromUsd(6_500_000_000, 'JPY', rates)).toBe(10_075_000_000);
  });
});

describe('formatMoney', () => {
  it('shows US dollars with no decimals', () => {
    expect(formatMoney(1_250_000, 'USD', {})).toBe('$12,500');
    expect(formatMoney(99, 'USD', {})).toBe('$1');
  });
  it('shows each currency in whole units with its symbol', () => {
    expect(formatMoney(1_250_000, 'EUR', rates)).toBe('€10,750');
    expect(formatMoney(1_250_000, 'GBP', rates)).toBe('£9,500');
    expect(formatMoney(1_250_000, 'JPY', rates)).toBe('¥1,937,500');
    expect(formatMoney(1_250_000, 'CHF', rates)).toMatch(/^CHF\s10,000$/);
    // Never a bare '$' for Hong Kong or Singapore dollars.
    expect(formatMoney(1_250_000, 'HKD', rates)).toBe('HK$97,250');
    expect(formatMoney(1_250_000, 'SGD', rates)).toMatch(/^SGD\s16,250$/);
    expect(formatMoney(1_250_000, 'AED', rates)).toMatch(/^AED\s45,906$/);
  });
  it("shows '--' for zero or invalid amounts", () => {
    expect(formatMoney(0, 'USD', {})).toBe('--');
    expect(formatMoney(-1, 'EUR', rates)).toBe('--');
    expect(formatMoney(undefined, 'EUR', rates)).toBe('--');
    expect(formatMoney(Number.NaN, 'USD', {})).toBe('--');
    expect(formatMoney(40, 'USD', {})).toBe('--');
  });
  it('rounds more when asked, after converting', () => {
    expect(formatMoney(1_249_900, 'USD', {}, { rounded: true })).toBe('$10,000');
    expect(formatMoney(1_250_000, 'USD', {}, { rounded: true })).toBe('$15,000');
    expect(formatMoney(1_250_000, 'EUR', rates, { rounded: true })).toBe('€10,000');
    expect(formatMoney(0, 'USD', {}, { rounded: true })).toBe('--');
    expect(formatMoney(4_000, 'USD', {}, { rounded: true })).toBe('--');
  });
});

describe('isCurrencyCode', () => {
  it('accepts the eight currencies only', () => {
    expect(isCurrencyCode('CHF')).toBe(true);
    expect(isCurrencyCode('chf')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });
});

describe('price filters typed in the shown currency', () => {
  it('turns a typed minimum down and a maximum up into whole US dollars', () => {
    // 2,000 euros at 0.86 a dollar is $2,325.58…
    expect(unitsToUsdBound(2_000, 0.86, 'min')).toBe(2_325);
    expect(unitsToUsdBound(2_000, 0.86, 'max')).toBe(2_326);
    expect(unitsToUsdBound(1_000_000, 155, 'min')).toBe(6_451);
    expect(unitsToUsdBound(1_000_000, 155, 'max')).toBe(6_452);
  });
  it('keeps US dollars and exact conversions as typed', () => {
    expect(unitsToUsdBound(2_500, 1, 'min')).toBe(2_500);
    expect(unitsToUsdBound(2_500, 1, 'max')).toBe(2_500);
    // 0.3 / 0.1 is 2.9999999999999996 in floating point; the bound is still 3.
    expect(unitsToUsdBound(0.3, 0.1, 'max')).toBe(3);
    expect(unitsToUsdBound(0.3, 0.1, 'min')).toBe(3);
    expect(unitsToUsdBound(0, 0.86, 'min')).toBe(0);
  });
  it('answers null for negative or invalid amounts and broken rates', () => {
    expect(unitsToUsdBound(-1, 1, 'min')).toBeNull();
    expect(unitsToUsdBound(Number.NaN, 1, 'min')).toBeNull();
    expect(unitsToUsdBound(100, 0, 'min')).toBeNull();
    expect(unitsToUsdBound(100, Number.POSITIVE_INFINITY, 'max')).toBeNull();
    expect(usdToUnits(100, -1)).toBeNull();
    expect(usdToUnits(-100, 1)).toBeNull();
  });
  it('shows dollars of a filter in whole units of the currency', () => {
    expect(usdToUnits(2_325, 0.86)).toBe(2_000);
    expect(usdToUnits(6_452, 155)).toBe(1_000_060);
    expect(usdToUnits(0, 0.86)).toBe(0);
    expect(usdToUnits(1_000_000_000, 155)).toBe(155_000_000_000);
  });
  it('names and signs every currency', () => {
    expect(CURRENCY_PLURALS.USD).toBe('US dollars');
    expect(CURRENCY_PLURALS.EUR).toBe('euros');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('HKD')).toBe('HK$');
    for (const code of CURRENCY_CODES) expect(currencySymbol(code).length).toBeGreaterThan(0);
    for (const code of CURRENCY_CODES) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0).find((p) => p.type === 'currency')?.value;
      expect(currencySymbol(code), code).toBe(intl);
    }
  });
  it('writes whole units by hand exactly as Intl writes them, in every currency', () => {
    const intl = (units: number, currency: CurrencyCode) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(units);
    for (const code of CURRENCY_CODES) {
      for (const n of [0, -0, 1, 999, 1_000, 12_500, -12_500, 1_880_000, Number.MAX_SAFE_INTEGER, 12.5, 2 ** 60]) expect(formatUnits(n, code), `${code} ${n}`).toBe(intl(n, code));
    }
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(...CURRENCY_CODES), (n, code) => formatUnits(n, code) === intl(n, code)),
      { numRuns: 3000 },
    );
  });
});
