import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories.js';
import { auctionCardSchema, CONDITIONS, productCardSchema } from '../catalog/contracts.js';
import { QUERY_MAX_CHARS, SEARCH_SORTS } from './constants.js';

/**
 * SPEC §3 and §7: the answers of GET /api/search/instant, /api/search/auctions and
 * /api/search. Field names follow the spec; money is USD cents.
 */
/** A marketplace card (shared/catalog) plus what search adds: confidence, trend, popularity. */
export const searchResultSchema = productCardSchema
  .omit({ ref_int: true, subcategory: true, currency: true })
  .extend({
    confidence: z.number().int(),
    market_trend: z.enum(['up', 'down', 'stable']),
    popularity: z.number().int().min(1).max(100),
  });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** An auction card (shared/catalog) plus its confidence (SPEC §9: 85 − 2 per rank). */
export const auctionSearchResultSchema = auctionCardSchema
  .omit({ brand_slug: true, status: true })
  .extend({ confidence: z.number().int() });
export type AuctionSearchResult = z.infer<typeof auctionSearchResultSchema>;

const query = z
  .string({ message: 'is required' })
  .max(QUERY_MAX_CHARS, `must be at most ${QUERY_MAX_CHARS} characters`);

const whole = (max: number, what: string) =>
  z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(max, `must be at most ${max}${what}`);

export const INSTANT_LIMIT_MAX = 24;
export const SEARCH_LIMIT_MAX = 60;
export const SEARCH_PAGE_MAX = 500;

export const instantQuerySchema = z.object({
  q: query.default(''),
  limit: whole(INSTANT_LIMIT_MAX, '').default(8),
});
export type InstantQuery = z.infer<typeof instantQuerySchema>;

/**
 * total counts every match; total_exact is false when it is an estimate (a query of several
 * words, each common, not implied by one another: docs/decisions/004-search.md), which the
 * dropdown shows as such.
 */
/**
 * Query words that match nothing in the catalogue: the results are those of the other words
 * (issue #10 item 19: 'cartier santos 10' finds Santos, saying '10' matched nothing).
 */
const missingWords = z.array(z.string()).optional();

export const instantResponseSchema = z.object({
  results: z.array(searchResultSchema),
  total: z.number().int(),
  total_exact: z.boolean(),
  missing: missingWords,
});
export type InstantResponse = z.infer<typeof instantResponseSchema>;

export const auctionSearchResponseSchema = z.object({ results: z.array(auctionSearchResultSchema), total: z.number().int() });
export type AuctionSearchResponse = z.infer<typeof auctionSearchResponseSchema>;

export { SEARCH_SORTS, type SearchSort } from './constants.js';

const dollars = z.coerce.number({ message: 'must be a number' }).int('must be whole US dollars').min(0, 'must be 0 or more').max(1_000_000_000);

export const searchQuerySchema = z
  .object({
    q: query.default(''),
    limit: whole(SEARCH_LIMIT_MAX, '').default(20),
    page: whole(SEARCH_PAGE_MAX, ' (narrow the search to see more)').default(1),
    category: z.enum(CATEGORY_SLUGS, { message: `must be one of ${CATEGORY_SLUGS.join(', ')}` }).optional(),
    brand: z.string().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug').optional(),
    condition: z.enum(CONDITIONS, { message: `must be one of ${CONDITIONS.join(', ')}` }).optional(),
    min: dollars.optional(),
    max: dollars.optional(),
    sort: z.enum(SEARCH_SORTS, { message: `must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
    facets: z.enum(['0', '1']).default('0').transform((v) => v === '1'),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, { message: 'must not be above max', path: ['min'] });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

const facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  total: z.number().int(),
  missing: missingWords,
  page: z.number().int(),
  limit: z.number().int(),
  page_count: z.number().int(),
  facets: z
    .object({ categories: z.array(facet), brands: z.array(facet), conditions: z.array(facet) })
    .optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const auctionSearchQuerySchema = instantQuerySchema;
