import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Offer } from '../../../../shared/orders/contracts.js';
import { OfferList } from './offer-list.js';

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: 5, listingId: 77, title: 'Hermès Birkin 30', image: null, role: 'seller', status: 'pending', currency: 'USD', amount: 800_000, counterAmount: null,
  listPrice: 1_000_000, expiresAt: '2026-11-27T10:00:00.000Z', createdAt: '2026-11-25T10:00:00.000Z', orderId: null, ...over,
});

let list: Offer[];
let calls: { method: string; path: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://local');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET') return json(200, { offers: list.filter((o) => o.role === url.searchParams.get('role')) });
    const [, , , id, action] = url.pathname.split('/');
    const o = list.find((x) => x.id === Number(id))!;
    if (action === 'accept') Object.assign(o, { status: 'accepted', orderId: 'ord_1' });
    if (action === 'decline') o.status = 'declined';
    if (action === 'withdraw') o.status = 'withdrawn';
    if (action === 'counter') Object.assign(o, { status: 'countered', counterAmount: (calls.at(-1)!.body as { amount: number }).amount });
    return json(200, o);
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderList(role: 'buyer' | 'seller') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <main><h1>Offers</h1><OfferList role={role} /></main> }]);
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
}

describe('OfferList', () => {
  it('gives the seller accept, counter and decline on a pending offer; an accepted one links to its order', async () => {
    list = [offer()];
    const user = userEvent.setup();
    renderList('seller');
    const row = await screen.findByTestId('offer');
    expect(row.textContent).toContain('Offer $8,000 · asking $10,000');
    expect(row.textContent).toContain('Waiting for your answer');
    await user.click(within(row).getByRole('button', { name: 'Counter the offer for Hermès Birkin 30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter the offer' });
    await user.type(within(dialog).getByLabelText('Your counter'), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    expect(within(dialog).getByText('Enter an amount above $8,000 and below $10,000.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Your counter'));
    await user.type(within(dialog).getByLabelText('Your counter'), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/offers/5/counter')!.body).toEqual({ amount: 900_000 });
    await waitFor(() => expect(screen.getByTestId('offer').textContent).toContain('Waiting for the buyer'));
    expect(within(screen.getByTestId('offer')).queryByRole('button')).toBeNull();
  });

  it('gives the buyer accept, decline and withdraw on a counter', async () => {
    list = [offer({ role: 'buyer', status: 'countered', counterAmount: 900_000 })];
    const user = userEvent.setup();
    renderList('buyer');
    const row = await screen.findByTestId('offer');
    expect(row.textContent).toContain('The seller countered');
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Decline', 'Withdraw']);
    await user.click(within(row).getByRole('button', { name: 'Accept $9,000 for Hermès Birkin 30' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'See the order' }).getAttribute('href')).toBe('/profile/orders/ord_1'));
  });

  it('says when there is nothing yet', async () => {
    list = [];
    renderList('buyer');
    expect(await screen.findByRole('heading', { name: 'No offers made yet' })).toBeTruthy();
  });
});
