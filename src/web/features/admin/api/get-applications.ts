import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { queueSchema } from '../../../../shared/membership/contracts.js';
import { adminKeys, type ApplicationsParams } from './admin-keys.js';

export type ApplicationQueue = z.infer<typeof queueSchema>;

/** GET /api/admin/membership/applications?state=&q=&page=. */
export function getApplications(params: ApplicationsParams, signal?: AbortSignal): Promise<ApplicationQueue> {
  return api.get<ApplicationQueue>('/api/admin/membership/applications', { query: { ...params }, signal });
}

export function applicationsQueryOptions(params: ApplicationsParams) {
  return queryOptions({
    queryKey: adminKeys.applicationList(params),
    queryFn: ({ signal }) => getApplications(params, signal),
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

/** Keeps the current rows on screen while another filter or page loads. */
export function useApplications(params: ApplicationsParams) {
  return useQuery({ ...applicationsQueryOptions(params), placeholderData: keepPreviousData });
}
