import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { membershipKeys } from './membership-keys.js';

/** POST /api/membership/application/phone/verify: the code that was sent. */
export async function verifyPhoneCode(code: string): Promise<void> {
  await api.post<unknown>('/api/membership/application/phone/verify', { body: { code } });
}

export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code }: { code: string }) => verifyPhoneCode(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
