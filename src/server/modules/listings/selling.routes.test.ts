import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { signedInAdmin } from '../../test/club.js';
import type { SellerListing, SellerStats, Guidance } from '../../../shared/listings/selling.js';
import type { ReviewDetail, ReviewQueue } from '../../../shared/listings/review.js';
import type { Passport, PassportVerification } from '../../../shared/listings/passports.js';

/**
 * Selling through HTTP (PGlite, or PostgreSQL with DATABASE_URL): drafts, submission, expert
 * review, passports and the seller's side; every bad input of issue #12 is a clear 4xx.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let seller: Member;
let other: Member;
let registered: Member;
let expert: Member;
let product: { id: number; category: string; lowest_ask: number | null };
type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

async function member(type: 'verified_member' | 'registered', expertise: string[] = []): Promise<Member> {
  const m = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = $2, expertise = $3 where id = $1`, [m.userId, type, expertise]);
  return m;
}

/** Photos as the media ingest leaves them, written directly for speed (the upload routes: photos.routes.test.ts). */
async function addPhotos(listingId: number, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const sha = createHash('sha256').update(`${listingId}:${i}`).digest('hex');
    const r = (w: number) => ({ key: `listings/${sha}-${w}.webp`, url: `/media/listings/${sha}-${w}.webp`, width: w, height: w, bytes: 1000 });
    await t.database.query(
      `insert into listing_photos (listing_id, position, sha256, width, height, format, renditions) values ($1, $2, $3, 2000, 2000, 'jpeg', $4::jsonb)`,
      [listingId, i, sha, JSON.stringify({ thumb: r(200), card: r(600), zoom: r(1600) })],
    );
  }
}

const complete = () => ({
  piece: { kind: 'catalogue', product_id: product.id },
  condition: 'Excellent',
  year: 2019,
  box: true,
  papers: true,
  specifics: { Serial: 'SN-12345678', 'Case size': '40 mm' },
  description: 'Bought new in 2019, worn a handful of times, with every paper.',
  price: { type: 'fixed', price: 100, accept_offers: true, floor: 50 },
  ships_from: 'GB',
});

async function readyListing(b: Browser, body: Record<string, unknown> = complete()): Promise<SellerListing> {
  const draft = await b.post<SellerListing>('/api/selling/drafts', body);
  expect(draft.status).toBe(201);
  await addPhotos(draft.body.id, 3);
  const submitted = await b.post<SellerListing>(`/api/selling/listings/${draft.body.id}/submit`);
  expect(submitted.status).toBe(200);
  return submitted.body;
}

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  const { rows } = await t.database.query<{ id: number; category: string; lowest_ask: number | null }>(
    `select id, category, lowest_ask::int as lowest_ask from products where category <> 'vehicles' order by id limit 1`,
  );
  product = { ...rows[0]!, id: Number(rows[0]!.id) };
  seller = await member('verified_member');
  other = await member('verified_member');
  registered = await member('registered');
  expert = await member('verified_member', [product.category]);
});
afterAll(async () => {
  await t?.close();
});

describe('who may sell', () => {
  it('sends a guest to sign in and a registered user to the club', async () => {
    const guest = await new Browser(t).post<Err>('/api/selling/drafts', {});
    expect(guest.status).toBe(401);
    expect(guest.body.error).toMatchObject({ code: 'unauthorized', message: 'Please sign in to continue.' });
    const reg = await registered.browser.post<Err>('/api/selling/drafts', {});
    expect(reg.status).toBe(403);
    expect(reg.body.error).toEqual({ code: 'membership_required', message: 'This is for verified members of the Patina club.' });
  });
});

describe('drafts', () => {
  it('keeps several drafts, autosaves, and hides them from other members', async () => {
    const a = await seller.browser.post<SellerListing>('/api/selling/drafts', {});
    const b = await seller.browser.post<SellerListing>('/api/selling/drafts', { piece: { kind: 'new', brand: 'Rolex', name: 'Daytona 116500LN', category: 'watches' } });
    expect(a.status).toBe(201);
    expect(b.body).toMatchObject({ state: 'draft', title: 'Rolex Daytona 116500LN', category: 'watches', product: null, actions: ['edit', 'submit', 'delete', 'withdraw'] });
    expect(a.body.title).toBe('Untitled draft');
    expect(a.body.missing.map((m) => m.path)).toEqual(['piece', 'condition', 'description', 'price', 'ships_from', 'photos']);

    const saved = await seller.browser.patch<SellerListing>(`/api/selling/listings/${a.body.id}`, { condition: 'Good', price: { type: 'fixed', price: 250_000 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ price: 250_000, fee: null, details: { condition: 'Good' } });
    const cleared = await seller.browser.patch<SellerListing>(`/api/selling/listings/${a.body.id}`, { condition: null });
    expect(cleared.body.details).not.toHaveProperty('condition');
    expect(cleared.body.price).toBe(250_000);

    const mine = await seller.browser.get<{ drafts: SellerListing[] }>('/api/selling/drafts');
    expect(mine.body.drafts.map((d) => d.id)).toEqual(expect.arrayContaining([a.body.id, b.body.id]));

    for (const [method, url] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['POST', '/submit'], ['POST', '/withdraw']] as const) {
      const res = await other.browser.call<Err>(method, `/api/selling/listings/${a.body.id}${url}`, method === 'PATCH' ? { condition: 'New' } : undefined);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error).toEqual({ code: 'listing_not_found', message: `You have no listing ${a.body.id}.` });
    }
    expect((await other.browser.get<{ drafts: SellerListing[] }>('/api/selling/drafts')).body.drafts).toEqual([]);

    expect((await seller.browser.delete(`/api/selling/listings/${b.body.id}`)).status).toBe(204);
    expect((await seller.browser.get<Err>(`/api/selling/listings/${b.body.id}`)).status).toBe(404);
  });

  it('refuses bad prices, bad auctions and HTML with a 400 naming the field, and stores nothing', async () => {
    const d = await seller.browser.post<SellerListing>('/api/selling/drafts', { description: 'A first description of the piece.' });
    for (const bad of [0, -1, 1e15, 'abc']) {
      const res = await seller.browser.patch<Err>(`/api/selling/listings/${d.body.id}`, { description: 'changed', price: { type: 'fixed', price: bad } });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.message).toMatch(/^field 'price\.price' /);
      const create = await seller.browser.post<Err>('/api/selling/drafts', { price: { type: 'fixed', price: bad } });
      expect(create.status).toBe(400);
    }
    const reserve = await seller.browser.patch<Err>(`/api/selling/listings/${d.body.id}`, {
      price: { type: 'auction', start_price: 100_000, reserve: 500_000, buy_now: 400_000, duration_days: 7 },
    });
    expect(reserve.status).toBe(400);
    expect(reserve.body.error.message).toBe("field 'price.reserve' must not be above the buy-now price");
    const duration = await seller.browser.patch<Err>(`/api/selling/listings/${d.body.id}`, { price: { type: 'auction', start_price: 100_000, duration_days: 4 } });
    expect(duration.status).toBe(400);
    expect(duration.body.error.message).toMatch(/^field 'price\.duration_days' must be one of 3, 5, 7, 10 days/);
    for (const body of [
      { description: '<img src=x onerror=alert(1)>' },
      { piece: { kind: 'new', brand: '<b>Rolex</b>', name: 'Daytona', category: 'watches' } },
      { specifics: { Dial: '<script>' } },
    ]) {
      const res = await seller.browser.patch<Err>(`/api/selling/listings/${d.body.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/may not hold < or > \(no HTML, please\)/);
    }
    const missingBrand = await seller.browser.patch<Err>(`/api/selling/listings/${d.body.id}`, { piece: { kind: 'new', brand: ' ', name: 'x', category: 'watches' } });
    expect(missingBrand.body.error.message).toBe("field 'piece.brand' is required");
    const unknownProduct = await seller.browser.patch<Err>(`/api/selling/listings/${d.body.id}`, { piece: { kind: 'catalogue', product_id: 99_999_999 } });
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.error).toMatchObject({ code: 'product_not_found', issues: [{ path: 'piece.product_id', message: 'is not a product in the catalogue' }] });
    expect((await seller.browser.get<Err>('/api/selling/listings/abc')).status).toBe(400);

    const after = await seller.browser.get<SellerListing>(`/api/selling/listings/${d.body.id}`);
    expect(after.body.details).toEqual({ description: 'A first description of the piece.' });
    expect(after.body.price).toBeNull();
  });

  it('submits only a complete draft, and then it can no longer be edited', async () => {
    const d = await seller.browser.post<SellerListing>('/api/selling/drafts', complete());
    const early = await seller.browser.post<Err>(`/api/selling/listings/${d.body.id}/submit`);
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({ code: 'draft_incomplete', issues: [{ path: 'photos', message: 'Add at least 3 photos (you have 0).' }] });
    await addPhotos(d.body.id, 13);
    expect((await seller.browser.post<Err>(`/api/selling/listings/${d.body.id}/submit`)).body.error.issues).toEqual([{ path: 'photos', message: 'Keep at most 12 photos (you have 13).' }]);
    await t.database.query('delete from listing_photos where listing_id = $1 and position >= 3', [d.body.id]);
    const ok = await seller.browser.post<SellerListing>(`/api/selling/listings/${d.body.id}/submit`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ state: 'in_review', actions: ['withdraw'], missing: [] });
    const edit = await seller.browser.patch<Err>(`/api/selling/listings/${d.body.id}`, { condition: 'New' });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toEqual({ code: 'listing_not_editable', message: 'This listing is in review: it can no longer be edited.' });
    expect((await seller.browser.post<Err>(`/api/selling/listings/${d.body.id}/submit`)).status).toBe(409);
  });
});

describe('expert review', () => {
  it('queues by expertise, never one’s own, and refuses members who are not experts', async () => {
    const listing = await readyListing(seller.browser);
    const own = await readyListing(expert.browser);
    const queue = await expert.browser.get<ReviewQueue>('/api/experts/review');
    expect(queue.status).toBe(200);
    expect(queue.body.categories).toEqual([product.category]);
    const ids = queue.body.items.map((i) => i.id);
    expect(ids).toContain(listing.id);
    expect(ids).not.toContain(own.id);
    expect(queue.body.items.find((i) => i.id === listing.id)).toMatchObject({ photo_count: 3, thumb: expect.stringMatching(/-200\.webp$/), category: product.category });

    const self = await expert.browser.post<Err>(`/api/experts/review/${own.id}/approve`, {});
    expect(self.status).toBe(403);
    expect(self.body.error).toEqual({ code: 'own_listing', message: 'You cannot review your own listing: another expert must.' });
    const notExpert = await other.browser.post<Err>(`/api/experts/review/${listing.id}/approve`, {});
    expect(notExpert.status).toBe(403);
    expect(notExpert.body.error).toEqual({ code: 'expert_required', message: 'This is for Patina experts.' });
    const outside = await member('verified_member', [product.category === 'art' ? 'bags' : 'art']);
    expect((await outside.browser.post<Err>(`/api/experts/review/${listing.id}/approve`, {})).body.error.code).toBe('outside_expertise');

    const detail = await expert.browser.get<ReviewDetail>(`/api/experts/review/${listing.id}`);
    expect(detail.body).toMatchObject({ state: 'in_review', reference: { product_id: product.id } });
    expect(detail.body.checklist.length).toBeGreaterThan(2);
    expect(detail.body.photos).toHaveLength(3);
    expect(detail.body.history.map((h) => h.action)).toEqual(['listing.submitted']);
    const admin = await signedInAdmin(t);
    expect((await admin.get<ReviewQueue>('/api/experts/review')).body.items.map((i) => i.id)).toEqual(expect.arrayContaining([listing.id, own.id]));
  });

  it('asks for changes, takes the resubmission, approves: live, lowest ask, passport, notifications, audit', async () => {
    const listing = await readyListing(seller.browser);
    const asked = await expert.browser.post<ReviewDetail>(`/api/experts/review/${listing.id}/request-changes`, { notes: 'Please add a photo of the caseback.' });
    expect(asked.status).toBe(200);
    expect(asked.body.state).toBe('changes_requested');
    const back = await seller.browser.get<SellerListing>(`/api/selling/listings/${listing.id}`);
    expect(back.body).toMatchObject({ state: 'changes_requested', review_notes: 'Please add a photo of the caseback.', actions: ['edit', 'submit', 'withdraw'] });
    expect((await seller.browser.patch<SellerListing>(`/api/selling/listings/${listing.id}`, { condition: 'Very good' })).status).toBe(200);
    expect((await seller.browser.post<SellerListing>(`/api/selling/listings/${listing.id}/submit`)).body.state).toBe('in_review');
    expect((await expert.browser.get<ReviewQueue>('/api/experts/review')).body.items.find((i) => i.id === listing.id)?.resubmitted).toBe(true);

    const approved = await expert.browser.post<ReviewDetail>(`/api/experts/review/${listing.id}/approve`, { checklist: ['Dial original'] });
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('active');
    expect(approved.body.history.map((h) => h.action)).toEqual(['listing.submitted', 'listing.changes_requested', 'listing.resubmitted', 'listing.approved']);
    expect((await expert.browser.post<Err>(`/api/experts/review/${listing.id}/approve`, {})).status).toBe(404);

    await t.app.events.drain();
    await t.app.events.drain();
    const { rows } = await t.database.query<{ lowest_ask: string }>('select lowest_ask from products where id = $1', [product.id]);
    expect(Number(rows[0]!.lowest_ask)).toBe(100);

    const { rows: notes } = await t.database.query<{ type: string; title: string; message: string }>(
      'select type, title, message from notifications where user_id = $1 order by created_at', [seller.userId],
    );
    expect(notes.map((n) => n.type)).toEqual(expect.arrayContaining(['listing_changes_requested', 'listing_approved']));
    expect(notes.find((n) => n.type === 'listing_changes_requested')?.message).toBe('Our expert asks: Please add a photo of the caseback.');

    const mine = await seller.browser.get<SellerListing>(`/api/selling/listings/${listing.id}`);
    expect(mine.body.passport_code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    const passports = await seller.browser.get<{ passports: Passport[] }>('/api/passports/mine');
    const passport = passports.body.passports.find((p) => p.code === mine.body.passport_code)!;
    expect(passport).toMatchObject({ serial: 'SN-12345678', condition: 'Very good', owners: [{ name: 'Ines M.', to: null, how: 'listed' }] });
    expect(passport.photo_fingerprints).toHaveLength(3);
    const verify = await new Browser(t).get<PassportVerification>(`/api/passports/${passport.code.toLowerCase().replace(/-/g, '')}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ genuine: true, code: passport.code, serial: '•••••••5678', current_owner: 'Ines M.', transfers: 0 });
    const unknown = await new Browser(t).get<Err>('/api/passports/ZZZZ-ZZZZ-ZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No Patina passport has this code. Check the code and try again.');
  });

  it('rejects with a reason, audited and told to the seller', async () => {
    const listing = await readyListing(seller.browser);
    const short = await expert.browser.post<Err>(`/api/experts/review/${listing.id}/reject`, { reason: 'no' });
    expect(short.status).toBe(400);
    const rejected = await expert.browser.post<ReviewDetail>(`/api/experts/review/${listing.id}/reject`, { reason: 'The movement is not original.' });
    expect(rejected.body.state).toBe('rejected');
    expect(rejected.body.history.at(-1)).toMatchObject({ action: 'listing.rejected', detail: 'The movement is not original.' });
    expect((await seller.browser.get<SellerListing>(`/api/selling/listings/${listing.id}`)).body).toMatchObject({ state: 'rejected', reject_reason: 'The movement is not original.', actions: [] });
  });

  it('makes a new piece a catalogue product on approval, found by search', async () => {
    const listing = await readyListing(seller.browser, {
      ...complete(),
      piece: { kind: 'new', brand: 'Zenith', name: 'Quillfeather Chronograph', category: product.category, reference: '03.2040.400' },
      price: { type: 'fixed', price: 1_234_500 },
    });
    const approved = await expert.browser.post<ReviewDetail>(`/api/experts/review/${listing.id}/approve`, {});
    expect(approved.status).toBe(200);
    const mine = await seller.browser.get<SellerListing>(`/api/selling/listings/${listing.id}`);
    expect(mine.body.product).toMatchObject({ name: 'Quillfeather Chronograph', brand: 'Zenith' });
    await t.app.events.drain();
    await t.app.events.drain();
    await t.app.events.drain();
    const found = await new Browser(t).get<{ results: { name: string; lowest_ask: number | null }[] }>('/api/search?q=quillfeather&limit=20');
    expect(found.body.results.map((r) => r.name)).toContain('Quillfeather Chronograph');
  });
});

describe('a listing sold at auction', () => {
  it('opens its lot when the expert approves it, with the seller’s terms, once', async () => {
    const starts = new Date(Date.now() + 3 * 3600_000);
    const listing = await readyListing(seller.browser, {
      ...complete(),
      price: { type: 'auction', start_price: 250_000, reserve: 400_050, buy_now: 900_000, duration_days: 5, starts_at: starts.toISOString() },
    });
    expect((await expert.browser.post(`/api/experts/review/${listing.id}/approve`, {})).status).toBe(200);
    await t.app.events.drain();
    await t.app.events.drain();
    type Lot = { id: number; status: string; starting_price: number; reserve_price: number; buy_now_price: number; seller_id: string; starts_at: Date; ends_at: Date };
    const lots = async () => (await t.database.query<Lot>(
      `select id::int as id, status, starting_price::int as starting_price, reserve_price::int as reserve_price, buy_now_price::int as buy_now_price, seller_id, starts_at, ends_at
         from auctions where listing_id = $1`, [listing.id])).rows;
    const [lot] = await lots();
    expect(lot).toMatchObject({ status: 'scheduled', starting_price: 250_000, reserve_price: 400_100, buy_now_price: 900_000, seller_id: seller.userId });
    expect(new Date(lot!.starts_at).getTime()).toBe(starts.getTime());
    expect(new Date(lot!.ends_at).getTime() - new Date(lot!.starts_at).getTime()).toBe(5 * 86_400_000);
    const { rows: jobs } = await t.database.query<{ n: number }>(`select count(*)::int as n from jobs where kind = 'auction.close' and payload->>'auction_id' = $1`, [String(lot!.id)]);
    expect(jobs[0]!.n).toBe(1);
    // A later change of the listing (a price change, a redelivered event) makes no second lot.
    await t.database.query(`insert into domain_events (type, topics, payload) values ('listing.changed', '{}', $1::jsonb)`, [JSON.stringify({ listing_id: listing.id, product_id: product.id })]);
    await t.app.events.drain();
    expect(await lots()).toHaveLength(1);
  });
});

describe('the seller’s side', () => {
  it('changes the price of a live listing, withdraws, relists, and counts', async () => {
    const listing = await readyListing(seller.browser, { ...complete(), price: { type: 'fixed', price: 90, floor: 80 } });
    await expert.browser.post(`/api/experts/review/${listing.id}/approve`, {});
    await t.app.events.drain();
    const drop = await seller.browser.post<SellerListing>(`/api/selling/listings/${listing.id}/price`, { price: 70 });
    expect(drop.status).toBe(200);
    expect(drop.body).toMatchObject({ price: 70, details: { price: { price: 70, floor: null } } });
    for (const bad of [0, -1, 1e15, 'abc']) {
      const res = await seller.browser.post<Err>(`/api/selling/listings/${listing.id}/price`, { price: bad });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^field 'price' /);
    }
    await t.app.events.drain();
    await t.app.events.drain();
    const { rows } = await t.database.query<{ lowest_ask: string }>('select lowest_ask from products where id = $1', [product.id]);
    expect(Number(rows[0]!.lowest_ask)).toBe(70);
    const { rows: moves } = await t.database.query<{ n: number }>(
      `select count(*)::int as n from domain_events where type = 'product.changed' and (payload->>'product_id')::int = $1 and (payload->>'shown_after')::int = 70`, [product.id],
    );
    expect(moves[0]!.n).toBe(1);

    const byState = await seller.browser.get<{ items: SellerListing[]; counts: Record<string, number> }>('/api/selling/listings?state=active');
    expect(byState.body.items.map((i) => i.id)).toContain(listing.id);
    expect(byState.body.counts.active).toBeGreaterThanOrEqual(1);
    expect((await seller.browser.get<Err>('/api/selling/listings?state=lost')).status).toBe(400);

    expect((await seller.browser.post<SellerListing>(`/api/selling/listings/${listing.id}/withdraw`)).body).toMatchObject({ state: 'withdrawn', actions: ['relist'] });
    expect((await seller.browser.post<Err>(`/api/selling/listings/${listing.id}/price`, { price: 60 })).status).toBe(409);
    expect((await seller.browser.post<SellerListing>(`/api/selling/listings/${listing.id}/relist`)).body.state).toBe('draft');

    const second = await readyListing(seller.browser);
    await expert.browser.post(`/api/experts/review/${second.id}/approve`, {});
    // The buying issue sells pieces; here the sale is written as it will leave it.
    await t.database.query(`update listings set status = 'sold', approved_at = now() - interval '10 days', sold_at = now() where id = $1`, [second.id]);
    const stats = await seller.browser.get<SellerStats>('/api/selling/stats');
    expect(stats.body).toMatchObject({ sold: 1, active: 0, drafts: 1, in_review: 0 });
    expect(stats.body.average_days_to_sell).toBe(10);
  });

  it('quotes fees and price guidance', async () => {
    expect((await seller.browser.get('/api/selling/fees?price=100000&category=watches')).body).toEqual({ price: 100_000, fee: 12_000, payout: 88_000, effective_percent: 12 });
    expect((await seller.browser.get<Err>('/api/selling/fees?price=abc&category=watches')).status).toBe(400);
    expect((await seller.browser.get<Err>('/api/selling/fees?price=0&category=watches')).status).toBe(400);
    const g = await seller.browser.get<Guidance>(`/api/selling/guidance/${product.id}`);
    expect(g.status).toBe(200);
    expect(g.body.product_id).toBe(product.id);
    expect(g.body).toHaveProperty('suggested_range');
    expect((await seller.browser.get<Err>('/api/selling/guidance/99999999')).status).toBe(404);
  });
});
