import { z } from 'zod';
import { productCardSchema } from '../catalog/contracts.js';
import { memberRefSchema } from '../community/contracts.js';
import { VALUE_SOURCES } from './contracts.js';
import { valueHistorySchema } from './value-history.js';

/**
 * Public portfolios (issue #37): a member's curated selection of pieces they own ("Cartier
 * before 1990"), shown to members with its value over time or only its pieces, followed and
 * appreciated. What was paid, when, and the member's notes never leave portfolio_items.
 */
export const SHOWCASE_LIMITS = {
  title: 120,
  description: 2000,
  /** Pieces in one public portfolio. */
  pieces: 100,
  /** Public portfolios per member. */
  perMember: 50,
} as const;

const itemId = z.number({ error: 'must be a piece of your portfolio' }).int('must be a piece of your portfolio').positive('must be a piece of your portfolio').max(Number.MAX_SAFE_INTEGER);

const fields = {
  title: z.string({ error: 'must be text' }).trim().min(1, 'Please give your portfolio a title.').max(SHOWCASE_LIMITS.title, `must be at most ${SHOWCASE_LIMITS.title} characters`),
  description: z.string({ error: 'must be text' }).trim().max(SHOWCASE_LIMITS.description, `must be at most ${SHOWCASE_LIMITS.description} characters`),
  /** Pieces of the member's portfolio, in the order shown. */
  item_ids: z
    .array(itemId, { error: 'must be a list of pieces' })
    .min(1, 'Please choose at least one piece.')
    .max(SHOWCASE_LIMITS.pieces, `a portfolio may show at most ${SHOWCASE_LIMITS.pieces} pieces`)
    .refine((ids) => new Set(ids).size === ids.length, 'each piece may be chosen once'),
  /** The cover: one of the chosen pieces (null: the first). */
  cover_item_id: itemId.nullable(),
  /** Whether members see the value (and its history), or only the pieces. */
  show_values: z.boolean({ error: 'must be true or false' }),
};

/** `POST /api/community/portfolios`. */
export const showcaseInputSchema = z.strictObject({
  title: fields.title,
  description: fields.description.optional(),
  item_ids: fields.item_ids,
  cover_item_id: fields.cover_item_id.optional(),
  show_values: fields.show_values.optional(),
});
export type ShowcaseInput = z.infer<typeof showcaseInputSchema>;

/** `PATCH /api/community/portfolios/{id}`: what is sent changes; the rest stays. */
export const showcasePatchSchema = z.strictObject({
  title: fields.title.optional(),
  description: fields.description.optional(),
  item_ids: fields.item_ids.optional(),
  cover_item_id: fields.cover_item_id.optional(),
  show_values: fields.show_values.optional(),
});
export type ShowcasePatch = z.infer<typeof showcasePatchSchema>;

export const showcaseParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a portfolio id' }).int('must be a portfolio id').positive('must be a portfolio id').max(Number.MAX_SAFE_INTEGER),
});

/** A piece as members see it in a public portfolio: the piece and (when shown) its market. */
export const showcasePieceSchema = z.object({
  item_id: z.number().int(),
  product: productCardSchema,
  /** USD cents; null when the market has no figure, or when the owner shows only the pieces. */
  market_value: z.number().int().nullable(),
  value_source: z.enum(VALUE_SOURCES).nullable(),
});
export type ShowcasePiece = z.infer<typeof showcasePieceSchema>;

export const showcaseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  owner: memberRefSchema,
  cover: z.string().nullable(),
  pieces_count: z.number().int().min(0),
  show_values: z.boolean(),
  /** USD cents, the pieces valued today; null when the owner shows only the pieces. */
  value: z.number().int().nullable(),
  followers_count: z.number().int().min(0),
  appreciations_count: z.number().int().min(0),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ShowcaseSummary = z.infer<typeof showcaseSummarySchema>;

/** `GET /api/community/portfolios/{id}`. */
export const showcaseSchema = showcaseSummarySchema.extend({
  pieces: z.array(showcasePieceSchema),
  /** The piece whose photograph is the cover (null: the first). */
  cover_item_id: z.number().int().nullable(),
  /** Pieces without any figure today (left out of `value`). */
  unvalued: z.number().int().min(0),
  /** Null when the owner shows only the pieces. */
  history: valueHistorySchema.nullable(),
  mine: z.boolean(),
  following: z.boolean(),
  appreciated: z.boolean(),
});
export type Showcase = z.infer<typeof showcaseSchema>;

export const showcaseListSchema = z.object({ portfolios: z.array(showcaseSummarySchema) });
export type ShowcaseList = z.infer<typeof showcaseListSchema>;

export const showcaseFollowSchema = z.object({ following: z.boolean(), followers_count: z.number().int().min(0) });
export type ShowcaseFollow = z.infer<typeof showcaseFollowSchema>;
export const showcaseAppreciationSchema = z.object({ appreciated: z.boolean(), appreciations_count: z.number().int().min(0) });
export type ShowcaseAppreciation = z.infer<typeof showcaseAppreciationSchema>;
