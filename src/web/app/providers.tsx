import { useEffect, useState, type ReactNode } from 'react';
import { setRenderClock } from '../lib/server-state.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.js';
import { ToastProvider } from '../ui/toast.js';
import { LiveEventsHost } from './live-events-host.js';
import { ProductActionsHost } from './product-actions-host.js';

/** A 4xx will answer the same way again; anything else gets one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** `client`: the one holding the server's answers for a page the server rendered (main.tsx, entry-server.tsx). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // Once the first render is on screen, "now" is the browser's own again (it was the
  // server's while a page the server drew was hydrated; decision 043).
  useEffect(() => {
    setRenderClock(() => undefined);
    // The app runs (a drawn page is hydrated): tests wait for this before they click.
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Toasts outside the live stream: live news (a new follower) is told in a toast. */}
      <ToastProvider>
        <LiveEventsHost>
          {/* Tooltips have their providers where they are used (the header's icons): Radix Tooltip is not part of the first paint (#10 item 17). */}
          <ProductActionsHost>{children}</ProductActionsHost>
        </LiveEventsHost>
      </ToastProvider>
    </QueryClientProvider>
  );
}
