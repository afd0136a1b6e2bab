import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type TestApp } from '../test/helper.js';
import { Browser } from '../test/browser.js';
import { bulkMembers, liveListing, type BuyingMember } from '../test/buying.js';
import { WEBHOOK_DELIVERY_JOB } from '../modules/payments/index.js';
import type { Address, OrderDetail, PaymentMethod, ProfileSummary, SellerPayouts } from '../../shared/orders/contracts.js';

/**
 * /api/profile/summary and /api/selling/payouts through HTTP: real counts from orders, offers
 * and the wishlist, and the seller's payable from the ledger after an order completes, paid
 * with a card saved in the wallet (the processor's webhook delivered over real HTTP).
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;


beforeAll(async () => {
  t = await createListeningTestApp({ products: 5 });
  [seller, buyer] = (await bulkMembers(t, 2)) as [BuyingMember, BuyingMember];
});
afterAll(async () => {
  await t?.close();
});

const summary = async (who: BuyingMember) => (await who.browser.get<ProfileSummary>('/api/profile/summary')).body;

let seq = 0;
/** Buy now with a saved card and address; the capture's webhook delivered. */
async function paidOrder(price: number): Promise<OrderDetail> {
  seq += 1;
  const listing = await liveListing(t, seller.id, { price });
  const address = await buyer.browser.post<Address>('/api/account/addresses', { name: 'Ines Buyer', line1: '12 Rue du Bac', city: 'Paris', postalCode: '75007', country: 'FR' });
  const card = await buyer.browser.post<PaymentMethod>('/api/account/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', name: 'Ines Buyer' });
  const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `summary-${seq}-place`, addressId: address.body.id });
  expect(placed.status).toBe(201);
  const paid = await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/pay`, { method: 'card', paymentMethodId: card.body.id, idempotencyKey: `summary-${seq}-pay` });
  expect(paid.status).toBe(200);
  await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
  return placed.body;
}

describe('the profile summary', () => {
  it('counts nothing for a new member, and asks a guest to sign in', async () => {
    expect(await summary(buyer)).toEqual({ purchases: 0, sales: 0, offers: 0, wishlist: 0, actionNeeded: 0 });
    expect((await new Browser(t).get('/api/profile/summary')).status).toBe(401);
  });

  it('counts purchases and sales, open offers, saved pieces and the orders waiting for each side', async () => {
    const unpaid = await liveListing(t, seller.id, { price: 500_000 });
    expect((await buyer.browser.post('/api/orders', { listingId: unpaid.id, idempotencyKey: 'summary-unpaid-1' })).status).toBe(201);
    await paidOrder(1_000_000);
    const productId = Number((await t.database.query<{ id: string }>('select id from products order by id limit 1')).rows[0]!.id);
    expect((await buyer.browser.put(`/api/wishlist/${productId}`)).status).toBe(201);
    const offered = await liveListing(t, seller.id, { price: 900_000 });
    await t.database.query(`update listings set details = '{"price": {"type": "fixed", "price": 900000, "accept_offers": true}}'::jsonb where id = $1`, [offered.id]);
    expect((await buyer.browser.post(`/api/listings/${offered.id}/offers`, { amount: 800_000, idempotencyKey: 'summary-offer-1' })).status).toBe(201);

    // The buyer: 2 purchases, one to pay; the seller: 2 sales, one to ship; the offer is open for both.
    expect(await summary(buyer)).toEqual({ purchases: 2, sales: 0, offers: 1, wishlist: 1, actionNeeded: 1 });
    expect(await summary(seller)).toEqual({ purchases: 0, sales: 2, offers: 1, wishlist: 0, actionNeeded: 1 });
  });
});

describe('payouts', () => {
  it('shows the seller’s payable from the ledger and the released order, once the buyer confirms', async () => {
    expect((await seller.browser.get<SellerPayouts>('/api/selling/payouts')).body).toEqual({ balances: [], movements: [] });
    const order = await paidOrder(1_000_000);
    expect((await seller.browser.post(`/api/orders/${order.id}/ship`, { carrier: 'DHL Express', trackingNumber: 'JD0146-0000-1234' })).status).toBe(200);
    expect((await seller.browser.post(`/api/orders/${order.id}/deliver`)).status).toBe(200);
    const confirmed = await buyer.browser.post<OrderDetail>(`/api/orders/${order.id}/confirm`);
    expect(confirmed.body.status).toBe('completed');
    const sellerView = (await seller.browser.get<OrderDetail>(`/api/orders/${order.id}`)).body;

    const payouts = await seller.browser.get<SellerPayouts>('/api/selling/payouts');
    expect(payouts.status).toBe(200);
    expect(payouts.body.balances).toEqual([{ currency: 'USD', amount: sellerView.sellerNet }]);
    expect(payouts.body.movements).toEqual([{
      orderId: order.id, title: order.title, currency: 'USD', gross: order.total, fee: order.total - sellerView.sellerNet!, net: sellerView.sellerNet, at: expect.any(String),
    }]);
    // Nobody else's: the buyer has no payable.
    expect((await buyer.browser.get<SellerPayouts>('/api/selling/payouts')).body).toEqual({ balances: [], movements: [] });
    expect((await new Browser(t).get('/api/selling/payouts')).status).toBe(401);
  });
});
