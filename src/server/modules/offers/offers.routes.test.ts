import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, mailsTo, verifiedMember } from '../../test/browser.js';
import type { Offer, OfferList } from '../../../shared/orders/contracts.js';
import { OFFER_EXPIRE_JOB } from './index.js';

/**
 * Offers through HTTP (PGlite, or PostgreSQL with DATABASE_URL): made, countered, declined,
 * withdrawn, expired by their job, declined at once below the floor; each move tells the
 * other side (a notification and a mail); every bad input of issue 13 is a clear 4xx.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let seller: Member;
let buyer: Member;
let other: Member;
let registered: Member;
let productId: number;
type Err = { error: { code: string; message: string } };

async function member(type: 'verified_member' | 'registered'): Promise<Member> {
  const m = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = $2 where id = $1`, [m.userId, type]);
  return m;
}

/** A live listing of the seller's, written directly (selling's own tests go through review). */
async function listing(over: { price?: number; acceptOffers?: boolean; floor?: number | null; status?: string; saleType?: 'fixed' | 'auction'; sellerId?: string } = {}): Promise<number> {
  const price = over.price ?? 1_000_000;
  const details = over.saleType === 'auction'
    ? { price: { type: 'auction', start_price: price, duration_days: 7 } }
    : { price: { type: 'fixed', price, accept_offers: over.acceptOffers ?? true, floor: over.floor === undefined ? 600_000 : over.floor } };
  const { rows } = await t.database.query<{ id: string }>(
    `insert into listings (product_id, seller_id, price, currency, status, condition, sale_type, details) values ($1, $2, $3, 'USD', $4, 'Excellent', $5, $6::jsonb) returning id`,
    [productId, over.sellerId ?? seller.userId, price, over.status ?? 'active', over.saleType ?? 'fixed', JSON.stringify(details)],
  );
  return Number(rows[0]!.id);
}

const key = () => `offer-${randomBytes(6).toString('hex')}`;
const offer = (b: Browser, listingId: number, amount: unknown, idempotencyKey = key()) =>
  b.post<Offer & Err>(`/api/listings/${listingId}/offers`, { amount, idempotencyKey });
const notices = async (userId: string) =>
  (await t.database.query<{ type: string; message: string }>(`select type, message from notifications where user_id = $1 and family = 'offers' order by created_at, id`, [userId])).rows;

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  productId = Number((await t.database.query<{ id: string }>('select id from products order by id limit 1')).rows[0]!.id);
  seller = await member('verified_member');
  buyer = await member('verified_member');
  other = await member('verified_member');
  registered = await member('registered');
});
afterAll(async () => {
  await t?.close();
});

describe('making an offer', () => {
  it('offers below the price: pending for 48 hours, the seller told in the app and by mail, listed on both sides', async () => {
    const id = await listing();
    const before = Date.now();
    const res = await offer(buyer.browser, id, 800_000);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      listingId: id, role: 'buyer', status: 'pending', currency: 'USD', amount: 800_000, counterAmount: null, listPrice: 1_000_000, orderId: null,
    });
    expect(res.body.title).not.toBe('');
    const expires = Date.parse(res.body.expiresAt) - before;
    expect(expires).toBeGreaterThan(48 * 3600_000 - 5_000);
    expect(expires).toBeLessThan(48 * 3600_000 + 5_000);

    expect(await notices(seller.userId)).toEqual([expect.objectContaining({ type: 'offer_received', message: expect.stringContaining('You received an offer of $8,000 for') })]);
    const [mail] = await mailsTo(t, seller.email);
    expect(mail).toMatchObject({ subject: 'New offer' });
    expect(mail!.text).toContain('You received an offer of $8,000');

    const mine = await buyer.browser.get<OfferList>('/api/offers?role=buyer');
    expect(mine.body.offers).toEqual([res.body]);
    const theirs = await seller.browser.get<OfferList>('/api/offers?role=seller');
    expect(theirs.body.offers).toEqual([{ ...res.body, role: 'seller' }]);
    expect((await other.browser.get<OfferList>('/api/offers?role=seller')).body.offers).toEqual([]);
    expect((await seller.browser.get<OfferList>('/api/offers')).body.offers).toEqual([]);
    const job = await t.database.query<{ run_at: Date }>(`select run_at from jobs where kind = $1 and payload->>'offerId' = $2`, [OFFER_EXPIRE_JOB, String(res.body.id)]);
    expect(job.rows.map((r) => new Date(r.run_at).toISOString())).toEqual([res.body.expiresAt]);
  });

  it('the product page says which listings take offers, and their floor', async () => {
    await t.database.query(`update listings set status = 'withdrawn' where product_id = $1 and status = 'active'`, [productId]);
    const takes = await listing({ price: 900_000, floor: 500_000 });
    const without = await listing({ price: 950_000, acceptOffers: false });
    const page = await buyer.browser.get<{ listings: { id: number; accepts_offers?: boolean; offer_floor?: number | null }[] }>(`/api/catalog/products/${productId}`);
    expect(page.status).toBe(200);
    expect(page.body.listings.map((l) => [l.id, l.accepts_offers, l.offer_floor])).toEqual([[takes, true, 500_000], [without, false, null]]);
  });

  it('answers the same offer again for the same key, and refuses a second open offer on the piece', async () => {
    const id = await listing();
    const k = key();
    const first = await offer(buyer.browser, id, 700_000, k);
    const again = await offer(buyer.browser, id, 700_000, k);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const reused = await offer(buyer.browser, id, 710_000, k);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    const second = await offer(buyer.browser, id, 720_000);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'offer_already_open', message: 'You already have an open offer of $7,000 on this piece. Withdraw it to make another.' });
    // Another buyer may offer on the same piece.
    expect((await offer(other.browser, id, 720_000)).status).toBe(201);
  });

  it('declines an offer below the seller’s floor at once: the buyer is told, the seller is not bothered', async () => {
    const id = await listing({ floor: 600_000 });
    const res = await offer(buyer.browser, id, 599_999);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('declined');
    expect(await notices(seller.userId)).toEqual([]);
    expect(await notices(buyer.userId)).toEqual([expect.objectContaining({ type: 'offer_declined' })]);
    // Declined is no open offer: the buyer may offer again, at the floor.
    const atFloor = await offer(buyer.browser, id, 600_000);
    expect(atFloor.body.status).toBe('pending');
  });

  it.each([0, -5, 1e20, 1.5, '800000', null])('refuses an amount of %s with a 400', async (amount) => {
    const id = await listing();
    const res = await offer(buyer.browser, id, amount);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain('amount');
    expect((await t.database.query('select 1 from offers')).rows).toEqual([]);
  });

  it('refuses offers on one’s own listing, at or above the price, without offers, at auction, gone or unknown', async () => {
    const own = await offer(seller.browser, await listing(), 800_000);
    expect(own.status).toBe(422);
    expect(own.body.error).toEqual({ code: 'own_listing', message: 'You cannot make an offer on your own listing.' });
    const above = await offer(buyer.browser, await listing(), 1_000_000);
    expect(above.status).toBe(422);
    expect(above.body.error).toEqual({ code: 'offer_not_below_price', message: 'An offer is below the asking price of $10,000; you can buy the piece at that price instead.' });
    const closed = await offer(buyer.browser, await listing({ acceptOffers: false }), 800_000);
    expect(closed.status).toBe(422);
    expect(closed.body.error.code).toBe('offers_not_accepted');
    expect((await offer(buyer.browser, await listing({ saleType: 'auction' }), 800_000)).body.error.code).toBe('offers_not_accepted');
    const sold = await offer(buyer.browser, await listing({ status: 'sold' }), 800_000);
    expect(sold.status).toBe(409);
    expect(sold.body.error.code).toBe('listing_not_available');
    expect((await offer(buyer.browser, await listing({ status: 'withdrawn' }), 800_000)).status).toBe(404);
    const unknown = await offer(buyer.browser, 987_654_321, 800_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('listing_not_found');
    for (const bad of ['0', '-1', '1e5', 'abc']) expect((await offer(buyer.browser, bad as unknown as number, 800_000)).status, bad).toBe(400);
    expect((await t.database.query('select 1 from offers')).rows).toEqual([]);
  });

  it('is for club members: a guest signs in, a registered account is shown the club', async () => {
    const id = await listing();
    expect((await offer(new Browser(t), id, 800_000)).status).toBe(401);
    const reg = await offer(registered.browser, id, 800_000);
    expect(reg.status).toBe(403);
    expect(reg.body.error.code).toBe('membership_required');
  });
});

describe('accepting', () => {
  it('the seller accepts: an order at the offer’s price, the listing reserved, the other open offers declined, everyone told', async () => {
    const id = await listing();
    const mine = await offer(buyer.browser, id, 800_000);
    const theirs = await offer(other.browser, id, 750_000);
    const accepted = await seller.browser.post<Offer>(`/api/offers/${mine.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', role: 'seller', orderId: expect.any(String) });
    const { rows } = await t.database.query<{ buyer_id: string; price: string; status: string; source: string; source_ref: string }>(
      'select buyer_id, price::text, status, source, source_ref from orders where id = $1', [accepted.body.orderId],
    );
    expect(rows).toEqual([{ buyer_id: buyer.userId, price: '800000', status: 'pending_payment', source: 'offer', source_ref: String(mine.body.id) }]);
    expect((await t.database.query('select status from listings where id = $1', [id])).rows).toEqual([{ status: 'reserved' }]);
    expect((await other.browser.get<OfferList>('/api/offers')).body.offers[0]).toMatchObject({ id: theirs.body.id, status: 'declined' });
    expect((await notices(buyer.userId)).map((n) => n.type)).toEqual(['offer_accepted']);
    expect((await notices(other.userId)).map((n) => n.type)).toEqual(['offer_declined']);
    // The buyer sees the order from their side.
    expect((await buyer.browser.get<{ id: string; total: number }>(`/api/orders/${accepted.body.orderId}`)).status).toBe(200);
    const again = await seller.browser.post<Err>(`/api/offers/${mine.body.id}/accept`);
    expect(again.status).toBe(409);
  });

  it('the buyer accepts a counter: an order at the counter’s price; the seller is told', async () => {
    const id = await listing();
    const made = await offer(buyer.browser, id, 700_000);
    await seller.browser.post(`/api/offers/${made.body.id}/counter`, { amount: 900_000 });
    const accepted = await buyer.browser.post<Offer>(`/api/offers/${made.body.id}/accept`);
    expect(accepted.body).toMatchObject({ status: 'accepted', role: 'buyer', counterAmount: 900_000 });
    const { rows } = await t.database.query<{ price: string }>('select price::text from orders where id = $1', [accepted.body.orderId]);
    expect(rows).toEqual([{ price: '900000' }]);
    expect((await notices(seller.userId)).map((n) => n.type)).toEqual(['offer_received', 'offer_counter_accepted']);
  });

  it('an offer on a piece sold meanwhile cannot be accepted: 409, nothing changes', async () => {
    const id = await listing();
    const made = await offer(buyer.browser, id, 700_000);
    await t.database.query(`update listings set status = 'reserved' where id = $1`, [id]);
    const res = await seller.browser.post<Err>(`/api/offers/${made.body.id}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('listing_sold');
    expect((await buyer.browser.get<OfferList>('/api/offers')).body.offers[0]).toMatchObject({ status: 'pending', orderId: null });
    expect((await t.database.query('select 1 from orders')).rows).toEqual([]);
  });
});

describe('answering an offer', () => {
  it('the seller counters; the buyer is told; the buyer declines the counter and the seller is told', async () => {
    const made = await offer(buyer.browser, await listing(), 700_000);
    const early = await buyer.browser.post<Err>(`/api/offers/${made.body.id}/counter`, { amount: 900_000 });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('offer_awaits_seller');
    for (const amount of [700_000, 1_000_000]) {
      const out = await seller.browser.post<Err>(`/api/offers/${made.body.id}/counter`, { amount });
      expect(out.status).toBe(422);
      expect(out.body.error.code).toBe('counter_out_of_range');
    }
    for (const amount of [0, -5, 1e20]) expect((await seller.browser.post(`/api/offers/${made.body.id}/counter`, { amount })).status).toBe(400);

    const countered = await seller.browser.post<Offer>(`/api/offers/${made.body.id}/counter`, { amount: 900_000 });
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({ status: 'countered', role: 'seller', amount: 700_000, counterAmount: 900_000 });
    expect((await notices(buyer.userId)).map((n) => n.type)).toEqual(['offer_countered']);
    expect((await mailsTo(t, buyer.email))[0]).toMatchObject({ subject: 'Counter-offer' });
    // The move is the buyer's now.
    const sellerAgain = await seller.browser.post<Err>(`/api/offers/${made.body.id}/accept`);
    expect(sellerAgain.status).toBe(409);
    expect(sellerAgain.body.error.code).toBe('offer_awaits_buyer');

    const declined = await buyer.browser.post<Offer>(`/api/offers/${made.body.id}/decline`);
    expect(declined.body).toMatchObject({ status: 'declined', role: 'buyer' });
    expect((await notices(seller.userId)).map((n) => n.type)).toEqual(['offer_received', 'offer_counter_declined']);
    const after = await seller.browser.post<Err>(`/api/offers/${made.body.id}/decline`);
    expect(after.status).toBe(409);
    expect(after.body.error).toEqual({ code: 'transition_terminal_state', message: 'This offer is declined; nothing more can change.' });
  });

  it('the seller declines; the buyer withdraws another; each tells the other side', async () => {
    const id = await listing();
    const a = await offer(buyer.browser, id, 700_000);
    const declined = await seller.browser.post<Offer>(`/api/offers/${a.body.id}/decline`);
    expect(declined.body.status).toBe('declined');
    expect((await notices(buyer.userId)).map((n) => n.type)).toEqual(['offer_declined']);

    const b = await offer(buyer.browser, id, 750_000);
    expect((await seller.browser.post<Err>(`/api/offers/${b.body.id}/withdraw`)).status).toBe(409);
    const withdrawn = await buyer.browser.post<Offer>(`/api/offers/${b.body.id}/withdraw`);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect((await notices(seller.userId)).map((n) => n.type)).toEqual(['offer_received', 'offer_received', 'offer_withdrawn']);
    expect((await mailsTo(t, seller.email))[0]).toMatchObject({ subject: 'Offer withdrawn' });
  });

  it('is nobody else’s: another member, a guest and a bad id get 404, 401 and 400', async () => {
    const made = await offer(buyer.browser, await listing(), 700_000);
    for (const action of ['accept', 'decline', 'withdraw']) {
      const res = await other.browser.post<Err>(`/api/offers/${made.body.id}/${action}`);
      expect(res.status, action).toBe(404);
      expect(res.body.error).toEqual({ code: 'offer_not_found', message: `You have no offer ${made.body.id}.` });
    }
    expect((await other.browser.post(`/api/offers/${made.body.id}/counter`, { amount: 800_000 })).status).toBe(404);
    expect((await new Browser(t).post(`/api/offers/${made.body.id}/decline`)).status).toBe(401);
    expect((await seller.browser.post('/api/offers/abc/decline')).status).toBe(400);
    expect((await seller.browser.post('/api/offers/987654321/decline')).status).toBe(404);
    expect((await seller.browser.get('/api/offers?role=admin')).status).toBe(400);
  });
});

describe('expiry', () => {
  const lapse = async (offerId: number) => {
    await t.database.query(`update offers set expires_at = now() - interval '1 minute' where id = $1`, [offerId]);
    await t.database.query(`update jobs set run_at = now() where kind = $1 and payload->>'offerId' = $2 and status = 'pending'`, [OFFER_EXPIRE_JOB, String(offerId)]);
  };

  it('an unanswered offer lapses by its job after 48 hours; the buyer is told; answering it then is refused', async () => {
    const made = await offer(buyer.browser, await listing(), 700_000);
    await lapse(made.body.id);
    const late = await seller.browser.post<Err>(`/api/offers/${made.body.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('offer_expired');
    await t.app.jobs.runDue({ kinds: [OFFER_EXPIRE_JOB] });
    expect((await buyer.browser.get<OfferList>('/api/offers')).body.offers[0]).toMatchObject({ id: made.body.id, status: 'expired' });
    expect((await notices(buyer.userId)).map((n) => n.type)).toEqual(['offer_expired']);
    expect((await mailsTo(t, buyer.email))[0]).toMatchObject({ subject: 'Offer expired' });
  });

  it('a counter gives the buyer 48 hours from then; an unanswered counter lapses and both sides are told', async () => {
    const made = await offer(buyer.browser, await listing(), 700_000);
    await t.database.query(`update offers set expires_at = now() + interval '1 hour' where id = $1`, [made.body.id]);
    const countered = await seller.browser.post<Offer>(`/api/offers/${made.body.id}/counter`, { amount: 900_000 });
    expect(Date.parse(countered.body.expiresAt) - Date.now()).toBeGreaterThan(47 * 3600_000);
    // The first job, run early, leaves the counter alone.
    await t.database.query(`update jobs set run_at = now() where id = (select min(id) from jobs where kind = $1 and payload->>'offerId' = $2)`, [OFFER_EXPIRE_JOB, String(made.body.id)]);
    await t.app.jobs.runDue({ kinds: [OFFER_EXPIRE_JOB] });
    expect((await buyer.browser.get<OfferList>('/api/offers')).body.offers[0]!.status).toBe('countered');

    const jobs = await t.database.query<{ status: string }>(`select status from jobs where kind = $1 and payload->>'offerId' = $2 order by id`, [OFFER_EXPIRE_JOB, String(made.body.id)]);
    expect(jobs.rows.map((r) => r.status)).toEqual(['done', 'pending']);
    await lapse(made.body.id);
    await t.app.jobs.runDue({ kinds: [OFFER_EXPIRE_JOB] });
    expect((await buyer.browser.get<OfferList>('/api/offers')).body.offers[0]!.status).toBe('expired');
    expect((await notices(seller.userId)).map((n) => n.type)).toEqual(['offer_received', 'offer_counter_expired']);
    expect((await notices(buyer.userId)).map((n) => n.type)).toEqual(['offer_countered', 'offer_expired']);
  });
});
