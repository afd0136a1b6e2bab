import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type TestApp } from '../../test/helper.js';
import { bulkMembers, liveListing, testWallet, type BuyingMember } from '../../test/buying.js';
import type { CheckoutQuote, OrderDetail } from '../../../shared/orders/contracts.js';
import { orderAmounts } from '../../../shared/orders/checkout.js';
import { WEBHOOK_DELIVERY_JOB } from '../payments/index.js';

/**
 * The checkout quote, the order lists, and issue 13's "Bad input" on orders: a clear 4xx
 * with a stable code, the ledger unchanged, never a 500.
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let stranger: BuyingMember;
const kit = testWallet();
type Err = { error: { code: string; message: string } };


beforeAll(async () => {
  t = await createListeningTestApp({ products: 12, deps: { wallet: kit.wallet } });
  const [a, b, c] = await bulkMembers(t, 3);
  seller = a!;
  buyer = b!;
  stranger = c!;
});
// Every order moves its listing: the catalogue's subscribers finish before the test's writes are undone.
afterEach(async () => {
  await t.app.events.drain();
});
afterAll(async () => {
  await t?.close();
});

const far = new Date().getUTCFullYear() + 3;
const cardOf = async (who: BuyingMember, number = '4242 4242 4242 4242') =>
  kit.addCard(who.id, (await t.app.payments.card.tokenize({ number, expMonth: 12, expYear: far, cvc: '123' })).token);
/** Every ledger row, to compare before and after a refusal. */
const ledgerState = async () => (await t.database.query(`select (select count(*) from ledger_transfers) as transfers, (select coalesce(sum(balance), 0)::text from ledger_accounts where kind = 'escrow') as escrow`)).rows[0];

let seq = 0;
async function placed(addressed = true) {
  const listing = await liveListing(t, seller.id);
  seq += 1;
  const res = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `routes-${seq}-place`, ...(addressed ? { addressId: kit.addAddress(buyer.id) } : {}) });
  expect(res.status).toBe(201);
  return res.body;
}

describe('the checkout quote', () => {
  it('gives price, shipping, protection, total and the inspection window, with the total in the buyer\'s currency', async () => {
    await t.database.query(`insert into currency_rates (code, per_usd, updated_at) values ('EUR', 0.9, now()) on conflict (code) do update set per_usd = 0.9`);
    const listing = await liveListing(t, seller.id, { price: 2_000_000 });
    const amounts = orderAmounts(2_000_000, listing.category);
    const res = await buyer.browser.get<CheckoutQuote>(`/api/checkout/quote?listingId=${listing.id}&currency=EUR`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      listingId: listing.id, currency: 'USD', price: 2_000_000, shipping: amounts.shipping, buyerProtectionFee: amounts.buyerProtectionFee, total: amounts.total,
      display: { currency: 'EUR', rate: 0.9, total: Math.round(amounts.total * 0.9) }, inspectionDays: amounts.inspectionDays, available: true,
    });
    const same = await buyer.browser.get<CheckoutQuote>(`/api/checkout/quote?listingId=${listing.id}&currency=USD`);
    expect(same.body.display).toBeNull();
    await buyer.browser.post('/api/orders', { listingId: listing.id, idempotencyKey: 'quote-then-buy' });
    expect((await stranger.browser.get<CheckoutQuote>(`/api/checkout/quote?listingId=${listing.id}`)).body.available).toBe(false);
  });

  it('refuses a bad query and an unknown listing', async () => {
    for (const [q, status] of [['listingId=abc', 400], ['listingId=1&currency=euro', 400], ['', 400], ['listingId=987654321', 404]] as const) {
      expect((await buyer.browser.get(`/api/checkout/quote?${q}`)).status, q).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/quote?listingId=1' })).statusCode).toBe(401);
  });
});

describe('order lists', () => {
  it('lists a member\'s purchases and sales newest first, a page at a time', async () => {
    const [me, them] = await bulkMembers(t, 2);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const listing = await liveListing(t, them!.id);
      ids.push((await me!.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `list-${i}-key` })).body.id);
    }
    const first = await me!.browser.get<{ orders: { id: string; role: string }[]; nextCursor: string | null }>('/api/orders?role=buyer');
    expect(first.body.orders).toHaveLength(20);
    expect(first.body.orders[0]!.id).toBe(ids[21]);
    const second = await me!.browser.get<{ orders: { id: string }[]; nextCursor: string | null }>(`/api/orders?role=buyer&cursor=${first.body.nextCursor}`);
    expect(second.body.orders.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.nextCursor).toBeNull();
    const sales = await them!.browser.get<{ orders: { role: string }[] }>('/api/orders?role=seller');
    expect(sales.body.orders).toHaveLength(20);
    expect(sales.body.orders.every((o) => o.role === 'seller')).toBe(true);
    expect((await me!.browser.get<Err>('/api/orders?role=seller')).body).toEqual({ orders: [], nextCursor: null });
    for (const q of ['role=admin', 'cursor=bm9wZQ']) {
      const bad = await me!.browser.get<Err>(`/api/orders?${q}`);
      expect(bad.status, q).toBe(400);
    }
  });
});

describe('bad input (issue 13): a clear 4xx, the ledger unchanged, never a 500', () => {
  it('paying another member\'s order is a 404', async () => {
    const order = await placed();
    const before = await ledgerState();
    const res = await stranger.browser.post<Err>(`/api/orders/${order.id}/pay`, { method: 'card', paymentMethodId: await cardOf(stranger), idempotencyKey: 'not-mine-pay' });
    expect([res.status, res.body.error.code]).toEqual([404, 'order_not_found']);
    const bySeller = await seller.browser.post<Err>(`/api/orders/${order.id}/pay`, { method: 'bank_transfer', idempotencyKey: 'seller-pays-1' });
    expect(bySeller.status).toBe(404);
    expect(await ledgerState()).toEqual(before);
  });

  it('paying twice, with the same key or a new one, is a 409 once paid; the escrow holds one payment', async () => {
    const order = await placed();
    const card = await cardOf(buyer);
    await buyer.browser.post(`/api/orders/${order.id}/pay`, { method: 'card', paymentMethodId: card, idempotencyKey: 'pay-twice-1' });
    const inFlight = await buyer.browser.post<Err>(`/api/orders/${order.id}/pay`, { method: 'card', paymentMethodId: card, idempotencyKey: 'pay-twice-2' });
    expect([inFlight.status, inFlight.body.error.code]).toEqual([409, 'payment_in_progress']);
    await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
    const before = await ledgerState();
    for (const key of ['pay-twice-1', 'pay-twice-3']) {
      const again = await buyer.browser.post<Err>(`/api/orders/${order.id}/pay`, { method: 'card', paymentMethodId: card, idempotencyKey: key });
      expect([again.status, again.body.error.code], key).toEqual([409, 'already_paid']);
      const transfer = await buyer.browser.post<Err>(`/api/orders/${order.id}/pay`, { method: 'bank_transfer', idempotencyKey: key });
      expect(transfer.status).toBe(409);
    }
    expect(await ledgerState()).toEqual(before);
  });

  it('refuses a declined card, an unknown card, a missing address and malformed bodies', async () => {
    const order = await placed(false);
    const before = await ledgerState();
    const cases: [unknown, number, string][] = [
      [{ method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: 'no-address-1' }, 422, 'address_required'],
      [{ method: 'card', paymentMethodId: await cardOf(stranger), idempotencyKey: 'their-card-1', addressId: kit.addAddress(buyer.id) }, 404, 'payment_method_not_found'],
      [{ method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: 'their-addr-1', addressId: kit.addAddress(stranger.id) }, 404, 'address_not_found'],
      [{ method: 'cash', idempotencyKey: 'cash-please-1' }, 400, 'invalid_request'],
      [{ method: 'card', idempotencyKey: 'no-card-id-1' }, 400, 'invalid_request'],
      [{ method: 'card', paymentMethodId: 1e20, idempotencyKey: 'huge-card-id' }, 400, 'invalid_request'],
      [{ method: 'bank_transfer', idempotencyKey: 'x' }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const res = await buyer.browser.post<Err>(`/api/orders/${order.id}/pay`, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const declined = await buyer.browser.post<OrderDetail>(`/api/orders/${order.id}/pay`, {
      method: 'card', paymentMethodId: await cardOf(buyer, '4000 0000 0000 0002'), idempotencyKey: 'declined-1', addressId: kit.addAddress(buyer.id),
    });
    expect(declined.body).toMatchObject({ status: 'pending_payment', payment: { status: 'failed', failure: { code: 'card_declined', message: 'Your card was declined.' } }, actions: ['pay', 'cancel', 'message'] });
    const { rows: told } = await t.database.query<{ type: string }>(`select type from notifications where user_id = $1 and metadata->>'orderId' = $2`, [buyer.id, order.id]);
    expect(told).toEqual([{ type: 'payment_failed' }]);
    expect(await ledgerState()).toEqual(before);
  });

  it('refuses shipping an order one is not the seller of, and a bad tracking number', async () => {
    const order = await placed();
    await buyer.browser.post(`/api/orders/${order.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: 'ship-bad-pay' });
    await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
    const ship = { carrier: 'DHL', trackingNumber: 'JD0146000012' };
    const byBuyer = await buyer.browser.post<Err>(`/api/orders/${order.id}/ship`, ship);
    expect([byBuyer.status, byBuyer.body.error.code]).toEqual([403, 'not_the_seller']);
    const byStranger = await stranger.browser.post<Err>(`/api/orders/${order.id}/ship`, ship);
    expect([byStranger.status, byStranger.body.error.code]).toEqual([404, 'order_not_found']);
    for (const body of [{ carrier: 'DHL', trackingNumber: 'abc' }, { carrier: '<b>DHL</b>', trackingNumber: 'JD0146000012' }, {}]) {
      expect((await seller.browser.post(`/api/orders/${order.id}/ship`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const early = await buyer.browser.post<Err>(`/api/orders/${order.id}/confirm`);
    expect([early.status, early.body.error.code]).toEqual([409, 'not_confirmable']);
    const earlyDispute = await buyer.browser.post<Err>(`/api/orders/${order.id}/dispute`, { reason: 'It never arrived at my door.' });
    expect([earlyDispute.status, earlyDispute.body.error.code]).toEqual([409, 'not_disputable']);
    const shortReason = await buyer.browser.post<Err>(`/api/orders/${order.id}/dispute`, { reason: 'bad' });
    expect(shortReason.status).toBe(400);
    const deliverEarly = await seller.browser.post<Err>(`/api/orders/${order.id}/deliver`);
    expect([deliverEarly.status, deliverEarly.body.error.code]).toEqual([409, 'not_deliverable']);
  });

  it('answers an unknown order 404 on every route, and a guest 401', async () => {
    for (const action of ['pay', 'cancel', 'ship', 'deliver', 'confirm', 'dispute']) {
      const body = action === 'pay' ? { method: 'bank_transfer', idempotencyKey: 'unknown-order' } : action === 'ship' ? { carrier: 'DHL', trackingNumber: 'JD0146000012' } : action === 'dispute' ? { reason: 'Not as described at all.' } : {};
      const res = await buyer.browser.post<Err>(`/api/orders/ord_00000000000000000000/${action}`, body);
      expect([res.status, res.body.error.code], action).toEqual([404, 'order_not_found']);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: { listingId: 1, idempotencyKey: 'guest-buys-1' } })).statusCode).toBe(401);
  });
});
