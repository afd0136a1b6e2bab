import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { adminKeys } from './admin-keys.js';

/** POST /api/admin/members/:id/suspend {reason}: member rights end on the member's next request. */
export async function suspendMember(id: string, reason: string): Promise<void> {
  await api.post<unknown>(`/api/admin/members/${encodeURIComponent(id)}/suspend`, { body: { reason } });
}

/** Settles once the staff data is read again, so the row already shows it when the dialog closes. */
export function useSuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => suspendMember(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
