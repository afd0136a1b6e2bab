import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { assistantKeys } from './assistant-keys.js';

/** DELETE /api/assistant/conversation: forgets the whole conversation. */
export function deleteConversation(): Promise<null> {
  return api.delete<null>('/api/assistant/conversation');
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.setQueryData(assistantKeys.conversation(), { conversation_id: null, messages: [] }),
  });
}
