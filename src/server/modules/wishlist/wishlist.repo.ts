import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { wishlistEvents, wishlistItems } from './wishlist.tables.js';

export interface WishlistRow {
  productId: number;
  addedPrice: number;
  createdAt: Date;
}

export type AddOutcome =
  | { outcome: 'added' | 'already'; row: WishlistRow }
  | { outcome: 'full' }
  | { outcome: 'no_product' };

const rowColumns = {
  productId: wishlistItems.productId,
  addedPrice: wishlistItems.addedPrice,
  createdAt: wishlistItems.createdAt,
};

/** Postgres' foreign_key_violation, whether the driver error comes bare or wrapped by Drizzle. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * The wishlist module's only Drizzle code. products.wishlist_count and the price events are
 * kept by the triggers of migration 0006 (see wishlist.tables.ts), inside these same
 * statements' transactions.
 */
export function createWishlistRepo(db: Db) {
  return {
    /**
     * Saves a piece once. A member's adds are serialized by an advisory lock, so two at once
     * cannot both slip under the cap. On PGlite (one connection) only `inner` is used inside;
     * given a caller's transaction, the add is a savepoint within it.
     */
    async add(userId: string, productId: number, addedPrice: number, maxItems: number, tx: DbOrTx = db): Promise<AddOutcome> {
      try {
        return await tx.transaction(async (inner) => {
          await inner.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
          const [existing] = await inner
            .select(rowColumns)
            .from(wishlistItems)
            .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
          if (existing) return { outcome: 'already', row: existing };
          const [held] = await inner.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
          if ((held?.n ?? 0) >= maxItems) return { outcome: 'full' };
          const [row] = await inner.insert(wishlistItems).values({ userId, productId, addedPrice }).returning(rowColumns);
          if (!row) throw new Error('wishlist insert returned no row');
          return { outcome: 'added', row };
        });
      } catch (error) {
        // The product left the catalogue between the service's look-up and the insert.
        if (isForeignKeyViolation(error)) return { outcome: 'no_product' };
        throw error;
      }
    },

    /** True when something was removed. */
    async remove(userId: string, productId: number, tx: DbOrTx = db): Promise<boolean> {
      const removed = await tx
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return removed.length > 0;
    },

    /** Every saved piece of a member, newest first (at most the cap, so a bounded read). */
    async items(userId: string, limit: number, tx: DbOrTx = db): Promise<WishlistRow[]> {
      return tx
        .select(rowColumns)
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
        .limit(limit);
    },

    async productIds(userId: string, limit: number, tx: DbOrTx = db): Promise<number[]> {
      const rows = await tx
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
        .limit(limit);
      return rows.map((r) => r.productId);
    },

    async find(userId: string, productId: number, tx: DbOrTx = db): Promise<WishlistRow | null> {
      const [row] = await tx
        .select(rowColumns)
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      return row ?? null;
    },

    /** A member's price events, newest first. */
    async events(userId: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: wishlistEvents.id,
          productId: wishlistEvents.productId,
          kind: wishlistEvents.kind,
          oldPrice: wishlistEvents.oldPrice,
          newPrice: wishlistEvents.newPrice,
          createdAt: wishlistEvents.createdAt,
          deliveredAt: wishlistEvents.deliveredAt,
        })
        .from(wishlistEvents)
        .where(eq(wishlistEvents.userId, userId))
        .orderBy(desc(wishlistEvents.createdAt), desc(wishlistEvents.id))
        .limit(limit);
    },
  };
}

export type WishlistRepo = ReturnType<typeof createWishlistRepo>;
