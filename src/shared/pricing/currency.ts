import { PREFERRED_CURRENCIES, type PreferredCurrency } from './currency-codes.js';
import { formatGrouped } from '../text/grouped.js';

/**
 * SPEC §9 and ARCHITECTURE: prices are kept in USD minor units (cents) and shown converted
 * from USD into the member's currency by a rates table. Every currency is shown in whole
 * units: luxury prices are thousands, and cents would only be noise (US dollars, per the
 * spec, never show decimals).
 */
export const CURRENCY_CODES = PREFERRED_CURRENCIES;
export type CurrencyCode = PreferredCurrency;

export const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  CHF: 'Swiss franc',
  JPY: 'Japanese yen',
  HKD: 'Hong Kong dollar',
  SGD: 'Singapore dollar',
  AED: 'UAE dirham',
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/**
 * GET /api/currencies: units of each currency one US dollar buys. Plain types: this module is
 * in the web app's first download, which does without zod (#10 item 17); the schemas the
 * server validates with are in currency-contracts.ts.
 */
export interface CurrencyRate {
  code: CurrencyCode;
  name: string;
  per_usd: number;
  updated_at: string;
}
export interface CurrenciesResponse {
  base: 'USD';
  rates: CurrencyRate[];
}

/** Units of the currency per US dollar; USD is always 1. */
export type RateTable = Partial<Record<CurrencyCode, number>>;

function usableAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * SPEC §9 'more rounded': nearest 100 below 1,000; 1,000 below 10,000; 5,000 below 100,000;
 * 50,000 below 1,000,000; else 100,000. Works on whole units of the shown currency.
 * Zero or invalid answers null; a price under 50 rounds to 0 — both show as '--'.
 */
export function roundMore(amount: number): number | null {
  if (!usableAmount(amount)) return null;
  const step = amount < 1_000 ? 100 : amount < 10_000 ? 1_000 : amount < 100_000 ? 5_000 : amount < 1_000_000 ? 50_000 : 100_000;
  return Math.round(amount / step) * step;
}

/**
 * Whole units of `currency` for an amount in USD cents, or null when the amount or the
 * rate is zero or invalid (or the rate for a currency is unknown).
 */
export function convertFromUsd(usdCents: unknown, currency: CurrencyCode, rates: RateTable): number | null {
  if (!usableAmount(usdCents)) return null;
  const rate = currency === 'USD' ? 1 : rates[currency];
  if (!usableAmount(rate)) return null;
  const units = Math.round((usdCents / 100) * rate);
  return Number.isFinite(units) ? units : null;
}

/**
 * What en-US writes before an amount of each currency ('CHF' and its kin with a no-break
 * space). Prices are written by hand from this table rather than by Intl.NumberFormat: a
 * page's first Intl formatter starts ICU, 33-51 ms on this machine's Chromium and four times
 * that on a phone, all in one task of the page's first render (#10 item 17). currency.test.ts
 * holds the text equal to Intl's for every currency.
 */
const PREFIX: Record<CurrencyCode, string> = {
  USD: '$', EUR: '\u20ac', GBP: '\u00a3', CHF: 'CHF\u00a0', JPY: '\u00a5', HKD: 'HK$', SGD: 'SGD\u00a0', AED: 'AED\u00a0',
};

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();
/** For amounts that are not whole (never a price): Intl, made once per currency. */
function formatter(currency: CurrencyCode): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    formatters.set(currency, f);
  }
  return f;
}

/** Formats whole units of a currency: 'CHF 11,200', '€11,900', '$12,500', '¥1,880,000'. */
export function formatUnits(units: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(units)) return formatter(currency).format(units);
  const sign = units < 0 || Object.is(units, -0) ? '-' : '';
  return `${sign}${PREFIX[currency]}${formatGrouped(Math.abs(units))}`;
}

export const NO_PRICE = '--';

/**
 * The one way a price reaches a person: USD cents converted into `currency`, optionally
 * 'more rounded', in whole units; '--' when zero or invalid (SPEC §9).
 */
export function formatMoney(usdCents: unknown, currency: CurrencyCode, rates: RateTable, options: { rounded?: boolean } = {}): string {
  const units = convertFromUsd(usdCents, currency, rates);
  if (units === null) return NO_PRICE;
  const shown = options.rounded ? roundMore(units) : units;
  if (shown === null || shown === 0) return NO_PRICE;
  return formatUnits(shown, currency);
}

/** How a person says amounts of each currency: 'Enter whole euros, like 2500.' */
export const CURRENCY_PLURALS: Record<CurrencyCode, string> = {
  USD: 'US dollars',
  EUR: 'euros',
  GBP: 'British pounds',
  CHF: 'Swiss francs',
  JPY: 'Japanese yen',
  HKD: 'Hong Kong dollars',
  SGD: 'Singapore dollars',
  AED: 'UAE dirhams',
};

/** The sign prices in `currency` carry on our pages: '$', '€', '£', 'CHF', '¥', 'HK$', 'SGD', 'AED'. */
export function currencySymbol(currency: CurrencyCode): string {
  return PREFIX[currency].trim();
}

/**
 * A price filter typed in whole units of the shown currency, as the whole US dollars the
 * catalogue is searched in. A minimum rounds down and a maximum up, so a piece priced at
 * the very amount typed is never left out by the conversion. Null when the amount or the
 * rate is unusable; 0 stays 0.
 */
export function unitsToUsdBound(units: number, perUsd: number, bound: 'min' | 'max'): number | null {
  if (!Number.isFinite(units) || units < 0 || !usableAmount(perUsd)) return null;
  // Rates carry a few decimals; without the nudge 0.3 / 0.1 style errors would move a bound by a dollar.
  const usd = Number((units / perUsd).toFixed(6));
  return bound === 'min' ? Math.floor(usd) : Math.ceil(usd);
}

/** Whole US dollars of a price filter, shown in whole units of the currency. */
export function usdToUnits(usd: number, perUsd: number): number | null {
  if (!Number.isFinite(usd) || usd < 0 || !usableAmount(perUsd)) return null;
  return Math.round(usd * perUsd);
}
