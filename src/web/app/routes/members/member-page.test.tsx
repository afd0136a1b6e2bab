import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import type { FollowState, MemberPage as MemberPageData } from '../../../../shared/follows/contracts.js';
import { SignInGateProvider } from '../../../lib/sign-in-gate.js';
import { AppProviders } from '../../providers.js';
import { axeViolations } from '../admin/admin-test-kit.js';
import { MemberPage } from './member-page.js';

const HANDLE = 'amelie-d-0123456789';
const card = (id: number): ProductCard => ({
  id, ref_int: id, slug: `piece-${id}`, name: `Piece ${id}`, full_name: `Cartier Piece ${id}`, brand: 'Cartier', brand_slug: 'cartier',
  category: 'jewelry', subcategory: 'bracelets', image_feature: null, price: 900_000, recommended_price: null, retail_price: null,
  lowest_ask: null, last_sale: null, currency: 'USD', color: 'Gold', condition: 'Excellent', is_good_deal: false,
  investment_piece: false, best_seller: false, created_at: '2026-11-01T00:00:00.000Z',
});

let page: MemberPageData;
let follow: FollowState;
let requests: { method: string; path: string; body?: unknown }[];
/** Who is signed in, as /api/me says (null: a guest). */
let me: Record<string, unknown> | null;

beforeEach(() => {
  page = {
    member: {
      handle: HANDLE, name: 'Amélie D.', verified: true, member_since: '2024-03-15T00:00:00.000Z',
      followers_count: 12, following_count: 3, active_listings: 2,
    },
    listings: [
      { id: 11, price: 900_000, currency: 'USD', condition: 'Excellent', created_at: '2026-11-02T00:00:00.000Z', product: card(1) },
      { id: 12, price: 450_000, currency: 'USD', condition: 'Very good', created_at: '2026-11-01T00:00:00.000Z', product: card(2) },
    ],
    collections: { portfolio: true, wishlist: false },
  };
  follow = { handle: HANDLE, following: false, followers_count: 12, self: false };
  requests = [];
  me = null;
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://local').pathname;
    requests.push({ method, path, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === '/api/auth/get-session') return json(200, me ? { session: { id: 's' }, user: { id: me.id } } : null);
    if (path === '/api/me') return me ? json(200, me) : json(401, { error: { code: 'unauthorized', message: 'Please sign in.' } });
    if (path === '/api/chat/conversations' && method === 'POST') {
      return json(201, { conversation: { conversation_id: 321 }, message: {}, notice: null });
    }
    if (path === `/api/members/${HANDLE}`) return json(200, page);
    if (path === `/api/follows/members/${HANDLE}`) {
      if (method === 'POST') follow = { ...follow, following: true, followers_count: follow.followers_count + 1 };
      return json(method === 'POST' ? 201 : 200, follow);
    }
    if (path.startsWith('/api/members/')) return json(404, { error: { code: 'member_not_found', message: 'No member has that handle.' } });
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, signedIn = true) {
  const router = createMemoryRouter(
    [{ path: '/members/:handle', element: <MemberPage /> }, { path: '/chat/:id', element: <h1>Conversation</h1> }],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders>
      <SignInGateProvider value={{ isSignedIn: signedIn, requireSignIn: vi.fn() }}>
        <RouterProvider router={router} />
      </SignInGateProvider>
    </AppProviders>,
  );
}

describe('/members/{handle}', () => {
  it("shows the member's public face, counts and pieces for sale, and is axe-clean", async () => {
    renderAt(`/members/${HANDLE}`);
    expect((await screen.findByRole('heading', { level: 1, name: 'Amélie D.' })).textContent).toBe('Amélie D.');
    expect(document.title).toBe('Amélie D. on Patina — Patina');
    const page = screen.getByTestId('member-page');
    expect(page.textContent).toContain('Verified member of the Patina club');
    expect(page.textContent).toContain('Member sinceMar 2024');
    expect(screen.getByTestId('followers-count').textContent).toBe('12');
    expect(page.textContent).toContain('Following3');
    expect(page.textContent).toContain('For sale2');
    const forSale = screen.getByRole('region', { name: 'For sale' });
    expect(within(forSale).getAllByTestId('product-card')).toHaveLength(2);
    await screen.findByRole('button', { name: 'Follow' });
    // Only the collections the member shows are linked.
    const collections = screen.getByRole('navigation', { name: 'Amélie D.’s collections' });
    expect(within(collections).getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe(`/members/${HANDLE}/portfolio`);
    expect(within(collections).queryByRole('link', { name: 'Wishlist' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('follows from the page, and the followers count moves with it', async () => {
    renderAt(`/members/${HANDLE}`);
    await waitFor(() => expect(requests).toContainEqual({ method: 'GET', path: `/api/follows/members/${HANDLE}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('followers-count').textContent).toBe('13'));
    expect(requests).toContainEqual({ method: 'POST', path: `/api/follows/members/${HANDLE}` });
  });

  it('writes to the member: the first message starts a conversation by their handle and opens it', async () => {
    const user = userEvent.setup();
    renderAt(`/members/${HANDLE}`);
    await user.click(await screen.findByRole('button', { name: 'Write to Amélie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write to Amélie D.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write your message to Amélie.');
    await user.type(within(dialog).getByLabelText('Your message'), 'Is the Tank still with you?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/chat/conversations')?.body).toEqual({ recipientHandle: HANDLE, body: 'Is the Tank still with you?' });
  });

  it('asks a guest to sign in before writing', async () => {
    const requireSignIn = vi.fn();
    const router = createMemoryRouter([{ path: '/members/:handle', element: <MemberPage /> }], { initialEntries: [`/members/${HANDLE}`] });
    render(
      <AppProviders>
        <SignInGateProvider value={{ isSignedIn: false, requireSignIn }}>
          <RouterProvider router={router} />
        </SignInGateProvider>
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Write to Amélie' }));
    expect(requireSignIn).toHaveBeenCalledWith({ reason: 'Sign in or create an account to write to members.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the member their own page as others see it, without Follow or Write', async () => {
    me = { id: 'u-1', handle: HANDLE };
    renderAt(`/members/${HANDLE}`);
    expect(await screen.findByText('This is your page as other members see it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Write to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it("says so when a member has nothing for sale", async () => {
    page = { ...page, member: { ...page.member, active_listings: 0 }, listings: [] };
    renderAt(`/members/${HANDLE}`);
    expect((await screen.findByRole('heading', { name: 'Nothing for sale right now' })).textContent).toBe('Nothing for sale right now');
    expect(screen.getByText('Amélie D. has no pieces on the marketplace at the moment. Follow them to hear of what comes next.')).toBeTruthy();
  });

  it('answers an unknown handle with the not-found page', async () => {
    renderAt('/members/nobody-9999999999');
    expect(await screen.findByText('There is no member “nobody-9999999999” on Patina.')).toBeTruthy();
  });
});
