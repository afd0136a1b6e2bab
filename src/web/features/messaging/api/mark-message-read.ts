import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ChatCountResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';
import { setUnreadCount } from './messaging-cache.js';

/** SPEC §7 `POST /api/chat/messages/{id}/read`: this message and the earlier ones of its conversation. */
export async function markMessageRead(messageId: number): Promise<number> {
  const answer = await api.post<ChatCountResponse>(`/api/chat/messages/${messageId}/read`);
  if (!answer.success) throw new Error(answer.error ?? 'The message could not be marked read.');
  return answer.data.unreadCount;
}

/** A message that arrives while its thread is open and in view is read there and then. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId }: { messageId: number; conversationId: number }) => markMessageRead(messageId),
    onSuccess: (count) => {
      setUnreadCount(queryClient, count);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
    },
  });
}
