import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Entry, EntryInput } from '../../../../shared/community/contracts.js';
import { communityKeys, entryPath } from './community-keys.js';

/** POST /api/community/entries/{id}/publish: publishes with the last changes; followers hear of it later. */
export function publishEntry(id: number, input: EntryInput): Promise<Entry> {
  return api.post<Entry>(`${entryPath(id)}/publish`, { body: input });
}

export function usePublishEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EntryInput }) => publishEntry(id, input),
    onSuccess: (entry) => {
      queryClient.setQueryData(communityKeys.entry(entry.id), entry);
      void queryClient.invalidateQueries({ queryKey: communityKeys.home() });
    },
  });
}
