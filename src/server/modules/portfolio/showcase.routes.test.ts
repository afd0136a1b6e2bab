import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import type { PortfolioItem } from '../../../shared/portfolio/contracts.js';
import type { Showcase, ShowcaseAppreciation, ShowcaseFollow, ShowcaseList } from '../../../shared/portfolio/showcase.js';
import { monthOf, type ValueHistory } from '../../../shared/portfolio/value-history.js';
import { SHOWCASE_CREATES_PER_HOUR } from './showcase.routes.js';

/**
 * Public portfolios through HTTP (PGlite, or PostgreSQL with DATABASE_URL): made only of the
 * member's own pieces, in their order; edited and deleted by the owner alone; read by members
 * unless a moderator hid them; followed and appreciated once; followers told of a piece added
 * by the job runner, not in the request; what was paid, when and notes never shown; and the
 * collection valued month by month from its models' sales, unvalued pieces never as zero.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let ada: Member; // owner
let ben: Member; // follower
let cleo: Member;
let registered: Member;
let products: { id: number; code: string }[];
let items: number[]; // ada's portfolio items
type Err = ApiErrorBody;

const NOTE = 'Bought from my aunt, secret drawer';
const PAID = 123_456_78;

let named = 0;
async function member(type: 'verified_member' | 'registered' = 'verified_member'): Promise<Member> {
  const m = await verifiedMember(t);
  const first = ['Ada', 'Ben', 'Cleo', 'Remy', 'Dora'][named++ % 5]!;
  await t.database.query(`update "user" set user_type = $2, first_name = $3, last_name = 'Lovell', name = $3 || ' Lovell' where id = $1`, [m.userId, type, first]);
  return m;
}

const create = (b: Browser, body: Record<string, unknown>) => b.post<Showcase & Err>('/api/community/portfolios', body);
const read = (b: Browser, id: number) => b.get<Showcase & Err>(`/api/community/portfolios/${id}`);
const edit = (b: Browser, id: number, body: Record<string, unknown>) => b.patch<Showcase & Err>(`/api/community/portfolios/${id}`, body);
const runJobs = () => t.app.jobs.runDue();

async function notificationsOf(userId: string) {
  const { rows } = await t.database.query<{ title: string; message: string; action_url: string }>(
    `select title, message, action_url from notifications where user_id = $1 and type = 'community.portfolio_piece_added' order by created_at, id`, [userId],
  );
  return rows;
}

/** The first of the month `back` months before now, at noon UTC. */
function monthsAgo(back: number, day = 10): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, day, 12));
}

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  [ada, ben, cleo, registered] = [await member(), await member(), await member(), await member('registered')];
  products = (await t.database.query<{ id: string; product_code: string }>('select id, product_code from products order by id limit 5')).rows
    .map((r) => ({ id: Number(r.id), code: r.product_code }));
  // Sales of our own making: the demo's are cleared for these models, so every figure is known.
  await t.database.query('delete from historical_sales where product_code = any($1::text[])', [products.map((p) => p.code)]);
  items = [];
  for (const p of products.slice(0, 4)) {
    const added = await ada.browser.post<PortfolioItem>('/api/portfolio/items', { product_id: p.id, purchase_price: PAID, acquired_on: '2011-03-04', note: NOTE });
    expect(added.status).toBe(201);
    items.push(added.body.id);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('who may make and read public portfolios', () => {
  it('asks a guest to sign in (401) and sends a registered user to the club (403)', async () => {
    const guest = new Browser(t);
    expect((await guest.get<Err>('/api/community/portfolios/1')).status).toBe(401);
    expect((await guest.post<Err>('/api/community/portfolios', { title: 'x', item_ids: [1] })).status).toBe(401);
    expect((await guest.get<Err>('/api/portfolio/history')).status).toBe(401);
    expect((await registered.browser.post<Err>('/api/community/portfolios', { title: 'x', item_ids: [1] })).status).toBe(403);
  });
});

describe('making a public portfolio', () => {
  it('refuses what a member could send wrong with a 400 that says so', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ', item_ids: [items[0]] }, 'title'],
      [{ title: 'Cartier', item_ids: [] }, 'item_ids'],
      [{ title: 'Cartier', item_ids: [items[0], items[0]] }, 'item_ids'],
      [{ title: 'Cartier', item_ids: ['a'] }, 'item_ids'],
      [{ title: 'x'.repeat(121), item_ids: [items[0]] }, 'title'],
      [{ title: 'Cartier', item_ids: [items[0]], owner_id: ben.userId }, ''],
      [{ title: 'Cartier', item_ids: [items[0]], description: 'd'.repeat(2001) }, 'description'],
    ];
    for (const [body, field] of cases) {
      const res = await create(ada.browser, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await ada.browser.get<Err>('/api/community/portfolios/abc')).status).toBe(400);
  });

  it('takes only the member’s own pieces, and a cover among them', async () => {
    const foreign = await create(ben.browser, { title: 'Not mine', item_ids: [items[0]] });
    expect([foreign.status, foreign.body.error.code]).toEqual([400, 'piece_not_yours']);
    const cover = await create(ada.browser, { title: 'Cartier', item_ids: [items[0]], cover_item_id: items[1] });
    expect([cover.status, cover.body.error.code]).toEqual([400, 'cover_not_chosen']);
  });

  it('keeps the chosen order, and shows members the pieces and their value, never what was paid, when, or the notes', async () => {
    const made = await create(ada.browser, { title: 'Cartier before 1990', description: 'Gold and time.', item_ids: [items[2], items[0]], cover_item_id: items[0] });
    expect(made.status).toBe(201);
    expect(made.body.pieces.map((p) => p.item_id)).toEqual([items[2], items[0]]);
    expect(made.body.mine).toBe(true);
    const seen = await read(ben.browser, made.body.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ title: 'Cartier before 1990', description: 'Gold and time.', mine: false, following: false, pieces_count: 2, show_values: true });
    expect(seen.body.cover).toBe(made.body.pieces[1]!.product.image_feature);
    const text = JSON.stringify(seen.body) + JSON.stringify(made.body) + JSON.stringify((await ada.browser.get('/api/community/portfolios/mine')).body);
    for (const secret of [NOTE, '2011-03-04', String(PAID), 'purchase_price', 'acquired_on', 'note"', 'paid']) expect(text).not.toContain(secret);
  });
});

describe('a portfolio over its life', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(ada.browser, { title: 'Watches I wear', item_ids: [items[0], items[1]] })).body.id;
  });

  it('is edited and reordered by its owner alone (another member: 404)', async () => {
    expect((await edit(ben.browser, id, { title: 'Mine now' })).status).toBe(404);
    expect((await ben.browser.delete(`/api/community/portfolios/${id}`)).status).toBe(404);
    const res = await edit(ada.browser, id, { title: 'Watches I wear daily', item_ids: [items[1], items[0]], show_values: false });
    expect(res.status).toBe(200);
    expect(res.body.pieces.map((p) => p.item_id)).toEqual([items[1], items[0]]);
    expect(res.body).toMatchObject({ title: 'Watches I wear daily', show_values: false, value: null, history: null });
    expect(res.body.pieces.every((p) => p.market_value === null)).toBe(true);
    expect((await edit(ada.browser, id, { show_values: true })).body.show_values).toBe(true);
  });

  it('is followed and appreciated once each, never by its owner', async () => {
    expect((await ada.browser.put<Err>(`/api/community/portfolios/${id}/follow`)).body.error.code).toBe('follow_own');
    expect((await ada.browser.put<Err>(`/api/community/portfolios/${id}/appreciation`)).status).toBe(422);
    for (let i = 0; i < 2; i++) {
      expect((await ben.browser.put<ShowcaseFollow>(`/api/community/portfolios/${id}/follow`)).body).toEqual({ following: true, followers_count: 1 });
      expect((await cleo.browser.put<ShowcaseAppreciation>(`/api/community/portfolios/${id}/appreciation`)).body).toEqual({ appreciated: true, appreciations_count: 1 });
    }
    expect((await cleo.browser.put<ShowcaseFollow>(`/api/community/portfolios/${id}/follow`)).body.followers_count).toBe(2);
    expect((await cleo.browser.delete<ShowcaseFollow>(`/api/community/portfolios/${id}/follow`)).body).toEqual({ following: false, followers_count: 1 });
    expect((await cleo.browser.delete<ShowcaseAppreciation>(`/api/community/portfolios/${id}/appreciation`)).body).toEqual({ appreciated: false, appreciations_count: 0 });
    expect((await read(ben.browser, id)).body).toMatchObject({ following: true, followers_count: 1 });
  });

  it('tells its followers of a piece added through the job runner, once, and not its owner', async () => {
    expect((await ben.browser.put(`/api/community/portfolios/${id}/follow`)).status).toBe(200);
    await runJobs();
    const before = (await notificationsOf(ben.userId)).length;
    const res = await edit(ada.browser, id, { item_ids: [items[1], items[0], items[3]] });
    expect(res.status).toBe(200);
    expect(await notificationsOf(ben.userId)).toHaveLength(before); // not in the request
    await runJobs();
    const after = await notificationsOf(ben.userId);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.message).toContain('Watches I wear');
    expect(after.at(-1)!.action_url).toBe(`/community/portfolios/${id}`);
    expect(await notificationsOf(ada.userId)).toHaveLength(0);
    expect(await notificationsOf(cleo.userId)).toHaveLength(0);
    // Reordering, or taking a piece out and putting it back, is no news a second time.
    await edit(ada.browser, id, { item_ids: [items[3], items[1], items[0]] });
    await edit(ada.browser, id, { item_ids: [items[1], items[0]] });
    await edit(ada.browser, id, { item_ids: [items[1], items[0], items[3]] });
    await runJobs();
    expect(await notificationsOf(ben.userId)).toHaveLength(before + 1);
  });

  it('is read by no one once a moderator hides it', async () => {
    await t.database.query('update community_portfolios set hidden_at = now() where id = $1', [id]);
    expect((await read(ben.browser, id)).status).toBe(404);
    expect((await read(ada.browser, id)).status).toBe(404);
    expect((await ben.browser.put(`/api/community/portfolios/${id}/follow`)).status).toBe(404);
    expect((await ada.browser.get<ShowcaseList>('/api/community/portfolios/mine')).body.portfolios.map((p) => p.id)).not.toContain(id);
    await t.database.query('update community_portfolios set hidden_at = null where id = $1', [id]);
  });

  it('is deleted by its owner (the pieces stay in the portfolio)', async () => {
    expect((await ada.browser.delete(`/api/community/portfolios/${id}`)).status).toBe(204);
    expect((await read(ben.browser, id)).status).toBe(404);
    expect((await ada.browser.delete(`/api/community/portfolios/${id}`)).status).toBe(404);
    expect((await ada.browser.get<{ items: unknown[] }>('/api/portfolio')).body.items).toHaveLength(4);
  });
});

describe('the value over time', () => {
  it('values each piece at its model’s last sale by each month, counts pieces without sales as unvalued, and compares the same pieces', async () => {
    const [a, b, c, d] = items as [number, number, number, number];
    const [pa, pb, pc] = products as unknown as [{ code: string }, { code: string }, { code: string }];
    // a and b held for 14 months, c for 3; d's model never sold.
    await t.database.query('update portfolio_items set created_at = $2 where id = any($1::bigint[])', [[a, b, d], monthsAgo(14).toISOString()]);
    await t.database.query('update portfolio_items set created_at = $2 where id = $1', [c, monthsAgo(3).toISOString()]);
    const sale = (code: string, back: number, cents: number, day = 10) =>
      t.database.query(`insert into historical_sales (product_code, sell_price, currency, source, sale_date) values ($1, $2, 'USD', 'patina', $3)`, [code, cents, monthsAgo(back, day).toISOString()]);
    await sale(pa.code, 20, 100_000_00); // before the chart: carries into its first month
    await sale(pa.code, 12, 120_000_00, 5);
    await sale(pa.code, 12, 110_000_00, 20); // the month's last sale is what counts
    await sale(pa.code, 0, 150_000_00, 1);
    await sale(pb.code, 6, 50_000_00); // b unvalued until six months ago
    await sale(pc.code, 10, 80_000_00);
    await sale(pc.code, 1, 90_000_00, 1);

    const res = await ada.browser.get<ValueHistory>('/api/portfolio/history');
    expect(res.status).toBe(200);
    const h = res.body;
    expect(h.months).toHaveLength(15);
    expect(h.months[0]).toBe(monthOf(monthsAgo(14)));
    expect(h.months.at(-1)).toBe(monthOf(new Date()));
    const at = (back: number) => h.months.length - 1 - back;
    const piece = (id: number) => h.pieces.find((p) => p.item_id === id)!.values;
    expect(piece(a)[0]).toBe(100_000_00);
    expect(piece(a)[at(12)]).toBe(110_000_00);
    expect(piece(a)[at(0)]).toBe(150_000_00);
    expect(piece(b)[at(7)]).toBeNull();
    expect(piece(b)[at(6)]).toBe(50_000_00);
    expect(piece(c)[at(4)]).toBeNull(); // not held yet, though its model sold
    expect(piece(c)[at(3)]).toBe(80_000_00);
    expect(piece(d).every((v) => v === null)).toBe(true);
    expect(h.total[0]).toBe(100_000_00);
    expect(h.unvalued[0]).toBe(2); // b and d
    expect(h.unvalued[at(0)]).toBe(1); // d
    expect(h.total[at(0)]).toBe(150_000_00 + 50_000_00 + 90_000_00);
    const move = (r: string) => h.moves.find((m) => m.range === r)!;
    // 1Y: a only (b unvalued a year ago, c not held): 110,000 → 150,000.
    expect(move('1Y')).toMatchObject({ from_value: 110_000_00, to_value: 150_000_00, pieces: 1, change: { direction: 'up', amount: 40_000_00, percent: 36.4 } });
    // 1M: a, b, c all held and valued a month ago.
    expect(move('1M')).toMatchObject({ from_value: 110_000_00 + 50_000_00 + 90_000_00, pieces: 3 });
    expect(move('all')).toMatchObject({ from_value: 100_000_00, to_value: 150_000_00, pieces: 1 });

    // The same figures on a public portfolio of those pieces, without the private fields.
    const made = await create(ada.browser, { title: 'Over time', item_ids: [a, c] });
    expect(made.body.history!.moves.find((m) => m.range === '1Y')).toMatchObject({ pieces: 1, from_value: 110_000_00 });
    expect((await read(ben.browser, made.body.id)).body.history!.total.at(-1)).toBe(150_000_00 + 90_000_00);
  });

  it('is empty, not zero, for a member with no pieces', async () => {
    const h = (await cleo.browser.get<ValueHistory>('/api/portfolio/history')).body;
    expect(h.months).toEqual([]);
    expect(h.moves.every((m) => m.change === null && m.from_month === null)).toBe(true);
  });
});

describe('limits', () => {
  it('rate-limits making portfolios (429 with retry-after)', async () => {
    const dora = await member();
    const item = (await dora.browser.post<PortfolioItem>('/api/portfolio/items', { product_id: products[4]!.id })).body.id;
    for (let i = 0; i < SHOWCASE_CREATES_PER_HOUR.max; i++) expect((await create(dora.browser, { title: `P${i}`, item_ids: [item] })).status).toBe(201);
    const over = await create(dora.browser, { title: 'One more', item_ids: [item] });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
