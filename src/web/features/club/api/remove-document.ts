import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { keepMembership, rereadOnConflict } from './membership-cache.js';

/** DELETE /api/membership/application/document: the photo is deleted, not kept aside. */
export async function removeDocument(): Promise<Membership> {
  return api.delete<Membership>('/api/membership/application/document');
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeDocument(),
    onSuccess: (answer) => keepMembership(queryClient, answer),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
