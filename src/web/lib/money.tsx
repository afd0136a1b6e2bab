import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
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

function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private windows may refuse storage; the choice then lasts for this page only.
  }
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
  const [guestCurrency, setGuestCurrency] = useState<CurrencyCode>(() => {
    const stored = readStored(STORAGE_CURRENCY);
    return isCurrencyCode(stored) ? stored : 'USD';
  });
  const [rounded, setRoundedState] = useState(() => readStored(STORAGE_ROUNDED) === 'true');
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
      setGuestCurrency(next);
    },
    [memberCurrency, onMemberCurrencyChange],
  );
  const setRounded = useCallback((next: boolean) => {
    writeStored(STORAGE_ROUNDED, String(next));
    setRoundedState(next);
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
