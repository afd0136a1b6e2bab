import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import type { PublicCollection } from '../../../../shared/portfolio/contracts.js';
import { SignInGateProvider } from '../../../lib/sign-in-gate.js';
import { AppProviders } from '../../providers.js';
import { axeViolations } from '../admin/admin-test-kit.js';
import { PublicPortfolioPage, PublicWishlistPage } from './collection-page.js';

const HANDLE = 'amelie-d-0123456789';
const card = (id: number): ProductCard => ({
  id, ref_int: id, slug: `piece-${id}`, name: `Piece ${id}`, full_name: `Cartier Piece ${id}`, brand: 'Cartier', brand_slug: 'cartier',
  category: 'jewelry', subcategory: 'bracelets', image_feature: null, price: 900_000, recommended_price: null, retail_price: null,
  lowest_ask: null, last_sale: null, currency: 'USD', color: 'Gold', condition: 'Excellent', is_good_deal: false,
  investment_piece: false, best_seller: false, created_at: '2026-11-01T00:00:00.000Z',
});

let portfolio: PublicCollection;
let follow: FollowState;
let requests: { method: string; path: string }[];

beforeEach(() => {
  portfolio = {
    kind: 'portfolio', member: { handle: HANDLE, name: 'Amélie D.', verified: true },
    pieces: [{ product: card(1), market_value: 900_000, value_source: 'price', added_at: '2026-11-01T00:00:00.000Z' }],
    count: 1, total_value: 900_000, followers_count: 4,
  };
  follow = { handle: HANDLE, following: false, followers_count: 4, self: false };
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://local').pathname;
    requests.push({ method, path });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === `/api/members/${HANDLE}/portfolio`) return json(200, portfolio);
    if (path === `/api/members/${HANDLE}/wishlist`) return json(404, { error: { code: 'collection_private', message: 'Amélie D. keeps their wishlist private.' } });
    if (path === `/api/follows/members/${HANDLE}/portfolio`) {
      if (method === 'POST') follow = { ...follow, following: true, followers_count: 5 };
      return json(method === 'POST' ? 201 : 200, follow);
    }
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/members/:handle/portfolio', element: <PublicPortfolioPage /> },
      { path: '/members/:handle/wishlist', element: <PublicWishlistPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders>
      <SignInGateProvider value={{ isSignedIn: true, requireSignIn: vi.fn() }}>
        <RouterProvider router={router} />
      </SignInGateProvider>
    </AppProviders>,
  );
}

describe('/members/{handle}/portfolio and /wishlist', () => {
  it('shows a public portfolio’s pieces, value and followers, and follows it', async () => {
    const user = userEvent.setup();
    renderAt(`/members/${HANDLE}/portfolio`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeTruthy();
    expect(screen.getByTestId('public-portfolio').textContent).toContain('Market value$9,000');
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByTestId('followers-count').textContent).toBe('4');
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByTestId('followers-count').textContent).toBe('5'));
    expect(requests.some((r) => r.method === 'POST' && r.path === `/api/follows/members/${HANDLE}/portfolio`)).toBe(true);
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });

  it('says a private wishlist is private, in the server’s words', async () => {
    renderAt(`/members/${HANDLE}/wishlist`);
    expect(await screen.findByRole('heading', { name: 'This wishlist is private' })).toBeTruthy();
    expect(screen.getByText(/Amélie D\. keeps their wishlist private\./)).toBeTruthy();
  });
});
