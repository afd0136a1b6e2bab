import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ConversationListResponse } from '../../../../shared/messaging/contracts.js';
import { assistantKeys } from './assistant-keys.js';

/** GET /api/admin/concierge/conversations (admins): the concierge's conversations, newest first. */
export function getConciergeConversations(signal?: AbortSignal): Promise<ConversationListResponse> {
  return api.get<ConversationListResponse>('/api/admin/concierge/conversations', { query: { limit: 50 }, signal });
}

export const conciergeConversationsQueryOptions = () =>
  queryOptions({ queryKey: assistantKeys.conciergeInbox(), queryFn: ({ signal }) => getConciergeConversations(signal), refetchInterval: 30_000 });

export function useConciergeConversations() {
  return useQuery(conciergeConversationsQueryOptions());
}
