import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { BlockResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';

/** POST /api/chat/members/{id}/block: neither member can message the other until it is lifted. */
export function blockMember(memberId: string): Promise<BlockResponse> {
  return api.post<BlockResponse>(`/api/chat/members/${encodeURIComponent(memberId)}/block`);
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId }: { memberId: string }) => blockMember(memberId),
    // Every thread with them says so now, and its composer closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.threads() }),
  });
}
