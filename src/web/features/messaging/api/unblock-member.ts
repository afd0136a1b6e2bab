import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { BlockResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';

/** DELETE /api/chat/members/{id}/block: lifts the viewer's block (idempotent). */
export function unblockMember(memberId: string): Promise<BlockResponse> {
  return api.delete<BlockResponse>(`/api/chat/members/${encodeURIComponent(memberId)}/block`);
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId }: { memberId: string }) => unblockMember(memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.threads() }),
  });
}
