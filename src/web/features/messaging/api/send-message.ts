import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Attachment, SendMessageResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';
import { appendMessage } from './messaging-cache.js';

export interface SendInput {
  conversationId: number;
  body: string;
  /** Uploaded already; shown in the pending bubble and sent by id. */
  attachments: Attachment[];
  /** The same key for a retry of the same message: the server then answers the first one. */
  idempotencyKey: string;
}

/** POST /api/chat/conversations/{id}/messages with an Idempotency-Key (201 sent, 200 replayed). */
export function sendMessage(input: SendInput): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>(`/api/chat/conversations/${input.conversationId}/messages`, {
    body: { body: input.body, attachment_ids: input.attachments.map((a) => a.id) },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/**
 * Sending. The message shows at once from the mutation's own state (usePendingSends), so a
 * refetch of the thread meanwhile can never wipe it; when the server answers, its message
 * joins the thread; a refusal simply drops the pending bubble (the composer gets the text back).
 */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: messagingKeys.sends(conversationId),
    mutationFn: sendMessage,
    onSuccess: (answer) => appendMessage(queryClient, answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.lists() }),
  });
}

/** Messages of this conversation on their way to the server, oldest first. */
export function usePendingSends(conversationId: number): SendInput[] {
  return useMutationState({
    filters: { mutationKey: messagingKeys.sends(conversationId), status: 'pending' },
    select: (mutation) => mutation.state.variables as SendInput,
  });
}
