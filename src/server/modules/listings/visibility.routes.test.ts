import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { bulkMembers, type BuyingMember } from '../../test/buying.js';
import type { ListingState } from './listings.machine.js';
import { PUBLIC_LISTING_STATES } from './visibility.js';

/**
 * Issue #34, item 8: a listing before (or after) it is live — a draft, a piece in review, one
 * withdrawn — is seen by its seller, its experts and admins only. For anyone else every route
 * that takes a listing id answers exactly what it answers for a listing that does not exist,
 * so walking the sequential ids finds nothing.
 */
let t: TestApp;
let seller: BuyingMember;
let stranger: BuyingMember;
let admin: BuyingMember;
/** An expert of the pieces' category, and one of another. */
let expert: BuyingMember;
let outsider: BuyingMember;
let product: { id: number; category: string };
type Err = { error: { code: string; message: string } };

const HIDDEN: ListingState[] = ['draft', 'in_review', 'changes_requested', 'rejected', 'withdrawn', 'expired'];
/** An id no listing has: what a hidden listing's answers must be indistinguishable from. */
const MISSING = 987_654_321;
const missing = (id: number) => ({ error: { code: 'listing_not_found', message: `There is no listing ${id}.` } });

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  [seller, stranger, expert, outsider] = (await bulkMembers(t, 4)) as [BuyingMember, BuyingMember, BuyingMember, BuyingMember];
  [admin] = (await bulkMembers(t, 1, 'admin')) as [BuyingMember];
  const { rows: [p] } = await t.database.query<{ id: string; category: string }>('select id::text, category from products order by id limit 1');
  product = { id: Number(p!.id), category: p!.category };
  await t.database.query('update "user" set expertise = $2 where id = $1', [expert.id, [product.category]]);
  await t.database.query('update "user" set expertise = $2 where id = $1', [outsider.id, [product.category === 'watches' ? 'bags' : 'watches']]);
});
afterEach(async () => {
  await t.app.events.drain();
});
afterAll(async () => {
  await t?.close();
});

/** A listing of the seller's in `status`, with its product and price (as a draft of a catalogue piece has). */
async function listingIn(status: ListingState, options: { reviewerId?: string } = {}): Promise<number> {
  const { rows: [row] } = await t.database.query<{ id: string }>(
    `insert into listings (product_id, seller_id, price, currency, status, condition, category, sale_type, reviewer_id, details)
     values ($1, $2, 1500000, 'USD', $3, 'Excellent', $4, 'fixed', $5, '{"price":{"type":"fixed","amount":1500000,"accept_offers":true}}') returning id::text`,
    [product.id, seller.id, status, product.category, options.reviewerId ?? null],
  );
  return Number(row!.id);
}

const quote = (who: BuyingMember, id: number) => who.browser.get<Err>(`/api/checkout/quote?listingId=${id}`);
let chats = 0;
const startChat = (who: BuyingMember, id: number) =>
  who.browser.post<Err>('/api/chat/conversations', { listingId: id, body: `Is it still available? (${(chats += 1)})` });

describe('a listing that is not live', () => {
  it('is, to a stranger, exactly a listing that does not exist: the quote', async () => {
    const none = await quote(stranger, MISSING);
    expect(none.status).toBe(404);
    expect(none.body).toEqual(missing(MISSING));
    for (const status of HIDDEN) {
      const id = await listingIn(status);
      const res = await quote(stranger, id);
      expect({ status: res.status, body: res.body }, status).toEqual({ status: 404, body: missing(id) });
    }
  });

  it('is, to a stranger, exactly a listing that does not exist: starting a conversation about it', async () => {
    const none = await startChat(stranger, MISSING);
    expect(none.status).toBe(404);
    expect(none.body).toEqual(missing(MISSING));
    for (const status of HIDDEN) {
      const id = await listingIn(status);
      const res = await startChat(stranger, id);
      expect({ status: res.status, body: res.body }, status).toEqual({ status: 404, body: missing(id) });
    }
    const { rows } = await t.database.query(`select 1 from conversations where subject_kind = 'listing' and started_by = $1`, [stranger.id]);
    expect(rows).toHaveLength(0);
  });

  it('is, to a stranger, a listing that does not exist: buying it and making an offer', async () => {
    for (const status of HIDDEN) {
      const id = await listingIn(status);
      const bought = await stranger.browser.post<Err>('/api/orders', { listingId: id, idempotencyKey: `hidden-buy-${id}` });
      expect({ status: bought.status, code: bought.body.error.code }, status).toEqual({ status: 404, code: 'listing_not_found' });
      const offered = await stranger.browser.post<Err>(`/api/listings/${id}/offers`, { amount: 1_000_000, idempotencyKey: `hidden-offer-${id}` });
      expect({ status: offered.status, code: offered.body.error.code }, status).toEqual({ status: 404, code: 'listing_not_found' });
    }
  });

  it('is seen by its seller and admins, whatever its status', async () => {
    for (const status of HIDDEN) {
      const id = await listingIn(status);
      for (const who of [seller, admin]) {
        const res = await quote(who, id);
        expect(res.status, status).toBe(200);
        expect(res.body).toMatchObject({ listingId: id, price: 1_500_000, available: false });
      }
      // The admin is told it is not for sale (it exists for them); the seller that it is theirs.
      expect((await admin.browser.post<Err>('/api/orders', { listingId: id, idempotencyKey: `admin-buy-${id}` })).body.error.code).toBe('listing_unavailable');
      expect((await seller.browser.post<Err>('/api/orders', { listingId: id, idempotencyKey: `own-buy-${id}` })).body.error.code).toBe('own_listing');
    }
    const draft = await listingIn('draft');
    expect((await startChat(admin, draft)).status).toBe(201);
  });

  it('is seen by the experts of its category while in review, and by the expert who decided on it', async () => {
    const waiting = await listingIn('in_review');
    expect((await quote(expert, waiting)).status).toBe(200);
    expect((await startChat(expert, waiting)).status).toBe(201);
    expect((await quote(outsider, waiting)).status).toBe(404);
    // Sent back for changes: no longer in the queue, seen by the expert who asked for them only.
    const returned = await listingIn('changes_requested', { reviewerId: expert.id });
    expect((await quote(expert, returned)).status).toBe(200);
    expect((await quote(outsider, returned)).status).toBe(404);
    const returnedByOther = await listingIn('changes_requested', { reviewerId: outsider.id });
    expect((await quote(expert, returnedByOther)).status).toBe(404);
    // An expert's draft is not another expert's business, category or not.
    expect((await quote(expert, await listingIn('draft'))).status).toBe(404);
  });
});

describe('a live listing', () => {
  it('is public while on sale, held by an order, and once sold', async () => {
    expect(PUBLIC_LISTING_STATES).toEqual(['active', 'reserved', 'sold']);
    for (const status of PUBLIC_LISTING_STATES) {
      const id = await listingIn(status);
      const res = await quote(stranger, id);
      expect(res.status, status).toBe(200);
      expect(res.body).toMatchObject({ listingId: id, available: status === 'active' });
    }
    expect((await startChat(stranger, await listingIn('active'))).status).toBe(201);
  });
});
