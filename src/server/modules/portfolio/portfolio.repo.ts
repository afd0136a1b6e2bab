import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { CollectionKind } from '../../../shared/portfolio/contracts.js';
import { collectionVisibility, portfolioItems } from './portfolio.tables.js';

export type PortfolioRow = typeof portfolioItems.$inferSelect;
export type PortfolioFields = Pick<PortfolioRow, 'purchasePrice' | 'acquiredOn' | 'condition' | 'note'>;

/** The portfolio module's only Drizzle code. */
export function createPortfolioRepo(db: Db) {
  return {
    /** One use case, one transaction (PGlite: use only `tx` inside). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A member's pieces, newest first, at most `limit`. */
    async items(userId: string, limit: number, tx: DbOrTx = db): Promise<PortfolioRow[]> {
      return tx
        .select()
        .from(portfolioItems)
        .where(eq(portfolioItems.userId, userId))
        .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
        .limit(limit);
    },

    async item(userId: string, id: number, tx: DbOrTx = db): Promise<PortfolioRow | null> {
      const [row] = await tx.select().from(portfolioItems).where(and(eq(portfolioItems.id, id), eq(portfolioItems.userId, userId)));
      return row ?? null;
    },

    /**
     * Adds a piece unless the member already holds `max`: the member's rows are locked first
     * (their count cannot change under us), so two adds at once cannot pass the cap together.
     */
    async insertCapped(row: { userId: string; productId: number } & Partial<PortfolioFields>, max: number, tx: Tx): Promise<PortfolioRow | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portfolio:' || ${row.userId}))`);
      const [held] = await tx.select({ n: count() }).from(portfolioItems).where(eq(portfolioItems.userId, row.userId));
      if (Number(held?.n ?? 0) >= max) return null;
      const [inserted] = await tx.insert(portfolioItems).values(row).returning();
      return inserted!;
    },

    async update(userId: string, id: number, fields: Partial<PortfolioFields>, tx: DbOrTx = db): Promise<PortfolioRow | null> {
      const [row] = await tx
        .update(portfolioItems)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(portfolioItems.id, id), eq(portfolioItems.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(portfolioItems)
        .where(and(eq(portfolioItems.id, id), eq(portfolioItems.userId, userId)))
        .returning({ id: portfolioItems.id });
      return rows.length > 0;
    },

    async isPublic(userId: string, kind: CollectionKind, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ isPublic: collectionVisibility.isPublic })
        .from(collectionVisibility)
        .where(and(eq(collectionVisibility.userId, userId), eq(collectionVisibility.kind, kind)));
      return row?.isPublic ?? false;
    },

    async setPublic(userId: string, kind: CollectionKind, isPublic: boolean, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(collectionVisibility)
        .values({ userId, kind, isPublic })
        .onConflictDoUpdate({
          target: [collectionVisibility.userId, collectionVisibility.kind],
          set: { isPublic, updatedAt: new Date() },
        });
    },
  };
}

export type PortfolioRepo = ReturnType<typeof createPortfolioRepo>;
