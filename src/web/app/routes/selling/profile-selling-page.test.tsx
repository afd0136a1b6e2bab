import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerListing } from '../../../../shared/listings/selling.js';
import type { OrderSummary, SellerPayouts } from '../../../../shared/orders/contracts.js';
import { ProfileSellingPage } from './profile-selling-page.js';
import { axeViolations, listing, photo, refuse, renderAt, stubApi } from './selling-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const counts = { draft: 2, in_review: 1, changes_requested: 1, active: 1, reserved: 0, sold: 3, withdrawn: 0 };
const live = listing({ id: 1, state: 'active', price: 3_000_000, photos: [photo(1)], actions: ['change_price', 'withdraw'], passport_code: 'PT7K-9QXD-M4WR' });
const sentBack = listing({ id: 2, state: 'changes_requested', title: 'Hermès Birkin 30', review_notes: 'Please add a photo of the date stamp.', actions: ['edit', 'withdraw'] });

const SOLD: OrderSummary = {
  id: 'ord-7', status: 'awaiting_shipment', role: 'seller', listingId: 1, title: 'Rolex Daytona 116500LN', image: null,
  currency: 'USD', total: 3_075_050, createdAt: '2026-11-20T10:00:00.000Z', dueAt: '2026-11-25T10:00:00.000Z',
};
const EMPTY_PAYOUTS: SellerPayouts = { balances: [], movements: [] };

function serve(byState: Partial<Record<string, SellerListing[]>>, sales: OrderSummary[] = [], payouts: SellerPayouts = EMPTY_PAYOUTS) {
  const posts: { path: string; body: unknown }[] = [];
  const calls = stubApi([
    ['GET', /^\/api\/selling\/listings$/, ({ query }) => {
      const items = byState[query.get('state') ?? ''] ?? [];
      return { status: 200, body: { items, total: items.length, page: 1, page_size: 24, counts } };
    }],
    ['GET', /^\/api\/orders$/, () => ({ status: 200, body: { orders: sales, nextCursor: null } })],
    ['GET', /^\/api\/selling\/payouts$/, () => ({ status: 200, body: payouts })],
    ['GET', /^\/api\/selling\/payouts\/account$/, () => ({ status: 200, body: { account: null } })],
    ['GET', /^\/api\/selling\/payouts\/requests$/, () => ({ status: 200, body: { payouts: [] } })],
    ['GET', /^\/api\/offers$/, () => ({ status: 200, body: { offers: [] } })],
    ['GET', /^\/api\/selling\/stats$/, () => ({ status: 200, body: { active: 1, sold: 3, in_review: 1, drafts: 2, average_days_to_sell: 12.5 } })],
    ['POST', /^\/api\/selling\/listings\/1\/price$/, ({ path, body }) => {
      posts.push({ path, body });
      return (body as { price: number }).price > 100_000_000 ? refuse(409, 'listing_not_live', 'This listing is no longer live.') : { status: 200, body: live };
    }],
    ['POST', /^\/api\/selling\/listings\/1\/withdraw$/, ({ path }) => {
      posts.push({ path, body: null });
      return { status: 200, body: { ...live, state: 'withdrawn' } };
    }],
  ]);
  return { calls, posts };
}

describe('/profile/selling', () => {
  it('shows the listings by state as tabs with counts, and the seller’s figures', async () => {
    const api = serve({ active: [live], changes_requested: [sentBack] });
    renderAt([{ path: '/profile/selling', element: <ProfileSellingPage /> }], '/profile/selling');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your listings');
    await screen.findByTestId('listing-row');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Drafts (2)', 'In review (1)', 'Changes requested (1)', 'Live (1)', 'Reserved (0)', 'Sold (3)', 'Withdrawn (0)',
    ]);
    expect(screen.getByRole('tab', { name: 'Live (1)' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('seller-stats').textContent).toBe('Active listings1Sold3Average days to sell12.5'));
    const row = screen.getByTestId('listing-row');
    expect(within(row).getByRole('link', { name: 'Rolex Daytona 116500LN' }).getAttribute('href')).toBe('/product/rolex-daytona-116500ln');
    expect(row.textContent).toContain('$30,000 · Passport PT7K-9QXD-M4WR');
    expect(api.calls.find((c) => c.path === '/api/selling/listings')?.query.get('state')).toBe('active');

    await userEvent.click(screen.getByRole('tab', { name: 'Changes requested (1)' }));
    const sent = await screen.findByText('Please add a photo of the date stamp.');
    expect(sent.closest('li')!.textContent).toContain('Our expert asks');
    expect(screen.getByRole('link', { name: 'Edit Hermès Birkin 30' }).getAttribute('href')).toBe('/sell?draft=2');
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'Reserved (0)' }));
    expect(await screen.findByRole('heading', { name: 'No listings reserved' })).toBeTruthy();
  });

  it('changes a price through a dialog that checks the amount, and withdraws after confirming', async () => {
    const api = serve({ active: [live] });
    renderAt([{ path: '/profile/selling', element: <ProfileSellingPage /> }], '/profile/selling?state=active');
    await userEvent.click(await screen.findByRole('button', { name: 'Change the price of Rolex Daytona 116500LN' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the price' });
    const field = within(dialog).getByRole('textbox', { name: 'New price' });
    expect((field as HTMLInputElement).value).toBe('30000');
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the price' }));
    expect(within(dialog).getByText('New price must be more than 0')).toBeTruthy();
    expect(api.posts).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '28500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the price' }));
    await waitFor(() => expect(api.posts).toEqual([{ path: '/api/selling/listings/1/price', body: { price: 2_850_000 } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Rolex Daytona 116500LN' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Withdraw this listing?' })).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.posts.at(-1)).toEqual({ path: '/api/selling/listings/1/withdraw', body: null }));
  });

  it('lists the sales as orders and the payouts: the payable balance and each completed sale’s gross, fee and net', async () => {
    const api = serve({ active: [live] }, [SOLD], {
      balances: [{ amount: 2_700_000, currency: 'USD' }],
      movements: [{ orderId: 'ord-3', title: 'Cartier Tank Louis', currency: 'USD', gross: 3_000_000, fee: 300_000, net: 2_700_000, at: '2026-11-24T10:00:00.000Z' }],
    });
    renderAt([{ path: '/profile/selling', element: <ProfileSellingPage /> }], '/profile/selling');
    const sales = within(await screen.findByRole('region', { name: 'Sales' }));
    const row = await sales.findByTestId('order-row');
    expect(within(row).getByRole('link', { name: 'Rolex Daytona 116500LN' }).getAttribute('href')).toBe('/profile/orders/ord-7');
    expect(row.textContent).toContain('Awaiting shipment');
    expect(api.calls.find((c) => c.path === '/api/orders')?.query.get('role')).toBe('seller');
    const payouts = within(screen.getByRole('region', { name: 'Payouts' }));
    expect((await payouts.findByTestId('payout-balances')).textContent).toBe('Payable to you$27,000');
    expect(payouts.getByRole('row', { name: /Cartier Tank Louis/ }).textContent).toBe('Cartier Tank LouisNov 24, 2026$30,000−$3,000$27,000');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when nothing is sold and nothing is payable', async () => {
    serve({ active: [live] });
    renderAt([{ path: '/profile/selling', element: <ProfileSellingPage /> }], '/profile/selling');
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No payouts yet' })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Offers received' })).findByRole('heading', { name: 'No offers received yet' })).toBeTruthy();
    expect(screen.getByTestId('payout-balances').textContent).toBe('Payable to you$0');
  });
});
