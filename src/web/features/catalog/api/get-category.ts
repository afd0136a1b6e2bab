import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Category } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

export function getCategory(slug: string, signal?: AbortSignal): Promise<{ category: Category }> {
  return api.get<{ category: Category }>(`/api/catalog/categories/${encodeURIComponent(slug)}`, { signal });
}

export function categoryQueryOptions(slug: string) {
  return queryOptions({ queryKey: catalogKeys.category(slug), queryFn: ({ signal }) => getCategory(slug, signal) });
}

export function useCategory(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryQueryOptions(slug), enabled: options.enabled ?? true });
}
