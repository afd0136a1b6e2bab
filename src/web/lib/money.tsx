import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.js';
import {
  formatMoney, isCurrencyCode, type CurrenciesResponse, type CurrencyCode, type RateTable,
} from '../../shared/pricing/currency.js';

/**
 * How every price on a page is shown: in the member's currency (their setting) or, for a
 * guest, the one picked in the header and kept in this browser; 'more rounded' is a display
 * preference kept in this browser for everyone. Rates come from GET /api/currencies; until
 * they arrive (or if they cannot), prices show in US dollars rather than guessing.
 */
export interface Money {
  /** The currency prices are shown in right now. */
  currency: CurrencyCode;
  /** The currency chosen, which may wait for rates before it is shown. */
  chosen: CurrencyCode;
  rounded: boolean;
  /** Units of the shown currency one US dollar buys (1 for USD): for amounts people type. */
  perUsd: number;
  /** USD cents to the shown text; '--' for zero or invalid (SPEC §9). */
  format: (usdCents: number | null | undefined) => string;
  /** The same, never 'more rounded': for differences, which rounding would distort. */
  formatExact: (usdCents: number | null | undefined) => string;
  setCurrency: (currency: CurrencyCode) => void;
  setRounded: (rounded: boolean) => void;
}

const STORAGE_CURRENCY = 'patina.currency';
const STORAGE_ROUNDED = 'patina.rounded-prices';

const usdOnly: Money = {
  currency: 'USD',
  chosen: 'USD',
  rounded: false,
  perUsd: 1,
  format: (cents) => formatMoney(cents, 'USD', {}),
  formatExact: (cents) => formatMoney(cents, 'USD', {}),
  setCurrency: () => {},
  setRounded: () => {},
};

const MoneyContext = createContext<Money>(usdOnly);

export const currencyKeys = { rates: () => ['currencies', 'rates'] as const };

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The choices kept in this browser, read through useSyncExternalStore: a page the server drew
 * is hydrated with the server's view (no stored choice: US dollars, not rounded), then shows
 * the stored one, so the two first renders match (decision 043). A choice the storage refuses
 * (private windows) lasts for this page only.
 */
const STORED_CHANGED = 'patina:stored-money';
const refused = new Map<string, string>();

function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    refused.set(key, value);
  }
  window.dispatchEvent(new Event(STORED_CHANGED));
}

function subscribeStored(onChange: () => void): () => void {
  window.addEventListener(STORED_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(STORED_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function useStored(key: string): string | null {
  return useSyncExternalStore(subscribeStored, () => refused.get(key) ?? readStored(key), () => null);
}

export function MoneyProvider({
  memberCurrency, onMemberCurrencyChange, children,
}: {
  /** The signed-in member's saved currency, or null for a guest. */
  memberCurrency: CurrencyCode | null;
  /** Saves a member's choice (their settings); guests keep theirs in this browser. */
  onMemberCurrencyChange: (currency: CurrencyCode) => void;
  children: ReactNode;
}) {
  const storedCurrency = useStored(STORAGE_CURRENCY);
  const guestCurrency: CurrencyCode = isCurrencyCode(storedCurrency) ? storedCurrency : 'USD';
  const rounded = useStored(STORAGE_ROUNDED) === 'true';
  const chosen = memberCurrency ?? guestCurrency;

  const rates = useQuery({
    queryKey: currencyKeys.rates(),
    queryFn: ({ signal }) => api.get<CurrenciesResponse>('/api/currencies', { signal }),
    staleTime: 60 * 60_000,
    enabled: chosen !== 'USD',
  });

  const table = useMemo<RateTable>(() => {
    const t: RateTable = {};
    for (const r of rates.data?.rates ?? []) t[r.code] = r.per_usd;
    return t;
  }, [rates.data]);
  const currency: CurrencyCode = chosen === 'USD' || table[chosen] ? chosen : 'USD';

  const setCurrency = useCallback(
    (next: CurrencyCode) => {
      if (memberCurrency !== null) {
        onMemberCurrencyChange(next);
        return;
      }
      writeStored(STORAGE_CURRENCY, next);
    },
    [memberCurrency, onMemberCurrencyChange],
  );
  const setRounded = useCallback((next: boolean) => {
    writeStored(STORAGE_ROUNDED, String(next));
  }, []);

  const value = useMemo<Money>(
    () => ({
      currency,
      chosen,
      rounded,
      perUsd: currency === 'USD' ? 1 : (table[currency] ?? 1),
      format: (cents) => formatMoney(cents, currency, table, { rounded }),
      formatExact: (cents) => formatMoney(cents, currency, table),
      setCurrency,
      setRounded,
    }),
    [currency, chosen, rounded, table, setCurrency, setRounded],
  );
  return <MoneyContext.Provider value={value}>{children}</MoneyContext.Provider>;
}

/** The current way to show prices; outside a provider (component tests) it is plain USD. */
export function useMoney(): Money {
  return useContext(MoneyContext);
}
