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
 * The wishlist module's only Drizzle code. Saving and letting go publish wishlist.changed in
 * the same transaction (the catalogue keeps products.wishlist_count from it); price moves are
 * written by the subscriber of product.changed (wishlist.subscribers.ts).
 */
export function createWishlistRepo(db: Db) {
  return {
    /**
     * Saves a piece once. A member's adds are serialized by an advisory lock, so two at once
     * cannot both slip under the cap. On PGlite (one connection) only `inner` is used inside;
     * given a caller's transaction, the add is a savepoint within it.
     */
    async add(
      userId: string, productId: number, addedPrice: number, maxItems: number, added: (tx: DbOrTx) => Promise<void>, tx: DbOrTx = db,
    ): Promise<AddOutcome> {
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
          await added(inner);
          return { outcome: 'added', row };
        });
      } catch (error) {
        // The product left the catalogue between the service's look-up and the insert.
        if (isForeignKeyViolation(error)) return { outcome: 'no_product' };
        throw error;
      }
    },

    /** True when something was removed. */
    async remove(userId: string, productId: number, removed: (tx: DbOrTx) => Promise<void>, tx: DbOrTx = db): Promise<boolean> {
      return tx.transaction(async (inner) => {
        const gone = await inner
          .delete(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
          .returning({ productId: wishlistItems.productId });
        if (gone.length > 0) await removed(inner);
        return gone.length > 0;
      });
    },

    /**
     * One price move per member who saved the piece, for the event that said it moved: handling
     * the same event twice records nothing more (unique source event and member).
     */
    async recordPriceMove(
      eventId: number, productId: number, kind: 'price_drop' | 'price_rise', oldPrice: number, newPrice: number, tx: DbOrTx = db,
    ): Promise<number> {
      return tx.transaction(async (inner) => {
        const savers = await inner.select({ userId: wishlistItems.userId }).from(wishlistItems).where(eq(wishlistItems.productId, productId));
        if (savers.length === 0) return 0;
        const written = await inner
          .insert(wishlistEvents)
          .values(savers.map((w) => ({ userId: w.userId, productId, kind, oldPrice, newPrice, sourceEventId: eventId })))
          .onConflictDoNothing({ target: [wishlistEvents.sourceEventId, wishlistEvents.userId] })
          .returning({ userId: wishlistEvents.userId });
        return written.length;
      });
    },

    /** Members who saved a product (a price drop tells each of them). */
    async saverIds(productId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ userId: wishlistItems.userId }).from(wishlistItems).where(eq(wishlistItems.productId, productId));
      return rows.map((r) => r.userId);
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
