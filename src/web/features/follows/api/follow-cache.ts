import type { QueryClient } from '@tanstack/react-query';
import type { FollowState, MemberPage } from '../../../../shared/follows/contracts.js';
import type { PublicCollection } from '../../../../shared/portfolio/contracts.js';
import { followKeys, type FollowTarget } from './follow-keys.js';

/** The button shows the new standing at once; the page's count moves with it. */
export function setFollowing(queryClient: QueryClient, handle: string, kind: FollowTarget, following: boolean): FollowState | undefined {
  const before = queryClient.getQueryData<FollowState>(followKeys.state(handle, kind));
  if (before && before.following !== following) {
    const delta = following ? 1 : -1;
    queryClient.setQueryData<FollowState>(followKeys.state(handle, kind), { ...before, following, followers_count: Math.max(0, before.followers_count + delta) });
  }
  return before;
}

/** The server's answer is the truth: the standing and the page's count both take it. */
export function applyFollowState(queryClient: QueryClient, state: FollowState, kind: FollowTarget): void {
  queryClient.setQueryData<FollowState>(followKeys.state(state.handle, kind), state);
  if (kind === 'member') {
    queryClient.setQueryData<MemberPage>(followKeys.member(state.handle), (page) =>
      page ? { ...page, member: { ...page.member, followers_count: state.followers_count } } : page,
    );
  } else {
    queryClient.setQueryData<PublicCollection>(followKeys.collection(state.handle, kind), (page) =>
      page ? { ...page, followers_count: state.followers_count } : page,
    );
  }
}

export function restoreFollowState(queryClient: QueryClient, handle: string, kind: FollowTarget, before: FollowState | undefined): void {
  if (before) queryClient.setQueryData<FollowState>(followKeys.state(handle, kind), before);
}
