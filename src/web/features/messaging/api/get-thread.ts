import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { ThreadResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';

export const THREAD_PAGE = 30;

/** One conversation and a page of its messages (oldest first); `before` reaches older ones. */
export function getThread(conversationId: number, before: number | undefined, signal?: AbortSignal): Promise<ThreadResponse> {
  return api.get<ThreadResponse>(`/api/chat/conversations/${conversationId}`, { query: { limit: THREAD_PAGE, before }, signal });
}

/**
 * The thread as pages going back in time: the first page is the newest. A refetch (a live
 * arrival) reads the newest page again and the older ones from its cursor, so nothing shows
 * twice and nothing goes missing between pages.
 */
export function threadQueryOptions(conversationId: number) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getThread(conversationId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.older_before ?? undefined,
    staleTime: 0,
    meta: MEMBER_DATA,
  });
}

export function useThread(conversationId: number) {
  return useInfiniteQuery(threadQueryOptions(conversationId));
}
