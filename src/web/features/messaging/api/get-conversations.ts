import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { ConversationListResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';

/** One page of conversations, newest message first; pass `before` (`next_before`) for older ones. */
export function getConversations(params: { limit: number; before?: number }, signal?: AbortSignal): Promise<ConversationListResponse> {
  return api.get<ConversationListResponse>('/api/chat/conversations', { query: { limit: params.limit, before: params.before }, signal });
}

/** The header drop-down's few: `next_before` says whether there are more (View All). */
export function recentConversationsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: messagingKeys.recent(limit),
    queryFn: ({ signal }) => getConversations({ limit }, signal),
    staleTime: 30_000,
    meta: MEMBER_DATA,
  });
}

export function useRecentConversations(limit: number, options: { enabled: boolean }) {
  return useQuery({ ...recentConversationsQueryOptions(limit), enabled: options.enabled });
}

export const CONVERSATIONS_PAGE = 20;

/** /chat's list, a page at a time ("Show more conversations"). */
export function conversationPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messagingKeys.pages(),
    queryFn: ({ pageParam, signal }) => getConversations({ limit: CONVERSATIONS_PAGE, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

export function useConversationPages() {
  return useInfiniteQuery(conversationPagesQueryOptions());
}
