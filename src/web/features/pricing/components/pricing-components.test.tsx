import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BrandIndexResponse, HistoryResponse, Sale } from '../../../../shared/pricing/contracts.js';
import { priceStats } from '../../../../shared/pricing/price-stats.js';
import { BrandPriceIndex, PriceHistoryChart, SalesHistory } from '../index.js';
import { getPriceHistoryOrNull } from '../api/get-price-history.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-30T12:00:00Z');

function history(range: HistoryResponse['range'], prices: number[]): HistoryResponse {
  const points = prices.map((sell_price, i) => ({ sale_date: new Date(NOW - (prices.length - i) * 7 * DAY).toISOString(), sell_price }));
  return { range, from: null, points, sales_in_range: points.length, thinned: false, stats: priceStats(points) };
}

const sale = (i: number): Sale => ({
  sell_price: 1_000_000 + i * 1000,
  sale_date: new Date(NOW - i * DAY).toISOString(),
  currency: 'USD',
  condition: i % 2 ? 'Excellent' : null,
  source: i % 3 ? 'patina' : 'market',
});

type Handler = (url: URL) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let handler: Handler;
const requests: URL[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input, 'http://local');
    requests.push(url);
    const { status, body } = await handler(url);
    return new Response(JSON.stringify(body), { status });
  }));
  // jsdom has no layout: recharts' responsive sizing needs an observer to exist.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('<PriceHistoryChart>', () => {
  it('shows the statistics of the range, a chart and the same numbers as a table', async () => {
    handler = (url) => ({ status: 200, body: history((url.searchParams.get('range') ?? '1Y') as HistoryResponse['range'], [1_000_000, 1_100_000, 1_150_000, 1_180_000]) });
    renderWithQuery(<PriceHistoryChart productCode="PT-1" productName="Rolex Submariner" />);

    const chart = await screen.findByTestId('price-chart');
    expect(chart.dataset.range).toBe('1Y');
    expect(chart.dataset.points).toBe('4');
    expect(requests[0]!.searchParams.get('range')).toBe('1Y');
    expect(requests[0]!.searchParams.get('product_code')).toBe('PT-1');

    expect(screen.getByTestId('stat-last-sale').textContent).toContain('$11,800');
    const trend = screen.getByTestId('stat-trend');
    expect(trend.textContent).toContain('Rising');
    expect(trend.textContent).toContain('+2.6%');
    expect(trend.querySelector('[data-trend="up"]')).not.toBeNull();
    expect(screen.getByTestId('stat-average').textContent).toContain('$11,075');
    expect(screen.getByTestId('stat-high').textContent).toContain('$11,800');
    expect(screen.getByTestId('stat-low').textContent).toContain('$10,000');
    expect(screen.getByTestId('stat-sales').textContent).toContain('4');
    expect(screen.getByTestId('stat-volatility').textContent).toMatch(/\d+\.\d%/);

    const table = screen.getByTestId('price-table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(table.parentElement!.className).toBe('sr-only');
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(table.parentElement!.className).not.toContain('sr-only');
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches range with the radio buttons and shows that range’s sales', async () => {
    handler = (url) => {
      const range = (url.searchParams.get('range') ?? '1Y') as HistoryResponse['range'];
      return { status: 200, body: history(range, range === '1M' ? [1_000_000] : [1, 2, 3, 4, 5].map((n) => n * 100_000)) };
    };
    renderWithQuery(<PriceHistoryChart productCode="PT-1" productName="Kelly 28" />);
    await waitFor(() => expect(screen.getByTestId('price-chart').dataset.points).toBe('5'));
    expect(screen.getByTestId('range-1Y').dataset.state).toBe('on');

    await userEvent.click(screen.getByRole('radio', { name: /^1M\W+last month$/ }));
    expect(screen.getByTestId('range-1M').dataset.state).toBe('on');
    expect(screen.getByTestId('range-1Y').dataset.state).toBe('off');
    await waitFor(() => expect(screen.getByTestId('price-chart').dataset.range).toBe('1M'));
    expect(screen.getByTestId('price-chart').dataset.points).toBe('1');
    expect(requests.map((r) => r.searchParams.get('range'))).toEqual(['1Y', '1M']);
    // One sale: no trend and no volatility yet.
    expect(screen.getByTestId('stat-trend').textContent).toContain('Needs two sales');
    expect(screen.getByTestId('stat-volatility').textContent).toContain('Needs two sales');
  });

  it('says "No sales recorded yet." when the product never sold', async () => {
    handler = () => ({ status: 200, body: history('1Y', []) });
    renderWithQuery(<PriceHistoryChart productCode="PT-2" productName="Birkin 30" />);
    await screen.findByText('No sales recorded yet.');
    expect(screen.queryByTestId('price-chart')).toBeNull();
    expect(screen.getByTestId('stat-sales').textContent).toContain('0');
  });

  it('says "Price history is unavailable right now." when it cannot load, and can try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    handler = () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } } : { status: 200, body: history('1Y', [5, 6]) });
    renderWithQuery(<PriceHistoryChart productCode="PT-3" productName="Daytona" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Price history is unavailable right now.');
    expect(warn).toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('price-chart');
  });
});

describe('getPriceHistoryOrNull (SPEC §8)', () => {
  it('answers null and logs on failure, but lets a cancelled request stay cancelled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    handler = () => ({ status: 503, body: {} });
    expect(await getPriceHistoryOrNull('PT-1', '1Y')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Price history could not be loaded', expect.anything());
    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    }));
    controller.abort();
    await expect(getPriceHistoryOrNull('PT-1', '1Y', controller.signal)).rejects.toThrow('aborted');
  });
});

describe('<SalesHistory>', () => {
  it('lists the ten newest sales and opens the fifty newest in a dialog that holds focus', async () => {
    handler = (url) => {
      const limit = Number(url.searchParams.get('limit'));
      return { status: 200, body: { sales: Array.from({ length: limit }, (_, i) => sale(i)) } };
    };
    renderWithQuery(<SalesHistory productCode="PT-1" />);
    const section = await screen.findByTestId('sales-history');
    await waitFor(() => expect(within(section).getAllByTestId('sale-row')).toHaveLength(10));
    const first = within(section).getAllByTestId('sale-row')[0]!;
    expect(first.textContent).toContain('$10,000');
    expect(first.textContent).toContain('Not recorded');
    expect(first.textContent).toContain('Wider market');
    expect(requests[0]!.searchParams.get('limit')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'View full history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full sales history' });
    await waitFor(() => expect(within(dialog).getAllByTestId('sale-row')).toHaveLength(50));
    expect(requests.at(-1)!.searchParams.get('limit')).toBe('50');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "No sales recorded yet." with no sales, and offers no full view', async () => {
    handler = () => ({ status: 200, body: { sales: [] } });
    renderWithQuery(<SalesHistory productCode="PT-9" />);
    await screen.findByText('No sales recorded yet.');
    expect(screen.queryByRole('button', { name: 'View full history' })).toBeNull();
  });

  it('shows an empty list when the sales cannot be loaded (SPEC §8), logging why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    handler = () => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } });
    renderWithQuery(<SalesHistory productCode="PT-9" />);
    await screen.findByText('No sales recorded yet.');
    expect(warn).toHaveBeenCalledWith('Sales history could not be loaded', expect.anything());
  });
});

describe('<BrandPriceIndex>', () => {
  const index = (range: BrandIndexResponse['range'], points: BrandIndexResponse['points']): BrandIndexResponse => ({
    brand: { slug: 'rolex', name: 'Rolex' }, range, from: null, points,
  });

  it('draws the monthly median, with the latest month and the change over the range', async () => {
    handler = (url) => {
      const range = (url.searchParams.get('range') ?? '1Y') as BrandIndexResponse['range'];
      return {
        status: 200,
        body: index(range, range === '3M'
          ? [{ period: '2026-05', median: 1_000_000, sales: 3 }, { period: '2026-06', median: 950_000, sales: 2 }]
          : [{ period: '2025-08', median: 800_000, sales: 10 }, { period: '2025-10', median: 900_000, sales: 4 }, { period: '2026-06', median: 1_000_000, sales: 7 }]),
      };
    };
    renderWithQuery(<BrandPriceIndex brandSlug="rolex" brandName="Rolex" />);
    expect(await screen.findByRole('heading', { name: 'Rolex price index' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('price-chart').dataset.points).toBe('3'));
    expect(requests[0]!.pathname).toBe('/api/pricing/brands/rolex/index');
    expect(screen.getByTestId('index-latest').textContent).toContain('$10,000');
    expect(screen.getByTestId('index-latest').textContent).toContain('June 2026');
    expect(screen.getByTestId('index-change').textContent).toContain('+25.0%');
    const rows = within(screen.getByTestId('price-table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['MonthMedian sale priceSales', 'August 2025$8,00010', 'October 2025$9,0004', 'June 2026$10,0007']);

    await userEvent.click(screen.getByRole('radio', { name: /3M/ }));
    await waitFor(() => expect(screen.getByTestId('price-chart').dataset.range).toBe('3M'));
    expect(screen.getByTestId('price-chart').dataset.points).toBe('2');
    expect(screen.getByTestId('index-change').textContent).toContain('Falling');
  });

  it('tells a brand without sales from an index that cannot load', async () => {
    handler = () => ({ status: 200, body: index('1Y', []) });
    const { unmount } = renderWithQuery(<BrandPriceIndex brandSlug="new-house" brandName="New House" />);
    await screen.findByText('No sales recorded yet.');
    unmount();

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    handler = () => ({ status: 500, body: {} });
    renderWithQuery(<BrandPriceIndex brandSlug="rolex" brandName="Rolex" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Price history is unavailable right now.');
  });
});
