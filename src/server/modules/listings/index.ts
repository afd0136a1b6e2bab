export { createListingsRepo } from './listings.repo.js';
export { createListingsService, type ListingsService } from './listings.service.js';
export { listingMachine, nextListingState, type ListingEvent, type ListingState } from './listings.machine.js';
