import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { BrandIndexResponse } from '../../../../shared/pricing/contracts.js';
import type { HistoryRange } from '../../../../shared/pricing/history.js';
import { orFallback } from './or-fallback.js';
import { pricingKeys } from './pricing-keys.js';

/** The brand price index: median sale price per month over a range. */
export function getBrandIndex(brandSlug: string, range: HistoryRange, signal?: AbortSignal): Promise<BrandIndexResponse> {
  return api.get<BrandIndexResponse>(`/api/pricing/brands/${encodeURIComponent(brandSlug)}/index`, { query: { range }, signal });
}

/** The §8 helper: the index, or null when it cannot be loaded. */
export function getBrandIndexOrNull(brandSlug: string, range: HistoryRange, signal?: AbortSignal): Promise<BrandIndexResponse | null> {
  return orFallback(() => getBrandIndex(brandSlug, range, signal), null, 'Brand price index');
}

export function brandIndexQueryOptions(brandSlug: string, range: HistoryRange) {
  return queryOptions({
    queryKey: pricingKeys.brandIndex(brandSlug, range),
    queryFn: ({ signal }) => getBrandIndexOrNull(brandSlug, range, signal),
    // The server keeps the index five minutes; asking sooner only repeats it.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useBrandIndex(brandSlug: string, range: HistoryRange) {
  return useQuery({ ...brandIndexQueryOptions(brandSlug, range), placeholderData: keepPreviousData });
}
