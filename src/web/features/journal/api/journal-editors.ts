import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { JournalEditorAccount } from '../../../../shared/journal/contracts.js';
import { journalKeys } from './journal-api.js';

/** GET /api/admin/journal/editors (administrators): the members made editors. */
export const useJournalEditors = () =>
  useQuery({
    queryKey: journalKeys.editors(),
    queryFn: ({ signal }) => api.get<{ editors: JournalEditorAccount[] }>('/api/admin/journal/editors', { signal }),
  });

/** POST /api/admin/journal/editors { email }: makes that member an editor. */
export function useGrantEditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<JournalEditorAccount>('/api/admin/journal/editors', { body: { email } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: journalKeys.editors() }),
  });
}

/** PUT /api/admin/journal/editors/:userId { editor: false }: the member no longer writes for the Journal. */
export function useRevokeEditor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.put<{ userId: string; editor: boolean }>(`/api/admin/journal/editors/${encodeURIComponent(userId)}`, { body: { editor: false } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: journalKeys.editors() }),
  });
}
