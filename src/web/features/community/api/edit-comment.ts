import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Comment } from '../../../../shared/community/contracts.js';
import { communityKeys, entryPath } from './community-keys.js';

/** PATCH /api/community/entries/{id}/comments/{commentId}: the author's edit, within 15 minutes. */
export function editComment(id: number, commentId: number, body: string): Promise<Comment> {
  return api.patch<Comment>(`${entryPath(id)}/comments/${commentId}`, { body: { body } });
}

export function useEditComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: number; body: string }) => editComment(id, commentId, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(communityKeys.comments(id), (list) => list?.map((c) => (c.id === comment.id ? comment : c)));
    },
  });
}
