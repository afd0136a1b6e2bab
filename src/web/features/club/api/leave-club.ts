import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { membershipKeys } from './membership-keys.js';

/** POST /api/membership/leave: a member gives up the club's rights (orders in flight go on). */
export async function leaveClub(): Promise<void> {
  await api.post<unknown>('/api/membership/leave');
}

export function useLeaveClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveClub(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
