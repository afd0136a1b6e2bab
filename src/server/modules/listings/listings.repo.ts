import { and, asc, count, desc, eq, inArray, isNotNull, ne, param, placeholder, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { listings } from './listings.tables.js';
import { listingMachine, type ListingState } from './listings.machine.js';

/**
 * A live (or once live) listing always has its product and price (a check in migration 0020);
 * only drafts and pieces in review may lack them. Reads of live listings say so in their types.
 */
const liveProductId = sql<number>`${listings.productId}`.mapWith(Number);
const livePrice = sql<number>`${listings.price}`.mapWith(Number);

const checkoutColumns = {
  id: listings.id,
  productId: listings.productId,
  sellerId: listings.sellerId,
  price: listings.price,
  currency: listings.currency,
  status: listings.status,
  category: listings.category,
  condition: listings.condition,
  saleType: listings.saleType,
};

export function createListingsRepo(db: Db) {
  const checkoutViewStatement = db.select(checkoutColumns).from(listings).where(eq(listings.id, placeholder('id'))).prepare('listings_checkout_view');
  return {
    /** SPEC §7: active listings of a product, lowest price first. */
    async activeForProduct(productId: number, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: listings.id,
          productId: liveProductId,
          sellerId: listings.sellerId,
          price: livePrice,
          currency: listings.currency,
          status: listings.status,
          condition: listings.condition,
          createdAt: listings.createdAt,
          // The seller's offer terms (selling's draft details): whether they take offers, and the floor.
          acceptsOffers: sql<boolean>`coalesce((${listings.details}->'price'->>'accept_offers')::boolean, false)`,
          offerFloor: sql<number | null>`(${listings.details}->'price'->>'floor')::bigint`.mapWith((v: string | null) => (v === null ? null : Number(v))),
        })
        .from(listings)
        .where(and(eq(listings.productId, productId), eq(listings.status, 'active'), eq(listings.saleType, 'fixed')))
        .orderBy(asc(listings.price), asc(listings.id))
        .limit(limit);
    },

    /** Listings by id, whatever their status (what a conversation about one shows); drafts without a product or price are left out. */
    async byIds(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: listings.id,
          productId: liveProductId,
          sellerId: listings.sellerId,
          price: livePrice,
          currency: listings.currency,
          status: listings.status,
        })
        .from(listings)
        .where(and(sql`${listings.id} = any(${param(ids)}::bigint[])`, sql`${listings.productId} is not null`, sql`${listings.price} is not null`));
    },

    /** The lowest price of a product's active listings (USD cents), or null when none is active. */
    async lowestActivePrice(productId: number, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx
        .select({ price: sql<number | null>`min(${listings.price})`.mapWith(Number) })
        .from(listings)
        // An auction's start price is no ask: the auctions issue shows those as auctions.
        .where(and(eq(listings.productId, productId), eq(listings.status, 'active'), eq(listings.saleType, 'fixed')));
      return row?.price ?? null;
    },

    async activeCountForProduct(productId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.productId, productId), eq(listings.status, 'active')));
      return row?.n ?? 0;
    },

    /** A seller's newest active listings (their public member page). */
    async activeBySeller(sellerId: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: listings.id,
          productId: liveProductId,
          price: livePrice,
          currency: listings.currency,
          condition: listings.condition,
          createdAt: listings.createdAt,
        })
        .from(listings)
        .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'active')))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(limit);
    },

    async activeCountsBySellers(sellerIds: string[], tx: DbOrTx = db) {
      if (sellerIds.length === 0) return [];
      return tx
        .select({ sellerId: listings.sellerId, n: count() })
        .from(listings)
        .where(and(sql`${listings.sellerId} = any(${param(sellerIds)}::text[])`, eq(listings.status, 'active')))
        .groupBy(listings.sellerId);
    },

    /** Every active listing (the admin dashboard's "listings live"). */
    async activeCount(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(listings).where(eq(listings.status, 'active'));
      return Number(row?.n ?? 0);
    },

    /** A listing's status, the row locked until the transaction ends (null: no such listing). */
    async statusForUpdate(id: number, tx: DbOrTx = db): Promise<ListingState | null> {
      const [row] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, id)).for('update');
      return row?.status ?? null;
    },

    /** What a checkout needs of a listing, whatever its status (null: no such listing). */
    async checkoutView(id: number, tx: DbOrTx = db) {
      if (tx === db) {
        // Every buy-now asks it first (the losers of a race are refused from it): prepared once.
        const [found] = await checkoutViewStatement.execute({ id });
        return found ?? null;
      }
      const [row] = await tx.select(checkoutColumns).from(listings).where(eq(listings.id, id));
      return row ?? null;
    },

    /**
     * An order takes the piece: one conditional UPDATE by the lifecycle table's `reserve` rule,
     * so of any number of racing buyers exactly one moves the row. Null when it was not
     * reservable for this buyer.
     *
     * Racing buyers do not queue on the winner's row lock: the reservation also takes a
     * transaction-scoped advisory lock on the listing without waiting, so while one buyer's
     * reservation is in flight every other is refused at once (the piece is being sold) rather
     * than waiting for that transaction to commit and then finding the row moved. Only
     * reservations take that lock; anything else holding the row (a seller's edit) is waited for.
     */
    async reserve(id: number, buyerId: string, saleTypes: readonly ('fixed' | 'auction')[], tx: DbOrTx = db) {
      const rule = listingMachine.events.reserve;
      const [row] = await tx
        .update(listings)
        .set({ status: rule.to, updatedAt: new Date() })
        .where(and(
          eq(listings.id, id), inArray(listings.status, [...rule.from]), ne(listings.sellerId, buyerId), inArray(listings.saleType, [...saleTypes]),
          isNotNull(listings.price), isNotNull(listings.productId),
          sql`pg_try_advisory_xact_lock(hashtext('listing-reserve:' || ${listings.id}))`,
        ))
        .returning(checkoutColumns);
      return row ?? null;
    },

    /** Moves the listing from `from` to `to`; false when it is no longer in `from`. */
    async setStatus(id: number, from: ListingState, to: ListingState, tx: DbOrTx = db): Promise<boolean> {
      const moved = await tx
        .update(listings)
        .set({ status: to })
        .where(and(eq(listings.id, id), eq(listings.status, from)))
        .returning({ id: listings.id });
      return moved.length > 0;
    },

    /** What deciding who may see a listing needs of it (null: no such listing). */
    async visibility(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ sellerId: listings.sellerId, status: listings.status, category: listings.category, reviewerId: listings.reviewerId })
        .from(listings)
        .where(eq(listings.id, id));
      return row ?? null;
    },

    /** What an offer needs of a listing: its seller, price, sale type, status and offer terms (null: no such live listing). */
    async offerTerms(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: listings.id, productId: listings.productId, sellerId: listings.sellerId, price: listings.price, currency: listings.currency,
          status: listings.status, saleType: listings.saleType, details: listings.details,
        })
        .from(listings)
        .where(eq(listings.id, id));
      if (!row || row.productId === null || row.price === null) return null;
      const price = row.details.price;
      const fixed = price?.type === 'fixed' ? price : null;
      return {
        id: row.id, productId: row.productId, sellerId: row.sellerId, price: row.price, currency: row.currency, status: row.status, saleType: row.saleType,
        acceptsOffers: fixed?.accept_offers === true,
        floor: fixed?.floor ?? null,
      };
    },
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;
