import { z } from 'zod';
import { productCardSchema } from '../catalog/contracts.js';

/** A member keeps at most this many pieces; the 1,001st answers 409 `wishlist_full`. */
export const WISHLIST_MAX_ITEMS = 1000;

/** Price moves recorded for the notifications issue to deliver. */
export const WISHLIST_EVENT_KINDS = ['price_drop', 'price_rise'] as const;
export type WishlistEventKind = (typeof WISHLIST_EVENT_KINDS)[number];

/** recent: newest saved first; biggest_drop: largest fall in percent first; price: the price shown now. */
export const WISHLIST_SORTS = ['recent', 'biggest_drop', 'price_asc', 'price_desc'] as const;
export type WishlistSort = (typeof WISHLIST_SORTS)[number];

export const WISHLIST_PAGE_SIZE_MAX = 100;
export const WISHLIST_EVENTS_LIMIT_MAX = 100;

export const PRICE_DIRECTIONS = ['down', 'up', 'unchanged'] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];

/** From the price when saved to the price shown now; null when either is missing (shown '--'). */
export const priceChangeSchema = z
  .object({
    direction: z.enum(PRICE_DIRECTIONS),
    /** USD cents, now minus then: negative is a drop. */
    amount: z.number().int(),
    /** Of the price when saved, one decimal: -12.5 is a 12.5 % drop. */
    percent: z.number(),
  })
  .nullable();
export type PriceChange = NonNullable<z.infer<typeof priceChangeSchema>>;

export const wishlistItemSchema = z.object({
  product: productCardSchema,
  /** SPEC §9 price shown when the member saved it, USD cents; 0 when it had none. */
  added_price: z.number().int(),
  /** SPEC §9 price shown now, USD cents; 0 when it has none. */
  price_now: z.number().int(),
  change: priceChangeSchema,
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Query of GET /api/wishlist. */
export const wishlistListQuerySchema = z.object({
  sort: z.enum(WISHLIST_SORTS, { message: `must be one of ${WISHLIST_SORTS.join(', ')}` }).default('recent'),
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(1000).default(1),
  page_size: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(WISHLIST_PAGE_SIZE_MAX, `must be at most ${WISHLIST_PAGE_SIZE_MAX}`)
    .default(48),
});
export type WishlistListQuery = z.infer<typeof wishlistListQuerySchema>;

export const wishlistListResponseSchema = z.object({
  items: z.array(wishlistItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
});
export type WishlistListResponse = z.infer<typeof wishlistListResponseSchema>;

export const wishlistIdsResponseSchema = z.object({ product_ids: z.array(z.number().int()) });
export type WishlistIdsResponse = z.infer<typeof wishlistIdsResponseSchema>;

export const wishlistItemResponseSchema = z.object({ item: wishlistItemSchema });
export type WishlistItemResponse = z.infer<typeof wishlistItemResponseSchema>;

export const wishlistEventsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(WISHLIST_EVENTS_LIMIT_MAX, `must be at most ${WISHLIST_EVENTS_LIMIT_MAX}`)
    .default(20),
});

export const wishlistEventSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  kind: z.enum(WISHLIST_EVENT_KINDS),
  /** SPEC §9 price shown before and after, USD cents; 0 means it had none. */
  old_price: z.number().int(),
  new_price: z.number().int(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The piece as cards show it; null only if it left the catalogue meanwhile. */
  product: productCardSchema.nullable(),
});
export type WishlistEvent = z.infer<typeof wishlistEventSchema>;
export const wishlistEventsResponseSchema = z.object({ events: z.array(wishlistEventSchema) });
export type WishlistEventsResponse = z.infer<typeof wishlistEventsResponseSchema>;
