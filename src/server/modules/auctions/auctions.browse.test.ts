import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { verifiedMember, type Browser } from '../../test/browser.js';
import { CATEGORY_SLUGS } from '../../../shared/catalog/categories.js';
import type { BrowseResponseDto } from '../../../shared/auctions/contracts.js';

/**
 * GET /api/auctions as the /auctions page reads it (issue #39 §3): the live lots filtered by
 * category, house, ending within, price and no reserve, sorted and paged, with totals and
 * facets; bad values are a 400 naming the parameter.
 */

let t: TestApp;
let member: Browser;
let seller: string;
type Piece = { id: number; category: string; house: string; name: string };
let one: Piece;
let two: Piece;
/** Lots of the test, by name: a (piece one, $1,000, no reserve, 30 min) … d (piece two, $50,000, reserve, 10 days). */
const lots: Record<'a' | 'b' | 'c' | 'd' | 'later', number> = { a: 0, b: 0, c: 0, d: 0, later: 0 };

const $ = (dollars: number) => dollars * 100;
const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function lot(piece: Piece, o: { start: number; reserve?: number; endsIn: number; startsIn?: number; status?: string; bid?: number }): Promise<number> {
  const { rows } = await t.database.query<{ id: string }>(
    `insert into auctions (slug, product_id, seller_id, currency, starting_price, current_bid, reserve_price, status, starts_at, ends_at)
     values ($1, $2, $9, 'USD', $3, $4, $5, $6, now() + make_interval(secs => $7::double precision / 1000), now() + make_interval(secs => $8::double precision / 1000))
     returning id`,
    [`browse-${randomUUID()}`, piece.id, o.start, o.bid ?? null, o.reserve ?? null, o.status ?? 'live', o.startsIn ?? -MIN, o.endsIn, seller],
  );
  return Number(rows[0]!.id);
}

async function browse(query = '') {
  const res = await member.get<BrowseResponseDto>(`/api/auctions${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return res.body;
}
const ids = (body: BrowseResponseDto) => body.live.map((c) => c.id);

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  const m = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = 'verified_member' where id = $1`, [m.userId]);
  member = m.browser;
  // The listing of this file's lots alone: the demo's lots are closed.
  await t.database.query(`update auctions set status = 'ended', closed_at = now() where status in ('live', 'scheduled')`);
  seller = (await t.database.query<{ id: string }>('select seller_id as id from auctions limit 1')).rows[0]!.id;
  // Two pieces of different categories and houses.
  const { rows } = await t.database.query<{ id: string; category: string; house: string; name: string }>(
    `select p.id, p.category, b.slug as house, b.name from products p join brands b on b.id = p.brand_id order by p.id`);
  const first = rows[0]!;
  const second = rows.find((r) => r.category !== first.category && r.house !== first.house)!;
  [one, two] = [first, second].map((r) => ({ id: Number(r.id), category: r.category, house: r.house, name: r.name })) as [Piece, Piece];
  lots.a = await lot(one, { start: $(1_000), endsIn: 30 * MIN });
  lots.b = await lot(one, { start: $(5_000), reserve: $(6_000), endsIn: 12 * HOUR });
  lots.c = await lot(two, { start: $(20_000), endsIn: 3 * DAY });
  lots.d = await lot(two, { start: $(40_000), bid: $(50_000), reserve: $(60_000), endsIn: 10 * DAY });
  lots.later = await lot(one, { start: $(2_000), startsIn: 2 * HOUR, endsIn: 5 * DAY, status: 'scheduled' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/auctions: the live lots, filtered and paged', () => {
  it('lists every live lot ending soonest first, with the total, the pages and the facets of what is live', async () => {
    const body = await browse();
    expect(ids(body)).toEqual([lots.a, lots.b, lots.c, lots.d]);
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 24, page_count: 1 });
    const order = (slug: string) => (CATEGORY_SLUGS as readonly string[]).indexOf(slug);
    expect(body.facets.categories).toEqual([{ slug: one.category, count: 2 }, { slug: two.category, count: 2 }].sort((x, y) => order(x.slug) - order(y.slug)));
    expect(body.facets.houses).toEqual(expect.arrayContaining([{ slug: one.house, name: one.name, count: 2 }, { slug: two.house, name: two.name, count: 2 }]));
    expect(body.facets.houses).toHaveLength(2);
    // The lot that opens later is upcoming, not live.
    expect(body.upcoming.map((c) => c.id)).toEqual([lots.later]);
  });

  it('by category: its lots, its upcoming ones; the category facet still offers every category, the house facet only its houses', async () => {
    const body = await browse(`category=${one.category}`);
    expect(ids(body)).toEqual([lots.a, lots.b]);
    expect(body.total).toBe(2);
    expect(body.live.every((c) => c.category === one.category)).toBe(true);
    expect(body.facets.categories.map((c) => c.slug).sort()).toEqual([one.category, two.category].sort());
    expect(body.facets.houses).toEqual([{ slug: one.house, name: one.name, count: 2 }]);
    expect(body.upcoming.map((c) => c.id)).toEqual([lots.later]);
    expect((await browse(`category=${two.category}`)).upcoming).toEqual([]);
  });

  it('by house (the brand\'s slug)', async () => {
    const body = await browse(`house=${two.house}`);
    expect(ids(body)).toEqual([lots.c, lots.d]);
    expect(body.facets.categories).toEqual([{ slug: two.category, count: 2 }]);
    expect((await browse('house=no-such-house')).total).toBe(0);
  });

  it('ending within the hour, the day, the week', async () => {
    expect(ids(await browse('ending=1h'))).toEqual([lots.a]);
    expect(ids(await browse('ending=24h'))).toEqual([lots.a, lots.b]);
    const week = await browse('ending=7d');
    expect(ids(week)).toEqual([lots.a, lots.b, lots.c]);
    expect(week.total).toBe(3);
    expect(week.facets.categories.find((c) => c.slug === two.category)?.count).toBe(1);
  });

  it('by price in whole US dollars: the current bid, or the starting price before the first bid, both bounds included', async () => {
    expect(ids(await browse('min_price=5000&max_price=20000'))).toEqual([lots.b, lots.c]);
    // d starts at $40,000 but is bid to $50,000.
    expect(ids(await browse('min_price=45000'))).toEqual([lots.d]);
    expect(ids(await browse('max_price=45000'))).toEqual([lots.a, lots.b, lots.c]);
    expect(ids(await browse('min_price=0&max_price=0'))).toEqual([]);
  });

  it('without a reserve', async () => {
    expect(ids(await browse('no_reserve=1'))).toEqual([lots.a, lots.c]);
    expect(ids(await browse('no_reserve=true'))).toEqual([lots.a, lots.c]);
    expect(ids(await browse('no_reserve=0'))).toHaveLength(4);
  });

  it('filters together: no reserve in one category, sorted by price', async () => {
    const body = await browse(`no_reserve=1&category=${two.category}&sort=price_desc`);
    expect(ids(body)).toEqual([lots.c]);
    expect(ids(await browse('sort=price_desc'))).toEqual([lots.d, lots.c, lots.b, lots.a]);
  });

  it('pages: the total and the page count hold on every page; a page past the end is empty', async () => {
    const first = await browse('sort=price_asc&page_size=3');
    expect(ids(first)).toEqual([lots.a, lots.b, lots.c]);
    expect(first).toMatchObject({ total: 4, page: 1, page_size: 3, page_count: 2 });
    const second = await browse('sort=price_asc&page_size=3&page=2');
    expect(ids(second)).toEqual([lots.d]);
    expect(second).toMatchObject({ total: 4, page: 2, page_count: 2 });
    const past = await browse('sort=price_asc&page_size=3&page=9');
    expect(past).toMatchObject({ live: [], total: 4, page: 9, page_count: 2 });
  });

  it('an empty result is a total of 0, no pages, and facets of nothing', async () => {
    const body = await browse('min_price=999999999');
    expect(body).toMatchObject({ live: [], total: 0, page_count: 0, facets: { categories: [], houses: [] } });
  });

  it.each([
    ['category=spaceships', 'category'],
    ['house=Not%20A%20House', 'house'],
    ['house=', 'house'],
    ['ending=2d', 'ending'],
    ['min_price=abc', 'min_price'],
    ['min_price=-1', 'min_price'],
    ['max_price=1.5', 'max_price'],
    ['max_price=99999999999', 'max_price'],
    ['min_price=900&max_price=100', 'min_price'],
    ['no_reserve=maybe', 'no_reserve'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=99999', 'page'],
    ['page_size=1000', 'page_size'],
  ])('answers 400 naming the parameter for %s', async (query, param) => {
    const res = await member.get<{ error: { code: string; message: string } }>(`/api/auctions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(`'${param}'`);
  });

  it('is for members: a guest is asked to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions?category=watches' })).statusCode).toBe(401);
  });
});
