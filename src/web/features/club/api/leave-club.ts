import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { keepMembership, rereadOnConflict } from './membership-cache.js';

/** POST /api/membership/leave: a member gives up the club's rights (orders in flight go on). */
export async function leaveClub(): Promise<Membership> {
  return api.post<Membership>('/api/membership/leave');
}

export function useLeaveClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveClub(),
    onSuccess: (answer) => keepMembership(queryClient, answer),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
