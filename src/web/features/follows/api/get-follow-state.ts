import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import { followKeys, followPath, type FollowTarget } from './follow-keys.js';

/** GET /api/follows/members/{handle}[/{kind}]: whether the member follows, and how many do. */
export function getFollowState(handle: string, kind: FollowTarget = 'member', signal?: AbortSignal): Promise<FollowState> {
  return api.get<FollowState>(followPath(handle, kind), { signal, signInOnUnauthorized: false });
}

export function followStateQueryOptions(handle: string, kind: FollowTarget = 'member') {
  return queryOptions({ queryKey: followKeys.state(handle, kind), queryFn: ({ signal }) => getFollowState(handle, kind, signal), meta: MEMBER_DATA });
}

/** Off for guests: they follow nobody and would only hear 401. */
export function useFollowState(handle: string, options: { enabled: boolean; kind?: FollowTarget }) {
  return useQuery({ ...followStateQueryOptions(handle, options.kind), enabled: options.enabled });
}
