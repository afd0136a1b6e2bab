/** The selling feature's surface for app/ (/sell, /profile/selling, /admin/expert-approval). */
export { SellWizard, STEPS, type SellWizardProps } from './components/sell-wizard.js';
export { DraftsList } from './components/drafts-list.js';
export { useListing } from './api/get-listing.js';
export { createDraft } from './api/save-draft.js';
export { uploadPhoto } from './api/photos.js';
export { useMyListings, useSellerStats, type SellerListings } from './api/get-my-listings.js';
export { useChangePrice, useDeleteDraft, useRelistListing, useWithdrawListing } from './api/listing-actions.js';
export { useReviewDecision, useReviewDetail, useReviewQueue, type ReviewDecision } from './api/expert-review.js';
export { sellingKeys, reviewKeys } from './api/selling-keys.js';
export { categoryName, centsOf, usd, AMOUNT_WORDS } from './draft-form.js';
export { FieldError } from './components/fields.js';
export { ListingActionDialog } from './components/listing-action-dialog.js';
