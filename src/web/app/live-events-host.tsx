import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { viewerQueryOptions } from '../features/accounts/api/get-viewer.js';
import { useMessagingLiveUpdates } from '../features/messaging/index.js';
import { useWishlistLiveUpdates } from '../features/wishlist/index.js';
import { useFollowToasts } from '../features/follows/index.js';
import { useNotificationsLiveUpdates } from '../features/notifications/index.js';
import { LiveEventsProvider } from '../lib/live-events.js';
import { useClubLiveUpdates } from './club/club-live-updates.js';

function AppWideLiveUpdates() {
  useWishlistLiveUpdates();
  useClubLiveUpdates();
  useMessagingLiveUpdates();
  useFollowToasts();
  useNotificationsLiveUpdates();
  return null;
}

/**
 * The tab's one live stream (lib/live-events.ts), open while a member is signed in and closed
 * when they sign out; another member signing in gets a stream of their own. Listeners that
 * belong to no page (the hearts, the club standing behind the badge) are mounted here. It follows the viewer as the page has
 * loaded it (the header asks on every page) rather than asking the server itself.
 */
export function LiveEventsHost({ children }: { children: ReactNode }) {
  const { data: viewer } = useQuery({ ...viewerQueryOptions(), enabled: false });
  return (
    <LiveEventsProvider memberId={viewer?.id ?? null}>
      <AppWideLiveUpdates />
      {children}
    </LiveEventsProvider>
  );
}
