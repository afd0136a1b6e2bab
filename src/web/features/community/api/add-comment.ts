import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Comment } from '../../../../shared/community/contracts.js';
import { communityKeys, entryPath } from './community-keys.js';

/** POST /api/community/entries/{id}/comments: a comment, or a reply (`parent_id`). */
export function addComment(id: number, body: string, parentId?: number): Promise<Comment> {
  return api.post<Comment>(`${entryPath(id)}/comments`, { body: parentId === undefined ? { body } : { body, parent_id: parentId } });
}

export function useAddComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, parentId }: { body: string; parentId?: number }) => addComment(id, body, parentId),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(communityKeys.comments(id), (list) => (list ? [...list, comment] : [comment]));
      void queryClient.invalidateQueries({ queryKey: communityKeys.entry(id) });
    },
  });
}
