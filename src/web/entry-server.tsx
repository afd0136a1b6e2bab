import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/providers.js';
import { routes } from './app/router.js';
import { setApiTransport, type ApiTransport } from './lib/api-client.js';
import { setRenderClock, type ServerState } from './lib/server-state.js';

/**
 * The server's rendering of a page (issue #10 item 17; decision 043): the same components as
 * the browser's, rendered to HTML with the data they ask for, so the first paint shows the
 * page itself and the browser hydrates it instead of fetching and drawing it again.
 *
 * A page's queries are found by rendering it: each render registers the queries its
 * components ask for; those still without data are fetched (through the caller's in-process
 * transport, with the visitor's cookie) and the page is rendered again, until a render asks
 * for nothing new. The answers travel with the HTML (dehydrated), so the browser's first
 * render is the same as the server's.
 */

const calls = new AsyncLocalStorage<ApiTransport>();
const clock = new AsyncLocalStorage<number>();
setRenderClock(() => clock.getStore());
setApiTransport((url, init) => {
  const transport = calls.getStore();
  if (!transport) return Promise.reject(new Error(`API call outside a server render: ${url}`));
  return transport(url, init);
});

/** Rounds of "render, fetch what it asked for": a page with dependent queries needs two or three. */
const MAX_PASSES = 4;

export interface RenderOptions {
  /** Answers the page's API calls (GET, a path under /api/), as the visitor. */
  transport: ApiTransport;
  /** The render's clock (ms), which the browser uses for its first render too. */
  now: number;
  /** Gives up (answers null: the browser renders the page) past this. */
  signal: AbortSignal;
}

export interface Rendered {
  html: string;
  state: ServerState;
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: unknown }).enabled;
  if (typeof option === 'function') return (option as (q: Query) => boolean)(query) !== false;
  return option !== false;
}

/** Queries registered by the last render with no answer yet, which a fetch would give. */
function wanted(client: QueryClient, asked: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !asked.has(q.queryHash) && enabled(q) && q.options.queryFn !== undefined);
}

/** The page at `url` (path and query), or null when it is a redirect or could not be rendered in time. */
export async function render(url: string, options: RenderOptions): Promise<Rendered | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://patina.local')), { requestContext: undefined });
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  // Nothing is retried on the server: a failed call is the browser's to make again.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });

  const page = () =>
    renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );

  const asked = new Set<string>();
  const draw = () => clock.run(options.now, page);
  return calls.run(options.transport, async () => {
    let html = draw();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const queries = wanted(client, asked);
      if (queries.length === 0) break;
      for (const q of queries) asked.add(q.queryHash);
      await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
      if (options.signal.aborted) return null;
      html = draw();
    }
    if (options.signal.aborted) return null;
    // A failed call (a piece that is gone, a 5xx) is drawn as an error here, but the browser
    // could not start from it (an ApiError does not survive JSON), so it would draw something
    // else and throw the server's page away: such a page is the browser's to draw.
    if (client.getQueryCache().getAll().some((q) => q.state.status === 'error')) return null;
    const queries = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
    client.clear();
    return { html, state: { now: options.now, queries } };
  });
}

export { serializeServerState } from './lib/server-state.js';
