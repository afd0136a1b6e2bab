import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Sale, SalesResponse } from '../../../../shared/pricing/contracts.js';
import { SALES_LIMITS } from '../../../../shared/pricing/history.js';
import { orFallback } from './or-fallback.js';
import { pricingKeys } from './pricing-keys.js';

/** SPEC §7: historical_sales by product_code, newest first (10 on the page, 50 in the full view). */
export function getSales(productCode: string, limit: number, signal?: AbortSignal): Promise<SalesResponse> {
  return api.get<SalesResponse>('/api/pricing/sales', { query: { product_code: productCode, limit }, signal });
}

/** The §8 helper: the sales, or an empty list when they cannot be loaded. */
export async function getSalesOrEmpty(productCode: string, limit: number, signal?: AbortSignal): Promise<Sale[]> {
  return orFallback(async () => (await getSales(productCode, limit, signal)).sales, [] as Sale[], 'Sales history');
}

export function salesQueryOptions(productCode: string, limit: number = SALES_LIMITS.page) {
  return queryOptions({
    queryKey: pricingKeys.sales(productCode, limit),
    queryFn: ({ signal }) => getSalesOrEmpty(productCode, limit, signal),
    retry: false,
  });
}

export function useSales(productCode: string, limit: number = SALES_LIMITS.page, options: { enabled?: boolean } = {}) {
  return useQuery({ ...salesQueryOptions(productCode, limit), enabled: options.enabled ?? true });
}
