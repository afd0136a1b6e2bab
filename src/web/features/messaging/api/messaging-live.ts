import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MY_TOPIC, useLiveEvents } from '../../../lib/live-events.js';
import { eventSchemas, type LiveEvent } from '../../../../shared/events/contracts.js';
import { messagingKeys } from './messaging-keys.js';
import { threadHasMessage } from './messaging-cache.js';

const MY_TOPICS = [MY_TOPIC];

/**
 * `message.sent` and `message.read` on the member's own channel (ids only) refresh what they
 * name: the unread count, the conversation lists, and the thread if it is cached (new message,
 * read receipts). Queries not on screen are only marked stale. The echo of a message this tab
 * has already added to its thread asks for nothing more than the lists and the count.
 */
export function useMessagingLiveUpdates(): void {
  const queryClient = useQueryClient();
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type !== 'message.sent' && event.type !== 'message.read') return;
    const parsed = eventSchemas[event.type].safeParse(event.payload);
    if (!parsed.success) return;
    const { conversation_id: conversationId, message_id: messageId } = parsed.data;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unreads() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
    if (event.type === 'message.sent' && threadHasMessage(queryClient, conversationId, messageId)) return;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(conversationId) });
  }, [queryClient]);
  useLiveEvents(MY_TOPICS, onEvent);
}
