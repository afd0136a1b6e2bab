import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MoneyProvider, useMoney } from './money.js';
import type { CurrenciesResponse } from '../../shared/pricing/currency.js';

const RATES: CurrenciesResponse = {
  base: 'USD',
  rates: [
    { code: 'USD', name: 'US dollar', per_usd: 1, updated_at: '2026-11-20T00:00:00.000Z' },
    { code: 'EUR', name: 'Euro', per_usd: 0.86, updated_at: '2026-11-20T00:00:00.000Z' },
    { code: 'CHF', name: 'Swiss franc', per_usd: 0.8, updated_at: '2026-11-20T00:00:00.000Z' },
  ],
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  window.localStorage.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify(RATES), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The probe hands the context out through a ref-like box, so tests can call its setters.
const seen: { money: ReturnType<typeof useMoney> | null } = { money: null };
function Probe() {
  const current = useMoney();
  useEffect(() => {
    seen.money = current;
  });
  return <p data-testid="shown">{current.format(1_250_000)}</p>;
}

function renderWith(memberCurrency: 'USD' | 'EUR' | 'CHF' | null, onChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MoneyProvider memberCurrency={memberCurrency} onMemberCurrencyChange={onChange}>
        <Probe />
      </MoneyProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

describe('MoneyProvider', () => {
  it('shows US dollars without asking for rates', () => {
    renderWith(null);
    expect(screen.getByTestId('shown').textContent).toBe('$12,500');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps a guest's choice in this browser and converts once rates arrive", async () => {
    renderWith(null);
    act(() => seen.money!.setCurrency('EUR'));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('€10,750'));
    expect(window.localStorage.getItem('patina.currency')).toBe('EUR');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/currencies');
  });

  it("uses a member's saved currency and saves a change to their settings, not the browser", async () => {
    const onChange = renderWith('CHF');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toMatch(/^CHF\s10,000$/));
    act(() => seen.money!.setCurrency('EUR'));
    expect(onChange).toHaveBeenCalledWith('EUR');
    expect(window.localStorage.getItem('patina.currency')).toBeNull();
  });

  it('rounds more when asked, and remembers it', () => {
    renderWith(null);
    act(() => seen.money!.setRounded(true));
    expect(screen.getByTestId('shown').textContent).toBe('$15,000');
    expect(window.localStorage.getItem('patina.rounded-prices')).toBe('true');
  });

  it('falls back to US dollars when rates cannot be loaded, rather than guessing', async () => {
    fetchMock.mockImplementation(async () => new Response('{"error":{"code":"internal","message":"Something went wrong"}}', { status: 500 }));
    window.localStorage.setItem('patina.currency', 'EUR');
    renderWith(null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('shown').textContent).toBe('$12,500');
    expect(seen.money!.chosen).toBe('EUR');
  });
});
