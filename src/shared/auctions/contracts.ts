import { z } from 'zod';
import { formatAmount } from '../notifications/catalogue.js';
import { CATEGORY_SLUGS } from '../catalog/categories.js';

/**
 * Bidding's API contract (issue #14): the bid, the lot as a bidder sees it, the /auctions page.
 * Money is integer minor units with the lot's currency; bids are whole units of it.
 */

export const lotIdParams = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,14}$/, 'must be an auction id: a whole number from 1').transform(Number),
});

/** `id` or slug, as /auction/{slug or id} takes it. */
export const lotRefParams = z.object({ ref: z.string().min(1).max(300) });

export const placeBidBody = z.object({
  /** The most the bidder will pay (minor units); the proxy bids for them up to it. */
  max_amount: z.number(),
  /** One per bid the person means: a retried request with the same key is the same bid. */
  idempotency_key: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
});
export type PlaceBidBody = z.infer<typeof placeBidBody>;

export const buyNowBody = z.object({ idempotency_key: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/) });
export const voidBidBody = z.object({ reason: z.string().trim().min(3).max(500) });

export const lotStateSchema = z.object({
  id: z.number(),
  slug: z.string(),
  status: z.string(),
  currency: z.string(),
  starting_price: z.number(),
  current_bid: z.number().nullable(),
  bid_count: z.number(),
  watchers: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  reserve: z.enum(['none', 'not_met', 'met']),
  buy_now_price: z.number().nullable(),
  buy_now_available: z.boolean(),
  next_minimum: z.number(),
  /** Minor units per whole unit: bids must be multiples of it. */
  unit: z.number(),
  hammer_price: z.number().nullable(),
  result: z.enum(['open', 'sold', 'unsold']),
});
export type LotStateDto = z.infer<typeof lotStateSchema>;

export const myStateSchema = z.object({
  /** 'none' when the member has not bid. */
  standing: z.enum(['none', 'winning', 'outbid', 'won', 'lost']),
  my_max: z.number().nullable(),
  bidder_number: z.number().nullable(),
  watching: z.boolean(),
  is_seller: z.boolean(),
});
export type MyStateDto = z.infer<typeof myStateSchema>;

export const historyEntrySchema = z.object({
  id: z.number(),
  /** 'Bidder 4': the member's number on this lot, by their first bid. */
  bidder: z.string(),
  mine: z.boolean(),
  /** The visible price after this bid (maximums stay hidden). */
  amount: z.number(),
  placed_at: z.string(),
});

export const lotPieceSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  full_name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  images: z.array(z.string()),
  /** The estimate shown: a range around the piece's market price. */
  estimate_low: z.number().nullable(),
  estimate_high: z.number().nullable(),
});

/**
 * The second-chance offer of a lot closed unsold, as its seller or its highest bidder sees it
 * (nobody else is told of it). `can_offer`: the seller may make it now.
 */
export const secondChanceSchema = z.object({
  role: z.enum(['seller', 'bidder']),
  can_offer: z.boolean(),
  /** The highest bidder's maximum: what the piece is offered at (the hammer of the offer). */
  amount: z.number(),
  buyers_premium: z.number(),
  currency: z.string(),
  status: z.enum(['none', 'pending', 'accepted', 'declined', 'expired']),
  /** Until when the seller may offer (status 'none') or the bidder may accept ('pending'). */
  until: z.string().nullable(),
  order_id: z.string().nullable(),
});
export type SecondChanceDto = z.infer<typeof secondChanceSchema>;

export const lotDetailSchema = z.object({
  lot: lotStateSchema,
  piece: lotPieceSchema,
  me: myStateSchema,
  history: z.array(historyEntrySchema),
  second_chance: secondChanceSchema.nullable(),
  fees: z.object({ buyers_premium_percent: z.number(), buyers_premium_above_percent: z.number(), threshold: z.number() }),
});
export type LotDetailDto = z.infer<typeof lotDetailSchema>;

export const bidResponseSchema = z.object({
  bid_id: z.number(),
  /** false: this key had already placed the bid; nothing new was written. */
  created: z.boolean(),
  lot: lotStateSchema,
  me: myStateSchema,
});
export type BidResponseDto = z.infer<typeof bidResponseSchema>;

export const auctionCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  full_name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  image_feature: z.string().nullable(),
  currency: z.string(),
  current_bid: z.number().nullable(),
  starting_price: z.number(),
  hammer_price: z.number().nullable(),
  /** Always null: the reserve's amount stays hidden (issue #14); `reserve` on the lot says only none / not met / met. */
  reserve_price: z.null(),
  buy_now_price: z.number().nullable(),
  bid_count: z.number(),
  watchers: z.number(),
  status: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  watching: z.boolean(),
});
export type AuctionCardDto = z.infer<typeof auctionCardSchema>;

export const AUCTION_SORTS = ['ending', 'newest', 'price_asc', 'price_desc', 'bids'] as const;
export type AuctionSort = (typeof AUCTION_SORTS)[number];

/** "Ending within" of the /auctions filters: the hour, the day, the week. */
export const AUCTION_ENDING = ['1h', '24h', '7d'] as const;
export type AuctionEnding = (typeof AUCTION_ENDING)[number];
export const AUCTION_ENDING_MS: Record<AuctionEnding, number> = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000 };

export const AUCTIONS_PAGE_SIZE = 24;
export const AUCTIONS_PAGE_SIZE_MAX = 60;
export const AUCTIONS_PAGE_MAX = 1_000;
/** The highest price filter, in whole US dollars (the catalogue's too). */
export const AUCTIONS_PRICE_MAX = 1_000_000_000;

const wholeDollars = z.coerce
  .number({ message: 'must be a number' })
  .int('must be whole US dollars')
  .min(0, 'must be 0 or more')
  .max(AUCTIONS_PRICE_MAX, `must be at most ${AUCTIONS_PRICE_MAX}`);

/**
 * Query of GET /api/auctions (issue #39 §3): the live lots filtered, sorted and paged, as the
 * category pages' listing is. Prices are whole US dollars of the lot's current price (the
 * current bid, or the starting price before the first bid), as the catalogue's filters are.
 * `category` and `house` (a brand's slug) also narrow the upcoming and recent-results groups.
 */
export const browseQuery = z
  .object({
    category: z.enum(CATEGORY_SLUGS, { message: `must be one of ${CATEGORY_SLUGS.join(', ')}` }).optional(),
    house: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a house\'s slug, like hermes').optional(),
    ending: z.enum(AUCTION_ENDING, { message: `must be one of ${AUCTION_ENDING.join(', ')}` }).optional(),
    min_price: wholeDollars.optional(),
    max_price: wholeDollars.optional(),
    /** Lots without a reserve only ('1' or 'true'; '0', 'false' or none: every lot). */
    no_reserve: z.enum(['1', 'true', '0', 'false'], { message: 'must be 1 or 0' }).optional().transform((v) => v === '1' || v === 'true'),
    sort: z.enum(AUCTION_SORTS, { message: `must be one of ${AUCTION_SORTS.join(', ')}` }).default('ending'),
    page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more')
      .max(AUCTIONS_PAGE_MAX, `must be at most ${AUCTIONS_PAGE_MAX}`).default(1),
    page_size: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more')
      .max(AUCTIONS_PAGE_SIZE_MAX, `must be at most ${AUCTIONS_PAGE_SIZE_MAX}`).default(AUCTIONS_PAGE_SIZE),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'must not be above max_price',
    path: ['min_price'],
  });
export type BrowseQuery = z.infer<typeof browseQuery>;

export const browseResponseSchema = z.object({
  /** The live lots of this page, filtered and sorted. */
  live: z.array(auctionCardSchema),
  ending_soon: z.array(auctionCardSchema),
  upcoming: z.array(auctionCardSchema),
  results: z.array(auctionCardSchema),
  /** Live lots matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  /**
   * The choices of the live lots, with how many each would show: each facet leaves its own
   * filter out (every category stays choosable while one is chosen), and applies the others.
   */
  facets: z.object({
    categories: z.array(z.object({ slug: z.string(), count: z.number().int() })),
    houses: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  }),
});
export type BrowseResponseDto = z.infer<typeof browseResponseSchema>;

/** The stable codes of refused bids, and the words the UI shows for each. */
export type BidErrorCode =
  | 'auction_not_found' | 'auction_ended' | 'auction_not_started' | 'bid_too_low' | 'max_not_raised' | 'bid_not_whole'
  | 'bid_invalid' | 'own_lot' | 'email_not_verified' | 'payment_method_required' | 'idempotency_conflict' | 'buy_now_unavailable'
  | 'second_chance_unavailable' | 'second_chance_not_pending';

export function bidErrorText(code: string, details: { minimum?: number; currency?: string } = {}): string {
  const money = (n: number | undefined) => formatAmount(n ?? 0, details.currency ?? 'USD');
  switch (code) {
    case 'auction_ended': return 'This auction has ended.';
    case 'auction_not_started': return 'This auction has not started yet.';
    case 'bid_too_low': return `Your bid must be at least ${money(details.minimum)}.`;
    case 'max_not_raised': return `You are winning. To raise your maximum, bid at least ${money(details.minimum)}.`;
    case 'bid_not_whole': return 'Bids are in whole units of the lot\'s currency (no cents).';
    case 'bid_invalid': return 'Enter your maximum bid as a whole amount above zero.';
    case 'own_lot': return 'You cannot bid on your own lot.';
    case 'email_not_verified': return 'Please verify your email address before bidding.';
    case 'payment_method_required': return 'Add a card before bidding: bids are binding.';
    case 'idempotency_conflict': return 'This bid was already placed with another amount.';
    case 'buy_now_unavailable': return 'Buy now is no longer available on this lot.';
    case 'auction_not_found': return 'This auction does not exist.';
    case 'second_chance_unavailable': return 'A second-chance offer cannot be made on this lot.';
    case 'second_chance_not_pending': return 'This second-chance offer is no longer open.';
    default: return 'Your bid could not be placed. Please try again.';
  }
}
