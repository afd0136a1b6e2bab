import type { EventBus } from '../../platform/events/index.js';
import type { WishlistService } from './wishlist.service.js';

/**
 * A move of a saved piece's price shown becomes one wishlist event per member who saved it,
 * once per product.changed event however often it is handled (issue #9 §1).
 */
export function subscribeWishlist(deps: { events: Pick<EventBus, 'subscribe'>; wishlist: Pick<WishlistService, 'recordPriceMove'> }): void {
  deps.events.subscribe('wishlist.price-moves', ['product.changed'], async (e) => {
    await deps.wishlist.recordPriceMove(e.id, e.payload.product_id, e.payload.shown_before, e.payload.shown_after);
  });
}
