import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Category } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

export function getCategories(signal?: AbortSignal): Promise<{ categories: Category[] }> {
  return api.get<{ categories: Category[] }>('/api/catalog/categories', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: catalogKeys.categories(), queryFn: ({ signal }) => getCategories(signal) });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
