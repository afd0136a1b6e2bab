export { createNotificationsRepo, type NotificationsRepo, type NotificationRow } from './notifications.repo.js';
export { createNotificationsService, type NotificationsService, type NotifyInput } from './notifications.service.js';
export { notificationsRoutes } from './notifications.routes.js';
export { subscribeNotifications, subscribeFollowerNews, defineDigestJob, DIGEST_JOB } from './notifications.subscribers.js';
