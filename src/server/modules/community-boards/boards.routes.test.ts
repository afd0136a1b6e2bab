import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import type { BoardConsent, BoardPage } from '../../../shared/leaderboards/contracts.js';
import { BOARD_PAGE_SIZE, TIE_RULE } from '../../../shared/leaderboards/contracts.js';
import { rankAll } from '../../../shared/leaderboards/rank.js';
import type { DiscoverPage, Suggestion } from '../../../shared/discover/contracts.js';
import { TRENDING_FORMULA, trendingScore } from '../../../shared/discover/trending.js';
import { BOARDS_REFRESH_JOB } from './index.js';

/**
 * Leaderboards and discover through HTTP (PGlite, or PostgreSQL with DATABASE_URL): who may
 * appear (a public portfolio, or consent), the figures (market value, growth from recorded
 * sales, followers, appreciations, completed sales), ties, the member's own rank off the first
 * page, the top-100 notification once per crossing, discover's visibility rules and trending
 * score, members to follow, and 400 for anything malformed. The job writes; requests read.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let ada: Member; // whole portfolio public
let ben: Member; // pieces, nothing public, no consent (then consents)
let cleo: Member; // a published community portfolio holding one of her two pieces
let dan: Member; // the viewer far down the board
let products: { id: number; code: string }[];
type Err = ApiErrorBody;
const PAID = 987_654_321; // a purchase price no response may ever show

const q = (sql: string, params: unknown[] = []) => t.database.query(sql, params);
const refresh = () => t.app.communityBoards.refreshAll();
const board = (b: Browser, query: string) => b.get<BoardPage & Err>(`/api/community/leaderboards?${query}`);
const discover = (b: Browser, query = '') => b.get<DiscoverPage & Err>(`/api/community/discover${query ? `?${query}` : ''}`);

async function addPiece(userId: string, productId: number): Promise<number> {
  const { rows } = await q('insert into portfolio_items (user_id, product_id, purchase_price) values ($1, $2, $3) returning id', [userId, productId, PAID]);
  return Number((rows[0] as { id: string }).id);
}
async function makePublic(userId: string, on = true) {
  await q(`insert into collection_visibility (user_id, kind, is_public) values ($1, 'portfolio', $2)
    on conflict (user_id, kind) do update set is_public = excluded.is_public`, [userId, on]);
}
async function publishPortfolio(ownerId: string, itemIds: number[], title = 'Steel sports watches'): Promise<number> {
  const { rows } = await q(`insert into community_portfolios (owner_id, title, status, published_at) values ($1, $2, 'published', now()) returning id`, [ownerId, title]);
  const id = Number((rows[0] as { id: string }).id);
  for (const [i, item] of itemIds.entries()) await q('insert into community_portfolio_pieces (portfolio_id, item_id, position) values ($1, $2, $3)', [id, item, i]);
  return id;
}
/** A member row without the sign-up walk (for crowds); joined at `joined`. */
async function rawMember(name: string, joined: Date): Promise<string> {
  const id = randomUUID();
  await q(`insert into "user" (id, name, email, first_name, last_name, user_type, created_at) values ($1, $2, $3, $2, 'Crowd', 'verified_member', $4)`,
    [id, name, `${id}@example.com`, joined.toISOString()]);
  return id;
}
async function entry(authorId: string, extra: { visibility?: string; hidden?: boolean; pieces?: number[]; title?: string } = {}): Promise<number> {
  const { rows } = await q(`insert into community_entries (author_id, status, visibility, title, piece_ids, published_at, hidden_at)
    values ($1, 'published', $2, $3, $4, now() - interval '1 hour', $5) returning id`,
  [authorId, extra.visibility ?? 'members', extra.title ?? 'An entry', extra.pieces ?? [], extra.hidden ? new Date().toISOString() : null]);
  return Number((rows[0] as { id: string }).id);
}
async function appreciate(entryId: number, userId: string, hoursAgo = 1) {
  await q(`insert into community_appreciations (entry_id, user_id, created_at) values ($1, $2, now() - make_interval(hours => $3))`, [entryId, userId, hoursAgo]);
  await q('update community_entries set appreciations_count = appreciations_count + 1 where id = $1', [entryId]);
}

/** A member of the club (verifiedMember signs up a registered account). */
async function clubMember(): Promise<Member> {
  const m = await verifiedMember(t);
  await q(`update "user" set user_type = 'verified_member' where id = $1`, [m.userId]);
  return m;
}

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  [ada, ben, cleo, dan] = [await clubMember(), await clubMember(), await clubMember(), await clubMember()];
  const { rows } = await q('select id, product_code from products order by id limit 8');
  products = (rows as { id: string; product_code: string }[]).map((r) => ({ id: Number(r.id), code: r.product_code }));
  // Known market values: product 0 last sold at 50,000.00; product 1 has only an ask; product 2 nothing at all.
  await q('update products set last_sale = 5000000, lowest_ask = 9999999 where id = $1', [products[0]!.id]);
  await q('update products set last_sale = null, lowest_ask = 2000000, price = null, recommended_price = null where id = $1', [products[1]!.id]);
  await q('update products set last_sale = null, lowest_ask = null, price = null, recommended_price = null where id = $1', [products[2]!.id]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('who may ask', () => {
  it('asks a guest to sign in (401) on every route', async () => {
    const guest = new Browser(t);
    for (const path of ['/api/community/leaderboards?board=portfolio_value', '/api/community/discover', '/api/community/discover/members', '/api/community/leaderboards/consent']) {
      const res = await guest.get<Err>(path);
      expect([path, res.status]).toEqual([path, 401]);
    }
  });

  it('answers 400, never 500, for a bad board, period, sort, category or page', async () => {
    for (const query of ['board=richest', 'board=portfolio_value&period=week', 'board=writers&period=decade', 'board=writers&page=0', 'board=writers&color=red', '']) {
      const res = await board(ada.browser, query);
      expect([query, res.status]).toEqual([query, 400]);
    }
    for (const query of ['sort=hot', 'category=Not%20A%20Slug', 'category=no-such-category', 'house=no-such-house', 'page=-1', 'category=watches&house=rolex']) {
      const res = await discover(ada.browser, query);
      expect([query, res.status]).toEqual([query, 400]);
    }
    expect((await ada.browser.put<Err>('/api/community/leaderboards/consent', { consent: 'yes' })).status).toBe(400);
  });
});

describe('leaderboards', () => {
  it('ranks only members with a public portfolio or consent, by market value, never showing what they paid', async () => {
    await addPiece(ada.userId, products[0]!.id); // 50,000.00 (the last sale, not the ask)
    await addPiece(ada.userId, products[1]!.id); // 20,000.00 (the ask)
    await addPiece(ada.userId, products[2]!.id); // unvalued: left out, not zero
    await makePublic(ada.userId);
    await addPiece(ben.userId, products[0]!.id);
    await addPiece(ben.userId, products[0]!.id); // 100,000.00, but private
    const shown = await addPiece(cleo.userId, products[1]!.id);
    await addPiece(cleo.userId, products[0]!.id); // not in her published portfolio
    await publishPortfolio(cleo.userId, [shown]);
    await refresh();

    const page = await board(dan.browser, 'board=portfolio_value');
    expect(page.status).toBe(200);
    expect(page.body.tie_rule).toBe(TIE_RULE);
    expect(page.body.computed_at).not.toBeNull();
    const values = new Map(page.body.rows.map((r) => [r.member.handle, r.value]));
    expect(page.body.rows.map((r) => r.value)).toEqual([7_000_000, 2_000_000]);
    expect(values.size).toBe(2);
    expect(JSON.stringify(page.body)).not.toContain(String(PAID));
    expect(page.body.me).toBeNull();
    expect(page.body.eligible).toBe(false);
    expect((await board(ben.browser, 'board=portfolio_value')).body.me).toBeNull();

    // Ben says yes in settings: the next run ranks him with all his pieces.
    const consent = await ben.browser.put<BoardConsent>('/api/community/leaderboards/consent', { consent: true });
    expect(consent.body).toEqual({ consent: true, public_portfolio: false });
    expect((await ada.browser.get<BoardConsent>('/api/community/leaderboards/consent')).body).toEqual({ consent: false, public_portfolio: true });
    await refresh();
    const after = await board(ben.browser, 'board=portfolio_value');
    expect(after.body.me).toEqual({ rank: 1, value: 10_000_000, page: 1 });
    expect(after.body.eligible).toBe(true);
    // And no again: he leaves the board at the next run.
    await ben.browser.put('/api/community/leaderboards/consent', { consent: false });
    await refresh();
    expect((await board(ben.browser, 'board=portfolio_value')).body.me).toBeNull();
  });

  it('leaves out a portfolio a moderator hid', async () => {
    const portfolio = await publishPortfolio(cleo.userId, [await addPiece(cleo.userId, products[1]!.id)]);
    await refresh();
    expect((await board(cleo.browser, 'board=portfolio_value')).body.me?.value).toBe(2_000_000);
    await q('update community_portfolios set hidden_at = now() where id = $1', [portfolio]);
    await refresh();
    expect((await board(cleo.browser, 'board=portfolio_value')).body.me).toBeNull();
    expect((await discover(cleo.browser)).body.items.some((i) => i.kind === 'portfolio' && i.id === portfolio)).toBe(false);
  });

  it('breaks ties by join date, shows the own rank off the first page, and pages by (board, period, rank)', async () => {
    // 30 collectors above dan, in pairs of equal value joined at different times.
    const base = Date.parse('2024-01-01T00:00:00Z');
    const crowd: { userId: string; value: number; joinedAt: Date }[] = [];
    for (let i = 0; i < 30; i++) {
      const joinedAt = new Date(base + ((i * 7919) % 30) * 86_400_000);
      const id = await rawMember(`Collector${i}`, joinedAt);
      await makePublic(id);
      const pieces = 20 - Math.floor(i / 2); // equal counts in pairs
      for (let p = 0; p < pieces; p++) await addPiece(id, products[0]!.id);
      crowd.push({ userId: id, value: pieces * 5_000_000, joinedAt });
    }
    await makePublic(dan.userId);
    await addPiece(dan.userId, products[1]!.id);
    await refresh();

    const first = await board(dan.browser, 'board=portfolio_value');
    expect(first.body.rows).toHaveLength(BOARD_PAGE_SIZE);
    expect(first.body.me).not.toBeNull();
    expect(first.body.me!.page).toBe(2);
    expect(first.body.rows.some((r) => r.rank === first.body.me!.rank)).toBe(false);
    // The stored order is compareRanked's (shared/leaderboards/rank.ts).
    const { rows } = await q(`select user_id, value, joined_at from board_ranks where board = 'portfolio_value' and period = 'all' order by rank`);
    const stored = (rows as { user_id: string; value: string; joined_at: string | Date }[]).map((r) => ({ userId: r.user_id, value: Number(r.value), joinedAt: new Date(r.joined_at) }));
    expect(rankAll(stored).map((r) => r.userId)).toEqual(stored.map((r) => r.userId));
    const pair = crowd.slice(0, 2).sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
    expect(stored.slice(0, 2).map((r) => r.userId)).toEqual(pair.map((r) => r.userId));
    const second = await board(dan.browser, 'board=portfolio_value&page=2');
    expect(second.body.rows.map((r) => r.rank)[0]).toBe(BOARD_PAGE_SIZE + 1);
    expect(second.body.rows.find((r) => r.rank === second.body.me!.rank)).toBeDefined();
  });

  it('ranks growth from recorded sales of the same pieces then and now, leaving out pieces without both', async () => {
    const [a, b] = [products[3]!, products[4]!];
    await q('delete from historical_sales where product_code = any($1::text[])', [[a.code, b.code]]);
    await q(`insert into historical_sales (product_code, sell_price, sale_date) values
      ($1, 1000000, now() - interval '40 days'), ($1, 1500000, now() - interval '2 days'), ($2, 800000, now() - interval '3 days')`, [a.code, b.code]);
    const grower = await rawMember('Grower', new Date('2023-05-01T00:00:00Z'));
    await makePublic(grower);
    await addPiece(grower, a.id);
    await addPiece(grower, b.id); // no sale 30 days ago: left out
    await refresh();
    const { rows } = await q(`select value from board_ranks where board = 'growth_30d' and period = 'all' and user_id = $1`, [grower]);
    expect(rows.map((r) => Number((r as { value: string }).value))).toEqual([5000]); // +50.00 %
    const year = await q(`select 1 from board_ranks where board = 'growth_1y' and user_id = $1`, [grower]);
    expect(year.rows).toHaveLength(0); // no sale a year ago
  });

  it('counts followers, appreciations of visible entries, and completed sales, by week, month and all time', async () => {
    await makePublic(ada.userId);
    const old = await rawMember('Fan old', new Date('2022-01-01T00:00:00Z'));
    await q(`insert into follows (follower_id, followee_id, kind, created_at) values ($1, $2, 'member', now() - interval '20 days'), ($3, $2, 'member', now())`,
      [old, ada.userId, ben.userId]);
    const e1 = await entry(ada.userId);
    const hidden = await entry(ada.userId, { hidden: true });
    await appreciate(e1, ben.userId, 2);
    await appreciate(e1, cleo.userId, 24 * 10);
    await appreciate(hidden, dan.userId, 1);
    const buyer = await rawMember('Buyer', new Date('2022-01-01T00:00:00Z'));
    for (const [listing, status, daysAgo] of [[1, 'completed', 1], [2, 'completed', 20], [3, 'shipped', 1]] as const) {
      await q(`insert into orders (id, buyer_id, seller_id, listing_id, source, status, idempotency_key, title, category, currency, price, shipping,
          buyer_protection_fee, seller_fee, total, inspection_days, updated_at)
        values ($1, $2, $3, $6, 'buy_now', $4, $1, 'A piece', 'watches', 'USD', 100, 0, 0, 0, 100, 3, now() - make_interval(days => $5))`,
      [randomUUID(), buyer, ada.userId, status, daysAgo, listing]);
    }
    await refresh();
    const value = async (b: string, period: string) => (await board(ada.browser, `board=${b}&period=${period}`)).body.me?.value ?? 0;
    expect([await value('most_followed', 'week'), await value('most_followed', 'month'), await value('most_followed', 'all')]).toEqual([1, 2, 2]);
    expect([await value('writers', 'week'), await value('writers', 'month'), await value('writers', 'all')]).toEqual([1, 2, 2]);
    expect([await value('sellers', 'week'), await value('sellers', 'month'), await value('sellers', 'all')]).toEqual([1, 2, 2]);
  });

  it('tells a member once when they enter a top 100, and again only after leaving and coming back', async () => {
    const notes = async (userId: string) => (await q(`select message, action_url from notifications where user_id = $1 and type = 'community.rank_top100' order by created_at`, [userId])).rows as { message: string; action_url: string }[];
    // The boards ran before: everyone on them is the baseline, not news.
    await makePublic(ada.userId);
    await addPiece(ada.userId, products[0]!.id);
    await refresh();
    expect(await notes(ada.userId)).toEqual([]);
    const eve = await clubMember();
    await makePublic(eve.userId);
    await addPiece(eve.userId, products[1]!.id);
    await refresh();
    const first = await notes(eve.userId);
    expect(first).toHaveLength(1);
    expect(first[0]!.message).toMatch(/^You are number \d+ on Portfolio value \(all time\)\.$/);
    expect(first[0]!.action_url).toContain('/community/leaderboards?board=portfolio_value&period=all');
    await refresh();
    expect(await notes(eve.userId)).toHaveLength(1);
    await makePublic(eve.userId, false);
    await refresh();
    await makePublic(eve.userId, true);
    await refresh();
    expect(await notes(eve.userId)).toHaveLength(2);
  });

  it('is written by the job runner (one job per five-minute slot)', async () => {
    await t.app.jobs.runDue({ kinds: [BOARDS_REFRESH_JOB] });
    const { rows } = await q(`select status, unique_key from jobs where kind = $1 order by id`, [BOARDS_REFRESH_JOB]);
    const done = (rows as { status: string }[]).filter((r) => r.status === 'done');
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect((rows as { status: string }[]).some((r) => r.status === 'pending')).toBe(true); // the next slot
  });

  it('skips a slot whose time has passed (after a restart or an overrun), leaving the work to the current one', async () => {
    await q(`delete from jobs where kind = $1`, [BOARDS_REFRESH_JOB]);
    const before = (await q(`select coalesce(max(computed_at), 'epoch') as at from board_runs`)).rows[0] as { at: Date };
    const past = new Date(Date.now() - 3_600_000);
    await q(`insert into jobs (kind, payload, unique_key, run_at, max_attempts) values ($1, $2, $3, now(), 3)`, [BOARDS_REFRESH_JOB, JSON.stringify({ slot: past.toISOString() }), `test-past-slot`]);
    await t.app.jobs.runDue({ kinds: [BOARDS_REFRESH_JOB] });
    const { rows } = await q(`select status, payload from jobs where kind = $1 order by id`, [BOARDS_REFRESH_JOB]);
    expect((rows as { status: string }[]).map((r) => r.status)).toEqual(['done', 'pending']); // the past slot, and the next one
    expect((await q(`select coalesce(max(computed_at), 'epoch') as at from board_runs`)).rows[0]).toEqual(before);
  });

  it('lets an admin, and only an admin, ask for a run now: the job does it', async () => {
    const admin = await clubMember();
    await q(`update "user" set user_type = 'admin' where id = $1`, [admin.userId]);
    expect((await dan.browser.post<Err>('/api/community/leaderboards/refresh')).status).toBe(403);
    await makePublic(dan.userId);
    await addPiece(dan.userId, products[1]!.id);
    expect((await board(dan.browser, 'board=portfolio_value')).body.me).toBeNull();
    expect((await admin.browser.post('/api/community/leaderboards/refresh')).status).toBe(202);
    expect((await board(dan.browser, 'board=portfolio_value')).body.me).toBeNull(); // not in the request
    await t.app.jobs.runDue({ kinds: [BOARDS_REFRESH_JOB] });
    expect((await board(dan.browser, 'board=portfolio_value')).body.me?.value).toBe(2_000_000);
  });
});

describe('discover', () => {
  it('shows published entries for members and published portfolios, never followers-only, drafts or hidden ones', async () => {
    const open = await entry(cleo.userId, { title: 'Open entry', pieces: [products[0]!.id] });
    const followersOnly = await entry(cleo.userId, { title: 'For followers', visibility: 'followers' });
    const hidden = await entry(cleo.userId, { title: 'Hidden entry', hidden: true });
    const portfolio = await publishPortfolio(ada.userId, [await addPiece(ada.userId, products[0]!.id)]);
    await q(`insert into community_portfolio_follows (portfolio_id, user_id) values ($1, $2)`, [portfolio, ben.userId]);
    await refresh();
    const page = await discover(dan.browser, 'sort=new');
    expect(page.status).toBe(200);
    const ids = page.body.items.filter((i) => i.kind === 'entry').map((i) => i.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(followersOnly);
    expect(ids).not.toContain(hidden);
    const shown = page.body.items.find((i) => i.kind === 'portfolio' && i.id === portfolio);
    expect(shown?.url).toBe(`/community/portfolios/${portfolio}`);
    expect(shown?.trending).toBeCloseTo(3, 1); // one follow, just now
    expect(page.body.formula).toBe(TRENDING_FORMULA);
    expect(JSON.stringify(page.body)).not.toContain(String(PAID));
  });

  it('sorts by the stored trending score (the shared formula) and filters by category and house', async () => {
    const hot = await entry(ben.userId, { title: 'Hot', pieces: [products[0]!.id] });
    const warm = await entry(ben.userId, { title: 'Warm' });
    await appreciate(hot, ada.userId, 1);
    await appreciate(hot, cleo.userId, 30);
    await q(`insert into community_comments (entry_id, author_id, body, created_at) values ($1, $2, 'Lovely', now() - interval '5 hours')`, [hot, dan.userId]);
    await appreciate(warm, ada.userId, 200); // over a week ago: counts for nothing
    await refresh();
    const page = await discover(dan.browser, 'sort=trending');
    const top = page.body.items[0]!;
    expect([top.kind, top.id]).toEqual(['entry', hot]);
    const { rows } = await q(`select trending from discover_items where kind = 'entry' and item_id = $1`, [hot]);
    const now = Date.now();
    const expected = trendingScore([
      { kind: 'appreciation', at: new Date(now - 3600_000) }, { kind: 'appreciation', at: new Date(now - 30 * 3600_000) },
      { kind: 'comment', at: new Date(now - 5 * 3600_000) },
    ], new Date(now));
    expect(Number((rows[0] as { trending: number }).trending)).toBeCloseTo(expected, 2);
    expect(page.body.items.find((i) => i.id === warm)?.trending ?? 0).toBe(0);

    const cat = (await q('select category from products where id = $1', [products[0]!.id])).rows[0] as { category: string };
    const byCategory = await discover(dan.browser, `category=${cat.category}`);
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.items.map((i) => i.id)).toContain(hot);
    expect(byCategory.body.items.map((i) => i.id)).not.toContain(warm);
    expect(byCategory.body.categories.map((c) => c.facet)).toContain(`category:${cat.category}`);
    const house = (await q('select b.slug from products p join brands b on b.id = p.brand_id where p.id = $1', [products[0]!.id])).rows[0] as { slug: string };
    expect((await discover(dan.browser, `house=${house.slug}&sort=appreciated`)).body.items[0]!.id).toBe(hot);

    // The next run moves what changed and drops what went (facet rows are brought in line, not rewritten).
    for (const [who, hoursAgo] of [[cleo, 2], [dan, 3]] as const) await appreciate(warm, who.userId, hoursAgo);
    await q(`update community_entries set hidden_at = now() where id = $1`, [hot]); // a moderator hid it
    await refresh();
    const again = await discover(dan.browser, 'sort=trending');
    expect(again.body.items.find((i) => i.id === warm)?.trending ?? 0).toBeGreaterThan(0);
    expect(again.body.items.map((i) => i.id)).not.toContain(hot);
    expect((await discover(dan.browser, `category=${cat.category}`)).body.items.map((i) => i.id)).not.toContain(hot);
    const { rows: stale } = await q(
      `select f.facet from discover_facets f join discover_items i on i.kind = f.kind and i.item_id = f.item_id
        where f.trending <> i.trending or f.appreciations_week <> i.appreciations_week or f.published_at <> i.published_at
        union all select f.facet from discover_facets f where not exists (select 1 from discover_items i where i.kind = f.kind and i.item_id = f.item_id)`,
    );
    expect(stale).toEqual([]);
  });

  it('suggests members followed by the members one follows, and collectors of the same houses', async () => {
    // dan follows ada; ada follows cleo: cleo is suggested to dan.
    await q(`insert into follows (follower_id, followee_id, kind) values ($1, $2, 'member'), ($2, $3, 'member')`, [dan.userId, ada.userId, cleo.userId]);
    // ben collects what dan collects, in public.
    await makePublic(ben.userId);
    await addPiece(ben.userId, products[0]!.id);
    await addPiece(dan.userId, products[0]!.id);
    await refresh();
    const res = await dan.browser.get<{ members: Suggestion[] }>('/api/community/discover/members');
    expect(res.status).toBe(200);
    const reasons = res.body.members.map((m) => m.reason);
    expect(reasons[0]).toBe('Followed by 1 member you follow');
    expect(res.body.members.some((m) => /^Collects .+, as you do$/.test(m.reason))).toBe(true);
    const handles = res.body.members.map((m) => m.member.handle);
    expect(new Set(handles).size).toBe(handles.length);
  });
});
