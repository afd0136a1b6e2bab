import type { EventBus } from '../../platform/events/index.js';
import type { OffersService } from './offers.service.js';

/**
 * A listing that leaves the market for good (sold to another buyer, withdrawn, expired)
 * declines its open offers, and their buyers hear of it at once rather than when the offers
 * lapse. A reserved piece keeps them: its order may still fall through.
 */
export function subscribeOffers(deps: { events: Pick<EventBus, 'subscribe'>; offers: Pick<OffersService, 'closeForListing'> }): void {
  deps.events.subscribe('offers.listing-closed', ['listing.changed'], async (e) => {
    await deps.offers.closeForListing(e.payload.listing_id);
  });
}
