import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { MenuResponse } from '../../../../shared/catalog/contracts.js';
import { catalogKeys } from './catalog-keys.js';

export function getMenu(signal?: AbortSignal): Promise<MenuResponse> {
  return api.get<MenuResponse>('/api/catalog/menu', { signal });
}

/** The mega-menu lists are curated and change with a deploy, not with use. */
export function menuQueryOptions() {
  return queryOptions({ queryKey: catalogKeys.menu(), queryFn: ({ signal }) => getMenu(signal), staleTime: 60 * 60_000 });
}

export function useMenu(options: { enabled?: boolean } = {}) {
  return useQuery({ ...menuQueryOptions(), enabled: options.enabled ?? true });
}
