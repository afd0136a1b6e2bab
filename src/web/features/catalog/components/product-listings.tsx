import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Store } from 'lucide-react';
import { formatDate, formatMonth } from '../../../../shared/dates.js';
import type { ProductListing, SellerCard as SellerCardData } from '../../../../shared/catalog/contracts.js';
import { Price } from '../../../ui/price.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

/**
 * Every active listing of the piece, lowest price first (SPEC §7). `action` is what the page
 * offers on each row (Buy now, from the buying feature, composed by the page).
 */
export function ProductListings({
  listings, total, productName, action,
}: { listings: ProductListing[]; total: number; productName: string; action?: (listing: ProductListing) => ReactNode }) {
  if (listings.length === 0) {
    return (
      <p data-testid="no-listings" className="border border-line px-5 py-6 text-sm leading-6 text-ink-soft">
        No one is offering this piece right now. Save it to your wishlist and Patina records every change in its price.
      </p>
    );
  }
  return (
    <div>
      <table className="w-full text-left text-sm" data-testid="listings">
        <caption className="sr-only">Active listings of {productName}, lowest price first</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="label-caps py-3 pr-4 font-normal">Price</th>
            <th scope="col" className="label-caps py-3 pr-4 font-normal">Condition</th>
            <th scope="col" className="label-caps hidden py-3 pr-4 font-normal sm:table-cell">Seller</th>
            <th scope="col" className="label-caps py-3 font-normal">Listed</th>
            {action ? <th scope="col" className="py-3 pl-4 font-normal"><span className="sr-only">Buy</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {listings.map((l) => (
            <tr key={l.id} className="border-b border-line" data-testid="listing">
              <td className="py-3 pr-4 font-medium text-ink">
                <Price cents={l.price} />
              </td>
              <td className="py-3 pr-4 text-ink-soft">{l.condition}</td>
              <td className="hidden py-3 pr-4 text-ink-soft sm:table-cell">{l.seller.name}</td>
              <td className="py-3 text-ink-soft">{formatDate(l.created_at)}</td>
              {action ? <td className="py-3 pl-4 text-right">{action(l)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {total > listings.length ? (
        <p className="mt-3 text-xs text-muted">
          The {listings.length} lowest of {formatGrouped(total)} listings.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The seller of the best-priced listing: who they are (a link to their public page), since
 * when, how much they offer. `actions` is what the page adds (following them).
 */
export function SellerCard({ seller, actions }: { seller: SellerCardData; actions?: ReactNode }) {
  return (
    <section aria-labelledby="seller-heading" data-testid="seller-card" className="border border-line p-6">
      <p className="label-caps text-muted">Offered by</p>
      <h3 id="seller-heading" className="mt-3 flex items-center gap-2 font-display text-2xl font-medium">
        <Store aria-hidden="true" className="size-5 text-bronze" strokeWidth={1.25} />
        <Link to={`/members/${seller.handle}`} className="hover:text-bronze hover:underline">
          {seller.name}
        </Link>
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-muted">Member since</dt>
          <dd className="mt-1 text-ink">{formatMonth(seller.member_since)}</dd>
        </div>
        <div>
          <dt className="text-muted">Active listings</dt>
          <dd className="mt-1 tabular-nums text-ink">{formatGrouped(seller.active_listings)}</dd>
        </div>
      </dl>
      {seller.verified ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
          <BadgeCheck aria-hidden="true" className="size-4 text-bronze" strokeWidth={1.5} />
          Verified member of the Patina club
        </p>
      ) : null}
      {actions ? <div className="mt-5 flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
