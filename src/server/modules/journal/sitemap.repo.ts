import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/**
 * What the sitemaps read of the catalogue (issue #36), only through the views it publishes
 * (migrations 0042 and 0046; patina-tables/own-tables): categories, brands and products' ids
 * and slugs. Products are read in keyset pages by id, never all at once.
 */
export function createSitemapRepo(db: DbOrTx) {
  const n = (v: unknown) => Number(v);
  return {
    async categories(): Promise<{ slug: string; parentSlug: string | null }[]> {
      const rows = await queryRows(db, sql`select slug, parent_slug from catalog_published_categories order by position, slug`);
      return rows.map((r) => ({ slug: String(r.slug), parentSlug: r.parent_slug === null ? null : String(r.parent_slug) }));
    },
    async brandSlugs(): Promise<string[]> {
      const rows = await queryRows(db, sql`select slug from catalog_published_brands order by slug`);
      return rows.map((r) => String(r.slug));
    },
    /**
     * The product files: file k holds the products with id in ((k-1)·cap, k·cap], so a file's
     * address always means the same pieces and never holds more than `cap`; files with no
     * product are left out. One pass over the ids and creation dates (the newest is the file's
     * lastmod: a file changes when a piece is added to it).
     */
    async productParts(cap: number): Promise<{ part: number; count: number; lastmod: Date | null }[]> {
      const rows = await queryRows(db, sql`
        select (id - 1) / ${cap}::bigint + 1 as part, count(*) as n, max(created_at) as lastmod
        from catalog_published_products group by 1 order by 1`);
      return rows.map((r) => ({ part: n(r.part), count: n(r.n), lastmod: r.lastmod === null ? null : new Date(r.lastmod as string | Date) }));
    },
    /** Up to `limit` products with id in (after, upTo], by id. */
    async productPage(after: number, upTo: number, limit: number): Promise<{ id: number; slug: string }[]> {
      const rows = await queryRows(db, sql`
        select id, slug from catalog_published_report_products
        where id > ${after}::bigint and id <= ${upTo}::bigint order by id limit ${limit}::int`);
      return rows.map((r) => ({ id: n(r.id), slug: String(r.slug) }));
    },
  };
}
export type SitemapRepo = ReturnType<typeof createSitemapRepo>;
