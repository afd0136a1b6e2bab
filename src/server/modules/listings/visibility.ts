import { can, type AccessSubject } from '../../../shared/accounts/capabilities.js';
import { NotFoundError } from '../../platform/errors.js';
import type { ListingState } from './listings.machine.js';

/**
 * The states in which a listing is public (issue #34, item 8): on sale, held by an order, and
 * sold (a sold piece is the catalogue's public history: its price is on the product page).
 * A draft, a piece in review or sent back for changes, a rejected one and one its seller took
 * down (withdrawn, expired) are nobody's business but the seller's and its experts'.
 */
export const PUBLIC_LISTING_STATES: readonly ListingState[] = ['active', 'reserved', 'sold'];

export function isPublicListingState(status: ListingState): boolean {
  return PUBLIC_LISTING_STATES.includes(status);
}

/** Who asks to see a listing: the session's account (its roles and fields of expertise). */
export type ListingViewer = { id: string } & AccessSubject;

/** What deciding who may see a listing needs of it. */
export interface ListingVisibility {
  sellerId: string;
  status: ListingState;
  category: string | null;
  /** The expert who last decided on it (approved, asked for changes, rejected). */
  reviewerId: string | null;
}

/**
 * Whether `viewer` may see the listing: anyone a public one; before (or after) that only its
 * seller, admins, and its experts — the one who decided on it, and while it waits in the queue
 * every expert of its category (the review queue shows it to them).
 */
export function mayViewListing(viewer: ListingViewer | null, listing: ListingVisibility): boolean {
  if (isPublicListingState(listing.status)) return true;
  if (!viewer) return false;
  if (viewer.id === listing.sellerId || can(viewer, 'administer')) return true;
  if (!can(viewer, 'review_items')) return false;
  if (listing.reviewerId === viewer.id) return true;
  return listing.status === 'in_review' && listing.category !== null && (viewer.expertise ?? []).includes(listing.category);
}

/**
 * The answer for a listing that does not exist, and for one the asker may not see: the same,
 * word for word, so that walking the (sequential) ids tells nothing of drafts.
 */
export const listingNotFound = (id: number) => new NotFoundError(`There is no listing ${id}.`, 'listing_not_found');
