import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { adminKeys } from './admin-keys.js';

/** POST /api/admin/membership/applications/:id/approve: the applicant becomes a verified member. */
export async function approveApplication(id: string): Promise<void> {
  await api.post<unknown>(`/api/admin/membership/applications/${encodeURIComponent(id)}/approve`);
}

/**
 * Settles once the staff data is read again, so the page already shows the new state when
 * the dialog closes.
 */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => approveApplication(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
