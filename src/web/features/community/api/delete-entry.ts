import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { communityKeys, entryPath } from './community-keys.js';

/** DELETE /api/community/entries/{id}: the author deletes an entry, its appreciations and comments. */
export function deleteEntry(id: number): Promise<void> {
  return api.delete<void>(entryPath(id));
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: communityKeys.entry(id) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.home() });
    },
  });
}
