import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MoneyProvider } from '../../../lib/money.js';
import type { CurrenciesResponse, CurrencyCode } from '../../../../shared/pricing/currency.js';
import { PriceRange } from './product-filters.js';

const RATES: CurrenciesResponse = {
  base: 'USD',
  rates: [
    { code: 'USD', name: 'US dollar', per_usd: 1, updated_at: '2026-11-20T00:00:00.000Z' },
    { code: 'EUR', name: 'Euro', per_usd: 0.86, updated_at: '2026-11-20T00:00:00.000Z' },
    { code: 'JPY', name: 'Japanese yen', per_usd: 155, updated_at: '2026-11-20T00:00:00.000Z' },
  ],
};

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(RATES), { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** PriceRange as a page holds it: the applied range (whole US dollars) lives in the URL. */
function Page({ initial }: { initial: { min: string; max: string } }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <PriceRange min={range.min} max={range.max} onApply={(min, max) => setRange({ min, max })} />
      <p data-testid="url">{`min=${range.min}&max=${range.max}`}</p>
    </>
  );
}

function renderIn(currency: CurrencyCode, initial = { min: '', max: '' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MoneyProvider memberCurrency={currency} onMemberCurrencyChange={() => {}}>
        <Page initial={initial} />
      </MoneyProvider>
    </QueryClientProvider>,
  );
}

describe('PriceRange', () => {
  it('takes whole US dollars as typed', async () => {
    const user = userEvent.setup();
    renderIn('USD');
    expect(screen.getByRole('group', { name: 'Price (USD)' })).toBeTruthy();
    await user.type(screen.getByLabelText('Minimum price in US dollars'), '$2,500');
    await user.type(screen.getByLabelText('Maximum price in US dollars'), '10000');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByTestId('url').textContent).toBe('min=2500&max=10000');
    expect((screen.getByLabelText('Minimum price in US dollars') as HTMLInputElement).value).toBe('2500');
  });

  it("takes amounts in the member's currency, keeps them as typed, and searches in US dollars", async () => {
    const user = userEvent.setup();
    renderIn('EUR');
    await screen.findByRole('group', { name: 'Price (EUR)' });
    const min = screen.getByLabelText('Minimum price in euros') as HTMLInputElement;
    const max = screen.getByLabelText('Maximum price in euros') as HTMLInputElement;
    await user.type(min, '€2,000');
    await user.type(max, '5000');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    // 2,000 € is $2,325.58: the minimum rounds down, the maximum (5,813.95) up.
    expect(screen.getByTestId('url').textContent).toBe('min=2325&max=5814');
    expect(min.value).toBe('2000');
    expect(max.value).toBe('5000');
  });

  it('shows a range from a link converted into the shown currency', async () => {
    renderIn('JPY', { min: '10000', max: '' });
    await screen.findByRole('group', { name: 'Price (JPY)' });
    expect((screen.getByLabelText('Minimum price in Japanese yen') as HTMLInputElement).value).toBe('1550000');
    expect((screen.getByLabelText('Maximum price in Japanese yen') as HTMLInputElement).value).toBe('');
  });

  it('says what is wrong in the currency typed, and applies nothing', async () => {
    const user = userEvent.setup();
    renderIn('EUR');
    await screen.findByRole('group', { name: 'Price (EUR)' });
    await user.type(screen.getByLabelText('Minimum price in euros'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByText('Enter whole euros, like 2500.')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('min=&max=');

    await user.clear(screen.getByLabelText('Minimum price in euros'));
    await user.type(screen.getByLabelText('Maximum price in euros'), '999999999999');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(screen.getByText('Enter at most €860,000,000.')).toBeTruthy());
    expect(screen.getByTestId('url').textContent).toBe('min=&max=');
  });
});
