import { and, asc, count, desc, eq, inArray, ne, param, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { listingPhotos, listings } from './listings.tables.js';
import type { ListingState } from './listings.machine.js';

export type ListingRow = typeof listings.$inferSelect;
export type PhotoRow = typeof listingPhotos.$inferSelect;
export type ListingWrite = Partial<Pick<typeof listings.$inferInsert,
  'productId' | 'price' | 'condition' | 'category' | 'saleType' | 'details' | 'reviewNotes' | 'rejectReason' | 'reviewerId' | 'submittedAt' | 'approvedAt' | 'soldAt'>>;

/** Selling's Drizzle code: a seller's listings from draft on, their photos, the review queue. */
export function createSellingRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertDraft(row: { sellerId: string } & ListingWrite, tx: DbOrTx = db): Promise<ListingRow> {
      const [inserted] = await tx.insert(listings).values({ ...row, status: 'draft', condition: row.condition ?? '' }).returning();
      return inserted!;
    },

    async byId(id: number, tx: DbOrTx = db, lock = false): Promise<ListingRow | null> {
      const q = tx.select().from(listings).where(eq(listings.id, id));
      const [row] = lock ? await q.for('update') : await q.limit(1);
      return row ?? null;
    },

    async update(id: number, from: ListingState, to: ListingState, values: ListingWrite, tx: DbOrTx = db): Promise<ListingRow | null> {
      const [row] = await tx.update(listings).set({ ...values, status: to, updatedAt: sql`now()` })
        .where(and(eq(listings.id, id), eq(listings.status, from))).returning();
      return row ?? null;
    },

    async remove(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(listings).where(eq(listings.id, id));
    },

    async countOfSeller(sellerId: string, state: ListingState, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(listings).where(and(eq(listings.sellerId, sellerId), eq(listings.status, state)));
      return Number(row?.n ?? 0);
    },

    async ofSeller(sellerId: string, states: readonly ListingState[], limit: number, offset: number, tx: DbOrTx = db) {
      const where = and(eq(listings.sellerId, sellerId), inArray(listings.status, [...states]));
      const [rows, [total]] = await Promise.all([
        tx.select().from(listings).where(where).orderBy(desc(listings.updatedAt), desc(listings.id)).limit(limit).offset(offset),
        tx.select({ n: count() }).from(listings).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async countsBySeller(sellerId: string, tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx.select({ status: listings.status, n: count() }).from(listings).where(eq(listings.sellerId, sellerId)).groupBy(listings.status);
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** Average days from approval to sale over the seller's sold listings; null before the first. */
    async averageDaysToSell(sellerId: string, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx.select({
        days: sql<number | null>`avg(extract(epoch from (${listings.soldAt} - coalesce(${listings.approvedAt}, ${listings.createdAt}))) / 86400.0)`.mapWith((v) => (v === null ? null : Number(v))),
      }).from(listings).where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'sold'), sql`${listings.soldAt} is not null`));
      return row?.days ?? null;
    },

    /** Submissions waiting in these categories, oldest first, leaving out the reviewer's own. */
    async queue(categories: readonly string[], excludeSeller: string, limit: number, offset: number, tx: DbOrTx = db) {
      if (categories.length === 0) return { rows: [], total: 0 };
      const where = and(
        eq(listings.status, 'in_review'),
        sql`${listings.category} = any(${param([...categories])}::text[])`,
        ne(listings.sellerId, excludeSeller),
      );
      const [rows, [total]] = await Promise.all([
        tx.select().from(listings).where(where).orderBy(asc(listings.submittedAt), asc(listings.id)).limit(limit).offset(offset),
        tx.select({ n: count() }).from(listings).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async photos(listingIds: number[], tx: DbOrTx = db): Promise<PhotoRow[]> {
      if (listingIds.length === 0) return [];
      return tx.select().from(listingPhotos)
        .where(sql`${listingPhotos.listingId} = any(${param(listingIds)}::bigint[])`)
        .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position), asc(listingPhotos.id));
    },

    async addPhoto(row: typeof listingPhotos.$inferInsert, tx: DbOrTx = db): Promise<PhotoRow> {
      const [inserted] = await tx.insert(listingPhotos).values(row).returning();
      return inserted!;
    },

    async deletePhoto(listingId: number, photoId: number, tx: DbOrTx = db): Promise<PhotoRow | null> {
      const [row] = await tx.delete(listingPhotos).where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.id, photoId))).returning();
      return row ?? null;
    },

    async setPhotoPosition(listingId: number, photoId: number, position: number, tx: DbOrTx = db): Promise<void> {
      await tx.update(listingPhotos).set({ position }).where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.id, photoId)));
    },

    async touch(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.update(listings).set({ updatedAt: sql`now()` }).where(eq(listings.id, id));
    },
  };
}

export type SellingRepo = ReturnType<typeof createSellingRepo>;
