import type { ProductListing } from '../../../../shared/catalog/contracts.js';
import { can } from '../../../../shared/accounts/capabilities.js';
import { useViewer } from '../../../features/accounts/index.js';
import { BuyNowButton, formatAmount } from '../../../features/orders/index.js';

/**
 * Buy now on a row of the product's listings (issue 13), for members who may buy (SPEC §6);
 * a seller does not buy their own piece.
 */
export function BuyListing({ listing, productName }: { listing: ProductListing; productName: string }) {
  const { viewer } = useViewer();
  if (!viewer || !can(viewer, 'buy')) return null;
  if (listing.seller.id === viewer.id) return <span className="text-xs text-muted">Your listing</span>;
  return <BuyNowButton listingId={listing.id} ariaLabel={`Buy now: ${productName} for ${formatAmount(listing.price, listing.currency)}`} />;
}
