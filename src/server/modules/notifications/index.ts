export { createNotificationsRepo, type NotificationsRepo, type NotificationRow } from './notifications.repo.js';
export { createNotificationsService, type NotificationsService, type NotifyInput } from './notifications.service.js';
