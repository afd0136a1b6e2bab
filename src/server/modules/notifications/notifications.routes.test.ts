import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, mailsTo, verifiedMember } from '../../test/browser.js';
import { createCatalogRepo, createCatalogService } from '../catalog/index.js';
import { createAccountsRepo } from '../accounts/index.js';
import type { MarkResponse, NotificationList, NotificationPreferences } from '../../../shared/notifications/contracts.js';
import { createNotificationsRepo } from './notifications.repo.js';
import { createNotificationsService } from './notifications.service.js';
import { sendDigests, utcDay } from './notifications.subscribers.js';

/**
 * Notifications through HTTP (PGlite, or PostgreSQL with DATABASE_URL): the member's own list,
 * newest first and paged, the unread counter, marks and deletes that are idempotent and
 * private, preferences per family, and the subscriber that turns domain events (a price drop
 * on a wishlisted piece, a verified email, a sign-in from a new device) into rows, once.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 20, config: process.env.DEBUG_NOTIF ? { logLevel: 'error' } as never : {} });
  const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 1');
  productId = Number(rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

type Err = { error: { code: string; message: string } };
const list = (b: Browser, query = '') => b.get<NotificationList>(`/api/notifications${query}`);
const count = async (b: Browser) => (await b.get<{ unread_count: number }>('/api/notifications/unread-count')).body.unread_count;

/** A member with nothing in their list (the welcome notifications of signing up are deleted). */
async function member(): Promise<Member> {
  const m = await verifiedMember(t);
  await t.app.events.drain();
  await t.database.query('delete from notifications where user_id = $1', [m.userId]);
  await t.database.query('delete from notification_counters where user_id = $1', [m.userId]);
  return m;
}

const service = () => createNotificationsService({ repo: createNotificationsRepo(t.database.db), events: t.app.events });

/** `n` notifications for a member, oldest first, in one transaction. */
async function seed(userId: string, n: number, type = 'system_announcement') {
  await t.database.db.transaction((tx) =>
    service().notifyMany(tx, Array.from({ length: n }, (_, i) => ({ userId, type, title: `News ${i + 1}`, message: `Message ${i + 1}` }))));
  // Distinct times, so "newest first" is checkable.
  await t.database.query(
    `update notifications set created_at = now() - (interval '1 second' * (1000 - (regexp_replace(title, '\\D', '', 'g'))::int)) where user_id = $1`,
    [userId],
  );
}

async function setPrices(id: number, prices: { lowest_ask?: number | null; price?: number | null; recommended_price?: number | null }) {
  await createCatalogService({ repo: createCatalogRepo(t.database.db), events: t.app.events }).setPrices(id, prices);
  await t.app.events.drain();
}

async function eventsFor(userId: string, type: string) {
  const { rows } = await t.database.query<{ payload: Record<string, unknown> }>(
    'select payload from domain_events where type = $1 and $2 = any(topics) order by id',
    [type, `user:${userId}`],
  );
  return rows.map((r) => r.payload);
}

describe('who may read notifications', () => {
  it('answers 401 to a guest on every route', async () => {
    const guest = new Browser(t);
    const id = '6f1c2a8e-1111-4b2b-9c3d-000000000001';
    for (const [method, url] of [
      ['GET', '/api/notifications'], ['GET', '/api/notifications/unread-count'], ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${id}/read`], ['DELETE', `/api/notifications/${id}`], ['GET', '/api/notifications/preferences'],
    ] as const) {
      const res = await guest.call<Err>(method, url);
      expect(res.status, url).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    }
  });

  it('starts empty, and is never cached', async () => {
    const m = await member();
    const res = await list(m.browser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ notifications: [], next_cursor: null, unread_count: 0 });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a price drop on a wishlisted piece', () => {
  it('notifies each member who saved it, once, with the piece in the metadata, and tells their tabs', async () => {
    const ines = await member();
    const marc = await member();
    const other = await member();
    for (const m of [ines, marc]) expect((await m.browser.call('PUT', `/api/wishlist/${productId}`)).status).toBe(201);
    await setPrices(productId, { lowest_ask: 2_000_000 });
    await setPrices(productId, { lowest_ask: 1_500_000 });

    for (const m of [ines, marc]) {
      const res = await list(m.browser);
      const drops = res.body.notifications.filter((n) => n.type === 'price_drop');
      expect(drops).toHaveLength(1);
      const [n] = drops;
      expect(n).toMatchObject({
        family: 'wishlist', icon: 'trending-down', color: 'green', title: 'Price drop on your wishlist', read_at: null,
        metadata: { productId, price: 1_500_000, oldPrice: 2_000_000, currency: 'USD' },
      });
      expect(n!.message).toMatch(/ dropped from \$20,000 to \$15,000\.$/);
      expect(n!.actionUrl).toMatch(/^\/product\//);
      expect(n!.metadata).toHaveProperty('productImage');
      expect(typeof n!.metadata.productName).toBe('string');
      expect(typeof n!.metadata.productBrand).toBe('string');
      expect(res.body.unread_count).toBe(1);
      expect((await eventsFor(m.userId, 'notification.created')).filter((e) => e.notification_id === n!.id)).toEqual([
        { notification_id: n!.id, title: 'Price drop on your wishlist', message: n!.message, action_url: n!.actionUrl },
      ]);
    }
    expect((await list(other.browser)).body.notifications).toEqual([]);

    // A rise, or a fall to no price at all, says nothing.
    await setPrices(productId, { lowest_ask: 1_800_000 });
    expect((await list(ines.browser)).body.notifications.filter((n) => n.type === 'price_drop')).toHaveLength(1);
  });

  it('writes one row per member and source however often the source is handled', async () => {
    const m = await member();
    const raise = () => service().raise('price_drop', [{ userId: m.userId, params: { productId: 1, productName: 'Kelly', oldPrice: 200, newPrice: 100, currency: 'USD' } }], 'product.changed:999999');
    expect(await raise()).toHaveLength(1);
    expect(await raise()).toHaveLength(0);
    expect(await count(m.browser)).toBe(1);
  });
});

describe('collapsed news', () => {
  it('does not repeat the newest line about a thing while it is unread; another kind, or once read, is written', async () => {
    const m = await member();
    const about = { auctionId: 424242, productName: 'Kelly 25', productBrand: 'Hermès', productImage: null, currency: 'USD' };
    let n = 0;
    const raise = (type: 'auction_outbid' | 'auction_winning', bidAmount: number) =>
      service().raise(type, [{ userId: m.userId, params: { ...about, bidAmount }, sourceKey: `test-news:${++n}`, collapse: true }], null);
    const types = async () => (await list(m.browser)).body.notifications.map((i) => `${i.title}${i.read_at ? ' (read)' : ''}`).reverse();
    expect(await raise('auction_outbid', 1_000_00)).toHaveLength(1);
    expect(await raise('auction_outbid', 1_100_00)).toHaveLength(0);
    // The newest line must say where the member stands: "winning" after "outbid" is news, and "outbid" after it again.
    expect(await raise('auction_winning', 1_200_00)).toHaveLength(1);
    expect(await raise('auction_outbid', 1_300_00)).toHaveLength(1);
    expect(await raise('auction_outbid', 1_400_00)).toHaveLength(0);
    expect(await types()).toEqual(["You've been outbid", "You're winning", "You've been outbid"]);
    expect((await m.browser.post('/api/notifications/read-all', {})).status).toBe(200);
    expect(await raise('auction_outbid', 1_500_00)).toHaveLength(1);
    expect(await types()).toEqual(["You've been outbid (read)", "You're winning (read)", "You've been outbid (read)", "You've been outbid"]);
    expect(await count(m.browser)).toBe(1);
  });
});

describe("a seller's new listing", () => {
  it('fans out to each follower once, live, and to nobody else', async () => {
    const seller = await member();
    const fans = [await member(), await member()];
    const stranger = await member();
    for (const f of fans) await t.database.query(`insert into follows (follower_id, followee_id, kind) values ($1, $2, 'member')`, [f.userId, seller.userId]);
    for (let i = 0; i < 2; i++) {
      await t.app.events.publish(t.database.db, { type: 'listing.published', payload: { listing_id: 7, product_id: productId, seller_id: seller.userId } });
    }
    await t.app.events.drain();
    for (const f of fans) {
      const news = (await list(f.browser)).body.notifications.filter((n) => n.type === 'followed_seller_listed');
      // Two events, two rows: each event is its own news, each written once.
      expect(news).toHaveLength(2);
      expect(news[0]).toMatchObject({ family: 'social', title: 'New from a seller you follow', icon: 'sparkles', metadata: { productId, listingId: 7 } });
      expect(news[0]!.message).toMatch(/^Ines M\. listed .+\.$/);
      expect(await eventsFor(f.userId, 'notification.created')).toEqual(expect.arrayContaining([expect.objectContaining({ notification_id: news[0]!.id })]));
    }
    expect((await list(stranger.browser)).body.notifications).toEqual([]);
    expect((await list(seller.browser)).body.notifications).toEqual([]);
  });
});

describe('marking read, deleting', () => {
  it('marks one read, 100 times over, and the count moves once', async () => {
    const m = await member();
    await seed(m.userId, 3);
    expect(await count(m.browser)).toBe(3);
    const [first] = (await list(m.browser)).body.notifications;
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await m.browser.post<MarkResponse>(`/api/notifications/${first!.id}/read`));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(answers[0]!.body).toEqual({ updated: 1, unread_count: 2 });
    expect(answers[99]!.body).toEqual({ updated: 0, unread_count: 2 });
    expect(await count(m.browser)).toBe(2);
    const after = (await list(m.browser)).body.notifications.find((n) => n.id === first!.id);
    expect(after!.read_at).not.toBeNull();
    expect(await eventsFor(m.userId, 'notification.count')).toEqual([{ unread_count: 2 }]);
  });

  it("answers 404 for another member's notification and 400 for a malformed id, changing nothing", async () => {
    const owner = await member();
    const stranger = await member();
    await seed(owner.userId, 1);
    const [n] = (await list(owner.browser)).body.notifications;
    for (const res of [
      await stranger.browser.post<Err>(`/api/notifications/${n!.id}/read`),
      await stranger.browser.delete<Err>(`/api/notifications/${n!.id}`),
      await stranger.browser.post<Err>('/api/notifications/read', { ids: [n!.id] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'notification_not_found', message: `You have no notification with the id '${n!.id}'.` });
    }
    expect(await count(owner.browser)).toBe(1);
    for (const bad of ['abc', '1', "'; drop table notifications; --", 'x'.repeat(300)]) {
      const res = await owner.browser.post<Err>(`/api/notifications/${encodeURIComponent(bad)}/read`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    expect((await owner.browser.post<Err>('/api/notifications/00000000-0000-4000-8000-000000000000/read')).status).toBe(404);
    expect((await owner.browser.post<Err>('/api/notifications/read', { ids: [] })).status).toBe(400);
    expect((await owner.browser.post<Err>('/api/notifications/read', { ids: ['nope'] })).status).toBe(400);
    expect((await owner.browser.post<Err>('/api/notifications/read', 'not json', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it('marks several read, then all: the count is 0, and other tabs hear it', async () => {
    const m = await member();
    await seed(m.userId, 5);
    const ids = (await list(m.browser)).body.notifications.map((n) => n.id);
    const some = await m.browser.post<MarkResponse>('/api/notifications/read', { ids: [ids[0], ids[1], ids[1]] });
    expect(some.body).toEqual({ updated: 2, unread_count: 3 });
    const all = await m.browser.post<MarkResponse>('/api/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 3, unread_count: 0 });
    expect(await count(m.browser)).toBe(0);
    expect((await list(m.browser)).body.notifications.every((n) => n.read_at !== null)).toBe(true);
    expect(await eventsFor(m.userId, 'notification.count')).toEqual([{ unread_count: 3 }, { unread_count: 0 }]);
    expect((await m.browser.post<MarkResponse>('/api/notifications/read-all')).body).toEqual({ updated: 0, unread_count: 0 });
  });

  it('deletes one: gone from the list and the count; again is a 404', async () => {
    const m = await member();
    await seed(m.userId, 2);
    const [n] = (await list(m.browser)).body.notifications;
    const res = await m.browser.delete<MarkResponse>(`/api/notifications/${n!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 1, unread_count: 1 });
    expect((await list(m.browser)).body.notifications.map((x) => x.id)).not.toContain(n!.id);
    expect((await m.browser.delete<Err>(`/api/notifications/${n!.id}`)).status).toBe(404);
  });
});

describe('the list', () => {
  it('gives 50 newest first, then the rest by cursor, without gaps or repeats', async () => {
    const m = await member();
    await seed(m.userId, 120);
    const first = await list(m.browser);
    expect(first.body.notifications).toHaveLength(50);
    expect(first.body.notifications[0]!.title).toBe('News 120');
    expect(first.body.unread_count).toBe(120);
    const second = await list(m.browser, `?cursor=${first.body.next_cursor}`);
    const third = await list(m.browser, `?cursor=${second.body.next_cursor}`);
    expect(third.body.notifications).toHaveLength(20);
    expect(third.body.next_cursor).toBeNull();
    const titles = [...first.body.notifications, ...second.body.notifications, ...third.body.notifications].map((n) => n.title);
    expect(titles).toEqual(Array.from({ length: 120 }, (_, i) => `News ${120 - i}`));
    expect((await list(m.browser, '?limit=10')).body.notifications).toHaveLength(10);
  });

  it('filters by family and by unread', async () => {
    const m = await member();
    await seed(m.userId, 3);
    await seed(m.userId, 2, 'kyc_approved');
    const account = await list(m.browser, '?family=account');
    expect(account.body.notifications.map((n) => n.family)).toEqual(['account', 'account']);
    const [one] = account.body.notifications;
    await m.browser.post(`/api/notifications/${one!.id}/read`);
    const unread = await list(m.browser, '?unread=true');
    expect(unread.body.notifications).toHaveLength(4);
    expect(unread.body.notifications.some((n) => n.id === one!.id)).toBe(false);
    expect((await list(m.browser, '?family=account&unread=true')).body.notifications).toHaveLength(1);
  });

  it('answers 400 to a bad cursor, family, limit or unread', async () => {
    const m = await member();
    for (const q of ['?cursor=abc', '?cursor=%25%25', `?cursor=${'A'.repeat(500)}`, '?family=gossip', '?limit=0', '?limit=51', '?limit=x', '?unread=maybe']) {
      const res = await list(m.browser, q);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('preferences', () => {
  it('has defaults for every family, saves what is sent, and refuses nonsense', async () => {
    const m = await member();
    const got = await m.browser.get<NotificationPreferences>('/api/notifications/preferences');
    expect(got.body.preferences).toHaveLength(15);
    expect(got.body.preferences.find((p) => p.family === 'wishlist')).toEqual({ family: 'wishlist', in_app: true, email: 'off' });
    expect(got.body.preferences.find((p) => p.family === 'security')).toEqual({ family: 'security', in_app: true, email: 'immediately' });
    const put = await m.browser.put<NotificationPreferences>('/api/notifications/preferences', { preferences: [{ family: 'wishlist', in_app: false, email: 'daily' }] });
    expect(put.status).toBe(200);
    expect(put.body.preferences.find((p) => p.family === 'wishlist')).toEqual({ family: 'wishlist', in_app: false, email: 'daily' });
    for (const body of [
      { preferences: [{ family: 'gossip', in_app: true, email: 'off' }] },
      { preferences: [{ family: 'wishlist', in_app: 'yes', email: 'off' }] },
      { preferences: [{ family: 'wishlist', in_app: true, email: 'hourly' }] },
      { preferences: [] },
      { preferences: [{ family: 'wishlist', in_app: true, email: 'off' }, { family: 'wishlist', in_app: false, email: 'off' }] },
    ]) {
      expect((await m.browser.put<Err>('/api/notifications/preferences', body)).status).toBe(400);
    }
  });

  it('in-app off writes no row; email "immediately" sends a mail', async () => {
    const m = await member();
    await m.browser.put('/api/notifications/preferences', { preferences: [{ family: 'wishlist', in_app: false, email: 'immediately' }] });
    await m.browser.call('PUT', `/api/wishlist/${productId}`);
    await setPrices(productId, { lowest_ask: 3_000_000 });
    await setPrices(productId, { lowest_ask: 2_500_000 });
    expect((await list(m.browser)).body.notifications).toEqual([]);
    const [mail] = await mailsTo(t, m.email);
    expect(mail!.subject).toBe('Price drop on your wishlist');
    expect(mail!.text).toMatch(/dropped from \$30,000 to \$25,000\./);
  });

  it('the daily digest sends one mail per member and day with the unread items, never two', async () => {
    const m = await member();
    await m.browser.put('/api/notifications/preferences', { preferences: [{ family: 'system', in_app: true, email: 'daily' }] });
    await seed(m.userId, 3);
    const deps = { repo: createNotificationsRepo(t.database.db), mailer: t.app.mailer, accounts: createAccountsRepo(t.database.db), publicUrl: t.config.publicUrl, now: () => new Date() };
    const day = utcDay(new Date());
    const [a, b] = await Promise.all([sendDigests(deps, day), sendDigests(deps, day)]);
    expect(a.mails + b.mails).toBeGreaterThanOrEqual(1);
    const digests = (await mailsTo(t, m.email)).filter((x) => x.subject.startsWith('Your Patina digest'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Your Patina digest: 3 new notifications');
    expect(digests[0]!.text).toContain('News 3: Message 3');
    await sendDigests(deps, day);
    expect((await mailsTo(t, m.email)).filter((x) => x.subject.startsWith('Your Patina digest'))).toHaveLength(1);
  });
});

describe('account and security', () => {
  it('tells a member their email is verified, once', async () => {
    const m = await verifiedMember(t);
    await t.app.events.drain();
    const res = await list(m.browser);
    expect(res.body.notifications.filter((n) => n.type === 'email_verified')).toEqual([
      expect.objectContaining({ family: 'account', title: 'Email verified', message: 'Your email address is verified. Welcome to Patina.', actionUrl: '/settings' }),
    ]);
  });

  it('tells of a sign-in from a new device, not of the first one nor of a known one', async () => {
    const m = await member();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    // The same browser again (its device cookie), then the same family without a cookie: known.
    await m.browser.signIn(m.email, m.password);
    const bare = new Browser(t);
    await bare.signIn(m.email, m.password);
    await t.app.events.drain();
    expect((await list(m.browser)).body.notifications.filter((n) => n.type === 'new_device_sign_in')).toEqual([]);
    // Another browser on another system: new.
    const other = new Browser(t);
    const res = await other.call('POST', '/api/auth/sign-in/email', { email: m.email, password: m.password }, { 'user-agent': firefox });
    expect(res.status).toBe(200);
    expect(res.cookies.some((c) => c.startsWith('patina.device='))).toBe(true);
    await t.app.events.drain();
    const news = (await list(m.browser)).body.notifications.filter((n) => n.type === 'new_device_sign_in');
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({ family: 'security', title: 'New sign-in to your account' });
    expect(news[0]!.message).toMatch(/^Your account was signed in from Firefox on Linux on .+ UTC\. If this wasn't you, change your password now\.$/);
    // Security mails at once by default.
    expect((await mailsTo(t, m.email)).some((x) => x.subject === 'New sign-in to your account')).toBe(true);
    // That browser again, with its cookie: known.
    await other.call('POST', '/api/auth/sign-in/email', { email: m.email, password: m.password }, { 'user-agent': firefox });
    await t.app.events.drain();
    expect((await list(m.browser)).body.notifications.filter((n) => n.type === 'new_device_sign_in')).toHaveLength(1);
  });
});
