import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Appreciation, Entry } from '../../../../shared/community/contracts.js';
import { communityKeys, entryPath } from './community-keys.js';

/** PUT (appreciate) or DELETE (take back) /api/community/entries/{id}/appreciation: the same answer if repeated. */
export function setAppreciation(id: number, appreciated: boolean): Promise<Appreciation> {
  const path = `${entryPath(id)}/appreciation`;
  return appreciated ? api.put<Appreciation>(path) : api.delete<Appreciation>(path);
}

/** The heart fills at once; the server's count replaces the guess, and a refusal puts it back. */
export function useAppreciation(id: number) {
  const queryClient = useQueryClient();
  const key = communityKeys.entry(id);
  return useMutation({
    mutationFn: (appreciated: boolean) => setAppreciation(id, appreciated),
    onMutate: async (appreciated) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Entry>(key);
      if (before && before.appreciated !== appreciated) {
        queryClient.setQueryData<Entry>(key, { ...before, appreciated, appreciations_count: before.appreciations_count + (appreciated ? 1 : -1) });
      }
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Entry>(key, (entry) => (entry ? { ...entry, appreciated: answer.appreciated, appreciations_count: answer.appreciations_count } : entry));
    },
    onError: (_error, _appreciated, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}
