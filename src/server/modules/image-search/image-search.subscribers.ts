import type { EventBus } from '../../platform/events/index.js';
import type { ImageSearchService } from './image-search.service.js';

/**
 * The index follows the listings (issue #15): a changed listing has other photos (or none,
 * once it is no longer live). One instance refreshes the tables. product.changed is not followed: it says a product's prices
 * moved, never its picture (catalogue pictures are indexed at start, see indexCatalogue), and
 * following it cost every sale three statements for nothing (bench:checkout, decision 039).
 * The other instances' in-memory indexes catch up by themselves (the service asks, at most
 * once a second, for the pictures described since): an event here would come before the
 * instance that took it had described the photos.
 */
export function subscribeImageSearch(deps: {
  events: Pick<EventBus, 'subscribe'>;
  imageSearch: Pick<ImageSearchService, 'refreshListing'>;
}): void {
  const { events, imageSearch } = deps;
  events.subscribe('image-search.listings', ['listing.changed'], async (e) => {
    await imageSearch.refreshListing(e.payload.listing_id, e.payload.product_id);
  });
}
