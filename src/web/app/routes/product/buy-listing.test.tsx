import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductListing } from '../../../../shared/catalog/contracts.js';
import { JUST_SOLD_MESSAGE } from '../../../../shared/orders/contracts.js';
import { ME } from '../../../features/messaging/messaging-test-kit.js';
import { axeViolations, order, refuse, renderAt, signedIn, stubApi, type Handler } from '../orders/orders-test-kit.js';
import { BuyListing } from './buy-listing.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LISTING: ProductListing = {
  id: 501, product_id: 12, price: 3_000_000, currency: 'USD', status: 'active', condition: 'Excellent', created_at: '2026-10-01T00:00:00.000Z',
  seller: { id: 'member-1', name: 'Camille D.', handle: 'camille-d', member_since: '2024-03-01T00:00:00.000Z', verified: true, active_listings: 4 },
};

function serve(create: Handler, me = ME) {
  return stubApi([
    ...signedIn(me),
    ['POST', /^\/api\/orders$/, create],
  ]);
}

const at = (listing: ProductListing) =>
  renderAt([{ path: '/product/:slug', element: <><h1>Daytona</h1><BuyListing listing={listing} productName="Rolex Daytona 116500LN" /></> }], '/product/rolex-daytona');
const button = () => screen.findByRole('button', { name: 'Buy now: Rolex Daytona 116500LN for $30,000' });

describe('Buy now on the product page', () => {
  it('reserves the listing and opens its order, which is the checkout', async () => {
    const calls = serve(() => ({ status: 201, body: order() }));
    at(LISTING);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(await button());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile/orders/ord-1'));
    const create = calls.filter((c) => c.method === 'POST');
    expect(create).toHaveLength(1);
    expect(create[0]!.body).toEqual({ listingId: 501, idempotencyKey: expect.stringMatching(/^.{16,}$/) as unknown });
  });

  it('says the piece has just been sold when another buyer was first, and asks again under the same key after a failure', async () => {
    let n = 0;
    const calls = serve(() => {
      n += 1;
      return n === 1 ? { status: 503, body: { error: { code: 'unavailable', message: 'Please try again in a moment.' } } } : refuse(409, 'listing_sold', 'Sold.');
    });
    at(LISTING);
    await userEvent.click(await button());
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again in a moment.');
    await userEvent.click(await button());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(JUST_SOLD_MESSAGE));
    expect(((await button()) as HTMLButtonElement).disabled).toBe(true);
    const keys = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByTestId('where').textContent).toBe('/product/rolex-daytona');
  });

  it('is not offered on the member’s own listing', async () => {
    serve(() => ({ status: 201, body: order() }), { ...ME, id: 'member-1' });
    at(LISTING);
    expect(await screen.findByText('Your listing')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
