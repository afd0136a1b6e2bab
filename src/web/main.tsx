import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/cormorant-garamond/latin-400.css';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/cormorant-garamond/latin-400-italic.css';
import './styles.css';
import { AppProviders, createQueryClient } from './app/providers.js';
import { createAppRouter } from './app/router.js';
import { readServerState, setRenderClock } from './lib/server-state.js';

/**
 * Starts the app. Called from a microtask rather than run as the module's top level: a trace
 * (Lighthouse's, a phone's DevTools) records the script stack of every request and timer, and
 * a stack through the top level makes V8 parse this whole 300 KB file again for its source
 * positions, 20-50 ms in one task (#10 item 17). A stack from here holds only small functions.
 */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const router = createAppRouter();
  const client = createQueryClient();
  const state = readServerState(document);

  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  /** The router is ready once the first page's code has loaded (its routes load lazily). */
  function routerReady(): Promise<void> {
    return new Promise((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((s) => {
        if (!s.initialized) return;
        stop();
        resolve();
      });
    });
  }

  // Rendered in a transition, React draws in slices of a few milliseconds and the page stays
  // responsive while it does (#10 item 17: total blocking time).
  if (state) {
    // The server drew this page (decision 043): take its answers and clock, load the page's
    // code, then adopt its HTML instead of drawing it again.
    // The answers' ages are the server's: on a browser whose clock runs ahead they would look
    // stale at once and be fetched again, drawing the page differently while it is adopted.
    const skew = Date.now() - state.now;
    for (const query of state.queries.queries) query.state.dataUpdatedAt += skew;
    hydrate(client, state.queries);
    setRenderClock(() => state.now);
    void routerReady().then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

queueMicrotask(start);
