import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import { followKeys } from './follow-keys.js';

/** GET /api/follows/members/{handle}: whether the member follows them, and how many do. */
export function getFollowState(handle: string, signal?: AbortSignal): Promise<FollowState> {
  return api.get<FollowState>(`/api/follows/members/${encodeURIComponent(handle)}`, { signal, signInOnUnauthorized: false });
}

export function followStateQueryOptions(handle: string) {
  return queryOptions({ queryKey: followKeys.state(handle), queryFn: ({ signal }) => getFollowState(handle, signal), meta: MEMBER_DATA });
}

/** Off for guests: they follow nobody and would only hear 401. */
export function useFollowState(handle: string, options: { enabled: boolean }) {
  return useQuery({ ...followStateQueryOptions(handle), enabled: options.enabled });
}
