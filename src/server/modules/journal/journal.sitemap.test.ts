import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createSitemaps, sitemapRoutes } from './journal.sitemap.js';

/**
 * Patina's sitemaps (issue #36): /sitemap.xml is an index of the landing pages, the Journal
 * and the catalogue's product files, each file at most `cap` addresses (50,000 by the
 * protocol; 3 here), products read in keyset pages; every address open to a guest, escaped.
 */
let t: TestApp;
const BASE = 'https://patina.example';

beforeAll(async () => {
  t = await createTestApp({ products: 7, config: { logLevel: 'error' } });
  // A brand whose slug needs escaping in a URL and in XML.
  await t.database.query(`insert into brands (slug, name, categories, country) values ($1, 'O''Neil & Co', '{bags}', 'GB')`, ["o'neil&co<x>"]);
});
afterAll(async () => {
  await t?.close();
});

// jsdom's XML parser says whether a file is well-formed (jsdom ships no types: a typed handle).
interface XmlDoc { documentElement: { tagName: string }; getElementsByTagName(name: string): ArrayLike<{ textContent: string | null; getElementsByTagName(name: string): ArrayLike<{ textContent: string | null }> }> }
type Jsdom = { JSDOM: new (html: string) => { window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDoc } } } };
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as Jsdom;
const parse = (xml: string) => {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  return doc;
};
const locs = (xml: string) => Array.from(parse(xml).getElementsByTagName('loc')).map((l) => l.textContent ?? '');

async function smallApp(options: { productsOpenToGuests?: boolean; pageSize?: number } = {}) {
  const app = Fastify({ logger: false });
  app.setErrorHandler((error: { status?: number; statusCode?: number; message: string }, _req, reply) => reply.code(error.status ?? error.statusCode ?? 500).send({ error: error.message }));
  await app.register(sitemapRoutes(createSitemaps({ db: t.database.db, journal: t.app.journal, publicUrl: `${BASE}/`, cap: 3, pageSize: options.pageSize ?? 2, productsOpenToGuests: options.productsOpenToGuests ?? true })));
  await app.ready();
  return app;
}

describe('the sitemaps', () => {
  it('/sitemap.xml indexes the pages and the Journal; product pages, members only today, are not listed', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(parse(index.body).documentElement.tagName).toBe('sitemapindex');
    const files = locs(index.body).map((l) => new URL(l).pathname);
    expect(files).toEqual(['/sitemap-pages.xml', '/journal/sitemap.xml']);
    // The protocol: a file lists only addresses at or below its own folder.
    const missing = await t.app.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: { code: 'not_found', message: 'There is no such sitemap.' } }]);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-products-x%00.xml' })).statusCode).toBeLessThan(500);
  });

  it('lists the landing pages, every category and subcategory and every brand, escaped, and no gated page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(res.statusCode).toBe(200);
    const paths = locs(res.body).map((l) => new URL(l).pathname);
    expect(paths).toContain('/');
    expect(paths).toContain('/category/bags');
    expect(paths).toContain('/category/bags/handbags');
    expect(paths).toContain('/category/fine-living/wine');
    expect(paths).toContain('/membership');
    expect(paths).toContain("/brand/o'neil%26co%3Cx%3E");
    expect(res.body).toContain('/brand/o&apos;neil%26co%3Cx%3E</loc>');
    for (const gated of ['/auctions', '/community', '/sell', '/admin']) expect(paths).not.toContain(gated);
    const categories = Number((await t.database.query<{ n: string }>('select count(*) as n from categories')).rows[0]!.n);
    const brands = Number((await t.database.query<{ n: string }>('select count(*) as n from brands')).rows[0]!.n);
    expect(paths.filter((p) => p.startsWith('/category/'))).toHaveLength(categories);
    expect(paths.filter((p) => p.startsWith('/brand/'))).toHaveLength(brands);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('splits the products into files of at most the cap, read in keyset pages, each product once', async () => {
    const app = await smallApp();
    try {
      const ids = (await t.database.query<{ id: string; slug: string }>('select id::text as id, slug from products order by id')).rows;
      const expectedParts = [...new Set(ids.map((r) => Math.ceil(Number(r.id) / 3)))];
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      const files = locs(index.body).map((l) => new URL(l).pathname);
      expect(files).toEqual(['/sitemap-pages.xml', '/journal/sitemap.xml', ...expectedParts.map((p) => `/sitemap-products-${p}.xml`)]);
      // Each product file has its lastmod (its newest piece).
      const entries = Array.from(parse(index.body).getElementsByTagName('sitemap'));
      for (const e of entries.slice(2)) expect(e.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d\d-\d\dT/);

      const listed: string[] = [];
      for (const part of expectedParts) {
        const res = await app.inject({ method: 'GET', url: `/sitemap-products-${part}.xml` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        const urls = locs(res.body);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(3);
        listed.push(...urls);
      }
      expect(listed).toEqual(ids.map((r) => `${BASE}/product/${encodeURIComponent(r.slug)}`));
      // The same with a page size that divides the cap, and one larger than it.
      for (const pageSize of [3, 50]) {
        const other = await smallApp({ pageSize });
        try {
          const again: string[] = [];
          for (const part of expectedParts) again.push(...locs((await other.inject({ method: 'GET', url: `/sitemap-products-${part}.xml` })).body));
          expect(again).toEqual(listed);
        } finally {
          await other.close();
        }
      }
    } finally {
      await app.close();
    }
  });

  it.each(['/sitemap-products-0.xml', '/sitemap-products-99.xml', '/sitemap-products-abc.xml', '/sitemap-products-1', '/sitemap-products-99999999999999999999.xml', '/sitemap-products-1.xml.gz'])(
    'answers 404, never 500, for %s',
    async (url) => {
      const app = await smallApp();
      try {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    },
  );

  it('the Journal’s file lists the front page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/journal/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)[0]).toMatch(/\/journal$/);
  });
});
