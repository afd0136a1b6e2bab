import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { communityKeys, entryPath } from './community-keys.js';

/** DELETE /api/community/entries/{id}/comments/{commentId}: by its author or a moderator. */
export function deleteComment(id: number, commentId: number): Promise<void> {
  return api.delete<void>(`${entryPath(id)}/comments/${commentId}`);
}

export function useDeleteComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(id, commentId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(id) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.entry(id) });
    },
  });
}
