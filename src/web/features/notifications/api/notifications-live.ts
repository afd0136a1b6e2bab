import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MY_TOPIC, useLiveEvents } from '../../../lib/live-events.js';
import { eventSchemas, type LiveEvent } from '../../../../shared/events/contracts.js';
import { notificationKeys } from './notifications-keys.js';
import { setUnreadCount } from './notifications-cache.js';

const MY_TOPICS = [MY_TOPIC];

/**
 * `notification.created` refreshes the count and the lists; `notification.count` (another tab
 * read or deleted) sets the count at once and refreshes the lists. Lists not on screen are
 * only marked stale.
 */
export function useNotificationsLiveUpdates(): void {
  const queryClient = useQueryClient();
  const onEvent = useCallback((event: LiveEvent) => {
    if (event.type === 'notification.created') {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      return;
    }
    if (event.type === 'notification.count') {
      const parsed = eventSchemas['notification.count'].safeParse(event.payload);
      if (!parsed.success) return;
      setUnreadCount(queryClient, parsed.data.unread_count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    }
  }, [queryClient]);
  useLiveEvents(MY_TOPICS, onEvent);
}
