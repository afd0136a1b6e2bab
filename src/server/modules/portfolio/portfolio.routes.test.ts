import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { memberHandle } from '../../../shared/members/handle.js';
import type { FollowState } from '../../../shared/follows/contracts.js';
import type { Portfolio, PortfolioItem, PublicCollection } from '../../../shared/portfolio/contracts.js';

/**
 * The portfolio and public collections through HTTP (PGlite, or PostgreSQL with DATABASE_URL):
 * a member records pieces they own, sees them valued from the market, makes the portfolio or
 * wishlist public, and others see the pieces (never what was paid) and follow them.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>> & { handle: string };
let ines: Member;
let marc: Member;
let registered: Member;
let products: { id: number; last_sale: number; lowest_ask: number }[];

const handleOf = (userId: string) => memberHandle('Ines M.', createHash('md5').update(userId).digest('hex').slice(0, 10));

async function member(type: 'verified_member' | 'registered'): Promise<Member> {
  const m = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = $2 where id = $1`, [m.userId, type]);
  return { ...m, handle: handleOf(m.userId) };
}

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  ines = await member('verified_member');
  marc = await member('verified_member');
  registered = await member('registered');
  const { rows } = await t.database.query<{ id: number; last_sale: number; lowest_ask: number }>(
    'select id::int as id, coalesce(last_sale, 0)::bigint as last_sale, coalesce(lowest_ask, 0)::bigint as lowest_ask from products order by id limit 10',
  );
  products = rows.map((r) => ({ id: Number(r.id), last_sale: Number(r.last_sale), lowest_ask: Number(r.lowest_ask) }));
});
afterAll(async () => {
  await t?.close();
});

type Err = { error: { code: string; message: string } };
const add = (b: Browser, body: unknown) => b.post<PortfolioItem & Err>('/api/portfolio/items', body);

describe('recording pieces', () => {
  it('adds a piece with what was paid, values it from the market, and totals the collection', async () => {
    const m = await member('verified_member');
    const p = products[0]!;
    const res = await add(m.browser, { product_id: p.id, purchase_price: 1_000_000, acquired_on: '2020-06-01', condition: 'Excellent', note: 'Bought in Geneva' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ product: { id: p.id }, purchase_price: 1_000_000, acquired_on: '2020-06-01', condition: 'Excellent', note: 'Bought in Geneva' });
    expect(res.body.market_value).toBeGreaterThan(0);
    expect(res.body.change!.amount).toBe(res.body.market_value! - 1_000_000);
    await add(m.browser, { product_id: products[1]!.id });

    const mine = await m.browser.get<Portfolio>('/api/portfolio');
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.items.map((i) => i.product.id)).toEqual([products[1]!.id, p.id]);
    expect(mine.body.totals.value).toBe(mine.body.items.reduce((s, i) => s + (i.market_value ?? 0), 0));
    // Only the piece with a purchase price counts towards the gain.
    expect(mine.body.totals.cost).toBe(1_000_000);
    expect(mine.body.totals.worth).toBe(res.body.market_value);
    expect(mine.body).toMatchObject({ public: false, followers_count: 0, handle: m.handle });
  });

  it('edits and clears fields, removes a piece, and answers 404 for another member’s piece', async () => {
    const item = (await add(ines.browser, { product_id: products[2]!.id, purchase_price: 500_000, note: 'x' })).body;
    const edited = await ines.browser.patch<PortfolioItem>(`/api/portfolio/items/${item.id}`, { purchase_price: null, note: '', condition: 'Good' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ purchase_price: null, note: null, condition: 'Good', change: null });

    expect((await marc.browser.patch<Err>(`/api/portfolio/items/${item.id}`, { note: 'mine now' })).status).toBe(404);
    expect((await marc.browser.delete<Err>(`/api/portfolio/items/${item.id}`)).status).toBe(404);
    expect((await ines.browser.delete(`/api/portfolio/items/${item.id}`)).status).toBe(204);
    expect((await ines.browser.delete<Err>(`/api/portfolio/items/${item.id}`)).body.error.code).toBe('portfolio_item_not_found');
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const m = await member('verified_member');
    for (const purchase_price of [0, -1, 1e15, 'abc', 12.5]) {
      const res = await add(m.browser, { product_id: products[0]!.id, purchase_price });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('purchase_price');
    }
    expect((await add(m.browser, { product_id: products[0]!.id, acquired_on: '2999-01-01' })).status).toBe(400);
    expect((await add(m.browser, { product_id: products[0]!.id, user_id: marc.userId })).status).toBe(400);
    expect((await add(m.browser, { product_id: 'one' })).status).toBe(400);
    expect((await add(m.browser, { product_id: 999_999_999 })).body.error.code).toBe('product_not_found');
    expect((await m.browser.patch('/api/portfolio/items/abc', { note: 'x' })).status).toBe(400);
    expect((await m.browser.get<Portfolio>('/api/portfolio')).body.items).toEqual([]);
  });

  it('escapes nothing on the way in and returns what was written as text (the page escapes)', async () => {
    const m = await member('verified_member');
    const note = '<script>alert(1)</script>';
    expect((await add(m.browser, { product_id: products[3]!.id, note })).body.note).toBe(note);
  });

  it('is for club members: a registered user gets 403 membership_required, a guest 401', async () => {
    expect((await registered.browser.get<Err>('/api/portfolio')).body.error.code).toBe('membership_required');
    expect((await new Browser(t).get('/api/portfolio')).status).toBe(401);
  });

  it('stops at the cap with 409 portfolio_full', async () => {
    const m = await member('verified_member');
    await t.database.query(
      `insert into portfolio_items (user_id, product_id) select $1, (select id from products order by id limit 1) from generate_series(1, 500)`,
      [m.userId],
    );
    const res = await add(m.browser, { product_id: products[0]!.id });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('portfolio_full');
  });
});

describe('public collections and following them', () => {
  it('keeps a portfolio private until made public; then shows pieces and market values, never what was paid', async () => {
    const owner = await member('verified_member');
    await add(owner.browser, { product_id: products[4]!.id, purchase_price: 123_456, note: 'secret note', acquired_on: '2019-01-02' });
    const guest = new Browser(t);
    const hidden = await guest.get<Err>(`/api/members/${owner.handle}/portfolio`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toEqual({ code: 'collection_private', message: 'Ines M. keeps their portfolio private.' });

    expect((await owner.browser.put('/api/portfolio/visibility', { public: true })).body).toEqual({ public: true, handle: owner.handle });
    const shown = await guest.get<PublicCollection>(`/api/members/${owner.handle}/portfolio`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ kind: 'portfolio', member: { handle: owner.handle, name: 'Ines M.' }, count: 1, followers_count: 0 });
    expect(shown.body.pieces[0]!.product.id).toBe(products[4]!.id);
    const text = JSON.stringify(shown.body);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('secret note');
    expect(text).not.toContain('2019-01-02');
    expect(text).not.toContain(owner.userId);

    await owner.browser.put('/api/portfolio/visibility', { public: false });
    expect((await guest.get(`/api/members/${owner.handle}/portfolio`)).status).toBe(404);
  });

  it('follows a public portfolio or wishlist, tells the owner with follow_type, and refuses private ones and oneself', async () => {
    const owner = await member('verified_member');
    const fan = await member('verified_member');
    const followWishlist = () => fan.browser.post<FollowState & Err>(`/api/follows/members/${owner.handle}/wishlist`);
    expect((await followWishlist()).body.error.code).toBe('collection_private');

    await owner.browser.put(`/api/wishlist/${products[5]!.id}`);
    expect((await owner.browser.put('/api/wishlist/visibility', { public: true })).status).toBe(200);
    const first = await followWishlist();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ following: true, followers_count: 1, self: false });
    expect((await followWishlist()).status).toBe(200);

    const { rows } = await t.database.query<{ message: string; metadata: { follow_type: string } }>(
      `select message, metadata from notifications where user_id = $1 and type = 'social.follow'`, [owner.userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('Ines M. started following your wishlist.');
    expect(rows[0]!.metadata.follow_type).toBe('wishlist');

    const wishlist = await new Browser(t).get<PublicCollection>(`/api/members/${owner.handle}/wishlist`);
    expect(wishlist.body).toMatchObject({ kind: 'wishlist', count: 1, followers_count: 1 });
    expect(wishlist.body.pieces[0]!.product.id).toBe(products[5]!.id);

    // Following the member is another follow; the wishlist's followers are its own.
    expect((await fan.browser.get<FollowState>(`/api/follows/members/${owner.handle}`)).body.following).toBe(false);
    expect((await owner.browser.post<Err>(`/api/follows/members/${owner.handle}/wishlist`)).status).toBe(422);
    const left = await fan.browser.delete<FollowState>(`/api/follows/members/${owner.handle}/wishlist`);
    expect(left.body).toMatchObject({ following: false, followers_count: 0 });
  });

  it('tells the followers of a public portfolio or wishlist of each new piece, once, and nobody while it is private', async () => {
    const owner = await member('verified_member');
    const fans = [await member('verified_member'), await member('verified_member')];
    await owner.browser.put('/api/portfolio/visibility', { public: true });
    await owner.browser.put('/api/wishlist/visibility', { public: true });
    for (const fan of fans) {
      expect((await fan.browser.post(`/api/follows/members/${owner.handle}/portfolio`)).status).toBe(201);
    }
    expect((await fans[0]!.browser.post(`/api/follows/members/${owner.handle}/wishlist`)).status).toBe(201);
    const news = async (userId: string) => {
      await t.app.events.drain();
      const { rows } = await t.database.query<{ title: string; message: string; action_url: string; metadata: Record<string, unknown> }>(
        `select title, message, action_url, metadata from notifications where user_id = $1 and type = 'social.collection_piece' order by created_at`, [userId]);
      return rows;
    };

    await add(owner.browser, { product_id: products[6]!.id, purchase_price: 999_999 });
    await owner.browser.put(`/api/wishlist/${products[7]!.id}`);
    const first = await news(fans[0]!.userId);
    expect(first.map((n) => n.message).sort()).toEqual([
      expect.stringMatching(/^Ines M\. added .+ to their portfolio\.$/),
      expect.stringMatching(/^Ines M\. added .+ to their wishlist\.$/),
    ].sort());
    expect(first.find((n) => n.message.endsWith('portfolio.'))).toMatchObject({
      title: 'New in Ines M.’s portfolio', action_url: `/members/${owner.handle}/portfolio`, metadata: { follow_type: 'portfolio' },
    });
    expect(JSON.stringify(first)).not.toContain('999999');
    expect(await news(fans[1]!.userId)).toHaveLength(1);

    // Private: nobody hears of the next piece.
    await owner.browser.put('/api/portfolio/visibility', { public: false });
    await add(owner.browser, { product_id: products[8]!.id });
    expect(await news(fans[1]!.userId)).toHaveLength(1);
  });

  it('answers 400 for a kind that is not a collection and 404 for nobody', async () => {
    expect((await new Browser(t).get(`/api/members/${ines.handle}/garage`)).status).toBe(400);
    expect((await ines.browser.post(`/api/follows/members/${marc.handle}/garage`)).status).toBe(400);
    expect((await new Browser(t).get('/api/members/nobody-m-0000000000/portfolio')).status).toBe(404);
  });

  it('lets a registered user make nothing public (403) but read their wishlist visibility', async () => {
    expect((await registered.browser.get('/api/wishlist/visibility')).body).toEqual({ public: false, handle: registered.handle });
    expect((await registered.browser.put<Err>('/api/wishlist/visibility', { public: true })).body.error.code).toBe('membership_required');
    expect((await ines.browser.put('/api/portfolio/visibility', { public: 'yes' })).status).toBe(400);
  });
});
