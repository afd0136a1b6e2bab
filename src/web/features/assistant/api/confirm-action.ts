import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ConfirmResponse } from '../../../../shared/assistant/contracts.js';
import { assistantKeys } from './assistant-keys.js';

/** POST /api/assistant/messages/{id}/confirm: does what the answer proposed. */
export function confirmAction(messageId: number): Promise<ConfirmResponse> {
  return api.post<ConfirmResponse>(`/api/assistant/messages/${messageId}/confirm`);
}

export function useConfirmAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantKeys.conversation() }),
  });
}
