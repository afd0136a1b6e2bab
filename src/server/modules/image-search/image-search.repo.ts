import { param, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { imageSearchEntries, imageSearchPictures } from './image-search.tables.js';

export interface PictureRow {
  url: string;
  descriptor: Uint8Array;
  version: number;
}

export interface EntryRow {
  productId: number;
  imageUrl: string;
  source: 'catalog' | 'listing';
  listingId: number | null;
}

/** The only Drizzle code of image search: its two tables. */
export function createImageSearchRepo(db: Db) {
  return {
    /**
     * Which pictures were described after `since` (all of them without it), each with when, and
     * the database's time of this read: the in-memory index of every instance catches up
     * through this and `picturesByUrl` (image-search.service.ts).
     */
    async pictureStampsSince(since: Date | null, tx: DbOrTx = db): Promise<{ readAt: Date; stamps: { url: string; computedAt: Date }[] }> {
      const rows = await queryRows<{ url: string | null; computed_at: Date | string | null; read_at: Date | string }>(tx, sql`
        select p.image_url as url, p.computed_at, now() as read_at
        from (select 1) as one
        left join ${imageSearchPictures} as p on ${since ? sql`p.computed_at > ${since.toISOString()}::timestamptz` : sql`true`}`);
      const readAt = new Date(rows[0]!.read_at);
      const stamps = rows.filter((r) => r.url !== null).map((r) => ({ url: r.url!, computedAt: new Date(r.computed_at!) }));
      return { readAt, stamps };
    },

    /** These pictures' descriptors, with their version and when they were described. */
    async picturesByUrl(urls: string[], tx: DbOrTx = db): Promise<(PictureRow & { computedAt: Date })[]> {
      if (urls.length === 0) return [];
      const rows = await queryRows<{ url: string; descriptor: Uint8Array; version: number; computed_at: Date | string }>(tx, sql`
        select image_url as url, descriptor, descriptor_version as version, computed_at
        from ${imageSearchPictures} where image_url = any(${param(urls)}::text[])`);
      return rows.map((r) => ({ url: r.url, descriptor: new Uint8Array(r.descriptor), version: Number(r.version), computedAt: new Date(r.computed_at) }));
    },

    /** Which of these pictures are described already, by this version of the descriptors or a newer one. */
    async describedAmong(urls: string[], version: number, tx: DbOrTx = db): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await queryRows<{ url: string }>(tx, sql`
        select ${imageSearchPictures.imageUrl} as url from ${imageSearchPictures}
        where ${imageSearchPictures.imageUrl} = any(${param(urls)}::text[]) and ${imageSearchPictures.descriptorVersion} >= ${version}`);
      return new Set(rows.map((r) => r.url));
    },

    /** Pictures described by an older version of the descriptors. */
    async staleAmongPictures(version: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await queryRows<{ url: string }>(tx, sql`
        select ${imageSearchPictures.imageUrl} as url from ${imageSearchPictures} where ${imageSearchPictures.descriptorVersion} < ${version}`);
      return rows.map((r) => r.url);
    },

    /**
     * Saves a picture's descriptors, stamped with the database's time. Run it alone, never in a
     * long transaction: other instances look back 30 s for what was saved (image-search.service.ts).
     */
    async savePicture(p: PictureRow, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(imageSearchPictures)
        .values({ imageUrl: p.url, descriptor: Buffer.from(p.descriptor), descriptorVersion: p.version })
        .onConflictDoUpdate({
          target: imageSearchPictures.imageUrl,
          set: { descriptor: Buffer.from(p.descriptor), descriptorVersion: p.version, computedAt: sql`now()` },
        });
    },

    /** Adds entries in one statement; ones already there stay as they are. */
    async addEntries(rows: EntryRow[], tx: DbOrTx = db): Promise<void> {
      if (rows.length === 0) return;
      await tx.execute(sql`
        insert into ${imageSearchEntries} (product_id, image_url, source, listing_id)
        select * from unnest(${param(rows.map((r) => r.productId))}::bigint[], ${param(rows.map((r) => r.imageUrl))}::text[],
                             ${param(rows.map((r) => r.source))}::text[], ${param(rows.map((r) => r.listingId))}::bigint[])
        on conflict do nothing`);
    },

    /** A listing's photos now are these (none when it is withdrawn). */
    async replaceListingEntries(listingId: number, productId: number, urls: string[], tx: DbOrTx = db): Promise<void> {
      await tx.execute(sql`delete from ${imageSearchEntries} where listing_id = ${listingId} and not (image_url = any(${param(urls)}::text[]))`);
      await this.addEntries(urls.map((imageUrl) => ({ productId, imageUrl, source: 'listing' as const, listingId })), tx);
    },

    async catalogEntryCount(tx: DbOrTx = db): Promise<number> {
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${imageSearchEntries} where source = 'catalog'`);
      return row?.n ?? 0;
    },

    /** Up to `perPicture` products shown by each picture, newest first. */
    async productsOfPictures(urls: string[], perPicture: number, tx: DbOrTx = db): Promise<{ url: string; productId: number }[]> {
      if (urls.length === 0) return [];
      const rows = await queryRows<{ url: string; productId: number | string }>(tx, sql`
        select e.image_url as url, e.product_id as "productId"
        from unnest(${param(urls)}::text[]) as u(url)
        cross join lateral (
          select product_id, image_url from ${imageSearchEntries} where image_url = u.url order by product_id desc limit ${perPicture}
        ) e`);
      return rows.map((r) => ({ url: r.url, productId: Number(r.productId) }));
    },
  };
}
export type ImageSearchRepo = ReturnType<typeof createImageSearchRepo>;
