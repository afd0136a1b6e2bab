import { z } from 'zod';
import { CONDITIONS, productCardSchema } from '../catalog/contracts.js';
import { priceChangeSchema } from '../wishlist/contracts.js';

/** A member records at most this many pieces; the 501st answers 409 `portfolio_full`. */
export const PORTFOLIO_MAX_ITEMS = 500;
export const PORTFOLIO_NOTE_MAX = 500;
/** USD cents: ten billion dollars, above any jet or yacht, far below what integers hold exactly. */
export const PURCHASE_PRICE_MAX = 1_000_000_000_000;
export const ACQUIRED_ON_MIN = '1900-01-01';

export const VALUE_SOURCES = ['last_sale', 'lowest_ask', 'price', 'recommended_price'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-05-31')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real date')
  .refine((s) => s >= ACQUIRED_ON_MIN, `must be on or after ${ACQUIRED_ON_MIN}`)
  // A day of slack for the time zones ahead of the server's.
  .refine((s) => Date.parse(`${s}T00:00:00Z`) <= Date.now() + 86_400_000, 'cannot be in the future');

const purchasePrice = z
  .number({ error: 'must be a whole number of cents' })
  .int('must be a whole number of cents')
  .positive('must be above zero')
  .max(PURCHASE_PRICE_MAX, `must be at most ${PURCHASE_PRICE_MAX} cents`);

const note = z.string().trim().max(PORTFOLIO_NOTE_MAX, `must be at most ${PORTFOLIO_NOTE_MAX} characters`);

/** `POST /api/portfolio/items`: a piece the member owns. Money in USD cents. */
export const portfolioItemInputSchema = z.strictObject({
  product_id: z.number({ error: 'must be a product id' }).int('must be a product id').positive('must be a product id').max(Number.MAX_SAFE_INTEGER),
  purchase_price: purchasePrice.nullable().optional(),
  acquired_on: isoDate.nullable().optional(),
  condition: z.enum(CONDITIONS, { error: `must be one of ${CONDITIONS.join(', ')}` }).nullable().optional(),
  note: note.nullable().optional(),
});
export type PortfolioItemInput = z.infer<typeof portfolioItemInputSchema>;

/** `PATCH /api/portfolio/items/{id}`: what the member knows about it (the piece itself stays). */
export const portfolioItemPatchSchema = portfolioItemInputSchema.omit({ product_id: true });
export type PortfolioItemPatch = z.infer<typeof portfolioItemPatchSchema>;

export const portfolioItemParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a portfolio item id' }).int('must be a portfolio item id').positive('must be a portfolio item id').max(Number.MAX_SAFE_INTEGER),
});

export const portfolioItemSchema = z.object({
  id: z.number().int(),
  product: productCardSchema,
  purchase_price: z.number().int().nullable(),
  acquired_on: z.string().nullable(),
  condition: z.string().nullable(),
  note: z.string().nullable(),
  /** USD cents; null when the market has no figure for the piece. */
  market_value: z.number().int().nullable(),
  value_source: z.enum(VALUE_SOURCES).nullable(),
  /** From what was paid to the market value; null when either is unknown. */
  change: priceChangeSchema,
  added_at: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioTotalsSchema = z.object({
  value: z.number().int(),
  unvalued: z.number().int(),
  cost: z.number().int(),
  worth: z.number().int(),
  change: priceChangeSchema,
});

/** `GET /api/portfolio`: the member's own collection, newest first, with its figures. */
export const portfolioSchema = z.object({
  items: z.array(portfolioItemSchema),
  totals: portfolioTotalsSchema,
  public: z.boolean(),
  followers_count: z.number().int().min(0),
  /** The member's handle: the public page is /members/{handle}/portfolio. */
  handle: z.string(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** `PUT /api/portfolio/visibility` and `PUT /api/wishlist/visibility`. */
export const visibilityInputSchema = z.strictObject({ public: z.boolean({ error: 'must be true or false' }) });
export const visibilitySchema = z.object({
  public: z.boolean(),
  /** The member's handle: the public page is /members/{handle}/{kind}. */
  handle: z.string(),
});
export type Visibility = z.infer<typeof visibilitySchema>;

/** A piece as others see it in a public collection: the piece and its market, nothing paid. */
export const publicPieceSchema = z.object({
  product: productCardSchema,
  market_value: z.number().int().nullable(),
  value_source: z.enum(VALUE_SOURCES).nullable(),
  added_at: z.string(),
});
export type PublicPiece = z.infer<typeof publicPieceSchema>;

/** Where the viewer stands with one of a member's collections. */
export const collectionFollowSchema = z.object({
  following: z.boolean(),
  followers_count: z.number().int().min(0),
  self: z.boolean(),
});
export type CollectionFollow = z.infer<typeof collectionFollowSchema>;

export const COLLECTION_KINDS = ['portfolio', 'wishlist'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** `GET /api/members/{handle}/portfolio` and `/wishlist` when the member made it public. */
export const publicCollectionSchema = z.object({
  kind: z.enum(COLLECTION_KINDS),
  member: z.object({ handle: z.string(), name: z.string(), verified: z.boolean() }),
  pieces: z.array(publicPieceSchema),
  count: z.number().int().min(0),
  /** USD cents: the market value of the pieces shown. */
  total_value: z.number().int(),
  followers_count: z.number().int().min(0),
});
export type PublicCollection = z.infer<typeof publicCollectionSchema>;

export const collectionParamsSchema = z.object({
  kind: z.enum(COLLECTION_KINDS, { error: 'must be portfolio or wishlist' }),
});
