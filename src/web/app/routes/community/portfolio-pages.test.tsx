import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import type { Portfolio, PortfolioItem } from '../../../../shared/portfolio/contracts.js';
import type { Showcase } from '../../../../shared/portfolio/showcase.js';
import { AppProviders } from '../../providers.js';
import { axeViolations } from '../admin/admin-test-kit.js';
import { CommunityPortfolioCreatePage, CommunityPortfolioEditPage, CommunityPortfolioPage } from './portfolio-pages.js';

const card = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id, ref_int: id, slug: `piece-${id}`, name: `Tank ${id}`, full_name: `Cartier Tank ${id}`, brand: 'Cartier', brand_slug: 'cartier',
  category: 'watches', subcategory: 'dress', image_feature: null, price: null, recommended_price: null, retail_price: null,
  lowest_ask: null, last_sale: 1_000_000 * id, currency: 'USD', color: 'Gold', condition: 'Excellent', is_good_deal: false,
  investment_piece: false, best_seller: false, created_at: '2026-11-01T00:00:00.000Z', ...over,
});
const item = (id: number): PortfolioItem => ({
  id, product: card(id), purchase_price: 777_000, acquired_on: '1988-05-04', condition: 'Excellent', note: 'private', market_value: 1_000_000 * id,
  value_source: 'last_sale', change: null, added_at: '2026-11-01T00:00:00.000Z',
});

let showcase: Showcase;
let requests: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  showcase = {
    id: 5, title: 'Cartier before 1990', description: 'Gold and time.', owner: { handle: 'ines-m-0123456789', name: 'Ines M.', verified: true },
    cover: null, cover_item_id: null, pieces_count: 2, show_values: true, value: 3_000_000, followers_count: 0, appreciations_count: 2,
    published_at: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z',
    pieces: [{ item_id: 2, product: card(2), market_value: 2_000_000, value_source: 'last_sale' }, { item_id: 1, product: card(1), market_value: 1_000_000, value_source: 'last_sale' }],
    unvalued: 0,
    history: {
      months: ['2026-11', '2026-12'], total: [2_500_000, 3_000_000], unvalued: [0, 0],
      pieces: [{ item_id: 2, since: '2026-11', values: [1_500_000, 2_000_000] }, { item_id: 1, since: '2026-11', values: [1_000_000, 1_000_000] }],
      moves: [
        { range: '1M', from_month: '2026-11', from_value: 2_500_000, to_value: 3_000_000, pieces: 2, change: { direction: 'up', amount: 500_000, percent: 20 } },
        { range: '6M', from_month: null, from_value: 0, to_value: 0, pieces: 0, change: null },
        { range: '1Y', from_month: null, from_value: 0, to_value: 0, pieces: 0, change: null },
        { range: 'all', from_month: '2026-11', from_value: 2_500_000, to_value: 3_000_000, pieces: 2, change: { direction: 'up', amount: 500_000, percent: 20 } },
      ],
    },
    mine: false, following: false, appreciated: false,
  };
  requests = [];
  const portfolio: Portfolio = {
    items: [item(1), item(2), item(3)], totals: { value: 6_000_000, unvalued: 0, cost: 0, worth: 0, change: null }, public: false, followers_count: 0, handle: 'ines-m-0123456789',
  };
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://local');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path: url.pathname, body });
    const json = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status });
    if (url.pathname === '/api/portfolio') return json(200, portfolio);
    if (url.pathname === '/api/community/portfolios' && method === 'POST') return json(201, { ...showcase, id: 9, mine: true });
    if (url.pathname === '/api/community/portfolios/5' && method === 'GET') return json(200, showcase);
    if (url.pathname === '/api/community/portfolios/5/follow' && method === 'PUT') return json(200, { following: true, followers_count: 1 });
    if (url.pathname === '/api/community/portfolios/5/appreciation' && method === 'PUT') return json(200, { appreciated: true, appreciations_count: 3 });
    if (url.pathname === '/api/community/portfolios/9') return json(200, { ...showcase, id: 9, mine: true });
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  // The app's layout holds every page in its <main>.
  const router = createMemoryRouter([
    { path: '/community/portfolios/create', element: <main><CommunityPortfolioCreatePage /></main> },
    { path: '/community/portfolios/:id', element: <main><CommunityPortfolioPage /></main> },
    { path: '/community/portfolios/:id/edit', element: <main><CommunityPortfolioEditPage /></main> },
  ], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('/community/portfolios/create', () => {
  it('makes a portfolio of chosen pieces in the chosen order, by keyboard-reachable buttons, and opens it', async () => {
    const user = userEvent.setup();
    const router = renderAt('/community/portfolios/create');
    await user.click(await screen.findByRole('button', { name: 'Publish the portfolio' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give your portfolio a title.');
    await user.type(screen.getByLabelText('Title'), 'Cartier before 1990');
    await user.click(screen.getByRole('checkbox', { name: 'Cartier Tank 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cartier Tank 3' }));
    await user.click(screen.getByRole('button', { name: 'Move Cartier Tank 3 up' }));
    expect(screen.getByText('Cartier Tank 3 is now number 1 of 2.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Only the pieces' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Publish the portfolio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/portfolios/9'));
    const post = requests.find((r) => r.method === 'POST');
    expect(post!.body).toEqual({ title: 'Cartier before 1990', description: '', item_ids: [3, 1], cover_item_id: null, show_values: false });
  });
});

describe('/community/portfolios/:id', () => {
  it('shows the pieces in order with their value over time, and is followed and appreciated', async () => {
    const user = userEvent.setup();
    renderAt('/community/portfolios/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartier before 1990' })).toBeTruthy();
    expect(screen.getAllByTestId('showcase-piece').map((p) => p.textContent)).toEqual([expect.stringContaining('Tank 2'), expect.stringContaining('Tank 1')]);
    expect(screen.getByTestId('showcase-value').textContent).toBe('$30,000');
    expect(screen.getByTestId('value-history')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByTestId('showcase-counts').textContent).toContain('1 follower'));
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Appreciate' }));
    await waitFor(() => expect(screen.getByTestId('showcase-counts').textContent).toContain('3 appreciations'));
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('is a not-found page for an id that is no portfolio', async () => {
    renderAt('/community/portfolios/77');
    expect(await screen.findByText(/could not find this portfolio/)).toBeTruthy();
  });

  it('is not edited by another member: the edit page is not found', async () => {
    renderAt('/community/portfolios/5/edit');
    expect(await screen.findByText(/could not find this portfolio/)).toBeTruthy();
  });

  it('is edited by its owner, starting from what it holds', async () => {
    renderAt('/community/portfolios/9/edit');
    const order = await screen.findByTestId('showcase-order');
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Tank 2'), expect.stringContaining('Tank 1')]);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Cartier before 1990');
  });
});
