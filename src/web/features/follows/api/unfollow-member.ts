import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import { followKeys } from './follow-keys.js';
import { applyFollowState, restoreFollowState, setFollowing } from './follow-cache.js';

/** DELETE /api/follows/members/{handle}: stops following (the same answer if one did not). */
export function unfollowMember(handle: string): Promise<FollowState> {
  return api.delete<FollowState>(`/api/follows/members/${encodeURIComponent(handle)}`);
}

export function useUnfollowMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followKeys.writes(),
    mutationFn: ({ handle }: { handle: string }) => unfollowMember(handle),
    onMutate: async ({ handle }) => {
      await queryClient.cancelQueries({ queryKey: followKeys.state(handle) });
      return { before: setFollowing(queryClient, handle, false) };
    },
    onSuccess: (state) => applyFollowState(queryClient, state),
    onError: (_error, { handle }, context) => restoreFollowState(queryClient, handle, context?.before),
  });
}
