import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { HistoryResponse } from '../../../../shared/pricing/contracts.js';
import type { HistoryRange } from '../../../../shared/pricing/history.js';
import { orFallback } from './or-fallback.js';
import { pricingKeys } from './pricing-keys.js';

/** A product's sales over a range, oldest first, with the statistics of SPEC §9. */
export function getPriceHistory(productCode: string, range: HistoryRange, signal?: AbortSignal): Promise<HistoryResponse> {
  return api.get<HistoryResponse>('/api/pricing/history', { query: { product_code: productCode, range }, signal });
}

/** The §8 helper: the history, or null when it cannot be loaded. */
export function getPriceHistoryOrNull(productCode: string, range: HistoryRange, signal?: AbortSignal): Promise<HistoryResponse | null> {
  return orFallback(() => getPriceHistory(productCode, range, signal), null, 'Price history');
}

export function priceHistoryQueryOptions(productCode: string, range: HistoryRange) {
  return queryOptions({
    queryKey: pricingKeys.history(productCode, range),
    queryFn: ({ signal }) => getPriceHistoryOrNull(productCode, range, signal),
    retry: false,
  });
}

/** Keeps the previous range on screen while the next loads, so the chart does not blink. */
export function usePriceHistory(productCode: string, range: HistoryRange) {
  return useQuery({ ...priceHistoryQueryOptions(productCode, range), placeholderData: keepPreviousData });
}
