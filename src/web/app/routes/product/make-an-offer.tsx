import type { ProductListing } from '../../../../shared/catalog/contracts.js';
import { can } from '../../../../shared/accounts/capabilities.js';
import { useViewer } from '../../../features/accounts/index.js';
import { MakeOfferButton } from '../../../features/offers/index.js';

/**
 * "Make an offer" in the buying box (issue 13): on the lowest-priced listing whose seller takes
 * offers, for a club member who is not its seller (SPEC §6: offers are the club's).
 */
export function MakeAnOffer({ listings, productName }: { listings: readonly ProductListing[]; productName: string }) {
  const { viewer } = useViewer();
  if (!viewer || !can(viewer, 'make_offer')) return null;
  const listing = listings.find((l) => l.accepts_offers && l.seller.id !== viewer.id);
  if (!listing) return null;
  return (
    <MakeOfferButton
      listing={{ id: listing.id, price: listing.price, currency: listing.currency, floor: listing.offer_floor ?? null }}
      productName={productName}
    />
  );
}
