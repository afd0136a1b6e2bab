import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { FollowState } from '../../../../shared/follows/contracts.js';
import { followKeys } from './follow-keys.js';
import { applyFollowState, restoreFollowState, setFollowing } from './follow-cache.js';

/** POST /api/follows/members/{handle}: follows (again is fine: nobody is told twice). */
export function followMember(handle: string): Promise<FollowState> {
  return api.post<FollowState>(`/api/follows/members/${encodeURIComponent(handle)}`);
}

/** The button says Following at once; if the server says no, it goes back. */
export function useFollowMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followKeys.writes(),
    mutationFn: ({ handle }: { handle: string }) => followMember(handle),
    onMutate: async ({ handle }) => {
      await queryClient.cancelQueries({ queryKey: followKeys.state(handle) });
      return { before: setFollowing(queryClient, handle, true) };
    },
    onSuccess: (state) => applyFollowState(queryClient, state),
    onError: (_error, { handle }, context) => restoreFollowState(queryClient, handle, context?.before),
  });
}
