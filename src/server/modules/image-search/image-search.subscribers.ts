import type { EventBus } from '../../platform/events/index.js';
import type { ImageSearchService } from './image-search.service.js';

/**
 * The index follows the catalogue and the listings (issue #15): a changed product may have
 * another picture, a changed listing other photos (or none, once it is no longer live). One
 * instance refreshes the tables; every instance reads the pictures again afterwards.
 */
export function subscribeImageSearch(deps: {
  events: Pick<EventBus, 'subscribe' | 'live'>;
  imageSearch: Pick<ImageSearchService, 'refreshProduct' | 'refreshListing' | 'forget'>;
}): void {
  const { events, imageSearch } = deps;
  events.subscribe('image-search.products', ['product.changed'], async (e) => {
    await imageSearch.refreshProduct(e.payload.product_id);
  });
  events.subscribe('image-search.listings', ['listing.changed'], async (e) => {
    await imageSearch.refreshListing(e.payload.listing_id, e.payload.product_id);
  });
  events.live((e) => {
    if (e.type === 'listing.changed' || e.type === 'product.changed') imageSearch.forget();
  });
}
