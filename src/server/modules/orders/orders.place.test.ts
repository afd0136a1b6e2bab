import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { bulkMembers, liveListing, testWallet, type BuyingMember } from '../../test/buying.js';
import { JUST_SOLD_MESSAGE, type OrderDetail } from '../../../shared/orders/contracts.js';
import { orderAmounts } from '../../../shared/orders/checkout.js';

/**
 * Buy now (issue 13): the piece is reserved with the order, exactly once whatever the race;
 * PGlite, or PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
const kit = testWallet();
type Err = { error: { code: string; message: string } };

beforeAll(async () => {
  t = await createTestApp({ products: 12, deps: { wallet: kit.wallet } });
  const [a, b] = await bulkMembers(t, 2);
  seller = a!;
  buyer = b!;
});
// Every order moves its listing: the catalogue's subscribers finish before the test's writes are undone.
afterEach(async () => {
  await t.app.events.drain();
});
afterAll(async () => {
  await t?.close();
});

const listingStatus = async (id: number) => (await t.database.query<{ status: string }>('select status from listings where id = $1', [id])).rows[0]!.status;
const orderCount = async (listingId: number) => Number((await t.database.query<{ n: string }>('select count(*)::text as n from orders where listing_id = $1', [listingId])).rows[0]!.n);

describe('buy now', () => {
  it('reserves the piece and opens the order at the listed price, with shipping, protection and the inspection window', async () => {
    const listing = await liveListing(t, seller.id, { price: 1_250_000 });
    const res = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'buy-now-0001' });
    expect(res.status).toBe(201);
    const amounts = orderAmounts(1_250_000, listing.category);
    expect(res.body).toMatchObject({
      status: 'pending_payment', role: 'buyer', listingId: listing.id, currency: 'USD', price: 1_250_000, shipping: amounts.shipping,
      buyerProtectionFee: amounts.buyerProtectionFee, total: amounts.total, sellerFee: null, sellerNet: null, inspectionDays: amounts.inspectionDays,
      payment: null, actions: ['pay', 'cancel', 'message'], counterpart: { id: seller.id },
    });
    expect(res.body.timeline).toEqual([expect.objectContaining({ status: 'pending_payment' })]);
    expect(new Date(res.body.dueAt!).getTime() - new Date(res.body.createdAt).getTime()).toBe(30 * 60_000);
    expect(await listingStatus(listing.id)).toBe('reserved');
    const { rows: [job] } = await t.database.query<{ kind: string }>(`select kind from jobs where payload->>'orderId' = $1`, [res.body.id]);
    expect(job).toEqual({ kind: 'orders.lapse-unpaid' });
    // The seller sees the same order from their side, with their fee and net.
    const mine = await seller.browser.get<OrderDetail>(`/api/orders/${res.body.id}`);
    expect(mine.body).toMatchObject({ role: 'seller', sellerFee: amounts.sellerFee, sellerNet: amounts.sellerNet, actions: ['message'] });
  });

  it('answers the same order for the same key, and another member 404', async () => {
    const listing = await liveListing(t, seller.id);
    const first = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'buy-now-again' });
    const again = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'buy-now-again' });
    expect(again.body.id).toBe(first.body.id);
    expect(await orderCount(listing.id)).toBe(1);
    const elsewhere = await liveListing(t, seller.id);
    const reused = await buyer.browser.post<Err>('/api/orders', { listingId: elsewhere.id, idempotencyKey: 'buy-now-again' });
    expect([reused.status, reused.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    expect(await listingStatus(elsewhere.id)).toBe('active');
    const [stranger] = await bulkMembers(t, 1);
    const peek = await stranger!.browser.get<Err>(`/api/orders/${first.body.id}`);
    expect(peek.status).toBe(404);
    expect(peek.body.error.code).toBe('order_not_found');
  });

  it('is read by an admin through the same route (the link from /admin/payments): no actions, the seller’s fee and net; admins only', async () => {
    const listing = await liveListing(t, seller.id, { price: 1_250_000 });
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'buy-now-admin-read' });
    const amounts = orderAmounts(1_250_000, listing.category);
    const [admin] = await bulkMembers(t, 1, 'admin');
    const read = await admin!.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: placed.body.id, role: 'admin', status: 'pending_payment', total: amounts.total, sellerFee: amounts.sellerFee, sellerNet: amounts.sellerNet,
      actions: [], counterpart: { id: seller.id },
    });
    // Reading is all: the buyer's and seller's steps stay theirs.
    expect((await admin!.browser.post<Err>(`/api/orders/${placed.body.id}/cancel`)).status).toBe(404);
    expect((await admin!.browser.get<Err>('/api/orders/ord_does_not_exist')).body.error.code).toBe('order_not_found');
    // The buyer still reads it as the buyer, and a member who is neither still gets 404.
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body).toMatchObject({ role: 'buyer', sellerNet: null, actions: ['pay', 'cancel', 'message'] });
    const [stranger] = await bulkMembers(t, 1);
    expect((await stranger!.browser.get<Err>(`/api/orders/${placed.body.id}`)).status).toBe(404);
  });

  it('keeps a key to one attempt: after that order was cancelled the key answers it again, a new key buys the piece anew', async () => {
    const listing = await liveListing(t, seller.id);
    const first = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'attempt-one-key' });
    const cancelled = await buyer.browser.post<OrderDetail>(`/api/orders/${first.body.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await listingStatus(listing.id)).toBe('active');
    // A late retry of the first request: the first attempt's order, as it now is; the piece stays live.
    const retry = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'attempt-one-key' });
    expect([retry.status, retry.body.id, retry.body.status]).toEqual([201, first.body.id, 'cancelled']);
    expect(await listingStatus(listing.id)).toBe('active');
    expect(await orderCount(listing.id)).toBe(1);
    // The same key for another piece is still refused, and leaves that piece live.
    const elsewhere = await liveListing(t, seller.id);
    const reused = await buyer.browser.post<Err>('/api/orders', { listingId: elsewhere.id, idempotencyKey: 'attempt-one-key' });
    expect([reused.status, reused.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    expect(await listingStatus(elsewhere.id)).toBe('active');
    // Buying again is a new attempt with a new key.
    const again = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'attempt-two-key' });
    expect([again.status, again.body.status]).toEqual([201, 'pending_payment']);
    expect(again.body.id).not.toBe(first.body.id);
    expect(await orderCount(listing.id)).toBe(2);
  });

  it('refuses what cannot be bought, with a clear 4xx', async () => {
    const own = await liveListing(t, buyer.id);
    const auction = await liveListing(t, seller.id, { saleType: 'auction' });
    const cases: [unknown, number, string][] = [
      [{ listingId: own.id, idempotencyKey: 'own-listing-1' }, 422, 'own_listing'],
      [{ listingId: auction.id, idempotencyKey: 'auction-lot-1' }, 409, 'not_for_sale'],
      [{ listingId: 999_999_999, idempotencyKey: 'no-listing-1' }, 404, 'listing_not_found'],
      [{ listingId: -5, idempotencyKey: 'negative-id-1' }, 400, 'invalid_request'],
      [{ listingId: own.id, idempotencyKey: 'short' }, 400, 'invalid_request'],
      [{ listingId: 'x', idempotencyKey: 'not-a-number' }, 400, 'invalid_request'],
      [{ listingId: own.id, idempotencyKey: 'address-1', addressId: 424242 }, 422, 'own_listing'],
    ];
    for (const [body, status, code] of cases) {
      const res = await buyer.browser.post<Err>('/api/orders', body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const other = await liveListing(t, seller.id);
    const missingAddress = await buyer.browser.post<Err>('/api/orders', { listingId: other.id, idempotencyKey: 'address-2', addressId: 424242 });
    expect([missingAddress.status, missingAddress.body.error.code]).toEqual([404, 'address_not_found']);
    expect(await listingStatus(other.id)).toBe('active');
    expect(await orderCount(other.id)).toBe(0);
  });

  it('makes exactly one order of 100 buyers racing for the last unit; the others read that it has just been sold', async () => {
    const listing = await liveListing(t, seller.id);
    const racers = await bulkMembers(t, 100);
    const answers = await Promise.all(racers.map((r, i) => r.browser.post<OrderDetail | Err>('/api/orders', { listingId: listing.id, idempotencyKey: `race-${i}-key` })));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(99);
    for (const l of lost) expect([l.status, (l.body as Err).error]).toEqual([409, { code: 'listing_sold', message: JUST_SOLD_MESSAGE }]);
    expect(await orderCount(listing.id)).toBe(1);
    expect(await listingStatus(listing.id)).toBe('reserved');
  }, 60_000);

  it('answers a buyer who sends the same buy-now five times at once with one order, and refuses the buyers racing them', async () => {
    const listing = await liveListing(t, seller.id);
    const [other] = await bulkMembers(t, 1);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => buyer.browser.post<OrderDetail | Err>('/api/orders', { listingId: listing.id, idempotencyKey: 'five-clicks-1' })),
      other!.browser.post<OrderDetail | Err>('/api/orders', { listingId: listing.id, idempotencyKey: 'five-clicks-other' }),
    ]);
    const mine = answers.slice(0, 5);
    const theirs = answers[5]!;
    if (theirs.status === 201) {
      // The other buyer was first: each of the five reads that the piece has just been sold.
      for (const a of mine) expect([a.status, (a.body as Err).error?.code]).toEqual([409, 'listing_sold']);
    } else {
      expect([theirs.status, (theirs.body as Err).error.code]).toEqual([409, 'listing_sold']);
      expect(new Set(mine.map((a) => a.status))).toEqual(new Set([201]));
      expect(new Set(mine.map((a) => (a.body as OrderDetail).id)).size).toBe(1);
    }
    expect(await orderCount(listing.id)).toBe(1);
  }, 60_000);

  it('lets a racer buy the piece when the attempt it waited for fails (an address that is not the buyer\'s)', async () => {
    for (let round = 0; round < 3; round++) {
      const listing = await liveListing(t, seller.id);
      const [other] = await bulkMembers(t, 1);
      const [failing, buying] = await Promise.all([
        buyer.browser.post<Err>('/api/orders', { listingId: listing.id, idempotencyKey: `bad-address-${round}`, addressId: 424242 }),
        other!.browser.post<OrderDetail | Err>('/api/orders', { listingId: listing.id, idempotencyKey: `after-bad-${round}` }),
      ]);
      expect(buying.status).toBe(201);
      // Before the other buyer's order: no such address; after it: the piece is sold.
      expect([[404, 'address_not_found'], [409, 'listing_sold']]).toContainEqual([failing.status, failing.body.error.code]);
      expect(await orderCount(listing.id)).toBe(1);
    }
  }, 60_000);

  it('takes a price from an accepted offer or a won lot through the service, in the caller\'s transaction', async () => {
    const listing = await liveListing(t, seller.id, { saleType: 'auction' });
    const order = await t.app.orders.service.placeOrder({ buyerId: buyer.id, listingId: listing.id, price: 880_000, source: 'auction', sourceRef: 'auction:7', idempotencyKey: 'auction-7-win' });
    expect(order).toMatchObject({ price: 880_000, source: 'auction', sourceRef: 'auction:7', status: 'pending_payment' });
    await expect(t.app.orders.service.placeOrder({ buyerId: buyer.id, listingId: listing.id, price: 0, source: 'offer', idempotencyKey: 'offer-zero-1' }))
      .rejects.toMatchObject({ status: 400, code: 'invalid_price' });
  });
});
