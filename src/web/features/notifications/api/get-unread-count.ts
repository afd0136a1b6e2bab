import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { UnreadCount } from '../../../../shared/notifications/contracts.js';
import { notificationKeys } from './notifications-keys.js';

/** The member's unread notifications: a background read behind the header (no sign-in modal on a 401). */
export async function getUnreadNotificationCount(signal?: AbortSignal): Promise<number> {
  return (await api.get<UnreadCount>('/api/notifications/unread-count', { signal, signInOnUnauthorized: false })).unread_count;
}

export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadNotificationCount(signal),
    // Pushed live (notification.created, notification.count); polled rarely as a safety net.
    refetchInterval: 120_000,
    staleTime: 30_000,
    meta: MEMBER_DATA,
  });
}

/** Off while no member is signed in. */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({ ...unreadNotificationsQueryOptions(), enabled });
}
