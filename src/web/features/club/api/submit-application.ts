import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { membershipKeys } from './membership-keys.js';

/**
 * POST /api/membership/application/submit with the rules accepted. A 422 says in its message
 * what is still missing; with automatic approval on, the applicant may be a member at once.
 */
export async function submitApplication(): Promise<void> {
  await api.post<unknown>('/api/membership/application/submit', { body: { acceptRules: true } });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitApplication(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
