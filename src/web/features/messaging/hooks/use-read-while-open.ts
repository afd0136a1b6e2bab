import { useEffect, useRef } from 'react';
import { useMarkConversationRead } from '../api/mark-conversation-read.js';
import { useMarkMessageRead } from '../api/mark-message-read.js';
import { usePageVisible } from './use-page-visible.js';

/**
 * Marks what the member can see as read, with SPEC §7's calls: on first looking at a thread
 * with unread messages, the whole conversation (`POST /api/chat/conversations/{id}/read`); for each message
 * that arrives while it stays open, that message (`POST /api/chat/messages/{id}/read`). A tab
 * in the background reads nothing until it is looked at again.
 */
export function useReadWhileOpen(args: { conversationId: number; viewerId: string; unread: number; newestIncomingId: number | null; loaded: boolean }): void {
  const { conversationId, viewerId, unread, newestIncomingId, loaded } = args;
  const visible = usePageVisible();
  const markConversation = useMarkConversationRead();
  const markMessage = useMarkMessageRead();
  const { mutate: readConversation } = markConversation;
  const { mutate: readMessage } = markMessage;
  const opened = useRef(false);
  const lastMarked = useRef(0);
  const busy = markConversation.isPending || markMessage.isPending;

  useEffect(() => {
    opened.current = false;
    lastMarked.current = 0;
  }, [conversationId]);

  useEffect(() => {
    if (!loaded || !visible || busy) return;
    // The first look at the thread reads all of it; later arrivals are read one by one.
    if (!opened.current) {
      opened.current = true;
      lastMarked.current = newestIncomingId ?? 0;
      if (unread > 0) readConversation({ conversationId, userId: viewerId });
    } else if (unread > 0 && newestIncomingId !== null && newestIncomingId > lastMarked.current) {
      lastMarked.current = newestIncomingId;
      readMessage({ messageId: newestIncomingId, conversationId });
    }
  }, [loaded, visible, busy, unread, newestIncomingId, conversationId, viewerId, readConversation, readMessage]);
}
