import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import type { Portfolio, PortfolioItem } from '../../../../shared/portfolio/contracts.js';
import type { ValueHistory } from '../../../../shared/portfolio/value-history.js';
import { marketValue, portfolioTotals } from '../../../../shared/portfolio/valuation.js';
import { priceChange } from '../../../../shared/wishlist/price-change.js';
import { AppProviders } from '../../providers.js';
import { axeViolations } from '../admin/admin-test-kit.js';
import { PortfolioPage } from './portfolio-page.js';

const card = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id, ref_int: id, slug: `piece-${id}`, name: `Daytona ${id}`, full_name: `Rolex Daytona ${id}`, brand: 'Rolex', brand_slug: 'rolex',
  category: 'watches', subcategory: 'chronographs', image_feature: null, price: null, recommended_price: null, retail_price: null,
  lowest_ask: null, last_sale: null, currency: 'USD', color: 'Black', condition: 'Excellent', is_good_deal: false,
  investment_piece: false, best_seller: false, created_at: '2026-11-01T00:00:00.000Z', ...over,
});

function item(id: number, paid: number | null, product: ProductCard, note: string | null = null): PortfolioItem {
  const m = marketValue(product);
  return {
    id, product, purchase_price: paid, acquired_on: '2021-05-04', condition: 'Excellent', note,
    market_value: m?.value ?? null, value_source: m?.source ?? null, change: priceChange(paid, m?.value ?? null), added_at: '2026-11-01T00:00:00.000Z',
  };
}

let items: PortfolioItem[];
const history: ValueHistory = {
  months: ['2026-10', '2026-11', '2026-12'],
  total: [2_000_000, 2_200_000, 2_500_000],
  unvalued: [1, 1, 1],
  pieces: [{ item_id: 1, since: '2026-10', values: [2_000_000, 2_200_000, 2_500_000] }, { item_id: 2, since: '2026-10', values: [null, null, null] }],
  moves: [
    { range: '1M', from_month: '2026-11', from_value: 2_200_000, to_value: 2_500_000, pieces: 1, change: { direction: 'up', amount: 300_000, percent: 13.6 } },
    { range: '6M', from_month: null, from_value: 0, to_value: 0, pieces: 0, change: null },
    { range: '1Y', from_month: null, from_value: 0, to_value: 0, pieces: 0, change: null },
    { range: 'all', from_month: '2026-10', from_value: 2_000_000, to_value: 2_500_000, pieces: 1, change: { direction: 'up', amount: 500_000, percent: 25 } },
  ],
};
let isPublic: boolean;
let requests: { method: string; path: string; body: unknown }[];

const portfolio = (): Portfolio => ({
  items,
  totals: portfolioTotals(items.map((i) => ({ purchase_price: i.purchase_price, market: i.market_value === null ? null : { value: i.market_value, source: i.value_source! } }))),
  public: isPublic,
  followers_count: 3,
  handle: 'ines-m-0123456789',
});

beforeEach(() => {
  items = [
    item(1, 2_000_000, card(1, { last_sale: 2_500_000 }), '<b>from my father</b>'),
    item(2, null, card(2, { lowest_ask: 900_000 })),
  ];
  isPublic = false;
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://local');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path: url.pathname, body });
    const json = (status: number, answer: unknown) => new Response(answer === null ? null : JSON.stringify(answer), { status });
    if (url.pathname === '/api/portfolio') return json(200, portfolio());
    if (url.pathname === '/api/portfolio/history') return json(200, history);
    if (url.pathname === '/api/community/portfolios/mine') {
      return json(200, { portfolios: [{ id: 5, title: 'Cartier before 1990', description: '', owner: { handle: 'ines-m-0123456789', name: 'Ines M.', verified: true }, cover: null, pieces_count: 2, show_values: true, value: 3_400_000, followers_count: 1, appreciations_count: 0, published_at: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z' }] });
    }
    if (url.pathname === '/api/portfolio/visibility') {
      if (method === 'PUT') isPublic = (body as { public: boolean }).public;
      return json(200, { public: isPublic, handle: 'ines-m-0123456789' });
    }
    if (url.pathname === '/api/search/instant') {
      return json(200, { results: [{ ...card(7, { last_sale: 1_000_000 }), confidence: 85, market_trend: 'up', popularity: 50 }], total: 1, total_exact: true });
    }
    if (url.pathname === '/api/portfolio/items' && method === 'POST') {
      const added = item(9, (body as { purchase_price: number | null }).purchase_price, card(7, { last_sale: 1_000_000 }));
      items = [added, ...items];
      return json(201, added);
    }
    const m = /^\/api\/portfolio\/items\/(\d+)$/.exec(url.pathname);
    if (m && method === 'DELETE') {
      items = items.filter((i) => i.id !== Number(m[1]));
      return json(204, null);
    }
    if (m && method === 'PATCH') return json(429, { error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' } });
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/portfolio', element: <PortfolioPage /> }], { initialEntries: ['/portfolio'] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('/portfolio', () => {
  it('values each piece from the market and totals the collection, counting gains only where a price was paid', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('portfolio-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Value (Last sale)')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('$25,000');
    expect(rows[0]!.textContent).toContain('$20,000');
    expect(rows[0]!.textContent).toContain('+$5,000(+25%)');
    // What a member wrote is text, never markup.
    expect(rows[0]!.textContent).toContain('<b>from my father</b>');
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(within(rows[1]!).getByText('Value (Lowest ask)')).toBeTruthy();
    expect(screen.getByTestId('portfolio-value').textContent).toBe('$34,000');
    expect(screen.getByTestId('portfolio-change').textContent).toContain('+$5,000(+25%)');
    expect(await axeViolations()).toEqual([]);
  });

  it('adds a piece found in the catalogue, sending what was paid in cents', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('portfolio-item');
    await user.click(screen.getByRole('button', { name: 'Add a piece' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a piece' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to portfolio' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please find and choose the piece first.');
    await user.type(within(dialog).getByLabelText('Find the piece'), 'daytona');
    await user.click(await within(dialog).findByRole('radio', { name: /Daytona 7/ }));
    await user.type(within(dialog).getByLabelText('What you paid (USD)'), '12,500');
    await user.click(within(dialog).getByRole('button', { name: 'Add to portfolio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(post!.body).toEqual({ product_id: 7, purchase_price: 1_250_000, acquired_on: null, condition: null, note: null });
    await waitFor(() => expect(screen.getAllByTestId('portfolio-item')).toHaveLength(3));
    expect(screen.getByText('Rolex Daytona 7 is in your portfolio.')).toBeTruthy();
  });

  it('refuses a price that is not a number before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('portfolio-item');
    await user.click(screen.getByRole('button', { name: 'Add a piece' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a piece' });
    await user.type(within(dialog).getByLabelText('Find the piece'), 'daytona');
    await user.click(await within(dialog).findByRole('radio', { name: /Daytona 7/ }));
    await user.type(within(dialog).getByLabelText('What you paid (USD)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add to portfolio' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter what you paid as a number above zero, like 12500.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('removes a piece after a confirmation, and shows the server’s refusal of an edit in the dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('portfolio-item');
    await user.click(screen.getByRole('button', { name: 'Edit Rolex Daytona 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit piece' });
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect((await within(edit).findByRole('alert')).textContent).toBe('Too many attempts. Please wait a minute and try again.');
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Remove Rolex Daytona 2 from portfolio' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this piece?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('portfolio-item')).toHaveLength(1));
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/portfolio/items/2')).toBe(true);
  });

  it('makes the portfolio public with its switch, and links the public page', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Make my portfolio public' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('Your portfolio is public.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it as others do' }).getAttribute('href')).toBe('/members/ines-m-0123456789/portfolio');
  });

  it('says plainly when it is empty, its value $0 and never --', async () => {
    items = [];
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Your portfolio is empty' })).toBeTruthy();
    expect(screen.getByTestId('portfolio-value').textContent).toBe('$0');
    expect(screen.getByTestId('portfolio-page').textContent).not.toContain('--');
  });

  it('draws the value month by month, says which pieces have no sales, and moves over the chosen period of the same pieces', async () => {
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByTestId('value-history');
    expect(await within(panel).findByRole('img', { name: /value over time/i })).toBeTruthy();
    expect(within(panel).getByTestId('unvalued').textContent).toBe('One piece has no recorded sales yet and is not counted in the value.');
    expect(within(panel).getByTestId('value-move').textContent).toContain('Up $5,000 (+25%) since Oct 2026, over the same one piece');
    await user.click(within(panel).getByRole('button', { name: '1 month' }));
    expect(within(panel).getByRole('button', { name: '1 month' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getByTestId('value-move').textContent).toContain('Up $3,000');
    await user.click(within(panel).getByRole('button', { name: '1 year' }));
    expect(within(panel).getByTestId('value-move').textContent).toBe('Your collection is younger than a year.');
    expect(within(panel).getByTestId('value-by-piece').textContent).toContain('No sales yet');
    expect(panel.textContent).not.toContain('--');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the member’s public portfolios and links making one', async () => {
    renderPage();
    const list = await screen.findByTestId('my-showcases');
    expect(within(list).getByRole('link', { name: 'Cartier before 1990' }).getAttribute('href')).toBe('/community/portfolios/5');
    expect(screen.getByRole('link', { name: 'Create a public portfolio' }).getAttribute('href')).toBe('/community/portfolios/create');
  });
});
