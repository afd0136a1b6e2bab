import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from '../catalog/categories.js';
import { CONDITIONS, type Condition } from '../catalog/contracts.js';
import { COUNTRIES } from '../membership/countries.js';
import { listingMachine } from './listings.machine.js';
import { sellerFee } from './fees.js';

/**
 * Selling (issue #12): the draft a member fills at /sell, saved as they go, and what the
 * seller's pages read back. Money is integer minor units (USD cents); every text is bounded
 * and may hold no HTML (< and > are refused, naming the field).
 *
 * API (all under the `sell` capability; another member's listing answers 404):
 *   POST   /api/selling/drafts                    create (body: a SellingDraftInput, may be {})
 *   GET    /api/selling/drafts                    my drafts, newest change first
 *   GET    /api/selling/listings/:id              one of my listings, any state
 *   PATCH  /api/selling/listings/:id              autosave (draft or changes_requested); null clears a field
 *   DELETE /api/selling/listings/:id              delete a draft
 *   POST   /api/selling/listings/:id/submit       draft -> in_review, changes_requested -> in_review
 *   POST   /api/selling/listings/:id/price        change the price of a live listing
 *   POST   /api/selling/listings/:id/withdraw     withdraw
 *   POST   /api/selling/listings/:id/relist       withdrawn/expired -> draft (review again)
 *   GET    /api/selling/listings?state=           my listings by state, with the counts per state
 *   GET    /api/selling/stats                     active, sold, average days to sell
 *   GET    /api/selling/fees?price=&category=     the fee and payout for a price
 *   GET    /api/selling/guidance/:productId       price guidance for a catalogue piece
 *   POST/PUT/DELETE /api/selling/listings/:id/photos…  photos (see photos below)
 */

/** The most a piece may be priced at: $100,000,000 (a superyacht fits; 1e15 does not). */
export const MAX_PRICE = 10_000_000_000;
export const MIN_PHOTOS = 3;
export const MAX_PHOTOS = 12;
export const AUCTION_DURATIONS = [3, 5, 7, 10] as const;
export const DESCRIPTION_MAX = 5000;
export const MAX_SPECIFICS = 30;
/** A member keeps at most this many drafts at once. */
export const MAX_DRAFTS = 50;

export const LISTING_STATES = listingMachine.states;
export type ListingState = (typeof LISTING_STATES)[number];
/** The states the seller's page lists, in its order (expired and rejected are shown with withdrawn). */
export const SELLER_STATES = ['draft', 'in_review', 'changes_requested', 'active', 'reserved', 'sold', 'withdrawn'] as const;
export type SellerState = (typeof SELLER_STATES)[number];

/** The condition scale, best first, with what each grade means (the form shows both). */
export const CONDITION_GRADES: readonly { grade: Condition; definition: string }[] = [
  { grade: 'New', definition: 'Never used, with every tag, seal, film and accessory it left the maker with.' },
  { grade: 'Unworn', definition: 'Never worn or used, but stored or displayed: no seals or films, no marks of use.' },
  { grade: 'Excellent', definition: 'Used with great care: faint signs of use only under close inspection, nothing repaired.' },
  { grade: 'Very good', definition: 'Light signs of use visible at arm’s length (fine scratches, soft corners); fully working.' },
  { grade: 'Good', definition: 'Clear signs of use (scratches, wear, patina) described in full; fully working and complete.' },
];
export const conditionSchema = z.enum(CONDITIONS, { message: `must be one of ${CONDITIONS.join(', ')}` });

const NO_HTML = /^[^<>]*$/;
/** Bounded, trimmed text a page could never run. */
export const plainText = (max: number, min = 0) => {
  const base = z.string().trim().max(max, `must be at most ${max} characters`).regex(NO_HTML, 'may not hold < or > (no HTML, please)');
  return min > 0 ? base.min(min, min === 1 ? 'is required' : `must be at least ${min} characters`) : base;
};

/** An amount in minor units: a whole number of cents, 1 to MAX_PRICE. */
export const moneySchema = z
  .number({ message: 'must be an amount in cents (a whole number)' })
  .int('must be a whole number of cents')
  .min(1, 'must be more than 0')
  .max(MAX_PRICE, `must be at most ${MAX_PRICE} cents ($100,000,000)`);

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be a country code such as GB')
  .refine((c) => c in COUNTRIES, 'is not a country we know');

const subcategorySlug = z.string().max(60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a sub-category slug');

/** What the piece is: a catalogue product, or a piece the catalogue lacks (a product once approved). */
export const pieceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('catalogue'), product_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
  z
    .object({
      kind: z.literal('new'),
      brand: plainText(100, 1),
      name: plainText(200, 1),
      category: z.enum(CATEGORY_SLUGS, { message: `must be one of ${CATEGORY_SLUGS.join(', ')}` }),
      subcategory: subcategorySlug.nullable().optional(),
      model: plainText(120).nullable().optional(),
      reference: plainText(80).nullable().optional(),
    })
    .strict(),
]);
export type Piece = z.infer<typeof pieceSchema>;

/** Fixed price (offers on or off, an automatic decline below a floor) or an auction. */
export const priceSchema = z
  .discriminatedUnion('type', [
    z
      .object({
        type: z.literal('fixed'),
        price: moneySchema,
        accept_offers: z.boolean().default(false),
        /** Offers below this are declined on their own; below the price. */
        floor: moneySchema.nullable().optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal('auction'),
        start_price: moneySchema,
        reserve: moneySchema.nullable().optional(),
        buy_now: moneySchema.nullable().optional(),
        duration_days: z.union(AUCTION_DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<3>, z.ZodLiteral<5>, z.ZodLiteral<7>, z.ZodLiteral<10>], {
          message: `must be one of ${AUCTION_DURATIONS.join(', ')} days`,
        }),
        /** When bidding opens (ISO 8601); none: as soon as the listing is approved. */
        starts_at: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }).nullable().optional(),
      })
      .strict(),
  ])
  .superRefine((p, ctx) => {
    if (p.type === 'fixed') {
      if (p.floor != null && p.floor >= p.price) ctx.addIssue({ code: 'custom', path: ['floor'], message: 'must be below the price' });
      return;
    }
    if (p.reserve != null && p.reserve < p.start_price) ctx.addIssue({ code: 'custom', path: ['reserve'], message: 'must be at least the start price' });
    if (p.buy_now != null && p.buy_now < p.start_price) ctx.addIssue({ code: 'custom', path: ['buy_now'], message: 'must be at least the start price' });
    if (p.reserve != null && p.buy_now != null && p.reserve > p.buy_now) {
      ctx.addIssue({ code: 'custom', path: ['reserve'], message: 'must not be above the buy-now price' });
    }
  });
export type PriceInput = z.infer<typeof priceSchema>;

/** Item specifics: label -> value, labels as product pages show them (itemSpecificLabels). */
export const specificsSchema = z
  .record(plainText(40, 1), z.union([plainText(200), z.number().finite(), z.boolean()]))
  .refine((r) => Object.keys(r).length <= MAX_SPECIFICS, `may hold at most ${MAX_SPECIFICS} specifics`);

/** The draft as far as it is filled. Every field optional; null clears it (PATCH). */
export const draftInputSchema = z
  .object({
    piece: pieceSchema.nullable(),
    condition: conditionSchema.nullable(),
    year: z.number().int('must be a year').min(1800, 'must be 1800 or later').max(2100, 'must be 2100 or earlier').nullable(),
    box: z.boolean().nullable(),
    papers: z.boolean().nullable(),
    specifics: specificsSchema.nullable(),
    description: plainText(DESCRIPTION_MAX).nullable(),
    price: priceSchema.nullable(),
    ships_from: countryCodeSchema.nullable(),
  })
  .partial()
  .strict();
export type DraftInput = z.infer<typeof draftInputSchema>;

/** What the draft holds (the `details` of the listing). */
export interface DraftDetails {
  piece?: Piece | null;
  condition?: Condition | null;
  year?: number | null;
  box?: boolean | null;
  papers?: boolean | null;
  specifics?: Record<string, string | number | boolean> | null;
  description?: string | null;
  price?: PriceInput | null;
  ships_from?: string | null;
}

/** What a submission still lacks: field -> the words the form shows. Empty: ready. */
export function missingForSubmit(d: DraftDetails, photos: number): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  if (!d.piece) missing.push({ path: 'piece', message: 'Choose the piece from the catalogue, or describe it with its brand and name.' });
  if (!d.condition) missing.push({ path: 'condition', message: 'Choose the condition.' });
  if (!d.description || d.description.trim().length < 20) missing.push({ path: 'description', message: 'Describe the piece in at least 20 characters.' });
  if (!d.price) missing.push({ path: 'price', message: 'Set a fixed price or the auction’s start price.' });
  if (!d.ships_from) missing.push({ path: 'ships_from', message: 'Say which country the piece ships from.' });
  if (photos < MIN_PHOTOS) missing.push({ path: 'photos', message: `Add at least ${MIN_PHOTOS} photos (you have ${photos}).` });
  if (photos > MAX_PHOTOS) missing.push({ path: 'photos', message: `Keep at most ${MAX_PHOTOS} photos (you have ${photos}).` });
  return missing;
}

/** The amount a listing asks: the fixed price, or the auction's start price. */
export function askingPrice(p: PriceInput | null | undefined): number | null {
  if (!p) return null;
  return p.type === 'fixed' ? p.price : p.start_price;
}

export const photoSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  sha256: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumb: z.string(),
  card: z.string(),
  zoom: z.string(),
});
export type ListingPhoto = z.infer<typeof photoSchema>;

export const feeQuoteSchema = z.object({ price: z.number().int(), fee: z.number().int(), payout: z.number().int(), effective_percent: z.number() });

/** A listing as its seller sees it. */
export const sellerListingSchema = z.object({
  id: z.number().int(),
  state: z.enum(LISTING_STATES),
  category: z.string().nullable(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), brand: z.string(), image_feature: z.string().nullable() }).nullable(),
  title: z.string(),
  details: z.record(z.string(), z.unknown()),
  price: z.number().int().nullable(),
  currency: z.string(),
  fee: feeQuoteSchema.nullable(),
  photos: z.array(photoSchema),
  review_notes: z.string().nullable(),
  reject_reason: z.string().nullable(),
  missing: z.array(z.object({ path: z.string(), message: z.string() })),
  actions: z.array(z.enum(['edit', 'delete', 'submit', 'change_price', 'withdraw', 'relist'])),
  passport_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  sold_at: z.string().nullable(),
});
export type SellerListing = z.infer<typeof sellerListingSchema>;

export const sellerListingsQuerySchema = z.object({
  state: z.enum(SELLER_STATES, { message: `must be one of ${SELLER_STATES.join(', ')}` }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const SELLER_PAGE_SIZE = 24;
export const sellerListingsSchema = z.object({
  items: z.array(sellerListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});

export const sellerStatsSchema = z.object({
  active: z.number().int(),
  sold: z.number().int(),
  in_review: z.number().int(),
  drafts: z.number().int(),
  /** Average days from approval to sale over the sold listings; null before the first sale. */
  average_days_to_sell: z.number().nullable(),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

export const changePriceSchema = z.object({ price: moneySchema }).strict();

export const feesQuerySchema = z.object({
  price: z.coerce.number({ message: 'must be an amount in cents' }).pipe(moneySchema),
  category: z.enum(CATEGORY_SLUGS, { message: `must be one of ${CATEGORY_SLUGS.join(', ')}` }),
});

export const photoOrderSchema = z.object({ order: z.array(z.number().int().positive()).min(1).max(MAX_PHOTOS) }).strict();

export const guidanceSchema = z.object({
  product_id: z.number().int(),
  recent_sales: z.array(z.object({ sell_price: z.number().int(), sale_date: z.string() })),
  last_sale: z.number().int().nullable(),
  trend: z.enum(['up', 'down', 'stable']).nullable(),
  trend_percent: z.number().nullable(),
  volatility: z.number().nullable(),
  lowest_ask: z.number().int().nullable(),
  recommended_price: z.number().int().nullable(),
  /** A range the piece should sell within: around the recent average, widened by its volatility. */
  suggested_range: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  fee: feeQuoteSchema.nullable(),
});
export type Guidance = z.infer<typeof guidanceSchema>;

/**
 * The suggested range: the recommended price (else the recent average) ± the volatility,
 * at least ±5 % and at most ±25 %, rounded to whole dollars.
 */
export function suggestedRange(centre: number | null, volatility: number | null): { low: number; high: number } | null {
  if (centre === null || !(centre > 0)) return null;
  const spread = Math.min(0.25, Math.max(0.05, volatility ?? 0.1));
  const dollars = (c: number) => Math.max(100, Math.round(c / 100) * 100);
  return { low: dollars(centre * (1 - spread)), high: dollars(centre * (1 + spread)) };
}

export { sellerFee };
export type { CategorySlug };
