import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import { journalKeys } from './journal-api.js';

export type Following = { topics: string[] };

/** GET /api/journal/following: the topics the reader is told of ('all', category and house slugs). */
export const journalFollowingQueryOptions = () =>
  queryOptions({
    queryKey: journalKeys.following(),
    queryFn: ({ signal }) => api.get<Following>('/api/journal/following', { signal }),
    meta: MEMBER_DATA,
  });
export const useJournalFollowing = (enabled: boolean) => useQuery({ ...journalFollowingQueryOptions(), enabled });

/** PUT /api/journal/following/:topic: follows a topic, or stops; the answer is every topic followed. */
export function useFollowTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, following }: { topic: string; following: boolean }) =>
      api.put<Following>(`/api/journal/following/${encodeURIComponent(topic)}`, { body: { following } }),
    onSuccess: (answer) => client.setQueryData(journalKeys.following(), answer),
  });
}
