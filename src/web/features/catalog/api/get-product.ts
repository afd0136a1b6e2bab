import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { ProductDetail } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

/** GET /api/catalog/products/{slug or id}: the product page (members only). */
export function getProduct(key: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/api/catalog/products/${encodeURIComponent(key)}`, { signal });
}

export function productQueryOptions(key: string) {
  return queryOptions({ queryKey: catalogKeys.product(key), queryFn: ({ signal }) => getProduct(key, signal), staleTime: 30_000, meta: MEMBER_DATA });
}

export function useProduct(key: string) {
  return useQuery(productQueryOptions(key));
}
