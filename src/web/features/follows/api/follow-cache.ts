import type { QueryClient } from '@tanstack/react-query';
import type { FollowState, MemberPage } from '../../../../shared/follows/contracts.js';
import { followKeys } from './follow-keys.js';

/** The button shows the new standing at once; the member page's count moves with it. */
export function setFollowing(queryClient: QueryClient, handle: string, following: boolean): FollowState | undefined {
  const before = queryClient.getQueryData<FollowState>(followKeys.state(handle));
  if (before && before.following !== following) {
    const delta = following ? 1 : -1;
    queryClient.setQueryData<FollowState>(followKeys.state(handle), { ...before, following, followers_count: Math.max(0, before.followers_count + delta) });
  }
  return before;
}

/** The server's answer is the truth: the standing and the member page's count both take it. */
export function applyFollowState(queryClient: QueryClient, state: FollowState): void {
  queryClient.setQueryData<FollowState>(followKeys.state(state.handle), state);
  queryClient.setQueryData<MemberPage>(followKeys.member(state.handle), (page) =>
    page ? { ...page, member: { ...page.member, followers_count: state.followers_count } } : page,
  );
}

export function restoreFollowState(queryClient: QueryClient, handle: string, before: FollowState | undefined): void {
  if (before) queryClient.setQueryData<FollowState>(followKeys.state(handle), before);
}
