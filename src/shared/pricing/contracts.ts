import { z } from 'zod';
import { DEFAULT_RANGE, HISTORY_RANGES, SALES_LIMITS, SALES_LIMIT_MAX } from './history.js';

/**
 * The price-intelligence API (SPEC §3, §7, §9): sales history, the chart's history with its
 * statistics, statistics for many products at once, market trends and the brand price index.
 * Money is USD cents; dates are ISO 8601.
 */

export const PRODUCT_CODE_MAX = 100;
export const STATS_CODES_MAX = 100;

/**
 * Catalogue codes are 'PT-123'; market records may carry a house's own reference, so dots,
 * underscores and slashes are allowed too. Anything else (spaces, commas, control
 * characters) is a typo or an attack, never a code.
 */
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const CODE_RULE = "must be letters, digits, '.', '_', '-' or '/'";

/** One message per bad code: an empty or overlong one is not also told about its letters. */
const codeSchema = (emptyMessage: string) =>
  z
    .string({ message: 'is required' })
    .min(1, { message: emptyMessage, abort: true })
    .max(PRODUCT_CODE_MAX, { message: `must be at most ${PRODUCT_CODE_MAX} characters`, abort: true })
    .regex(PRODUCT_CODE, CODE_RULE);

export const productCodeSchema = codeSchema('is required');

const whole = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const rangeSchema = z.enum(HISTORY_RANGES, { message: `must be one of ${HISTORY_RANGES.join(', ')}` });

export const salesQuerySchema = z.object({
  product_code: productCodeSchema,
  limit: whole(1, SALES_LIMIT_MAX).default(SALES_LIMITS.page),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;

export const saleSchema = z.object({
  sell_price: z.number().int(),
  sale_date: z.string(),
  currency: z.string().length(3),
  condition: z.string().nullable(),
  source: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;
export const salesResponseSchema = z.object({ sales: z.array(saleSchema) });
export type SalesResponse = z.infer<typeof salesResponseSchema>;

export const historyQuerySchema = z.object({
  product_code: productCodeSchema,
  range: rangeSchema.default(DEFAULT_RANGE),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const priceStatsSchema = z.object({
  sales_count: z.number().int(),
  last_sale_price: z.number().nullable(),
  last_sale_date: z.string().nullable(),
  previous_sale_price: z.number().nullable(),
  trend: z.enum(['up', 'down', 'stable']).nullable(),
  trend_percent: z.number().nullable(),
  volatility: z.number().nullable(),
  average_price: z.number().nullable(),
  high_price: z.number().nullable(),
  low_price: z.number().nullable(),
});

export const historyPointSchema = z.object({ sale_date: z.string(), sell_price: z.number().int() });
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const historyResponseSchema = z.object({
  range: rangeSchema,
  /** First instant of the range; null for All. */
  from: z.string().nullable(),
  /** Oldest first; at most HISTORY_POINTS_MAX, evenly thinned when there were more. */
  points: z.array(historyPointSchema),
  /** Sales in the range; more than points.length when the points were thinned. */
  sales_in_range: z.number().int(),
  thinned: z.boolean(),
  /** Over every sale in the range, not only the points shown. */
  stats: priceStatsSchema,
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** `codes=a,b,c`: one to a hundred product codes, comma-separated; repeats count once. */
export const statsQuerySchema = z.object({
  codes: z
    .string({ message: 'is required' })
    .min(1, `must list 1 to ${STATS_CODES_MAX} product codes`)
    .max(STATS_CODES_MAX * (PRODUCT_CODE_MAX + 1), `must list 1 to ${STATS_CODES_MAX} product codes`)
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(codeSchema('must not be empty')).min(1).max(STATS_CODES_MAX, `must list 1 to ${STATS_CODES_MAX} product codes`)),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const productStatsSchema = priceStatsSchema.extend({
  product_code: z.string(),
  first_sale_date: z.string().nullable(),
});
export type ProductStats = z.infer<typeof productStatsSchema>;
export const statsResponseSchema = z.object({ stats: z.array(productStatsSchema) });
export type StatsResponse = z.infer<typeof statsResponseSchema>;

export const MARKET_TRENDS_LIMIT_MAX = 500;

/**
 * get_market_trends answers every product that traded enough (tens of thousands on a large
 * catalogue); the API answers the biggest movers first, `limit` of them.
 */
/**
 * The public call takes a few windows and thresholds only: each new pair is a scan of the
 * sales history, so open-ended values would let anyone keep the database busy.
 */
export const MARKET_TRENDS_DAYS = [7, 30, 90, 180, 365, 730, 3650] as const;
export const MARKET_TRENDS_MIN_SALES = [1, 2, 3, 5, 10, 20, 50] as const;
const oneOf = (values: readonly number[]) =>
  z.coerce
    .number({ message: 'must be a number' })
    .refine((v) => values.includes(v), { message: `must be one of ${values.join(', ')}` });
export const marketTrendsQuerySchema = z.object({
  days_back: oneOf(MARKET_TRENDS_DAYS).default(90),
  min_sales: oneOf(MARKET_TRENDS_MIN_SALES).default(5),
  limit: whole(1, MARKET_TRENDS_LIMIT_MAX).default(100),
});
export type MarketTrendsQuery = z.infer<typeof marketTrendsQuerySchema>;

export const marketTrendSchema = z.object({
  product_code: z.string(),
  sales_count: z.number().int(),
  first_price: z.number(),
  last_price: z.number(),
  average_price: z.number(),
  change_percent: z.number().nullable(),
  /** The shared ±2 % mark of change_percent; null when there is no change to mark. */
  trend: z.enum(['up', 'down', 'stable']).nullable(),
});
export type MarketTrend = z.infer<typeof marketTrendSchema>;
export const marketTrendsResponseSchema = z.object({ trends: z.array(marketTrendSchema) });
export type MarketTrendsResponse = z.infer<typeof marketTrendsResponseSchema>;

export const brandIndexParamsSchema = z.object({
  slug: z.string().min(1).max(200, 'must be at most 200 characters').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'),
});
export const brandIndexQuerySchema = z.object({ range: rangeSchema.default(DEFAULT_RANGE) });

export const brandIndexPointSchema = z.object({
  /** 'YYYY-MM', UTC. */
  period: z.string(),
  /** Median sale price of the month, whole cents. */
  median: z.number().int(),
  sales: z.number().int(),
});
export type BrandIndexPoint = z.infer<typeof brandIndexPointSchema>;
export const brandIndexResponseSchema = z.object({
  brand: z.object({ slug: z.string(), name: z.string() }),
  range: rangeSchema,
  from: z.string().nullable(),
  points: z.array(brandIndexPointSchema),
});
export type BrandIndexResponse = z.infer<typeof brandIndexResponseSchema>;
