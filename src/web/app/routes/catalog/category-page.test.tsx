import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Category, ProductCard, ProductListResponse } from '../../../../shared/catalog/contracts.js';
import { AppProviders } from '../../providers.js';
import { CategoryListing, CategoryPage } from './category-page.js';

const WATCHES: Category = {
  slug: 'watches', name: 'Watches', blurb: 'Movements opened and serials verified.', age_restricted: false, product_count: 3,
  subcategories: [{ slug: 'dive-watches', name: 'Dive Watches', blurb: 'Submariners and Fifty Fathoms, bezels and crowns tested.', product_count: 1 }],
};

const card = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id, ref_int: id, slug: `piece-${id}`, name: `Piece ${id}`, full_name: `Rolex Piece ${id}`, brand: 'Rolex', brand_slug: 'rolex',
  category: 'watches', subcategory: 'dive-watches', image_feature: null, price: 1_250_000, recommended_price: null, retail_price: null,
  lowest_ask: null, last_sale: 1_100_000, currency: 'USD', color: 'Black', condition: 'Excellent', is_good_deal: false,
  investment_piece: false, best_seller: false, created_at: '2026-11-01T00:00:00.000Z', ...over,
});

const listing = (products: ProductCard[], total = products.length): ProductListResponse => ({
  products, total, page: 1, page_size: 24, page_count: Math.max(1, Math.ceil(total / 24)),
  facets: { brands: [{ slug: 'rolex', name: 'Rolex', count: 3 }, { slug: 'omega', name: 'Omega', count: 2 }], conditions: [{ value: 'Excellent', count: 3 }] },
});

const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    requests.push(input);
    const url = new URL(input, 'http://local');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.pathname === '/api/catalog/categories/watches') return json(200, { category: WATCHES });
    if (url.pathname === '/api/catalog/categories/watches/trending') {
      return json(200, { trending: [{ product: card(7), change_percent: 14.26, sales_count: 9 }, { product: card(8), change_percent: -6.5, sales_count: 6 }] });
    }
    if (url.pathname === '/api/catalog/products') {
      if (url.searchParams.get('min_price') === 'abc') return json(400, { error: { code: 'invalid_request', message: "query parameter 'min_price' must be a number" } });
      return json(200, listing(url.searchParams.get('brand') === 'omega' ? [] : [card(1), card(2, { lowest_ask: 990_000, last_sale: null })], url.searchParams.get('brand') === 'omega' ? 0 : 2));
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
  const router = createMemoryRouter(
    [
      { path: '/category/:category', element: <><CategoryPage /><Where /></> },
      { path: '/category/:category/:subcategory', element: <><CategoryPage /><Where /></> },
      { path: '/cars', element: <CategoryListing category="vehicles" subcategory="cars" /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('category listing', () => {
  it("shows the category's price movers with up and down marks (get_market_trends)", async () => {
    renderAt('/category/watches');
    const movers = await screen.findByTestId('category-movers');
    expect(within(movers).getByRole('heading', { name: 'Price movers in Watches' })).toBeTruthy();
    const changes = within(movers).getAllByTestId('price-change').map((c) => c.textContent);
    expect(changes).toEqual(['▲Up+14.3%', '▼Down−6.5%']);
  });

  it('shows the category, its sections and priced cards', async () => {
    renderAt('/category/watches');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Watches');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Piece 1' }).getAttribute('href')).toBe('/product/piece-1');
    expect(cards[0]!.textContent).toContain('$12,500');
    expect(cards[0]!.textContent).toContain('Last sale $11,000');
    expect(cards[1]!.textContent).toContain('$9,900');
    expect(cards[1]!.textContent).not.toContain('Last sale');
    const sections = screen.getByRole('navigation', { name: 'Watches sections' });
    expect(within(sections).getByRole('link', { name: 'All Watches' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getByRole('link', { name: 'Dive Watches' }).getAttribute('href')).toBe('/category/watches/dive-watches');
  });

  it("tells a section by its own text, not its category's (issue #10 item 11)", async () => {
    renderAt('/category/watches');
    expect(await screen.findByText('Movements opened and serials verified.')).toBeTruthy();
    cleanup();
    renderAt('/category/watches/dive-watches');
    expect(await screen.findByText('Submariners and Fifty Fathoms, bezels and crowns tested.')).toBeTruthy();
    expect(screen.queryByText('Movements opened and serials verified.')).toBeNull();
  });

  it('keeps filters in the URL and sends them to the API', async () => {
    const user = userEvent.setup();
    renderAt('/category/watches?sort=price_asc&page=3');
    await screen.findAllByTestId('product-card');
    expect(requests.some((r) => r.includes('sort=price_asc') && r.includes('page=3'))).toBe(true);
    await user.selectOptions(screen.getByLabelText('Brand'), 'omega');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/category/watches?sort=price_asc&brand=omega'));
    expect(await screen.findByRole('heading', { name: 'No pieces match' })).toBeTruthy();
  });

  it('checks a price range before it reaches the URL', async () => {
    const user = userEvent.setup();
    renderAt('/category/watches');
    await screen.findAllByTestId('product-card');
    await user.type(screen.getByLabelText('Minimum price in US dollars'), '5000');
    await user.type(screen.getByLabelText('Maximum price in US dollars'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByText('The minimum must not be above the maximum.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/category/watches');
  });

  it('explains a bad parameter in the server’s words', async () => {
    renderAt('/category/watches?min=abc');
    expect((await screen.findByRole('alert')).textContent).toContain("query parameter 'min_price' must be a number");
  });

  it('shows the search it filters by, with a way to clear it', async () => {
    const user = userEvent.setup();
    renderAt('/category/watches?search=submariner');
    expect(await screen.findByRole('heading', { name: 'Results for “submariner”' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search for submariner' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/category/watches'));
  });

  it('answers an unknown category or section with the not-found page', async () => {
    renderAt('/category/spaceships');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(requests).toHaveLength(0);
  });

  it('answers an unknown section with the not-found page without listing products', async () => {
    renderAt('/category/watches/moon-watches');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found'));
    expect(requests.some((r) => r.startsWith('/api/catalog/products'))).toBe(false);
  });
});
