import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ChatCountResponse } from '../../../../shared/messaging/contracts.js';
import { markReadInCache, setUnreadCount } from './messaging-cache.js';

/** SPEC §7 `POST /api/chat/conversations/{id}/read` with body `userId` (the viewer's own). */
export async function markConversationRead(conversationId: number, userId: string): Promise<number> {
  const answer = await api.post<ChatCountResponse>(`/api/chat/conversations/${conversationId}/read`, { body: { userId } });
  if (!answer.success) throw new Error(answer.error ?? 'The conversation could not be marked read.');
  return answer.data.unreadCount;
}

/** Opening a thread reads it: its unread count goes to zero and the badge takes the server's count. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, userId }: { conversationId: number; userId: string }) => markConversationRead(conversationId, userId),
    onSuccess: (count, { conversationId }) => {
      setUnreadCount(queryClient, count);
      markReadInCache(queryClient, conversationId);
    },
  });
}
