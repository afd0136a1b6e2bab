export { createListingsRepo } from './listings.repo.js';
export { createListingsService, type ListingsService } from './listings.service.js';
export {
  isPublicListingState, listingNotFound, mayViewListing, PUBLIC_LISTING_STATES, type ListingViewer, type ListingVisibility,
} from './visibility.js';
export { listingMachine, nextListingState, type ListingEvent, type ListingState } from './listings.machine.js';
export { createSellingRepo, type SellingRepo } from './selling.repo.js';
export { createSellingService, type SellingService } from './selling.service.js';
export { createReviewService, type ApprovalFacts, type ApproveListing, type ReviewService } from './review.service.js';
export { createListingSteps, type ListingSteps } from './listing.steps.js';
export { sellingRoutes } from './selling.routes.js';
export { createPhotosService, type PhotosService } from './photos.service.js';
