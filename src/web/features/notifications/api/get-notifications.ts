import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import type { NotificationFamily } from '../../../../shared/notifications/catalogue.js';
import { NOTIFICATIONS_PAGE } from '../../../../shared/notifications/constants.js';
import type { NotificationList } from '../../../../shared/notifications/contracts.js';
import { notificationKeys } from './notifications-keys.js';

export interface NotificationFilter {
  family: NotificationFamily | null;
  unread: boolean;
}

export function getNotifications(filter: NotificationFilter & { cursor?: string | null }, signal?: AbortSignal): Promise<NotificationList> {
  return api.get<NotificationList>('/api/notifications', {
    query: { limit: NOTIFICATIONS_PAGE, cursor: filter.cursor ?? undefined, family: filter.family ?? undefined, unread: filter.unread ? 'true' : undefined },
    signal,
    signInOnUnauthorized: false,
  });
}

/** The header panel's newest 50 (SPEC §9), loaded when it opens. */
export function recentNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.recent(),
    queryFn: ({ signal }) => getNotifications({ family: null, unread: false }, signal),
    staleTime: 15_000,
    meta: MEMBER_DATA,
  });
}

export function useRecentNotifications(options: { enabled: boolean }) {
  return useQuery({ ...recentNotificationsQueryOptions(), enabled: options.enabled });
}

/** /notifications: pages of 50 by cursor, for a family and/or the unread ones. */
export function notificationPagesQueryOptions(filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.pages(filter),
    queryFn: ({ signal, pageParam }) => getNotifications({ ...filter, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    meta: MEMBER_DATA,
  });
}

export function useNotificationPages(filter: NotificationFilter) {
  return useInfiniteQuery(notificationPagesQueryOptions(filter));
}
