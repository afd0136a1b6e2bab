import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { StartConversationResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';

export interface StartInput {
  /**
   * About a listing (its seller answers) or a product (the seller of its lowest listing), or
   * to a member from their public page (no subject).
   */
  about: { listingId: number } | { productId: number } | { recipientHandle: string };
  body: string;
  idempotencyKey: string;
}

/**
 * POST /api/chat/conversations with the first message: 201 for a new conversation, 200 when
 * the pair already talk about this piece (the message joins that conversation).
 */
export function startConversation(input: StartInput): Promise<StartConversationResponse> {
  return api.post<StartConversationResponse>('/api/chat/conversations', {
    body: { ...input.about, body: input.body },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
