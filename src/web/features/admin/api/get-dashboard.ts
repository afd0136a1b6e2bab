import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { Dashboard } from '../../../../shared/membership/contracts.js';
import { adminKeys } from './admin-keys.js';

/** GET /api/admin/dashboard: the queues, today's figures and the club's settings. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/api/admin/dashboard', { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    // Counts move with every decision; coming back to the page shows them as they are.
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
