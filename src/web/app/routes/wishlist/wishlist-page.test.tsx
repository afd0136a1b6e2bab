import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import type { WishlistItem, WishlistListResponse } from '../../../../shared/wishlist/contracts.js';
import { priceChange } from '../../../../shared/wishlist/price-change.js';
import { AppProviders } from '../../providers.js';
import { WishlistPage } from './wishlist-page.js';

const card = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id, ref_int: id, slug: `piece-${id}`, name: `Piece ${id}`, full_name: `Rolex Piece ${id}`, brand: 'Rolex', brand_slug: 'rolex',
  category: 'watches', subcategory: 'dive-watches', image_feature: null, price: null, recommended_price: null, retail_price: null,
  lowest_ask: null, last_sale: null, currency: 'USD', color: 'Black', condition: 'Excellent', is_good_deal: false,
  investment_piece: false, best_seller: false, created_at: '2026-11-01T00:00:00.000Z', ...over,
});

const item = (id: number, added: number, now: number, addedAt: string): WishlistItem => ({
  product: card(id, { lowest_ask: now || null }),
  added_price: added,
  price_now: now,
  change: priceChange(added, now),
  added_at: addedAt,
});

let items: WishlistItem[];
let requests: { method: string; url: string }[];
let refuseDelete: boolean;

beforeEach(() => {
  items = [
    item(1, 1_000_000, 800_000, '2026-11-03T10:00:00.000Z'),
    item(2, 500_000, 550_000, '2026-11-02T10:00:00.000Z'),
    item(3, 0, 700_000, '2026-11-01T10:00:00.000Z'),
    item(4, 300_000, 300_000, '2026-10-30T10:00:00.000Z'),
  ];
  requests = [];
  refuseDelete = false;
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    requests.push({ method, url: input });
    const url = new URL(input, 'http://local');
    const json = (status: number, body: unknown) => new Response(body === null ? null : JSON.stringify(body), { status });
    if (url.pathname === '/api/wishlist' && method === 'GET') {
      const body: WishlistListResponse = { items, total: items.length, page: 1, page_size: 48, page_count: 1 };
      return json(200, body);
    }
    const match = /^\/api\/wishlist\/(\d+)$/.exec(url.pathname);
    if (match && method === 'DELETE') {
      if (refuseDelete) return json(429, { error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' } });
      items = items.filter((i) => i.product.id !== Number(match[1]));
      return json(204, null);
    }
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/wishlist', element: <><WishlistPage /><Where /></> }], { initialEntries: [path] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('article') as HTMLElement;

describe('/wishlist', () => {
  it('shows each piece with its price now, when saved, the change and the date saved', async () => {
    renderAt('/wishlist');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wishlist');
    expect(document.title).toBe('Wishlist — Patina');

    const dropped = await rowOf('Piece 1');
    expect(within(dropped).getByRole('link', { name: 'Piece 1' }).getAttribute('href')).toBe('/product/piece-1');
    expect(dropped.textContent).toContain('Price now$8,000');
    expect(dropped.textContent).toContain('When saved$10,000');
    expect(within(dropped).getByTestId('price-change').textContent).toBe('▼Down\u2212$2,000(\u221220%)');
    expect(dropped.textContent).toContain('Saved Nov 3, 2026');

    expect(within(await rowOf('Piece 2')).getByTestId('price-change').textContent).toBe('▲Up+$500(+10%)');
    const noPriceThen = await rowOf('Piece 3');
    expect(within(noPriceThen).getByTestId('price-change').textContent).toBe('--No comparison yet');
    expect(within(await rowOf('Piece 4')).getByTestId('price-change').textContent).toBe('= Unchanged');
    expect(screen.getByTestId('wishlist-total').textContent).toContain('4 pieces saved');
  });

  it('keeps the sort in the URL and asks the server for it', async () => {
    const user = userEvent.setup();
    renderAt('/wishlist');
    await rowOf('Piece 1');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Biggest price drop');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/wishlist?sort=biggest_drop'));
    await waitFor(() => expect(requests.some((r) => r.url.includes('sort=biggest_drop'))).toBe(true));
  });

  it('falls back to the defaults for a hand-edited URL', async () => {
    renderAt('/wishlist?sort=cheapest&page=-4');
    await rowOf('Piece 1');
    expect(requests.filter((r) => r.url.startsWith('/api/wishlist?')).map((r) => r.url)).toEqual(['/api/wishlist?sort=recent']);
  });

  it('takes a removed piece away at once and tells screen readers', async () => {
    const user = userEvent.setup();
    renderAt('/wishlist');
    const row = await rowOf('Piece 2');
    await user.click(within(row).getByRole('button', { name: 'Remove Rolex Piece 2 from wishlist' }));
    expect(screen.queryByRole('link', { name: 'Piece 2' })).toBeNull();
    expect(screen.getByText('Removed Rolex Piece 2 from your wishlist.').getAttribute('role')).toBe('status');
    // Focus goes to the next row's Remove, not to the page.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Remove .+ from wishlist$/));
    expect(document.activeElement?.getAttribute('aria-label')).not.toBe('Remove Rolex Piece 2 from wishlist');
    await waitFor(() => expect(requests).toContainEqual({ method: 'DELETE', url: '/api/wishlist/2' }));
    await waitFor(() => expect(screen.getByTestId('wishlist-total').textContent).toContain('3 pieces saved'));
  });

  it('puts a piece back and says why when removing fails', async () => {
    const user = userEvent.setup();
    refuseDelete = true;
    renderAt('/wishlist');
    await user.click(within(await rowOf('Piece 2')).getByRole('button', { name: 'Remove Rolex Piece 2 from wishlist' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Rolex Piece 2 is still on your wishlist: Too many attempts. Please wait a minute and try again.',
    );
    expect(await screen.findByRole('link', { name: 'Piece 2' })).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Piece 1', 'Piece 2', 'Piece 3', 'Piece 4']);
  });

  it('says honestly when nothing is saved, with the way to browse', async () => {
    items = [];
    renderAt('/wishlist');
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });
});
