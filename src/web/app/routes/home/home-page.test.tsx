import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuctionCard, HomeResponse, ProductCard } from '../../../../shared/catalog/contracts.js';
import { AppProviders } from '../../providers.js';
import { HomePage } from './home-page.js';

const product = (id: number): ProductCard => ({
  id, ref_int: id, slug: `piece-${id}`, name: `Piece ${id}`, full_name: `Maison Piece ${id}`, brand: 'Maison', brand_slug: 'maison',
  category: 'bags', subcategory: 'handbags', image_feature: `/images/catalog/handbag/00000${id}.webp`, price: 500_000, recommended_price: null,
  retail_price: null, lowest_ask: null, last_sale: null, currency: 'USD', color: 'Black', condition: 'New', is_good_deal: false,
  investment_piece: false, best_seller: false, created_at: '2026-11-01T00:00:00.000Z',
});

const auction = (id: number, endsInMs: number, currentBid: number | null): AuctionCard => ({
  id, slug: `lot-${id}`, name: `Lot ${id}`, full_name: `Maison Lot ${id}`, brand: 'Maison', brand_slug: 'maison', category: 'bags',
  image_feature: null, currency: 'USD', starting_price: 100_000, current_bid: currentBid, reserve_price: null, buy_now_price: null,
  bid_count: currentBid ? 3 : 0, watchers: 1, status: 'live', ends_at: new Date(Date.now() + endsInMs).toISOString(),
});

const HOME: HomeResponse = {
  categories: [{ slug: 'bags', name: 'Bags', blurb: '', age_restricted: false, product_count: 1234, subcategories: [] }],
  ending_soon: [auction(1, 2 * 86_400_000 + 60_000, 250_000), auction(2, 3 * 3_600_000 + 60_000, null)],
  new_arrivals: [product(1), product(2)],
  trending_brands: [{ slug: 'maison', name: 'Maison', country: 'France', founded: 1900, categories: ['bags'], image: null, product_count: 2, sales_count: 40 }],
  trending: [
    { product: product(3), change_percent: 12.44, sales_count: 9 },
    { product: product(4), change_percent: -3.06, sales_count: 7 },
  ],
};

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(HOME), { status: 200 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('marketplace home', () => {
  it('shows categories with counts', async () => {
    renderHome();
    const link = await screen.findByRole('link', { name: 'Bags' });
    expect(link.getAttribute('href')).toBe('/category/bags');
    expect(screen.getByText('1,234 pieces')).toBeTruthy();
  });

  it('shows auctions ending soon with LIVE, time left and the bid that counts', async () => {
    renderHome();
    const cards = await screen.findAllByTestId('auction-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('LIVE')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('time-left').textContent).toBe('2d');
    expect(cards[0]!.textContent).toContain('Current bid$2,500');
    expect(within(cards[1]!).getByTestId('time-left').textContent).toBe('3h');
    expect(cards[1]!.textContent).toContain('Starting price$1,000');
    expect(within(cards[0]!).getByRole('link', { name: 'Lot 1' }).getAttribute('href')).toBe('/auction/lot-1');
  });

  it('marks price movers with an arrow and a sign as well as colour', async () => {
    renderHome();
    const changes = await screen.findAllByTestId('price-change');
    expect(changes.map((c) => c.textContent)).toEqual(['▲Up+12.4%', '▼Down−3.1%']);
  });

  it('lists new arrivals and trending brands', async () => {
    renderHome();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Maison' }).getAttribute('href')).toBe('/brand/maison');
  });
});
