import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { TrendingItem } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

/** GET /api/catalog/categories/{slug}/trending: the category's biggest price moves. */
export function getCategoryTrending(slug: string, signal?: AbortSignal): Promise<{ trending: TrendingItem[] }> {
  return api.get<{ trending: TrendingItem[] }>(`/api/catalog/categories/${encodeURIComponent(slug)}/trending`, { signal });
}

export function useCategoryTrending(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: catalogKeys.categoryTrending(slug), queryFn: ({ signal }) => getCategoryTrending(slug, signal) }),
    staleTime: 5 * 60_000,
    enabled: options.enabled ?? true,
  });
}
