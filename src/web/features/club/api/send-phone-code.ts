import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { keepMembership, rereadOnConflict } from './membership-cache.js';

/** POST /api/membership/application/phone: a code goes to this number (E.164). */
export async function sendPhoneCode(phone: string): Promise<Membership> {
  return api.post<Membership>('/api/membership/application/phone', { body: { phone } });
}

/** The number is on the application from now on, not yet verified. */
export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone }: { phone: string }) => sendPhoneCode(phone),
    onSuccess: (answer) => keepMembership(queryClient, answer),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
