import type { Tx } from '../db/client.js';
import type { CatalogService } from '../modules/catalog/index.js';
import type { ApproveListing, ListingSteps } from '../modules/listings/index.js';
import type { PassportsService } from '../modules/passports/index.js';

export interface ApproveListingDeps {
  listings: ListingSteps;
  catalog: Pick<CatalogService, 'createListedProduct'>;
  passports: Pick<PassportsService, 'issue'>;
}

/**
 * approve-listing (issue 12; a workflow since #35): an expert approves a submission. The
 * listings module's review (`review.approve`) checks that the reviewer may decide (their field
 * of expertise, not their own listing), locks the listing and checks it did not change since
 * they read it; then, in that transaction, this workflow: a new piece becomes a catalogue
 * product (catalog) → the listing goes live on it (listings) → its digital passport is issued,
 * unless a relisted piece has one already (passports) → the approval is audited, the seller
 * told and the piece's pages updated (listings). All or nothing.
 */
export function createApproveListing(deps: ApproveListingDeps): ApproveListing {
  const { listings, catalog, passports } = deps;
  return async function approveListing(tx: Tx, row, reviewerId, prepared, checklist) {
    const at = listings.now();
    const details = row.details;
    const photos = await listings.photos(tx, row.id);
    let productId = row.productId;
    if (!productId && details.piece?.kind === 'new') {
      const p = details.piece;
      productId = (await catalog.createListedProduct({
        brand: p.brand, name: p.name, category: p.category, subcategory: p.subcategory ?? null, model: p.model ?? null,
        reference: p.reference ?? null, condition: details.condition ?? row.condition, description: details.description ?? '',
        attributes: details.specifics ?? {}, image: photos[0]?.renditions.card.url ?? null,
      }, tx)).id;
    }
    if (!productId) return null;
    const live = await listings.goLive(tx, row, productId, reviewerId, at);
    if (!prepared.hasPassport) {
      const reference = details.piece?.kind === 'new' ? (details.piece.reference ?? null) : prepared.reference;
      const serial = typeof details.specifics?.Serial === 'string' ? details.specifics.Serial : null;
      await passports.issue(tx, {
        listingId: row.id, productId, ownerId: row.sellerId, reference, serial,
        condition: details.condition ?? row.condition, photoFingerprints: photos.map((p) => p.sha256), expertId: reviewerId, at,
      });
    }
    await listings.approved(tx, reviewerId, row, live, checklist);
    return live;
  };
}
