import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESCROW_PROMISE, type Offer, type OrderSummary } from '../../../../shared/orders/contracts.js';
import { ME } from '../../../features/messaging/messaging-test-kit.js';
import { axeViolations, renderAt, signedIn, stubApi } from '../orders/orders-test-kit.js';
import { ProfileBuyingPage } from './profile-buying-page.js';
import { ProfilePage } from './profile-page.js';

afterEach(() => {
  vi.unstubAllGlobals();
});


const summary = (n: Partial<Record<'purchases' | 'sales' | 'offers' | 'wishlist' | 'actionNeeded', number>>) => ({ purchases: 0, sales: 0, offers: 0, wishlist: 0, actionNeeded: 0, ...n });

const purchase = (n: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `ord-${n}`, status: 'shipped', role: 'buyer', listingId: n, title: `Piece ${n}`, image: null, currency: 'USD', total: 100_000 * n,
  createdAt: '2026-11-20T10:00:00.000Z', dueAt: null, ...over,
});

describe('/profile', () => {
  it('shows the real counts of purchases, sales, offers and wishlist, each a link, and what is waiting', async () => {
    const calls = stubApi([...signedIn(), ['GET', /^\/api\/profile\/summary$/, () => ({ status: 200, body: summary({ purchases: 3, sales: 12, offers: 2, wishlist: 1_204, actionNeeded: 1 }) })]]);
    renderAt([{ path: '/profile', element: <ProfilePage /> }], '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Castellane' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('profile-counts').textContent).toBe('Purchases3Sales12Offers2Wishlist1,204'));
    expect(screen.getByRole('link', { name: 'Purchases: 3' }).getAttribute('href')).toBe('/profile/buying');
    expect(screen.getByRole('link', { name: 'Sales: 12' }).getAttribute('href')).toBe('/profile/selling');
    expect(screen.getByRole('link', { name: 'Offers: 2' }).getAttribute('href')).toBe('/profile/buying#offers');
    expect(screen.getByRole('link', { name: 'Wishlist: 1,204' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByTestId('action-needed').textContent).toBe('1 order is waiting for you — see your orders.');
    expect(screen.getByRole('link', { name: 'Settings: addresses, cards and account' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Your public page, as others see it' }).getAttribute('href')).toBe(`/members/${ME.handle}`);
    expect(screen.getByTestId('escrow-promise').textContent).toBe(ESCROW_PROMISE);
    expect(calls.filter((c) => c.path === '/api/profile/summary')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('a registered buyer (not a club member) has no selling link and sees nothing waiting', async () => {
    stubApi([
      ...signedIn({ ...ME, userType: 'registered' }),
      ['GET', /^\/api\/profile\/summary$/, () => ({ status: 200, body: summary({ purchases: 1 }) })],
    ]);
    renderAt([{ path: '/profile', element: <ProfilePage /> }], '/profile');
    await waitFor(() => expect(screen.getByTestId('profile-counts').textContent).toBe('Purchases1Sales0Offers0Wishlist0'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Selling/ })).toBeNull());
    expect(screen.queryByRole('link', { name: /^Sales/ })).toBeNull();
    expect(screen.queryByTestId('action-needed')).toBeNull();
  });
});

const OFFER: Offer = {
  id: 31, listingId: 77, title: 'Cartier Tank Louis', image: null, role: 'buyer', status: 'pending', currency: 'USD', amount: 950_000, counterAmount: null,
  listPrice: 1_050_000, expiresAt: '2026-11-27T10:00:00.000Z', createdAt: '2026-11-25T10:00:00.000Z', orderId: null,
};

describe('/profile/buying', () => {
  it('lists the offers made, from the offers feature, under the purchases', async () => {
    const calls = stubApi([
      ...signedIn(),
      ['GET', /^\/api\/orders$/, () => ({ status: 200, body: { orders: [], nextCursor: null } })],
      ['GET', /^\/api\/offers$/, () => ({ status: 200, body: { offers: [OFFER] } })],
    ]);
    renderAt([{ path: '/profile/buying', element: <ProfileBuyingPage /> }], '/profile/buying');
    const offers = within(screen.getByRole('region', { name: 'Offers you made' }));
    expect((await offers.findByTestId('offers-buyer')).textContent).toContain('Cartier Tank Louis');
    expect(calls.find((c) => c.path === '/api/offers')?.query.get('role')).toBe('buyer');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the purchases newest first, each opening its order, and loads older ones on request', async () => {
    const calls = stubApi([
      ...signedIn(),
      ['GET', /^\/api\/orders$/, ({ query }) => ({
        status: 200,
        body: query.get('cursor') ? { orders: [purchase(3, { status: 'completed' })], nextCursor: null } : { orders: [purchase(1, { status: 'pending_payment', dueAt: '2026-11-26T10:00:00.000Z' }), purchase(2)], nextCursor: 'c2' },
      })],
    ]);
    renderAt([{ path: '/profile/buying', element: <ProfileBuyingPage /> }], '/profile/buying');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Piece 1$1,000 · ordered Nov 20, 2026 · next step by Nov 26, 2026Awaiting payment',
      'Piece 2$2,000 · ordered Nov 20, 2026Shipped',
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/profile/orders/ord-1');
    expect(calls.find((c) => c.path === '/api/orders')?.query.get('role')).toBe('buyer');
    expect(screen.getByTestId('escrow-promise').textContent).toBe(ESCROW_PROMISE);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(calls.filter((c) => c.path === '/api/orders').at(-1)?.query.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Show older orders' })).toBeNull();
  });

  it('says so when there are no purchases yet', async () => {
    stubApi([...signedIn(), ['GET', /^\/api\/orders$/, () => ({ status: 200, body: { orders: [], nextCursor: null } })]]);
    renderAt([{ path: '/profile/buying', element: <ProfileBuyingPage /> }], '/profile/buying');
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeTruthy();
  });
});
