import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ProductListResponse } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

/**
 * Parameters of GET /api/catalog/products as the URL carries them (strings, prices in whole
 * dollars). They go to the server as typed, so its validation and messages are the only ones.
 */
export interface ProductListParams {
  category?: string;
  subcategory?: string;
  brand?: string;
  search?: string;
  condition?: string;
  min_price?: string;
  max_price?: string;
  sort?: string;
  page?: string;
  page_size?: string;
}

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListResponse> {
  return api.get<ProductListResponse>('/api/catalog/products', { query: { ...params }, signal });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({ queryKey: catalogKeys.products(params), queryFn: ({ signal }) => getProducts(params, signal) });
}

/** Keeps the last page on screen while the next one loads, so filters do not flash. */
export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
