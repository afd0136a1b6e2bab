import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import { followKeys, followPath, type FollowTarget } from './follow-keys.js';
import { applyFollowState, restoreFollowState, setFollowing } from './follow-cache.js';

/** POST /api/follows/members/{handle}[/{kind}]: follows (again is fine: nobody is told twice). */
export function followMember(handle: string, kind: FollowTarget = 'member'): Promise<FollowState> {
  return api.post<FollowState>(followPath(handle, kind));
}

/** The button says Following at once; if the server says no, it goes back. */
export function useFollowMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followKeys.writes(),
    mutationFn: ({ handle, kind = 'member' }: { handle: string; kind?: FollowTarget }) => followMember(handle, kind),
    onMutate: async ({ handle, kind = 'member' }) => {
      await queryClient.cancelQueries({ queryKey: followKeys.state(handle, kind) });
      return { before: setFollowing(queryClient, handle, kind, true) };
    },
    onSuccess: (state, { kind = 'member' }) => applyFollowState(queryClient, state, kind),
    onError: (_error, { handle, kind = 'member' }, context) => restoreFollowState(queryClient, handle, kind, context?.before),
  });
}
