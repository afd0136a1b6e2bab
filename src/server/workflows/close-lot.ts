import type { DbOrTx } from '../db/client.js';
import type { LotRow, PieceOf, PlaceOrder as LotOrder } from '../modules/auctions/index.js';
import type { CatalogService } from '../modules/catalog/index.js';
import type { ListingsService } from '../modules/listings/index.js';
import type { PlaceOrder } from './place-order.js';

export interface CloseLotDeps {
  placeOrder: PlaceOrder;
  listings: Pick<ListingsService, 'checkoutView' | 'transition'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
}

/**
 * close-lot (issue 14; a workflow since #35): what an auction's end does beyond the auction.
 * The auctions module closes a lot exactly once (its closing job, the sweep, on any instance:
 * decision 031) and decides the outcome under the lot's lock; in that same transaction this
 * workflow carries the outcome out:
 *
 * - sold: the winner's order, through place-order at the hammer plus premium (`wonLot`), keyed
 *   by the lot so a retried close makes one order; a second-chance offer accepted, or a lot
 *   bought now, takes the same path;
 * - unsold: the listing ends (`endListing`), or waits while a second-chance offer may be made;
 * - either way the bidders are told about the piece (`piecesOf`, from the catalogue).
 */
export function createCloseLot(deps: CloseLotDeps) {
  const { placeOrder, listings, catalog } = deps;

  const piecesOf = async (productIds: number[]) => {
    const cards = await catalog.productCardsByIds(productIds);
    return new Map(productIds.map((id) => {
      const card = cards.get(id);
      return [id, { productName: card?.name ?? 'a piece', productBrand: card?.brand ?? null, productImage: card?.image_feature ?? null }];
    }));
  };
  const pieceOf: PieceOf = async (productId) => (await piecesOf([productId])).get(productId)!;

  /** The winner's order (or a second chance's, at the offered price), in the closing's transaction. */
  const wonLot: LotOrder = (input, tx) => placeOrder(input, tx);

  return {
    wonLot,
    pieceOf,
    piecesOf,
    /** The lot closed unsold (and no second chance taken): its listing leaves the marketplace. */
    async endListing(listingId: number, tx: DbOrTx): Promise<void> {
      const listing = await listings.checkoutView(listingId, tx);
      if (listing?.status === 'active') await listings.transition(listingId, 'expire', tx);
    },
    /** A lot bought at its buy-now price before the end: the order, or null when no listing is behind the lot. */
    async boughtNow(lot: LotRow, price: number, buyerId: string, tx: DbOrTx): Promise<string | null> {
      if (lot.listingId === null) return null;
      const order = await placeOrder({ buyerId, listingId: lot.listingId, price, source: 'auction', sourceRef: `auction:${lot.id}`, idempotencyKey: `auction-buy-now:${lot.id}` }, tx);
      return order.id;
    },
  };
}
