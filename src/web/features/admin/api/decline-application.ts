import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { adminKeys } from './admin-keys.js';

/** POST /api/admin/membership/applications/:id/decline {reason}: the reason is sent to the applicant. */
export async function declineApplication(id: string, reason: string): Promise<void> {
  await api.post<unknown>(`/api/admin/membership/applications/${encodeURIComponent(id)}/decline`, { body: { reason } });
}

/** Settles once the staff data is read again (see approve-application.ts). */
export function useDeclineApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => declineApplication(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
