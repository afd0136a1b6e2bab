import { z } from 'zod';
import { CATEGORY_SLUGS } from './categories.js';
import { CONDITIONS } from './conditions.js';

export { CONDITIONS, type Condition } from './conditions.js';

const money = z.number().int().nullable();
const slug = z.string().min(1).max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');

/** A product as cards and lists show it; field names follow SPEC §3. Money in USD cents. */
export const productCardSchema = z.object({
  id: z.number().int(),
  ref_int: z.number().int(),
  slug: z.string(),
  name: z.string(),
  full_name: z.string(),
  brand: z.string(),
  brand_slug: z.string(),
  category: z.string(),
  subcategory: z.string(),
  image_feature: z.string().nullable(),
  price: money,
  recommended_price: money,
  retail_price: money,
  lowest_ask: money,
  last_sale: money,
  currency: z.string().length(3),
  color: z.string(),
  condition: z.string(),
  is_good_deal: z.boolean(),
  investment_piece: z.boolean(),
  best_seller: z.boolean(),
  created_at: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const auctionCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  full_name: z.string(),
  brand: z.string(),
  brand_slug: z.string(),
  category: z.string(),
  image_feature: z.string().nullable(),
  currency: z.string().length(3),
  starting_price: z.number().int(),
  current_bid: money,
  /** Always null: the reserve's amount never leaves the server (issue #14); the field of SPEC §3 keeps its place. */
  reserve_price: z.null(),
  buy_now_price: money,
  bid_count: z.number().int(),
  watchers: z.number().int(),
  status: z.string(),
  ends_at: z.string(),
});
export type AuctionCard = z.infer<typeof auctionCardSchema>;

export const subcategorySchema = z.object({ slug: z.string(), name: z.string(), blurb: z.string(), product_count: z.number().int() });

export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  blurb: z.string(),
  age_restricted: z.boolean(),
  product_count: z.number().int(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const brandSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  founded: z.number().int().nullable(),
  categories: z.array(z.string()),
  image: z.string().nullable(),
  product_count: z.number().int(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const brandDetailSchema = brandSummarySchema.extend({
  story: z.string(),
  subcategory: z.string().nullable(),
  sales_count: z.number().int(),
  top_products: z.array(productCardSchema),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_SIZE_MAX = 60;
export const PAGE_MAX = 10_000;

const wholeDollars = z.coerce.number({ message: 'must be a number' }).int('must be whole US dollars').min(0).max(1_000_000_000);

/** Query of GET /api/catalog/products. Prices are whole US dollars, as people type them. */
export const productListQuerySchema = z
  .object({
    category: z.enum(CATEGORY_SLUGS, { message: `must be one of ${CATEGORY_SLUGS.join(', ')}` }).optional(),
    subcategory: slug.optional(),
    brand: slug.optional(),
    search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    condition: z.enum(CONDITIONS, { message: `must be one of ${CONDITIONS.join(', ')}` }).optional(),
    min_price: wholeDollars.optional(),
    max_price: wholeDollars.optional(),
    sort: z.enum(PRODUCT_SORTS, { message: `must be one of ${PRODUCT_SORTS.join(', ')}` }).default('newest'),
    page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(PAGE_MAX).default(1),
    page_size: z.coerce.number({ message: 'must be a number' }).int().min(1).max(PAGE_SIZE_MAX).default(24),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'must not be above max_price',
    path: ['min_price'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  page_count: z.number().int(),
  facets: z.object({
    brands: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    conditions: z.array(z.object({ value: z.string(), count: z.number().int() })),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const trendingItemSchema = z.object({
  product: productCardSchema,
  change_percent: z.number(),
  sales_count: z.number().int(),
});
export type TrendingItem = z.infer<typeof trendingItemSchema>;

export const homeResponseSchema = z.object({
  categories: z.array(categorySchema),
  ending_soon: z.array(auctionCardSchema),
  new_arrivals: z.array(productCardSchema),
  trending_brands: z.array(brandSummarySchema.extend({ sales_count: z.number().int() })),
  trending: z.array(trendingItemSchema),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const menuTileSchema = z.object({ name: z.string(), href: z.string(), image: z.string() });
export const menuSectionSchema = z.object({
  key: z.string(),
  popular: z.array(z.object({ name: z.string(), href: z.string() })),
  see_all_href: z.string(),
  tiles: z.array(menuTileSchema),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;
export const menuResponseSchema = z.object({ sections: z.array(menuSectionSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

export const categoryTrendsSchema = z.object({ trending: z.array(trendingItemSchema) });

/** `/product/{slug or id}`: a slug, or the numeric id. */
export const productKeySchema = z.object({
  key: z.string().min(1).max(200).regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\d{1,15})$/, 'must be a product slug or id'),
});

export const sellerCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Their public page, `/members/{handle}`. */
  handle: z.string(),
  member_since: z.string(),
  verified: z.boolean(),
  active_listings: z.number().int(),
});
export type SellerCard = z.infer<typeof sellerCardSchema>;

/** An active listing of the product (SPEC §3 listing: price, status, product_id). */
export const productListingSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  price: z.number().int(),
  currency: z.string().length(3),
  status: z.string(),
  condition: z.string(),
  created_at: z.string(),
  seller: sellerCardSchema,
  /** The seller takes offers on it (issue 13); absent: no. */
  accepts_offers: z.boolean().optional(),
  /** Offers below this (minor units of `currency`) are declined at once; null: no floor. */
  offer_floor: z.number().int().nullable().optional(),
});
export type ProductListing = z.infer<typeof productListingSchema>;

/** The product page: the card plus everything a collector reads before buying. */
export const productDetailSchema = productCardSchema.extend({
  product_code: z.string(),
  model: z.string(),
  reference: z.string().nullable(),
  materials: z.array(z.string()),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  description: z.string(),
  brand_country: z.string(),
  views: z.number().int(),
  wishlist_count: z.number().int(),
  item_specifics: z.array(z.object({ label: z.string(), value: z.string() })),
  listings: z.array(productListingSchema),
  /** Active listings in all; `listings` holds the lowest-priced 20 of them. */
  listing_count: z.number().int(),
  similar: z.array(productCardSchema),
  wishlisted: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** USD cents; a ten-billion-dollar yacht fits, a typo of a hundred more zeros does not. */
const adminCents = z.number().int().min(0).max(1_000_000_000_000).nullable();

/** PUT /api/admin/products/{id}/prices: the house's reference and recommended prices (admins). */
export const productPricesBodySchema = z
  .object({ price: adminCents.optional(), recommended_price: adminCents.optional() })
  .strict()
  .refine((b) => b.price !== undefined || b.recommended_price !== undefined, 'give price or recommended_price');

export const productPricesResponseSchema = z.object({
  product_id: z.number().int(),
  /** SPEC §9 price shown before and after, USD cents. */
  shown_before: z.number().int(),
  shown_after: z.number().int(),
});
