import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from './auth-client.js';
import { accountKeys } from './get-viewer.js';
import { dropMemberData } from '../../../lib/member-cache.js';

/** Ends this session; the viewer becomes a guest and member data is dropped from the cache. */
export async function signOut(): Promise<void> {
  const { error } = await authClient.signOut();
  if (error) throw new Error(error.message ?? 'Signing out failed.');
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(accountKeys.viewer(), null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === accountKeys.all[0] && q.queryKey[1] !== 'viewer' });
      dropMemberData(queryClient);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
    },
    onError: (error) => console.error('Sign-out failed', error),
  });
}
