import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './get-viewer.js';
import { dropMemberData } from '../../../lib/member-cache.js';

/** Ends this session; the viewer becomes a guest and member data is dropped from the cache. */
export async function signOut(): Promise<void> {
  // Better Auth's client loads when first needed, not with the first page (#10 item 17).
  const { authClient } = await import('./auth-client.js');
  const { error } = await authClient.signOut();
  if (error) throw new Error(error.message ?? 'Signing out failed.');
}

/**
 * `leave`: where the member goes once signed out. It runs before the cache is cleared: a
 * member-only page still on screen would otherwise refetch as a guest, get a 401 and open
 * the sign-in modal on the way out.
 */
export function useSignOut(options: { leave?: () => Promise<void> | void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await options.leave?.();
      // Let the page that was left unmount (and drop its queries' observers) first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      queryClient.setQueryData(accountKeys.viewer(), null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === accountKeys.all[0] && q.queryKey[1] !== 'viewer' });
      dropMemberData(queryClient);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
    },
    onError: (error) => console.error('Sign-out failed', error),
  });
}
