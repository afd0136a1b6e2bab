import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { keepMembership, rereadOnConflict } from './membership-cache.js';

/** POST /api/membership/application/phone/verify: the code that was sent. */
export async function verifyPhoneCode(code: string): Promise<Membership> {
  return api.post<Membership>('/api/membership/application/phone/verify', { body: { code } });
}

export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code }: { code: string }) => verifyPhoneCode(code),
    onSuccess: (answer) => keepMembership(queryClient, answer),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
