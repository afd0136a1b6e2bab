import type { ProductListing } from '../../../../shared/catalog/contracts.js';
import { can } from '../../../../shared/accounts/capabilities.js';
import { useViewer } from '../../../features/accounts/index.js';
import { AskSellerButton } from '../../../features/messaging/index.js';

/**
 * "Ask the seller" under the seller card: about the best-priced listing, to its seller. Only
 * members may message (SPEC §6), and nobody writes to themselves about their own listing.
 */
export function AskTheSeller({ listing, productName }: { listing: ProductListing | undefined; productName: string }) {
  const { viewer } = useViewer();
  if (!listing || !viewer || !can(viewer, 'message') || listing.seller.id === viewer.id) return null;
  return <AskSellerButton about={{ listingId: listing.id }} sellerName={listing.seller.name} productName={productName} />;
}
