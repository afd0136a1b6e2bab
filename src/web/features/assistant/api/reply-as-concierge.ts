import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { SendMessageResponse, ThreadResponse } from '../../../../shared/messaging/contracts.js';
import { assistantKeys } from './assistant-keys.js';

export interface ReplyAsConcierge { conversationId: number; body: string; idempotencyKey: string }

/** POST /api/admin/concierge/conversations/:id/messages (admins): a reply signed by the concierge, audited. */
export function replyAsConcierge({ conversationId, body, idempotencyKey }: ReplyAsConcierge): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>(`/api/admin/concierge/conversations/${conversationId}/messages`, {
    body: { body },
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useReplyAsConcierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyAsConcierge,
    onSuccess: (answer, { conversationId }) => {
      queryClient.setQueryData<ThreadResponse>(assistantKeys.conciergeThread(conversationId), (old) =>
        old && !old.messages.some((m) => m.id === answer.message.id) ? { ...old, messages: [...old.messages, answer.message] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: assistantKeys.conciergeInbox() });
    },
  });
}
