import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { membershipKeys } from './membership-keys.js';

/** DELETE /api/membership/application/document: the photo is deleted, not kept aside. */
export async function removeDocument(): Promise<void> {
  await api.delete<unknown>('/api/membership/application/document');
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeDocument(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
