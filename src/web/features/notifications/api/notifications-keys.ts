import type { NotificationFamily } from '../../../../shared/notifications/catalogue.js';

/** Query keys of notifications; everything under ['notifications'] belongs to the signed-in member. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** The header's panel: the newest 50. */
  recent: () => [...notificationKeys.lists(), 'recent'] as const,
  /** /notifications, by filter, paged. */
  pages: (filter: { family: NotificationFamily | null; unread: boolean }) => [...notificationKeys.lists(), 'pages', filter.family ?? 'all', filter.unread] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
