import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ProductStats, StatsResponse } from '../../../../shared/pricing/contracts.js';
import { STATS_CODES_MAX } from '../../../../shared/pricing/contracts.js';
import { orFallback } from './or-fallback.js';
import { pricingKeys } from './pricing-keys.js';

/** SPEC §7: product_sales_stats for up to 100 products in one call. */
export function getPriceStats(codes: readonly string[], signal?: AbortSignal): Promise<StatsResponse> {
  return api.get<StatsResponse>('/api/pricing/stats', { query: { codes: codes.join(',') }, signal });
}

/** The §8 helper: statistics by product code, or null when they cannot be loaded. */
export function getPriceStatsOrNull(codes: readonly string[], signal?: AbortSignal): Promise<Map<string, ProductStats> | null> {
  return orFallback(
    async () => new Map((await getPriceStats(codes, signal)).stats.map((s) => [s.product_code, s])),
    null,
    'Price statistics',
  );
}

export function priceStatsQueryOptions(codes: readonly string[]) {
  const unique = [...new Set(codes)].sort().slice(0, STATS_CODES_MAX);
  return queryOptions({
    queryKey: pricingKeys.stats(unique),
    queryFn: ({ signal }) => getPriceStatsOrNull(unique, signal),
    retry: false,
  });
}

export function usePriceStats(codes: readonly string[]) {
  return useQuery({ ...priceStatsQueryOptions(codes), enabled: codes.length > 0 });
}
