import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import { followKeys, followPath, type FollowTarget } from './follow-keys.js';
import { applyFollowState, restoreFollowState, setFollowing } from './follow-cache.js';

/** DELETE /api/follows/members/{handle}[/{kind}]: stops following (the same answer if one did not). */
export function unfollowMember(handle: string, kind: FollowTarget = 'member'): Promise<FollowState> {
  return api.delete<FollowState>(followPath(handle, kind));
}

export function useUnfollowMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followKeys.writes(),
    mutationFn: ({ handle, kind = 'member' }: { handle: string; kind?: FollowTarget }) => unfollowMember(handle, kind),
    onMutate: async ({ handle, kind = 'member' }) => {
      await queryClient.cancelQueries({ queryKey: followKeys.state(handle, kind) });
      return { before: setFollowing(queryClient, handle, kind, false) };
    },
    onSuccess: (state, { kind = 'member' }) => applyFollowState(queryClient, state, kind),
    onError: (_error, { handle, kind = 'member' }, context) => restoreFollowState(queryClient, handle, kind, context?.before),
  });
}
