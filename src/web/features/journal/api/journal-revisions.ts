import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { AdminArticle, JournalRevision } from '../../../../shared/journal/contracts.js';
import { journalKeys } from './journal-api.js';

/** GET /api/admin/journal/:id/revisions: every saved text of an article, newest first. */
export const useArticleRevisions = (id: string) =>
  useQuery({
    queryKey: journalKeys.revisions(id),
    queryFn: ({ signal }) => api.get<{ revisions: JournalRevision[] }>(`/api/admin/journal/${id}/revisions`, { signal }),
    staleTime: 0,
  });

/** POST /api/admin/journal/:id/revisions/:revisionId/restore: an earlier text becomes the newest revision. */
export function useRestoreRevision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => api.post<AdminArticle>(`/api/admin/journal/${id}/revisions/${encodeURIComponent(revisionId)}/restore`, { body: {} }),
    onSuccess: (article) => {
      client.setQueryData(journalKeys.adminArticle(id), article);
      void client.invalidateQueries({ queryKey: journalKeys.revisions(id) });
      void client.invalidateQueries({ queryKey: journalKeys.preview(id) });
    },
  });
}
