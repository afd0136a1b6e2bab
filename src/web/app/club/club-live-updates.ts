import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../features/accounts/index.js';
// Straight from its file: every page mounts this, the club's pages load on their own.
import { useMembershipLiveUpdates } from '../../features/club/index.js';

/**
 * On any page: when the person's standing with the club changes (approved, suspended, left),
 * who they are is read again, so the header's badge, the club banner and every gated link
 * follow at once rather than after the viewer's cache runs out.
 */
export function useClubLiveUpdates(): void {
  const queryClient = useQueryClient();
  const onChange = useCallback(() => void queryClient.invalidateQueries({ queryKey: accountKeys.viewer() }), [queryClient]);
  useMembershipLiveUpdates(onChange);
}
