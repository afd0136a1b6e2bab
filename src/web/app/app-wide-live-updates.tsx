import { useMessagingLiveUpdates } from '../features/messaging/index.js';
import { useWishlistLiveUpdates } from '../features/wishlist/index.js';
import { useFollowToasts } from '../features/follows/index.js';
import { useNotificationsLiveUpdates } from '../features/notifications/index.js';
import { useClubLiveUpdates } from './club/club-live-updates.js';

/** Listeners that belong to no page (the hearts, the club standing behind the badge, messages, notifications, follows). */
export function AppWideLiveUpdates() {
  useWishlistLiveUpdates();
  useClubLiveUpdates();
  useMessagingLiveUpdates();
  useFollowToasts();
  useNotificationsLiveUpdates();
  return null;
}
