import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { ColumnMapping } from '../../../shared/bulk-upload/mapping.js';
import { bulkUploadBatches, bulkUploadMappings, bulkUploadPhotos, bulkUploadPieces } from './bulk-upload.tables.js';

export type BatchRow = typeof bulkUploadBatches.$inferSelect;
export type PieceRow = typeof bulkUploadPieces.$inferSelect;
export type NewPiece = typeof bulkUploadPieces.$inferInsert;
export type PhotoRow = typeof bulkUploadPhotos.$inferSelect;
export type NewPhoto = typeof bulkUploadPhotos.$inferInsert;
type BatchChange = Partial<Omit<typeof bulkUploadBatches.$inferInsert, 'id' | 'sellerId' | 'createdAt'>>;
type PieceChange = Partial<Omit<NewPiece, 'id' | 'batchId' | 'position'>>;

/** The bulk-upload module's only Drizzle code. */
export function createBulkUploadRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertBatch(sellerId: string, tx: DbOrTx = db): Promise<BatchRow> {
      const [row] = await tx.insert(bulkUploadBatches).values({ sellerId }).returning();
      return row!;
    },

    async countActive(sellerId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(bulkUploadBatches)
        .where(and(eq(bulkUploadBatches.sellerId, sellerId), inArray(bulkUploadBatches.state, ['open', 'recognising', 'ready'])));
      return Number(row?.n ?? 0);
    },

    async batch(id: number, tx: DbOrTx = db, lock = false): Promise<BatchRow | null> {
      const q = tx.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    batchesOf(sellerId: string, limit: number, tx: DbOrTx = db): Promise<BatchRow[]> {
      return tx.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.sellerId, sellerId)).orderBy(desc(bulkUploadBatches.createdAt), desc(bulkUploadBatches.id)).limit(limit);
    },

    async updateBatch(id: number, change: BatchChange, tx: DbOrTx = db): Promise<BatchRow> {
      const [row] = await tx.update(bulkUploadBatches).set({ ...change, updatedAt: new Date() }).where(eq(bulkUploadBatches.id, id)).returning();
      return row!;
    },

    /** One more piece done; the batch as it is now. */
    async countDone(id: number, tx: DbOrTx = db): Promise<BatchRow> {
      const [row] = await tx
        .update(bulkUploadBatches)
        .set({ done: sql`${bulkUploadBatches.done} + 1`, updatedAt: new Date() })
        .where(eq(bulkUploadBatches.id, id))
        .returning();
      return row!;
    },

    async savedMapping(sellerId: string, tx: DbOrTx = db): Promise<ColumnMapping | null> {
      const [row] = await tx.select().from(bulkUploadMappings).where(eq(bulkUploadMappings.sellerId, sellerId));
      return row?.mapping ?? null;
    },

    async saveMapping(sellerId: string, mapping: ColumnMapping, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(bulkUploadMappings)
        .values({ sellerId, mapping })
        .onConflictDoUpdate({ target: bulkUploadMappings.sellerId, set: { mapping, updatedAt: new Date() } });
    },

    photos(batchId: number, tx: DbOrTx = db): Promise<PhotoRow[]> {
      return tx.select().from(bulkUploadPhotos).where(eq(bulkUploadPhotos.batchId, batchId)).orderBy(asc(bulkUploadPhotos.fileName), asc(bulkUploadPhotos.id));
    },

    async photoCount(batchId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(bulkUploadPhotos).where(eq(bulkUploadPhotos.batchId, batchId));
      return Number(row?.n ?? 0);
    },

    async photo(batchId: number, id: number, tx: DbOrTx = db): Promise<PhotoRow | null> {
      const [row] = await tx.select().from(bulkUploadPhotos).where(and(eq(bulkUploadPhotos.batchId, batchId), eq(bulkUploadPhotos.id, id)));
      return row ?? null;
    },

    /** The photo; null when the batch already has a file of that name (any case). */
    async insertPhoto(row: NewPhoto, tx: DbOrTx = db): Promise<PhotoRow | null> {
      const [made] = await tx.insert(bulkUploadPhotos).values(row).onConflictDoNothing().returning();
      return made ?? null;
    },

    async updatePhoto(id: number, change: Partial<Pick<NewPhoto, 'thumbKey' | 'width' | 'height'>>, tx: DbOrTx = db): Promise<void> {
      await tx.update(bulkUploadPhotos).set(change).where(eq(bulkUploadPhotos.id, id));
    },

    async assignPhotos(ids: number[], pieceId: number, tx: DbOrTx = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(bulkUploadPhotos).set({ pieceId }).where(inArray(bulkUploadPhotos.id, ids));
    },

    async insertPieces(rows: NewPiece[], tx: DbOrTx = db): Promise<PieceRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(bulkUploadPieces).values(rows).returning();
    },

    pieces(batchId: number, tx: DbOrTx = db): Promise<PieceRow[]> {
      return tx.select().from(bulkUploadPieces).where(eq(bulkUploadPieces.batchId, batchId)).orderBy(asc(bulkUploadPieces.position));
    },

    async piece(id: number, tx: DbOrTx = db, lock = false): Promise<PieceRow | null> {
      const q = tx.select().from(bulkUploadPieces).where(eq(bulkUploadPieces.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    async updatePiece(id: number, change: PieceChange, tx: DbOrTx = db): Promise<PieceRow> {
      const [row] = await tx.update(bulkUploadPieces).set({ ...change, updatedAt: new Date() }).where(eq(bulkUploadPieces.id, id)).returning();
      return row!;
    },

    /** Moves a piece from `from` (compare-and-set); null when it had moved already. */
    async movePiece(id: number, from: PieceRow['state'], change: PieceChange, tx: DbOrTx = db): Promise<PieceRow | null> {
      const [row] = await tx
        .update(bulkUploadPieces)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(bulkUploadPieces.id, id), eq(bulkUploadPieces.state, from)))
        .returning();
      return row ?? null;
    },

    /** Every piece of the batch still waiting becomes cancelled; how many did. */
    async cancelPending(batchId: number, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(bulkUploadPieces)
        .set({ state: 'cancelled', updatedAt: new Date() })
        .where(and(eq(bulkUploadPieces.batchId, batchId), eq(bulkUploadPieces.state, 'pending')))
        .returning({ id: bulkUploadPieces.id });
      return rows.length;
    },
  };
}

export type BulkUploadRepo = ReturnType<typeof createBulkUploadRepo>;
