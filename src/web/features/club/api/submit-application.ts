import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { keepMembership, rereadOnConflict } from './membership-cache.js';

/**
 * POST /api/membership/application/submit with the rules accepted. A 422 says in its message
 * what is still missing; with automatic approval on, the applicant may be a member at once.
 */
export async function submitApplication(): Promise<Membership> {
  return api.post<Membership>('/api/membership/application/submit', { body: { acceptRules: true } });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitApplication(),
    onSuccess: (answer) => keepMembership(queryClient, answer),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
