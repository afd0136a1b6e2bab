import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { browseQuery } from '../../../../shared/auctions/contracts.js';
import { unitsToUsdBound, type CurrencyCode } from '../../../../shared/pricing/currency.js';
import { useMoney } from '../../../lib/money.js';
import type { AuctionsParams } from '../api/get-auctions.js';

/**
 * The /auctions listing's state lives in the URL (?category=&house=&ending=&min=&max=&no_reserve=1&sort=&page=),
 * so a reload, back and forward and a shared link show the same lots. Prices are whole US
 * dollars, as on the category pages. The filter form is a plain GET form, so it works before the
 * app's scripts run; a member who sees prices in another currency types amounts in it, and the
 * form then sends `cur` with them: the page reads them in that currency and, once hydrated,
 * puts US dollars in the URL.
 */
export const AUCTION_FILTER_KEYS = ['category', 'house', 'ending', 'min', 'max', 'no_reserve', 'sort', 'page'] as const;
export type AuctionFilterKey = (typeof AUCTION_FILTER_KEYS)[number];
export type AuctionFilters = Record<AuctionFilterKey, string>;

export const DEFAULT_AUCTION_SORT = 'ending';

const API_KEY: Record<AuctionFilterKey, keyof AuctionsParams> = {
  category: 'category', house: 'house', ending: 'ending', min: 'min_price', max: 'max_price', no_reserve: 'no_reserve', sort: 'sort', page: 'page',
};
const URL_KEY = Object.fromEntries(Object.entries(API_KEY).map(([url, api]) => [api, url])) as Record<string, AuctionFilterKey>;

const LABELS: Record<AuctionFilterKey, string> = {
  category: 'Category', house: 'House', ending: 'Ending within', min: 'Minimum price', max: 'Maximum price', no_reserve: 'No reserve', sort: 'Sort', page: 'Page',
};

/** What a person typed as an amount, without spaces, thousands commas or a dollar sign ('$ 2,000' -> '2000'). */
export function typedAmount(text: string): string {
  return text.replace(/[\s,$]/g, '');
}

export interface AuctionFilterProblem {
  key: AuctionFilterKey;
  message: string;
}

export interface ReadAuctionFilters {
  /** The filters in use, as the URL holds them (prices in whole US dollars); '' for none. */
  filters: AuctionFilters;
  /** The API's query made from them. */
  api: AuctionsParams;
  /** Values of the URL left out, each with why (a link typed by hand, a form sent before the scripts ran). */
  problems: AuctionFilterProblem[];
  /** Amounts in a currency whose rate is on its way: the listing waits for it. */
  pending: boolean;
  /** The URL's query as the page would write it ('' or '?…'): no empty values, no `cur`, no defaults. */
  canonical: string;
}

/**
 * The URL's filters, checked with the API's own rules, so a bad value is left out (and said)
 * instead of failing the whole listing. Pure: the page and its tests use it alike.
 */
export function readAuctionFilters(params: URLSearchParams, money: { currency: CurrencyCode; chosen: CurrencyCode; perUsd: number }): ReadAuctionFilters {
  const raw = {} as AuctionFilters;
  for (const key of AUCTION_FILTER_KEYS) raw[key] = (params.get(key) ?? '').trim();
  raw.min = typedAmount(raw.min);
  raw.max = typedAmount(raw.max);
  if (raw.sort === DEFAULT_AUCTION_SORT) raw.sort = '';
  if (raw.page === '1') raw.page = '';
  if (raw.no_reserve === '0' || raw.no_reserve === 'false') raw.no_reserve = '';
  if (raw.no_reserve === 'true' || raw.no_reserve === 'on') raw.no_reserve = '1';

  // Amounts sent in the shown currency (the form before hydration): whole US dollars, the catalogue's rounding.
  const cur = (params.get('cur') ?? '').trim().toUpperCase();
  let pending = false;
  if (cur && cur !== 'USD') {
    if (cur === money.currency) {
      for (const [key, bound] of [['min', 'min'], ['max', 'max']] as const) {
        if (/^\d{1,12}$/.test(raw[key])) raw[key] = String(unitsToUsdBound(Number(raw[key]), money.perUsd, bound) ?? raw[key]);
      }
    } else if (cur === money.chosen) {
      pending = true;
    }
  }

  const candidate: Record<string, string> = {};
  for (const key of AUCTION_FILTER_KEYS) if (raw[key]) candidate[API_KEY[key]] = raw[key];
  const problems: AuctionFilterProblem[] = [];
  for (let round = 0; round < AUCTION_FILTER_KEYS.length; round++) {
    const checked = browseQuery.safeParse(candidate);
    if (checked.success) break;
    for (const issue of checked.error.issues) {
      const apiKey = String(issue.path[0] ?? '');
      const key = URL_KEY[apiKey];
      if (!key || !(apiKey in candidate)) continue;
      const why = issue.message.replace('max_price', 'the maximum price');
      problems.push({ key, message: `${LABELS[key]} “${candidate[apiKey]}”: ${why}.` });
      delete candidate[apiKey];
    }
  }

  const filters = {} as AuctionFilters;
  for (const key of AUCTION_FILTER_KEYS) filters[key] = candidate[API_KEY[key]] ?? '';
  const canonicalParams = new URLSearchParams();
  for (const key of AUCTION_FILTER_KEYS) if (raw[key]) canonicalParams.set(key, raw[key]);
  const text = canonicalParams.toString();
  return { filters, api: candidate as AuctionsParams, problems, pending, canonical: text ? `?${text}` : '' };
}

/** The /auctions filters of the URL, and the links and changes that keep them there. */
export function useAuctionFilters() {
  const [params, setParams] = useSearchParams();
  const { currency, chosen, perUsd } = useMoney();
  const read = useMemo(() => readAuctionFilters(params, { currency, chosen, perUsd }), [params, currency, chosen, perUsd]);
  const { filters } = read;

  /** The query string after a change ('' or '?…'); any change but a page change returns to page 1. */
  const searchWith = useCallback(
    (patch: Partial<AuctionFilters>): string => {
      const next = new URLSearchParams();
      const merged = { ...filters, ...patch };
      if (!('page' in patch)) merged.page = '';
      if (merged.sort === DEFAULT_AUCTION_SORT) merged.sort = '';
      if (merged.page === '1') merged.page = '';
      for (const key of AUCTION_FILTER_KEYS) if (merged[key]) next.set(key, merged[key]);
      const text = next.toString();
      return text ? `?${text}` : '';
    },
    [filters],
  );

  const update = useCallback(
    (patch: Partial<AuctionFilters>) => setParams(new URLSearchParams(searchWith(patch)), { preventScrollReset: true }),
    [searchWith, setParams],
  );

  const activeCount = (['category', 'house', 'ending', 'min', 'max', 'no_reserve'] as const).filter((k) => filters[k]).length;

  /** The filters cleared; the sort stays as chosen. */
  const clearedSearch = filters.sort ? `?sort=${encodeURIComponent(filters.sort)}` : '';

  return { ...read, searchWith, update, activeCount, clearedSearch, setParams };
}
