import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { pageVerdict } from '../../../shared/accounts/capabilities.js';
import type { DbOrTx } from '../../db/client.js';
import { journalSitemap, newest, sitemapIndex, sitemapUrl, URLSET_END, URLSET_START, type SitemapFile } from './journal.feed.js';
import type { JournalService } from './journal.service.js';
import { createSitemapRepo, type SitemapRepo } from './sitemap.repo.js';

/** The protocol's limit of addresses in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Products read from the database at a time while a product file is written. */
const PRODUCT_PAGE = 5_000;
/** How long the index's reading of the product files is reused (a pass over every product id). */
const PARTS_TTL_MS = 10 * 60_000;

/**
 * The pages of Patina that are the same for everyone and open to a guest, besides the
 * Journal (its own file), categories and brands: the marketplace's landing pages. Each is
 * checked against the access table below, so a page the table gates never reaches a crawler.
 */
const LANDING_PAGES = ['/', '/cars', '/jets', '/yachts', '/cigars', '/wines', '/auctions', '/community', '/membership', '/terms', '/privacy'] as const;

const openToGuests = (path: string) => pageVerdict(null, path) === 'allow';

export interface SitemapOptions {
  db: DbOrTx;
  journal: Pick<JournalService, 'feed'>;
  publicUrl: string;
  /** Addresses per file (the protocol's 50,000 unless a test asks for fewer). */
  cap?: number;
  /** Products read at a time (5,000 unless a test asks for fewer). */
  pageSize?: number;
  /**
   * Whether product pages are listed. By default: when the access table lets a guest open
   * /product/{slug}. Today it does not (SPEC §6: product details are for members; a guest
   * gets the sign-in prompt), so no product file is listed: a crawler would find a million
   * sign-in pages. Tests switch it on to check the product files.
   */
  productsOpenToGuests?: boolean;
  now?: () => number;
}

export interface Sitemaps {
  index(): Promise<string>;
  pages(): Promise<string>;
  journal(): Promise<string>;
  /** A product file as a stream of XML, or null when there is no such file. */
  products(part: number): Promise<Readable | null>;
}

/**
 * Patina's sitemaps (sitemaps.org 0.9): `/sitemap.xml` is an index of
 * `/sitemap-pages.xml` (landing pages, categories, brands), `/journal/sitemap.xml` (the
 * Journal) and `/sitemap-products-{n}.xml` (catalogue pieces, at most 50,000 a file). Every
 * file sits at the root or above what it lists, as the protocol asks; every address is one a
 * guest may open (the access table), and XML-escaped.
 */
export function createSitemaps(options: SitemapOptions): Sitemaps {
  const base = options.publicUrl.replace(/\/+$/, '');
  const cap = Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.floor(options.cap ?? SITEMAP_MAX_URLS)));
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? PRODUCT_PAGE));
  const products = options.productsOpenToGuests ?? openToGuests('/product/x');
  const now = options.now ?? Date.now;
  const repo: SitemapRepo = createSitemapRepo(options.db);
  // One reading at a time, shared by the requests that arrive meanwhile; a failed one is not kept.
  let parts: { at: number; list: ReturnType<SitemapRepo['productParts']> } | null = null;

  async function productParts() {
    if (!products) return [];
    if (!parts || now() - parts.at > PARTS_TTL_MS) {
      const reading = { at: now(), list: repo.productParts(cap) };
      parts = reading;
      reading.list.catch(() => {
        if (parts === reading) parts = null;
      });
    }
    return parts.list;
  }

  async function pagePaths(): Promise<string[]> {
    const [categories, brands] = await Promise.all([repo.categories(), repo.brandSlugs()]);
    const e = encodeURIComponent;
    const parents = new Map(categories.filter((c) => c.parentSlug === null).map((c) => [c.slug, c]));
    const paths = [
      ...LANDING_PAGES,
      ...categories.map((c) => (c.parentSlug === null ? `/category/${e(c.slug)}` : parents.has(c.parentSlug) ? `/category/${e(c.parentSlug)}/${e(c.slug)}` : null)),
      ...brands.map((slug) => `/brand/${e(slug)}`),
    ].filter((p): p is string => p !== null && openToGuests(p));
    return [...new Set(paths)].slice(0, cap);
  }

  return {
    async index() {
      const [articles, parts] = await Promise.all([options.journal.feed(1), productParts()]);
      const files: SitemapFile[] = [
        { path: '/sitemap-pages.xml', lastmod: null },
        { path: '/journal/sitemap.xml', lastmod: newest(articles) },
        ...parts.map((p) => ({ path: `/sitemap-products-${p.part}.xml`, lastmod: p.lastmod?.toISOString() ?? null })),
      ];
      return sitemapIndex(files, base);
    },

    async pages() {
      return URLSET_START + (await pagePaths()).map((p) => sitemapUrl(base, p)).join('') + URLSET_END;
    },

    async journal() {
      // The front page and the articles: one file of at most `cap` addresses.
      return journalSitemap(await options.journal.feed(cap - 1), base);
    },

    async products(part) {
      if (!products || !Number.isSafeInteger(part) || part < 1) return null;
      const known = (await productParts()).some((p) => p.part === part);
      if (!known) return null;
      const upTo = part * cap;
      async function* xml() {
        yield URLSET_START;
        let after = (part - 1) * cap;
        for (;;) {
          const page = await repo.productPage(after, upTo, pageSize);
          if (page.length > 0) yield page.map((p) => sitemapUrl(base, `/product/${encodeURIComponent(p.slug)}`)).join('');
          if (page.length < pageSize) break;
          after = page[page.length - 1]!.id;
        }
        yield URLSET_END;
      }
      return Readable.from(xml());
    },
  };
}

const XML = 'application/xml; charset=utf-8';
const PRODUCT_FILE = /^([1-9][0-9]{0,8})\.xml$/;

/** The sitemaps' routes (open to everyone, cached an hour by whoever reads them). */
export function sitemapRoutes(sitemaps: Sitemaps): FastifyPluginAsync {
  return async (app) => {
    const browse = { capability: 'browse' as const };
    const send = (reply: FastifyReply, body: string | Readable) =>
      reply.header('content-type', XML).header('cache-control', 'public, max-age=3600').send(body);

    app.get('/sitemap.xml', { config: browse, schema: { hide: true } }, async (_req, reply) => send(reply, await sitemaps.index()));
    app.get('/sitemap-pages.xml', { config: browse, schema: { hide: true } }, async (_req, reply) => send(reply, await sitemaps.pages()));
    app.get('/journal/sitemap.xml', { config: browse, schema: { hide: true } }, async (_req, reply) => send(reply, await sitemaps.journal()));
    app.get<{ Params: { part: string } }>('/sitemap-products-:part', { config: browse, schema: { hide: true } }, async (req, reply) => {
      const match = PRODUCT_FILE.exec(req.params.part);
      const file = match ? await sitemaps.products(Number(match[1])) : null;
      if (!file) throw new AppError(404, 'not_found', 'There is no such sitemap.');
      return send(reply, file);
    });
  };
}
