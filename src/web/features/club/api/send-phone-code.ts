import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { membershipKeys } from './membership-keys.js';

/** POST /api/membership/application/phone: a code goes to this number (E.164). */
export async function sendPhoneCode(phone: string): Promise<void> {
  await api.post<unknown>('/api/membership/application/phone', { body: { phone } });
}

/** The number is on the application from now on, not yet verified. */
export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone }: { phone: string }) => sendPhoneCode(phone),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
