import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { Review } from '../../../../shared/membership/contracts.js';
import { adminKeys } from './admin-keys.js';

/** GET /api/admin/membership/applications/:id: the application, its signals and history. */
export function getApplication(id: string, signal?: AbortSignal): Promise<Review> {
  return api.get<Review>(`/api/admin/membership/applications/${encodeURIComponent(id)}`, { signal });
}

/** The identity document's address; the browser sends the session cookie (same origin). */
export function applicationDocumentUrl(id: string): string {
  return `/api/admin/membership/applications/${encodeURIComponent(id)}/document`;
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.application(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
