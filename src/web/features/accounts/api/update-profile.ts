import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferredCurrency } from '../../../../shared/accounts/contracts.js';
import { accountKeys } from './get-viewer.js';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  /** An http(s) address, or '' to remove the picture. */
  image?: string;
  preferredCurrency?: PreferredCurrency;
}

/** Better Auth's update-user with Patina's fields; the viewer is read again afterwards. */
export async function updateProfile(changes: ProfileChanges): Promise<void> {
  // The header's currency switch uses this: Better Auth's client loads at the first change,
  // not with the first page (#10 item 17).
  const { authClient } = await import('./auth-client.js');
  const { error } = await authClient.updateUser(changes);
  if (error) throw new Error(error.message ?? 'Your changes could not be saved. Please try again.');
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.viewer() }),
  });
}
