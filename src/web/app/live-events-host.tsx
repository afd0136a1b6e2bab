import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { viewerQueryOptions } from '../features/accounts/index.js';
import { LiveEventsProvider } from '../lib/live-events.js';
import { deferred } from '../lib/deferred.js';

// Only a member has a stream; its listeners (and the features they come from) load after the
// first paint (#10 item 17).
const AppWideLiveUpdates = deferred<object>(async () => (await import('./app-wide-live-updates.js')).AppWideLiveUpdates);

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
      {viewer ? <AppWideLiveUpdates /> : null}
      {children}
    </LiveEventsProvider>
  );
}
