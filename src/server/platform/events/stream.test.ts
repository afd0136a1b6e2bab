import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { openSse, type SseClient } from '../../test/sse.js';
import type { LiveEvent } from '../../../shared/events/contracts.js';

/**
 * GET /api/events/stream over real HTTP: a member hears their own topic and the public topics
 * they follow, never another member's; a stream resumes after Last-Event-ID with what it
 * missed; bad input is a 4xx; the server ends streams when it closes.
 */
let t: TestApp;
let base: string;
let productId: number;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 1');
  productId = Number(rows[0]!.id);
});
afterAll(async () => {
  for (const c of open) c.close();
  await t?.close();
});

async function stream(b: Browser | null, query = '', headers: Record<string, string> = {}) {
  const cookie = b?.cookieHeader();
  const c = await openSse(`${base}/api/events/stream${query}`, { ...(cookie ? { cookie } : {}), ...headers });
  open.push(c);
  return c;
}
const data = (f: { data: string }) => JSON.parse(f.data) as LiveEvent;

async function admin() {
  const b = new Browser(t);
  expect((await b.signIn('admin@patina.demo', 'patina-admin-demo')).status).toBe(200);
  return b;
}

describe('who may listen, to what', () => {
  it('answers 401 to a guest and 400 to a topic one cannot follow, a private topic included', async () => {
    expect((await stream(null)).status).toBe(401);
    const { browser } = await verifiedMember(t);
    for (const q of ['?topics=user:someone-else', '?topics=orders:1', '?topics=product:0', `?topics=${'product:1,'.repeat(101)}`]) {
      const c = await stream(browser, q);
      expect(c.status, q).toBe(400);
    }
    expect((await stream(browser, '?since=not-a-cursor')).status).toBe(400);
    expect((await stream(browser, '', { 'last-event-id': 'nope' })).status).toBe(400);
  });

  it('streams text/event-stream, uncompressed, not cached', async () => {
    const { browser } = await verifiedMember(t);
    const c = await stream(browser, '', { 'accept-encoding': 'gzip, br' });
    expect(c.status).toBe(200);
    expect(c.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(c.headers.get('content-encoding')).toBeNull();
    expect(c.headers.get('cache-control')).toBe('no-store');
  });

  it("delivers a member's own events to them and to nobody else", async () => {
    const ines = await verifiedMember(t);
    const marc = await verifiedMember(t);
    const mine = await stream(ines.browser);
    const theirs = await stream(marc.browser);
    expect((await ines.browser.put(`/api/wishlist/${productId}`)).status).toBe(201);
    const frame = await mine.next((f) => f.event === 'wishlist.changed');
    expect(data(frame)).toMatchObject({ type: 'wishlist.changed', topics: [`user:${ines.userId}`], payload: { product_id: productId, saved: true } });
    await t.app.events.drain();
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.frames.filter((f) => f.event === 'wishlist.changed')).toEqual([]);
  });

  it('delivers a public topic to every member who follows it, and not to those who do not', async () => {
    const follower = await verifiedMember(t);
    const other = await verifiedMember(t);
    const following = await stream(follower.browser, `?topics=product:${productId}`);
    const notFollowing = await stream(other.browser, `?topics=product:${productId + 1}`);
    const a = await admin();
    const before = (await t.database.query<{ price: number }>('select price from products where id = $1', [productId])).rows[0]!.price;
    expect((await a.put(`/api/admin/products/${productId}/prices`, { price: Number(before) + 12_300 })).status).toBe(200);
    const frame = await following.next((f) => f.event === 'product.changed');
    expect(data(frame).payload).toMatchObject({ product_id: productId });
    await new Promise((r) => setTimeout(r, 200));
    expect(notFollowing.frames.filter((f) => f.event === 'product.changed')).toEqual([]);
  });
});

describe('resuming', () => {
  it('replays what was missed after Last-Event-ID, in order, once', async () => {
    const m = await verifiedMember(t);
    const first = await stream(m.browser);
    await m.browser.put(`/api/wishlist/${productId + 2}`);
    const seen = await first.next((f) => f.event === 'wishlist.changed');
    first.close();
    // While no stream is open: two more changes.
    await m.browser.put(`/api/wishlist/${productId + 3}`);
    await m.browser.delete(`/api/wishlist/${productId + 2}`);
    const resumed = await stream(m.browser, '', { 'last-event-id': seen.id! });
    const second = await resumed.next((f) => f.event === 'wishlist.changed' && data(f).payload.saved === false);
    const replayed = resumed.frames.filter((f) => f.event === 'wishlist.changed').map((f) => data(f).payload);
    expect(replayed).toEqual([
      { product_id: productId + 3, saved: true },
      { product_id: productId + 2, saved: false },
    ]);
    expect(second.id).not.toBe(seen.id);
  });

  it('resumes from ?since= as well (a new EventSource after a change of topics)', async () => {
    const m = await verifiedMember(t);
    const first = await stream(m.browser);
    await m.browser.put(`/api/wishlist/${productId + 4}`);
    const seen = await first.next((f) => f.event === 'wishlist.changed');
    first.close();
    await m.browser.put(`/api/wishlist/${productId + 5}`);
    const resumed = await stream(m.browser, `?topics=product:${productId}&since=${seen.id}`);
    const frame = await resumed.next((f) => f.event === 'wishlist.changed');
    expect(data(frame).payload).toEqual({ product_id: productId + 5, saved: true });
  });
});

describe('search follows a price change', () => {
  it("answers a product's new price within a second of the change", async () => {
    const a = await admin();
    const { rows } = await t.database.query<{ id: number; name: string; price: number; lowest_ask: number | null }>(
      'select id, name, price, lowest_ask from products where lowest_ask is null and price > 0 order by id limit 1',
    );
    const p = rows[0]!;
    const q = encodeURIComponent(p.name.toLowerCase());
    const price = (body: { results: { id: number; price: number | null }[] }) => body.results.find((r) => r.id === Number(p.id))?.price;
    // Warm the dropdown's cache with the old price.
    const warm = await a.get<{ results: { id: number; price: number | null }[] }>(`/api/search/instant?q=${q}&limit=8`);
    expect(price(warm.body)).toBe(Number(p.price));
    const next = Number(p.price) + 4_200;
    const changedAt = Date.now();
    expect((await a.put(`/api/admin/products/${p.id}/prices`, { price: next })).status).toBe(200);
    let seen: number | null | undefined;
    while (Date.now() - changedAt < 1000) {
      seen = price((await a.get<{ results: { id: number; price: number | null }[] }>(`/api/search/instant?q=${q}&limit=8`)).body);
      if (seen === next) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(next);
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it('refuses a price change from a member who is not an admin, and bad prices from an admin', async () => {
    const { browser } = await verifiedMember(t);
    expect((await browser.put(`/api/admin/products/${productId}/prices`, { price: 1 })).status).toBe(403);
    const a = await admin();
    for (const body of [{}, { price: -1 }, { price: 1.5 }, { price: 'ten' }, { price: 1e16 }, { price: 1, extra: true }]) {
      expect((await a.put(`/api/admin/products/${productId}/prices`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await a.put('/api/admin/products/999999999/prices', { price: 1 })).status).toBe(404);
  });
});

describe('shutdown', () => {
  it('ends open streams when the server closes', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const m = await verifiedMember(other);
    const c = await openSse(`${url}/api/events/stream`, { cookie: m.browser.cookieHeader()! });
    expect(c.status).toBe(200);
    const closing = other.close();
    await c.ended;
    await closing;
  });
});
