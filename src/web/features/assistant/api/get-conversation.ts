import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ConversationResponse } from '../../../../shared/assistant/contracts.js';
import { assistantKeys } from './assistant-keys.js';

/** GET /api/assistant/conversation: this member's (or browser session's) conversation. */
export function getConversation(): Promise<ConversationResponse> {
  return api.get<ConversationResponse>('/api/assistant/conversation', { signInOnUnauthorized: false });
}

export const conversationQueryOptions = () => queryOptions({ queryKey: assistantKeys.conversation(), queryFn: getConversation, staleTime: 60_000 });

export function useConversation(enabled: boolean) {
  return useQuery({ ...conversationQueryOptions(), enabled });
}
