import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { priceShown } from '../../../shared/pricing/price-shown.js';
import type {
  WishlistEventsResponse, WishlistIdsResponse, WishlistItemResponse, WishlistListResponse,
} from '../../../shared/wishlist/contracts.js';
import { WISHLIST_MAX_ITEMS } from '../../../shared/wishlist/contracts.js';
import { createCatalogRepo, createCatalogService } from '../catalog/index.js';
import { createWishlistRepo, createWishlistService, WISHLIST_WRITES_PER_MINUTE } from './index.js';

/**
 * The wishlist through HTTP on a seeded catalogue (PGlite, or PostgreSQL with DATABASE_URL):
 * members only, ids checked at the edge, saving and removing idempotent with the product's
 * wishlist_count kept (wishlist.changed events), and product.changed events recording
 * drops and rises per member.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let ines: Member;
let marc: Member;
let productIds: number[];

beforeAll(async () => {
  // One product more than a wishlist may hold, so the cap can be reached for real.
  t = await createTestApp({ products: WISHLIST_MAX_ITEMS + 50 });
  ines = await verifiedMember(t);
  marc = await verifiedMember(t);
  const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 40');
  productIds = rows.map((r) => Number(r.id));
});
afterAll(async () => {
  await t?.close();
});

const put = <T = WishlistItemResponse>(b: Browser, id: number | string) => b.call<T>('PUT', `/api/wishlist/${id}`);
const del = <T = null>(b: Browser, id: number | string) => b.call<T>('DELETE', `/api/wishlist/${id}`);
const list = (b: Browser, query = '') => b.get<WishlistListResponse>(`/api/wishlist${query}`);
const ids = async (b: Browser) => (await b.get<WishlistIdsResponse>('/api/wishlist/ids')).body.product_ids;
const events = (b: Browser, query = '') => b.get<WishlistEventsResponse>(`/api/wishlist/events${query}`);

async function product(id: number) {
  // Counts follow saves through events: read once every event so far is handled.
  await t.app.events.drain();
  const { rows } = await t.database.query<{ lowest_ask: number | null; price: number | null; recommended_price: number | null; wishlist_count: number }>(
    'select lowest_ask, price, recommended_price, wishlist_count from products where id = $1',
    [id],
  );
  return rows[0]!;
}
/** Prices change through the catalogue's service, which says so in product.changed; then its subscribers run. */
async function setPrices(id: number, prices: { lowest_ask?: number | null; price?: number | null; recommended_price?: number | null }) {
  await createCatalogService({ repo: createCatalogRepo(t.database.db), events: t.app.events }).setPrices(id, prices);
  await t.app.events.drain();
}
const eventRows = async (productId: number) =>
  (await t.database.query<{ user_id: string; kind: string }>('select user_id, kind from wishlist_events where product_id = $1', [productId])).rows;

describe('who may use the wishlist', () => {
  it('answers 401 to a guest on every route, whatever the id', async () => {
    const guest = new Browser(t);
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['GET', '/api/wishlist/ids'],
      ['GET', '/api/wishlist/events'],
      ['PUT', `/api/wishlist/${productIds[0]}`],
      ['DELETE', `/api/wishlist/${productIds[0]}`],
      ['PUT', '/api/wishlist/abc'],
    ] as const) {
      const res = await guest.call<{ error: { code: string; message: string } }>(method, url);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    }
  });

  it('keeps each member to their own list: identity comes from the session only', async () => {
    const id = productIds[1]!;
    expect((await put(ines.browser, id)).status).toBe(201);
    expect(await ids(ines.browser)).toContain(id);
    expect(await ids(marc.browser)).not.toContain(id);
    expect((await list(marc.browser, `?user_id=${ines.userId}`)).body.items.map((i) => i.product.id)).not.toContain(id);
    await del(ines.browser, id);
  });
});

describe('bad input', () => {
  it.each(['abc', '-1', '0', '1e30', '1.5', '99999999999999999999', '%20'])("answers 400 with a message for the id '%s'", async (bad) => {
    for (const call of [put, del]) {
      const res = await call<{ error: { code: string; message: string } }>(ines.browser, bad);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message).toBe("path parameter 'productId' must be a product id: a whole number from 1");
    }
  });

  it('answers 404 naming the product that does not exist, and saves nothing', async () => {
    const res = await put<{ error: { code: string; message: string } }>(ines.browser, 987654321);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'product_not_found', message: 'There is no product 987654321.' });
    expect(await ids(ines.browser)).not.toContain(987654321);
  });

  it('answers 400 for a bad sort, page or events limit', async () => {
    for (const url of ['/api/wishlist?sort=cheapest', '/api/wishlist?page=0', '/api/wishlist?page_size=500', '/api/wishlist/events?limit=0', '/api/wishlist/events?limit=abc', '/api/wishlist/events?limit=1000']) {
      const res = await ines.browser.get<{ error: { message: string } }>(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toMatch(/^query parameter '(sort|page|page_size|limit)' /);
    }
  });
});

describe('saving and removing', () => {
  it('saves with the price shown, lists it, and removes it again', async () => {
    const b = (await verifiedMember(t)).browser;
    const id = productIds[2]!;
    const before = await product(id);

    const added = await put(b, id);
    expect(added.status).toBe(201);
    expect(added.body.item.product.id).toBe(id);
    expect(added.body.item.added_price).toBe(priceShown(before));
    expect(added.body.item.price_now).toBe(priceShown(before));
    expect(added.body.item.change).toEqual({ direction: 'unchanged', amount: 0, percent: 0 });
    expect(Date.now() - Date.parse(added.body.item.added_at)).toBeLessThan(60_000);
    expect(added.headers['cache-control']).toBe('private, no-store');

    const listed = await list(b);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.items).toEqual([added.body.item]);
    expect(await ids(b)).toEqual([id]);

    const removed = await del(b, id);
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    expect((await list(b)).body).toMatchObject({ items: [], total: 0, page: 1, page_count: 1 });
    expect(await ids(b)).toEqual([]);
  });

  it('is idempotent: a second save keeps the first price and answers 200; a second removal is still 204', async () => {
    const b = (await verifiedMember(t)).browser;
    const id = productIds[3]!;
    const first = await put(b, id);
    expect(first.status).toBe(201);
    await setPrices(id, { lowest_ask: first.body.item.added_price - 10_000 });
    const again = await put(b, id);
    expect(again.status).toBe(200);
    expect(again.body.item.added_price).toBe(first.body.item.added_price);
    expect(again.body.item.added_at).toBe(first.body.item.added_at);
    expect(again.body.item.change?.direction).toBe('down');
    expect((await list(b)).body.total).toBe(1);
    expect((await del(b, id)).status).toBe(204);
    expect((await del(b, id)).status).toBe(204);
    expect((await del(b, 987654321)).status).toBe(204);
  });

  it("keeps the product's wishlist_count in step, never below zero", async () => {
    const a = (await verifiedMember(t)).browser;
    const b = (await verifiedMember(t)).browser;
    const id = productIds[4]!;
    await t.database.query('update products set wishlist_count = 0 where id = $1', [id]);
    await put(a, id);
    await put(a, id);
    expect((await product(id)).wishlist_count).toBe(1);
    await put(b, id);
    expect((await product(id)).wishlist_count).toBe(2);
    await del(a, id);
    await del(a, id);
    expect((await product(id)).wishlist_count).toBe(1);
    // A count that was already off (the demo seeds counts without items) stops at zero.
    await t.database.query('update products set wishlist_count = 0 where id = $1', [id]);
    await del(b, id);
    expect((await product(id)).wishlist_count).toBe(0);
  });

  it('shows the current price and the change since saving, in each sort order', async () => {
    const b = (await verifiedMember(t)).browser;
    const [dropped, risen, same, unpriced] = productIds.slice(5, 9) as [number, number, number, number];
    for (const id of [dropped, risen, same, unpriced]) {
      await setPrices(id, { lowest_ask: 1_000_000 });
      expect((await put(b, id)).status).toBe(201);
    }
    await setPrices(dropped, { lowest_ask: 800_000 });
    await setPrices(risen, { lowest_ask: 1_100_000 });
    await setPrices(unpriced, { lowest_ask: null, price: null, recommended_price: null });

    const byId = new Map((await list(b)).body.items.map((i) => [i.product.id, i]));
    expect(byId.get(dropped)).toMatchObject({ added_price: 1_000_000, price_now: 800_000, change: { direction: 'down', amount: -200_000, percent: -20 } });
    expect(byId.get(risen)).toMatchObject({ price_now: 1_100_000, change: { direction: 'up', amount: 100_000, percent: 10 } });
    expect(byId.get(same)).toMatchObject({ price_now: 1_000_000, change: { direction: 'unchanged', amount: 0, percent: 0 } });
    expect(byId.get(unpriced)).toMatchObject({ added_price: 1_000_000, price_now: 0, change: null });

    const order = async (sort: string) => (await list(b, `?sort=${sort}`)).body.items.map((i) => i.product.id);
    expect(await order('recent')).toEqual([unpriced, same, risen, dropped]);
    expect(await order('biggest_drop')).toEqual([dropped, same, risen, unpriced]);
    expect(await order('price_asc')).toEqual([dropped, same, risen, unpriced]);
    expect(await order('price_desc')).toEqual([risen, same, dropped, unpriced]);

    const page2 = await list(b, '?sort=recent&page=2&page_size=3');
    expect(page2.body).toMatchObject({ total: 4, page: 2, page_size: 3, page_count: 2 });
    expect(page2.body.items.map((i) => i.product.id)).toEqual([dropped]);
  });

  it('answers 409 once a member holds the most a wishlist keeps, and still lets them re-save and remove', async () => {
    const member = await verifiedMember(t);
    const { rows } = await t.database.query<{ id: number }>(
      `insert into wishlist_items (user_id, product_id, added_price)
       select $1, id, 0 from products order by id desc limit $2 returning product_id as id`,
      [member.userId, WISHLIST_MAX_ITEMS],
    );
    const spare = productIds[0]!;
    expect(rows.map((r) => Number(r.id))).not.toContain(spare);

    const full = await put<{ error: { code: string; message: string } }>(member.browser, spare);
    expect(full.status).toBe(409);
    expect(full.body.error).toEqual({
      code: 'wishlist_full',
      message: 'Your wishlist already holds 1,000 pieces, the most it can keep. Remove one to save another.',
    });
    expect((await put(member.browser, Number(rows[0]!.id))).status).toBe(200);
    expect((await ids(member.browser)).length).toBe(WISHLIST_MAX_ITEMS);
    expect((await list(member.browser, '?page_size=100')).body).toMatchObject({ total: WISHLIST_MAX_ITEMS, page_count: 10 });
    expect((await del(member.browser, Number(rows[0]!.id))).status).toBe(204);
    expect((await put(member.browser, spare)).status).toBe(201);
  });

  it('limits writes per member and says when to try again', async () => {
    const b = (await verifiedMember(t)).browser;
    for (let i = 0; i < WISHLIST_WRITES_PER_MINUTE.max; i++) expect((await del(b, productIds[0]!)).status).toBe(204);
    const limited = await put<{ error: { code: string; message: string } }>(b, productIds[0]!);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Reading is not a write.
    expect((await list(b)).status).toBe(200);
  });
});

describe('price events', () => {
  it('records a drop and a rise of the price shown for each member who saved the piece', async () => {
    const id = productIds[10]!;
    await setPrices(id, { lowest_ask: 2_000_000 });
    await put(ines.browser, id);
    await put(marc.browser, id);

    await setPrices(id, { lowest_ask: 1_500_000 });
    const drop = (await events(ines.browser)).body.events.filter((e) => e.product_id === id);
    expect(drop).toHaveLength(1);
    expect(drop[0]).toMatchObject({ kind: 'price_drop', old_price: 2_000_000, new_price: 1_500_000, delivered_at: null });
    expect(drop[0]!.product?.id).toBe(id);
    expect((await events(marc.browser)).body.events.filter((e) => e.product_id === id)).toHaveLength(1);

    await setPrices(id, { lowest_ask: 1_750_000 });
    const both = (await events(ines.browser)).body.events.filter((e) => e.product_id === id);
    expect(both.map((e) => [e.kind, e.old_price, e.new_price])).toEqual([
      ['price_rise', 1_500_000, 1_750_000],
      ['price_drop', 2_000_000, 1_500_000],
    ]);
    expect(await eventRows(id)).toHaveLength(4);
  });

  it('records nothing when the price shown stays the same', async () => {
    const id = productIds[11]!;
    await setPrices(id, { lowest_ask: 900_000, price: 1_000_000 });
    await put(ines.browser, id);
    await setPrices(id, { price: 1_200_000 }); // the ask is still what is shown
    await setPrices(id, { lowest_ask: 900_000 });
    await setPrices(id, { lowest_ask: 0, price: 900_000 }); // another column, the same amount
    expect(await eventRows(id)).toEqual([]);
  });

  it('records nothing when a piece loses its price, and a rise when it gains one back', async () => {
    const id = productIds[12]!;
    await setPrices(id, { lowest_ask: 500_000 });
    await put(ines.browser, id);
    await setPrices(id, { lowest_ask: null, price: null, recommended_price: null });
    expect(await eventRows(id)).toEqual([]);
    await setPrices(id, { price: 450_000 });
    expect(await eventRows(id)).toEqual([{ user_id: ines.userId, kind: 'price_rise' }]);
  });

  it('records nothing for products nobody saved, or that a member removed', async () => {
    const nobody = productIds[13]!;
    await setPrices(nobody, { lowest_ask: 123_400 });
    await setPrices(nobody, { lowest_ask: 100_000 });
    expect(await eventRows(nobody)).toEqual([]);

    const removed = productIds[14]!;
    await put(ines.browser, removed);
    await del(ines.browser, removed);
    await setPrices(removed, { lowest_ask: 1 });
    expect(await eventRows(removed)).toEqual([]);
  });

  it('answers the newest events first, up to the limit', async () => {
    // Three events of its own: the test stands alone, in any order.
    const id = productIds[15]!;
    await setPrices(id, { lowest_ask: 700_000 });
    await put(ines.browser, id);
    for (const price of [600_000, 650_000, 550_000]) await setPrices(id, { lowest_ask: price });
    const res = await events(ines.browser, '?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.events).toHaveLength(2);
    const times = res.body.events.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('the service beside HTTP', () => {
  it('answers has() and keeps its own bound on pieces per member', async () => {
    const catalog = createCatalogService({ repo: createCatalogRepo(t.database.db), events: t.app.events });
    const wishlist = createWishlistService({ repo: createWishlistRepo(t.database.db), catalog, events: t.app.events, maxItems: 2 });
    const { userId } = await verifiedMember(t);
    await wishlist.add(userId, productIds[20]!);
    expect(await wishlist.has(userId, productIds[20]!)).toBe(true);
    expect(await wishlist.has(userId, productIds[21]!)).toBe(false);
    await wishlist.add(userId, productIds[21]!);
    await expect(wishlist.add(userId, productIds[22]!)).rejects.toMatchObject({ status: 409, code: 'wishlist_full' });
  });

  it('lists the routes in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/wishlist', '/api/wishlist/ids', '/api/wishlist/events', '/api/wishlist/{productId}']));
  });
});

describe('deletions cascade', () => {
  it("deleting a saved product takes it off every wishlist and its events with it", async () => {
    const id = productIds[30]!;
    await put(ines.browser, id);
    await setPrices(id, { lowest_ask: 1 });
    expect((await eventRows(id)).length).toBeGreaterThan(0);
    await t.database.query('delete from products where id = $1', [id]);
    expect(await ids(ines.browser)).not.toContain(id);
    expect((await list(ines.browser)).status).toBe(200);
    expect(await eventRows(id)).toEqual([]);
  });

  it('deleting a member takes their items away', async () => {
    const member = await verifiedMember(t);
    const id = productIds[31]!;
    await put(member.browser, id);
    await t.database.query('delete from "user" where id = $1', [member.userId]);
    const { rows } = await t.database.query('select 1 from wishlist_items where user_id = $1', [member.userId]);
    expect(rows).toEqual([]);
  });
});
