import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ApplicationDraft } from '../../../../shared/membership/contracts.js';
import { rereadOnConflict } from './membership-cache.js';
import { membershipKeys } from './membership-keys.js';

/**
 * PUT /api/membership/application: the fields given, as far as they are filled (the first
 * save starts the draft). `keepalive` lets the last save finish when the tab closes.
 */
export async function saveApplicationDraft(draft: ApplicationDraft, options: { keepalive?: boolean } = {}): Promise<void> {
  await api.put<unknown>('/api/membership/application', { body: draft, keepalive: options.keepalive });
}

/**
 * While the form is open it is the truth about the draft: a save marks the cached standing
 * stale without taking its answer (which could cross a phone check or an upload answered in
 * the meantime, and undo it on screen); the next page to show it reads it afresh. A 409
 * (submitted elsewhere) reads it now, so the page shows the application where it is.
 */
export function useSaveApplicationDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, keepalive }: { draft: ApplicationDraft; keepalive?: boolean }) => saveApplicationDraft(draft, { keepalive }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all, refetchType: 'none' }),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
