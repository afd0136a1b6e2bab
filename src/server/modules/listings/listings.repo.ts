import { and, asc, count, eq, param, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { listings } from './listings.tables.js';

export function createListingsRepo(db: Db) {
  return {
    /** SPEC §7: active listings of a product, lowest price first. */
    async activeForProduct(productId: number, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: listings.id,
          productId: listings.productId,
          sellerId: listings.sellerId,
          price: listings.price,
          currency: listings.currency,
          status: listings.status,
          condition: listings.condition,
          createdAt: listings.createdAt,
        })
        .from(listings)
        .where(and(eq(listings.productId, productId), eq(listings.status, 'active')))
        .orderBy(asc(listings.price), asc(listings.id))
        .limit(limit);
    },

    async activeCountForProduct(productId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.productId, productId), eq(listings.status, 'active')));
      return row?.n ?? 0;
    },

    async activeCountsBySellers(sellerIds: string[], tx: DbOrTx = db) {
      if (sellerIds.length === 0) return [];
      return tx
        .select({ sellerId: listings.sellerId, n: count() })
        .from(listings)
        .where(and(sql`${listings.sellerId} = any(${param(sellerIds)}::text[])`, eq(listings.status, 'active')))
        .groupBy(listings.sellerId);
    },
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;
