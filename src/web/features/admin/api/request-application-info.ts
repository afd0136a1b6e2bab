import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { adminKeys } from './admin-keys.js';

/** POST /api/admin/membership/applications/:id/request-info {message}: the applicant is asked and answers. */
export async function requestApplicationInfo(id: string, message: string): Promise<void> {
  await api.post<unknown>(`/api/admin/membership/applications/${encodeURIComponent(id)}/request-info`, { body: { message } });
}

/** Settles once the staff data is read again (see approve-application.ts). */
export function useRequestApplicationInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => requestApplicationInfo(id, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
