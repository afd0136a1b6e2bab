import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { MemberPage } from '../../../../shared/follows/contracts.js';
import { followKeys } from './follow-keys.js';

/** GET /api/members/{handle}: a member's public page (anyone may read it). */
export function getMemberPage(handle: string, signal?: AbortSignal): Promise<MemberPage> {
  return api.get<MemberPage>(`/api/members/${encodeURIComponent(handle)}`, { signal });
}

export function memberPageQueryOptions(handle: string) {
  return queryOptions({ queryKey: followKeys.member(handle), queryFn: ({ signal }) => getMemberPage(handle, signal) });
}

export function useMemberPage(handle: string) {
  return useQuery(memberPageQueryOptions(handle));
}
