import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConversationListResponse, Message, ThreadResponse } from '../../../../shared/messaging/contracts.js';
import { messagingKeys } from './messaging-keys.js';

/** The count a §7 call answered becomes the badge's at once (it is the server's own figure). */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueriesData<number>({ queryKey: messagingKeys.unreads() }, (old) => (old === undefined ? old : count));
}

/** A conversation just read shows no unread count anywhere it is listed. */
export function markReadInCache(queryClient: QueryClient, conversationId: number): void {
  const zero = (data: ConversationListResponse): ConversationListResponse => ({
    ...data,
    conversations: data.conversations.map((c) => (c.conversation_id === conversationId ? { ...c, unread_count: 0 } : c)),
  });
  queryClient.setQueriesData<ConversationListResponse>({ queryKey: [...messagingKeys.lists(), 'recent'] }, (old) => (old ? zero(old) : old));
  queryClient.setQueryData<InfiniteData<ConversationListResponse>>(messagingKeys.pages(), (old) =>
    old ? { ...old, pages: old.pages.map(zero) } : old,
  );
  queryClient.setQueryData<InfiniteData<ThreadResponse>>(messagingKeys.thread(conversationId), (old) =>
    old
      ? { ...old, pages: old.pages.map((p) => ({ ...p, conversation: { ...p.conversation, unread_count: 0 } })) }
      : old,
  );
}

/** A sent message joins the newest page of its thread, once, however its news arrives. */
export function appendMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<InfiniteData<ThreadResponse>>(messagingKeys.thread(message.conversation_id), (old) => {
    if (!old || old.pages.length === 0) return old;
    if (old.pages.some((p) => p.messages.some((m) => m.id === message.id))) return old;
    const [newest, ...older] = old.pages;
    return { ...old, pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older] };
  });
}

/** Is this message already on screen? (A live echo of one's own send needs no refetch.) */
export function threadHasMessage(queryClient: QueryClient, conversationId: number, messageId: number): boolean {
  const data = queryClient.getQueryData<InfiniteData<ThreadResponse>>(messagingKeys.thread(conversationId));
  return data?.pages.some((p) => p.messages.some((m) => m.id === messageId)) ?? false;
}
