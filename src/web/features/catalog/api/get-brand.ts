import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { BrandDetail } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

export function getBrand(slug: string, signal?: AbortSignal): Promise<{ brand: BrandDetail }> {
  return api.get<{ brand: BrandDetail }>(`/api/catalog/brands/${encodeURIComponent(slug)}`, { signal });
}

export function brandQueryOptions(slug: string) {
  return queryOptions({ queryKey: catalogKeys.brand(slug), queryFn: ({ signal }) => getBrand(slug, signal) });
}

export function useBrand(slug: string) {
  return useQuery(brandQueryOptions(slug));
}
