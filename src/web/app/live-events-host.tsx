import type { ReactNode } from 'react';
import { useViewer } from '../features/accounts/hooks/use-viewer.js';
import { useWishlistLiveUpdates } from '../features/wishlist/index.js';
import { LiveEventsProvider } from '../lib/live-events.js';

function AppWideLiveUpdates() {
  useWishlistLiveUpdates();
  return null;
}

/**
 * The tab's one live stream (lib/live-events.ts), open while a member is signed in and closed
 * when they sign out; another member signing in gets a stream of their own. Listeners that belong to no page (the hearts) are mounted here.
 */
export function LiveEventsHost({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  return (
    <LiveEventsProvider memberId={viewer?.id ?? null}>
      <AppWideLiveUpdates />
      {children}
    </LiveEventsProvider>
  );
}
