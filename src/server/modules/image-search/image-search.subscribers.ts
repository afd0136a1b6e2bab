import type { EventBus } from '../../platform/events/index.js';
import type { ImageSearchService } from './image-search.service.js';

/**
 * The index follows the listings (issue #15): a changed listing has other photos (or none,
 * once it is no longer live). One instance refreshes the tables; every instance reads the
 * pictures again afterwards. product.changed is not followed: it says a product's prices
 * moved, never its picture (catalogue pictures are indexed at start, see indexCatalogue), and
 * following it cost every sale three statements for nothing (bench:checkout, decision 039).
 */
export function subscribeImageSearch(deps: {
  events: Pick<EventBus, 'subscribe' | 'live'>;
  imageSearch: Pick<ImageSearchService, 'refreshListing' | 'forget'>;
}): void {
  const { events, imageSearch } = deps;
  events.subscribe('image-search.listings', ['listing.changed'], async (e) => {
    await imageSearch.refreshListing(e.payload.listing_id, e.payload.product_id);
  });
  events.live((e) => {
    if (e.type === 'listing.changed') imageSearch.forget();
  });
}
