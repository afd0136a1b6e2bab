import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { Browser } from '../test/browser.js';
import type { ProductDetail } from '../../shared/catalog/contracts.js';

type ErrorBody = { error: { code: string; message: string } };

let t: TestApp;
let member: Browser;
let withListings: { id: number; slug: string; n: number };
beforeAll(async () => {
  t = await createTestApp({ products: 600 });
  member = new Browser(t);
  expect((await member.signIn('member@patina.demo', 'patina-member-demo')).status).toBe(200);
  const { rows } = await t.database.query<{ id: number; slug: string; n: number }>(
    `select p.id::int as id, p.slug, count(*)::int as n from products p join listings l on l.product_id = p.id and l.status = 'active'
     group by p.id, p.slug having count(*) >= 2 order by p.id limit 1`,
  );
  withListings = rows[0]!;
});
afterAll(async () => t?.close());

describe('GET /api/catalog/products/{slug or id}', () => {
  it('answers 401 to a guest: product details need an account (SPEC §1)', async () => {
    const r = await new Browser(t).get<ErrorBody>(`/api/catalog/products/${withListings.slug}`);
    expect(r.status).toBe(401);
    expect(r.body.error.message).toBe('Please sign in to continue.');
  });

  it('answers 400 naming the parameter for keys that are neither slug nor id', async () => {
    for (const bad of ['Bad%20Key', '-lead', 'a--b', 'x'.repeat(201), '%E2%80%AE', '12.5', 'caf%C3%A9']) {
      const r = await member.get<ErrorBody>(`/api/catalog/products/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error.message, bad).toContain('key');
    }
  });

  it('answers 404 quoting the key for an unknown slug or id', async () => {
    const r = await member.get<ErrorBody>('/api/catalog/products/no-such-piece');
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual({ code: 'product_not_found', message: "There is no product 'no-such-piece'." });
    expect((await member.get('/api/catalog/products/999999999')).status).toBe(404);
    // Digits beyond any id are read as a slug, not overflowed into the database.
    expect((await member.get('/api/catalog/products/99999999999999999999')).status).toBe(404);
  });

  it('answers the product by slug and by id with specifics, listings lowest first and their sellers', async () => {
    const bySlug = await member.get<ProductDetail>(`/api/catalog/products/${withListings.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers['cache-control']).toBe('private, no-store');
    const p = bySlug.body;
    expect(p.id).toBe(withListings.id);
    const byId = await member.get<ProductDetail>(`/api/catalog/products/${withListings.id}`);
    expect(byId.body.slug).toBe(withListings.slug);

    expect(p.product_code).toBeTruthy();
    expect(p.item_specifics.length).toBeGreaterThan(2);
    expect(p.item_specifics.at(-1)?.label === 'Materials' || p.item_specifics.some((s) => s.label === 'Condition')).toBe(true);
    expect(p.listings).toHaveLength(withListings.n);
    expect(p.listing_count).toBe(withListings.n);
    const prices = p.listings.map((l) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(p.lowest_ask).toBe(prices[0]);
    for (const l of p.listings) {
      expect(l.status).toBe('active');
      expect(l.seller.name).not.toContain('@');
      expect(l.seller.active_listings).toBeGreaterThan(0);
      expect(JSON.stringify(l.seller)).not.toMatch(/email/i);
    }
    expect(p.wishlisted).toBe(false);
  });

  it('suggests up to eight similar pieces of the category, never the piece itself', async () => {
    const { body: p } = await member.get<ProductDetail>(`/api/catalog/products/${withListings.slug}`);
    expect(p.similar.length).toBeGreaterThan(0);
    expect(p.similar.length).toBeLessThanOrEqual(8);
    for (const s of p.similar) {
      expect(s.id).not.toBe(p.id);
      expect(s.category).toBe(p.category);
    }
  });

  it('counts a view once per member and day, so reloading cannot lift a piece', async () => {
    const views = async (b: Browser) => (await b.get<ProductDetail>(`/api/catalog/products/${withListings.id}`)).body.views;
    // The first opening today counts (whether or not a test above opened it already); the
    // test stands alone, in any order.
    await views(member);
    const before = await views(member);
    expect(await views(member)).toBe(before);
    expect(await views(member)).toBe(before);
    const other = new Browser(t);
    expect((await other.signIn('expert@patina.demo', 'patina-expert-demo')).status).toBe(200);
    await views(other);
    expect(await views(member)).toBe(before + 1);
  });

  it('says whether the member saved the piece', async () => {
    expect((await member.put(`/api/wishlist/${withListings.id}`)).status).toBeLessThan(300);
    expect((await member.get<ProductDetail>(`/api/catalog/products/${withListings.id}`)).body.wishlisted).toBe(true);
    const other = new Browser(t);
    expect((await other.signIn('registered@patina.demo', 'patina-registered-demo')).status).toBe(200);
    expect((await other.get<ProductDetail>(`/api/catalog/products/${withListings.id}`)).body.wishlisted).toBe(false);
  });
});
