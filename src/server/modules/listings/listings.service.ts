import type { DbOrTx } from '../../db/client.js';
import type { ListingsRepo } from './listings.repo.js';
import { ttlCache } from '../../platform/ttl-cache.js';
import { nextListingState, type ListingEvent, type ListingState } from './listings.machine.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { listingNotFound, mayViewListing, type ListingViewer } from './visibility.js';

/**
 * How long a seller's count of active listings is kept: a large house holds tens of
 * thousands, and every product page shows the count on each offer's seller card.
 */
export const SELLER_COUNTS_TTL_MS = 60_000;
const SELLER_COUNTS_MAX = 10_000;

/** Offers of a product by sellers. Buying them arrives with the orders issue. */
export function createListingsService(deps: { repo: ListingsRepo; now?: () => number }) {
  const { repo } = deps;
  const sellerCounts = ttlCache<number>(SELLER_COUNTS_TTL_MS, deps.now, { maxEntries: SELLER_COUNTS_MAX });

  return {
    activeForProduct: (productId: number, limit = 20) => repo.activeForProduct(productId, limit),
    activeCountForProduct: repo.activeCountForProduct,
    activeBySeller: (sellerId: string, limit = 24) => repo.activeBySeller(sellerId, limit),
    lowestActivePrice: (productId: number) => repo.lowestActivePrice(productId),
    /** Listings live on the marketplace now (the admin dashboard). */
    activeCount: () => repo.activeCount(),
    byIds: (ids: number[]) => repo.byIds([...new Set(ids)]),
    /** A live listing's seller, price and offer terms (accepts offers, the auto-decline floor); null when there is none. */
    offerTerms: (id: number, tx?: DbOrTx) => repo.offerTerms(id, tx),

    /**
     * The one way a listing's status changes: the lifecycle table decides the next state (a
     * 409 when the event is not allowed), and the row moves only from the state it was read
     * in. Give a transaction to make the change part of a larger use case (an order reserving it).
     */
    async transition(id: number, event: ListingEvent, tx?: DbOrTx): Promise<ListingState> {
      const from = await repo.statusForUpdate(id, tx);
      if (from === null) throw new NotFoundError(`No listing has the id ${id}.`, 'listing_not_found');
      const to = nextListingState(from, event);
      if (!(await repo.setStatus(id, from, to, tx))) {
        throw new ConflictError('This listing changed a moment ago. Please reload it.', 'listing_changed');
      }
      return to;
    },

    /**
     * Refuses a listing `viewer` may not see (another member's draft, a piece in review…) with
     * exactly the 404 of a listing that does not exist; routes that take a listing id and show
     * anything of it ask this first (issue #34).
     */
    async requireVisible(viewer: ListingViewer | null, id: number, tx?: DbOrTx): Promise<void> {
      const listing = await repo.visibility(id, tx);
      if (!listing || !mayViewListing(viewer, listing)) throw listingNotFound(id);
    },

    /** What a checkout needs of a listing, in any status (null: none has this id). */
    checkoutView: (id: number, tx?: DbOrTx) => repo.checkoutView(id, tx),

    /**
     * Reserves the listing for a buyer's order (active → reserved by the lifecycle table), in
     * the caller's transaction; null when it is not reservable (sold a moment ago, the buyer's
     * own, not for sale that way) — `checkoutView` tells which.
     */
    reserveForOrder: (id: number, buyerId: string, saleTypes: readonly ('fixed' | 'auction')[], tx?: DbOrTx) => repo.reserve(id, buyerId, saleTypes, tx),

    /** Active listings per seller, read for the sellers not counted in the last minute. */
    async activeCountsBySellers(sellerIds: string[]): Promise<Map<string, number>> {
      const counts = await sellerCounts.many(sellerIds, async (missing) => {
        const found = new Map((await repo.activeCountsBySellers(missing)).map((r) => [r.sellerId, r.n]));
        return new Map(missing.map((id) => [id, found.get(id) ?? 0]));
      });
      return new Map(sellerIds.map((id) => [id, counts.get(id) ?? 0]));
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
