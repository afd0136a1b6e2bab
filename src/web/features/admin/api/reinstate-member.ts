import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { adminKeys } from './admin-keys.js';

/** POST /api/admin/members/:id/reinstate: the suspension ends. */
export async function reinstateMember(id: string): Promise<void> {
  await api.post<unknown>(`/api/admin/members/${encodeURIComponent(id)}/reinstate`);
}

/** Settles once the staff data is read again (see suspend-member.ts). */
export function useReinstateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => reinstateMember(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
