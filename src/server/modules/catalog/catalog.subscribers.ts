import type { EventBus } from '../../platform/events/index.js';
import type { CatalogService } from './catalog.service.js';

export interface CatalogSubscriberDeps {
  events: Pick<EventBus, 'subscribe' | 'subscribeOnce' | 'live'>;
  catalog: Pick<CatalogService, 'addToWishlistCount' | 'setLowestAsk' | 'forgetListCounts'>;
  /** The lowest active listing price of a product, or null. */
  lowestActivePrice(productId: number): Promise<number | null>;
}

/**
 * The catalogue keeps its own columns in step with other modules' facts (issue #9 §1). The
 * wishlist count moves by one per save, exactly once per event (the demo's counts have no
 * saves behind them, so it cannot be recounted); the lowest ask is set from its source.
 */
export function subscribeCatalog(deps: CatalogSubscriberDeps): void {
  const { events, catalog } = deps;
  events.subscribeOnce('catalog.wishlist-count', ['wishlist.changed'], async (e, tx) => {
    await catalog.addToWishlistCount(e.payload.product_id, e.payload.saved ? 1 : -1, tx);
  });
  events.subscribe('catalog.lowest-ask', ['listing.changed'], async (e) => {
    await catalog.setLowestAsk(e.payload.product_id, await deps.lowestActivePrice(e.payload.product_id));
  });
  // Every instance: a list filtered by price may count a changed piece differently now.
  events.live((e) => {
    if (e.type === 'product.changed') catalog.forgetListCounts();
  });
}
