import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import { auctions } from './auctions.tables.js';
import type { Closing } from './closing.js';

const DAY = 86_400_000;

/** What a lot needs of the listing it runs for (the selling module's row, read in the handler's transaction). */
export interface AuctionListing {
  id: number;
  productId: number | null;
  sellerId: string;
  currency: string;
  status: string;
  saleType: 'fixed' | 'auction';
  details: { price?: { type: string; start_price?: number; reserve?: number | null; buy_now?: number | null; duration_days?: number; starts_at?: string | null } | null };
}

/** Bids are whole units of the currency: a start, reserve or buy-now in cents is rounded up to one. */
const wholeUnits = (minor: number) => Math.ceil(minor / 100) * 100;

/**
 * A listing sold at auction becomes its lot when it goes live (issues #12 and #14): the expert's
 * approval publishes `listing.changed`, and this subscriber opens the lot from the seller's
 * terms — start price, reserve, buy-now, 3/5/7/10 days, the start time (now when none or past)
 * — and schedules its closing. Once per listing: the handler runs once per event, and the unique
 * index on `listing_id` refuses a second lot for a listing relisted or redelivered.
 */
export function subscribeLotsFromListings(deps: {
  events: Pick<EventBus, 'subscribeOnce'>;
  listingOf: (id: number, tx: DbOrTx) => Promise<AuctionListing | null>;
  slugOf: (productId: number, tx: DbOrTx) => Promise<string | null>;
  closing: Pick<Closing, 'scheduleClose'>;
  now: () => Date;
}): void {
  deps.events.subscribeOnce('auctions.lots-from-listings', ['listing.changed'], async (e, tx) => {
    const listing = await deps.listingOf(e.payload.listing_id, tx);
    const terms = listing?.details.price;
    if (!listing || listing.saleType !== 'auction' || listing.status !== 'active' || listing.productId === null) return;
    if (terms?.type !== 'auction' || !terms.start_price || !terms.duration_days) return;
    const at = deps.now();
    const wanted = terms.starts_at ? new Date(terms.starts_at) : at;
    const startsAt = wanted.getTime() > at.getTime() ? wanted : at;
    const endsAt = new Date(startsAt.getTime() + terms.duration_days * DAY);
    const slug = `${((await deps.slugOf(listing.productId, tx)) ?? 'lot').slice(0, 180)}-lot-l${listing.id}`;
    const [lot] = await tx
      .insert(auctions)
      .values({
        slug, productId: listing.productId, sellerId: listing.sellerId, listingId: listing.id, currency: listing.currency,
        startingPrice: wholeUnits(terms.start_price),
        reservePrice: terms.reserve ? wholeUnits(terms.reserve) : null,
        buyNowPrice: terms.buy_now ? wholeUnits(terms.buy_now) : null,
        status: startsAt.getTime() > at.getTime() ? 'scheduled' : 'live',
        startsAt, endsAt,
      })
      .onConflictDoNothing()
      .returning({ id: auctions.id });
    if (lot) await deps.closing.scheduleClose(lot.id, endsAt, tx);
  });
}
