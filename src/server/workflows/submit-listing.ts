import type { SellingService } from '../modules/listings/index.js';
import type { SellerListing } from '../../shared/listings/selling.js';

/**
 * submit-listing (issue 12; a workflow since #35): a seller sends a draft — or a listing sent
 * back for changes — to expert review. The one path for /sell and for AI bulk upload's pieces:
 * the draft's columns read from the catalogue (its piece may have left it since it was
 * picked) → in one transaction, the listing locked, checked complete (photos, details) and
 * unchanged since, moved to `in_review` by the listing machine, and audited → the listing as
 * the seller sees it. Experts find it in their queue (/admin/expert-approval); their decision
 * is approve-listing.
 */
export function createSubmitListing(deps: { selling: Pick<SellingService, 'submission' | 'submitIn' | 'inTransaction' | 'one'> }) {
  const { selling } = deps;
  return async function submitListing(sellerId: string, id: number): Promise<SellerListing> {
    const columns = await selling.submission(sellerId, id);
    const row = await selling.inTransaction((tx) => selling.submitIn(tx, sellerId, id, columns));
    return selling.one(row);
  };
}

export type SubmitListing = ReturnType<typeof createSubmitListing>;
