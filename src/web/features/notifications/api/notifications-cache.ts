import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '../../../../shared/notifications/contracts.js';
import { notificationKeys } from './notifications-keys.js';

type Change = (n: Notification) => Notification | null;

/** Applies a change to every cached list (the panel and every page of /notifications); null drops a row. */
export function changeCachedNotifications(queryClient: QueryClient, change: Change): void {
  const apply = (list: NotificationList): NotificationList => ({
    ...list,
    notifications: list.notifications.flatMap((n) => {
      const next = change(n);
      return next ? [next] : [];
    }),
  });
  for (const [key, data] of queryClient.getQueriesData<NotificationList | InfiniteData<NotificationList>>({ queryKey: notificationKeys.lists() })) {
    if (!data) continue;
    if ('pages' in data) queryClient.setQueryData(key, { ...data, pages: data.pages.map(apply) });
    else queryClient.setQueryData(key, apply(data));
  }
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(notificationKeys.unread(), count);
}
