/** The notifications feature's surface for app/ (the header bell, /notifications, the settings section). */
export { NotificationsMenu, NotificationsCompactBadge } from './components/notifications-menu.js';
export { NotificationCenter } from './components/notification-center.js';
export { NotificationSettings } from './components/notification-settings.js';
export { useNotificationsLiveUpdates } from './api/notifications-live.js';
export { notificationKeys } from './api/notifications-keys.js';
