import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { HomeResponse } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return api.get<HomeResponse>('/api/home', { signal });
}

export function homeQueryOptions() {
  return queryOptions({ queryKey: catalogKeys.home(), queryFn: ({ signal }) => getHome(signal) });
}

export function useHome() {
  return useQuery(homeQueryOptions());
}
