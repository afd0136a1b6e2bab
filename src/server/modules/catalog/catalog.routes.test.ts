import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { priceShown } from '../../../shared/pricing/price-shown.js';
import type { Category, ProductListResponse } from '../../../shared/catalog/contracts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 1500 });
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}

describe('GET /api/catalog/categories', () => {
  it('lists the ten categories of SPEC §2 in order, with vehicle and fine-living subcategories', async () => {
    const { status, body } = await get<{ categories: Category[] }>('/api/catalog/categories');
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.name)).toEqual([
      'Art', 'Bags', 'Collectibles', 'Fashion', 'Furniture', 'Jewelry', 'Shoes', 'Watches', 'Vehicles', 'Fine Living',
    ]);
    const vehicles = body.categories.find((c) => c.slug === 'vehicles');
    expect(vehicles?.subcategories.map((s) => s.slug)).toEqual(['cars', 'jets', 'yachts']);
    const fine = body.categories.find((c) => c.slug === 'fine-living');
    expect(fine?.subcategories.map((s) => s.slug)).toEqual(['cigars', 'wine']);
    expect(fine?.age_restricted).toBe(true);
    const total = body.categories.reduce((n, c) => n + c.product_count, 0);
    expect(total).toBe(1500);
    for (const c of body.categories) {
      expect(c.subcategories.reduce((n, s) => n + s.product_count, 0)).toBe(c.product_count);
    }
  });

  it('gives every section a text of its own, never its category\'s (issue #10 item 11)', async () => {
    const { body } = await get<{ categories: Category[] }>('/api/catalog/categories');
    const subs = body.categories.flatMap((c) => c.subcategories.map((s) => ({ ...s, parent: c })));
    expect(subs).toHaveLength(48);
    for (const s of subs) {
      expect(s.blurb.length, s.slug).toBeGreaterThan(40);
      expect(s.blurb, s.slug).not.toBe(s.parent.blurb);
    }
    expect(new Set(subs.map((s) => s.blurb)).size).toBe(subs.length);
    const bySlug = new Map(subs.map((s) => [s.slug, s.blurb]));
    expect(bySlug.get('cars')).not.toMatch(/jet|yacht/i);
    expect(bySlug.get('wine')).not.toMatch(/cigar/i);
  });

  it('answers one category, and 404 with { error } for an unknown one', async () => {
    expect((await get('/api/catalog/categories/watches')).status).toBe(200);
    const missing = await get<{ error: { code: string; message: string } }>('/api/catalog/categories/spaceships');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('category_not_found');
    expect(missing.body.error.message).toContain('spaceships');
  });
});

describe('GET /api/catalog/products', () => {
  it('filters by category and subcategory and pages through all of them', async () => {
    const first = await get<ProductListResponse>('/api/catalog/products?category=bags&page_size=10');
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(10);
    expect(first.body.products.every((p) => p.category === 'bags')).toBe(true);
    expect(first.body.page_count).toBe(Math.ceil(first.body.total / 10));
    const last = await get<ProductListResponse>(`/api/catalog/products?category=bags&page_size=10&page=${first.body.page_count}`);
    expect(last.body.products.length).toBe(first.body.total - (first.body.page_count - 1) * 10);
    const jets = await get<ProductListResponse>('/api/catalog/products?category=vehicles&subcategory=jets');
    expect(jets.body.products.every((p) => p.subcategory === 'jets')).toBe(true);
  });

  it('sorts by the price shown, both ways, and by newest', async () => {
    const up = await get<ProductListResponse>('/api/catalog/products?category=watches&sort=price_asc&page_size=60');
    const prices = up.body.products.map(priceShown);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await get<ProductListResponse>('/api/catalog/products?category=watches&sort=price_desc&page_size=60');
    const downPrices = down.body.products.map(priceShown);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    const newest = await get<ProductListResponse>('/api/catalog/products?sort=newest&page_size=60');
    const dates = newest.body.products.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by brand, condition and a price range in whole dollars', async () => {
    const res = await get<ProductListResponse>('/api/catalog/products?category=bags&brand=hermes&min_price=5000&max_price=60000&condition=Excellent');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(p.brand).toBe('Hermès');
      expect(p.condition).toBe('Excellent');
      expect(priceShown(p)).toBeGreaterThanOrEqual(500_000);
      expect(priceShown(p)).toBeLessThanOrEqual(6_000_000);
    }
    expect(res.body.facets.brands.length).toBeGreaterThan(1);
    expect(res.body.facets.conditions.map((c) => c.value)).toContain('Excellent');
  });

  it('finds by text accent-blind (hermes finds Hermès)', async () => {
    const res = await get<ProductListResponse>('/api/catalog/products?search=hermes');
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.products.every((p) => /herm[eè]s/i.test(`${p.brand} ${p.full_name}`))).toBe(true);
    const pct = await get<ProductListResponse>('/api/catalog/products?search=%25_%5C');
    expect(pct.status).toBe(200);
    expect(pct.body.total).toBe(0);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page_size=1000', 'page_size'],
    ['sort=cheapest', 'sort'],
    ['category=spaceships', 'category'],
    ['condition=Mint', 'condition'],
    ['min_price=-5', 'min_price'],
    ['min_price=900&max_price=100', 'min_price'],
    ['subcategory=Not%20A%20Slug', 'subcategory'],
    [`search=${'x'.repeat(500)}`, 'search'],
  ])('answers 400 naming the parameter for %s', async (query, param) => {
    const res = await get<{ error: { code: string; message: string } }>(`/api/catalog/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(`'${param}'`);
  });

  it('answers 404 for an unknown brand or a subcategory of another category', async () => {
    expect((await get('/api/catalog/products?brand=no-such-house')).status).toBe(404);
    expect((await get('/api/catalog/products?category=bags&subcategory=jets')).status).toBe(404);
  });
});

describe('GET /api/catalog/brands/:slug', () => {
  it('tells the brand story with its top products', async () => {
    const res = await get<{ brand: { name: string; story: string; top_products: { brand_slug: string }[]; product_count: number } }>('/api/catalog/brands/hermes');
    expect(res.status).toBe(200);
    expect(res.body.brand.name).toBe('Hermès');
    expect(res.body.brand.story.length).toBeGreaterThan(40);
    expect(res.body.brand.product_count).toBeGreaterThan(0);
    expect(res.body.brand.top_products.every((p) => p.brand_slug === 'hermes')).toBe(true);
  });

  it('answers 404 for an unknown brand and 400 for a malformed slug', async () => {
    expect((await get('/api/catalog/brands/no-such-house')).status).toBe(404);
    expect((await get('/api/catalog/brands/Herm%C3%A8s')).status).toBe(400);
  });
});

describe('GET /api/catalog/menu', () => {
  it('has POPULAR lists of about 14-15 names (jets 6), SEE ALL links and tiles', async () => {
    const res = await get<{ sections: { key: string; popular: unknown[]; see_all_href: string; tiles: { image: string }[] }[] }>('/api/catalog/menu');
    expect(res.status).toBe(200);
    const keys = res.body.sections.map((s) => s.key);
    for (const k of ['art', 'bags', 'watches', 'vehicles/cars', 'vehicles/jets', 'vehicles/yachts', 'fine-living/cigars', 'fine-living/wine']) {
      expect(keys).toContain(k);
    }
    for (const s of res.body.sections) {
      if (s.key === 'vehicles/jets') expect(s.popular).toHaveLength(6);
      else expect(s.popular.length).toBeGreaterThanOrEqual(14);
      expect(s.see_all_href.startsWith('/')).toBe(true);
      expect(s.tiles.length).toBeGreaterThan(0);
    }
    const image = await t.app.inject({ method: 'GET', url: `${res.body.sections[0]?.tiles[0]?.image}?w=200` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});

describe('GET /api/home', () => {
  it('shows live auctions ending soonest first, some within the hour, and the newest arrivals', async () => {
    const res = await get<{ ending_soon: { ends_at: string; status: string }[]; new_arrivals: { created_at: string }[]; categories: unknown[]; trending_brands: unknown[]; trending: { change_percent: number }[] }>('/api/home');
    expect(res.status).toBe(200);
    const ends = res.body.ending_soon.map((a) => a.ends_at);
    expect(ends.length).toBe(8);
    expect(ends).toEqual([...ends].sort());
    expect(new Date(ends[0] ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(ends[0] ?? 0).getTime()).toBeLessThan(Date.now() + 3_600_000);
    expect(res.body.ending_soon.every((a) => a.status === 'live')).toBe(true);
    const arrivals = res.body.new_arrivals.map((p) => p.created_at);
    expect(arrivals).toEqual([...arrivals].sort().reverse());
    expect(res.body.categories).toHaveLength(10);
    expect(res.body.trending_brands.length).toBeGreaterThan(0);
    // SPEC §9: within ±2 % a price is stable, so it is no mover.
    for (const item of res.body.trending) expect(Math.abs(item.change_percent)).toBeGreaterThan(2);
  });
});

describe('GET /api/catalog/categories/{slug}/trending', () => {
  it("answers the category's biggest moves, each outside the stable band and of that category", async () => {
    const res = await get<{ trending: { product: { category: string }; change_percent: number; sales_count: number }[] }>('/api/catalog/categories/watches/trending');
    expect(res.status).toBe(200);
    expect(res.body.trending.length).toBeGreaterThan(0);
    expect(res.body.trending.length).toBeLessThanOrEqual(8);
    const moves = res.body.trending.map((t) => Math.abs(t.change_percent));
    expect(moves).toEqual([...moves].sort((a, b) => b - a));
    for (const t of res.body.trending) {
      expect(t.product.category).toBe('watches');
      expect(Math.abs(t.change_percent)).toBeGreaterThan(2);
      expect(t.sales_count).toBeGreaterThanOrEqual(5);
    }
  });

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    expect((await get('/api/catalog/categories/spaceships/trending')).status).toBe(404);
    expect((await get('/api/catalog/categories/Bad_Slug/trending')).status).toBe(400);
  });
});
