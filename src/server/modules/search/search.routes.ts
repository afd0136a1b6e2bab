import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auctionSearchQuerySchema, auctionSearchResponseSchema, instantQuerySchema, instantResponseSchema,
  searchQuerySchema, searchResponseSchema,
} from '../../../shared/search/contracts.js';
import type { Cached, SearchService } from './search.service.js';

/**
 * SPEC §7: GET /api/search/instant?q=&limit=8, GET /api/search?q=&limit=20|6 and the
 * dropdown's auction call. Instant answers are public and the same for everyone: a short
 * max-age, an ETag (304 when unchanged) and a Server-Timing figure for the benchmark.
 */
const INSTANT_CACHE = 'public, max-age=60, stale-while-revalidate=240';
const PAGE_CACHE = 'public, max-age=30';

const started = Symbol('search-started');
type Timed = FastifyRequest & { [started]?: bigint };

/**
 * Aborts when the HTTP client goes away before its answer is sent (a closed tab, a newer
 * keystroke's request replacing this one): the search's statement is then cancelled on the
 * database rather than finishing for no one (issue #10 item 8).
 */
function whileClientWaits(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort();
  };
  response.once('close', onClose);
  return controller.signal;
}

/** A search abandoned by its client: nothing to send, and nothing went wrong. */
async function unlessAbandoned<T>(req: FastifyRequest, reply: FastifyReply, signal: AbortSignal, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!signal.aborted) throw error;
    req.log.info({ url: req.url }, 'search abandoned by its client; its statement was cancelled');
    // 499 (client closed request, as proxies log it): the socket is gone, the code is for the log.
    return reply.code(499).send();
  }
}

export function searchRoutes(deps: { search: SearchService }): FastifyPluginAsyncZod {
  const { search } = deps;

  function sendCached<T extends object>(req: FastifyRequest, reply: FastifyReply, cached: Cached<T>) {
    reply.header('cache-control', INSTANT_CACHE).header('etag', cached.etag);
    if (req.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    // Serialized once, when cached (the ETag is its hash): not again per request.
    return reply.type('application/json; charset=utf-8').send(cached.json);
  }

  return async (app) => {
    // A database seeded before search existed fills its search tables once. In the
    // background: on a large catalogue it outlasts Fastify's plugin timeout, and the server
    // answers meanwhile (search finds what is filled so far). Closing waits for it.
    let filling: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      // The vocabulary before the first search, for a few seconds at most (a slow database
      // then loads it at the first search instead).
      await Promise.race([
        search.warm().catch((err: unknown) => app.log.warn({ err }, 'loading the search vocabulary failed; the first search tries again')),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
      filling = search.fillIfEmpty((line) => app.log.info(line)).catch((err: unknown) => {
        app.log.error({ err }, 'filling the search tables failed; the next start tries again');
      });
    });
    app.addHook('onClose', async () => {
      await filling;
    });
    app.addHook('onRequest', async (req) => {
      (req as Timed)[started] = process.hrtime.bigint();
    });
    app.addHook('onSend', async (req, reply) => {
      const t = (req as Timed)[started];
      if (t !== undefined) reply.header('server-timing', `app;dur=${(Number(process.hrtime.bigint() - t) / 1e6).toFixed(3)}`);
    });

    app.get('/api/search/instant', {
      config: { capability: 'search' },
      schema: {
        tags: ['search'],
        summary: 'Instant marketplace results for the header dropdown, with the number of all matches',
        querystring: instantQuerySchema,
        response: { 200: instantResponseSchema },
      },
    }, async (req, reply) => {
      const signal = whileClientWaits(reply);
      return unlessAbandoned(req, reply, signal, async () => sendCached(req, reply, await search.instant(req.query.q, req.query.limit, signal)));
    });

    app.get('/api/search/auctions', {
      config: { capability: 'search' },
      schema: {
        tags: ['search'],
        summary: 'Live auction lots matching the text, for the dropdown\'s AUCTIONS tab',
        querystring: auctionSearchQuerySchema,
        response: { 200: auctionSearchResponseSchema },
      },
    }, async (req, reply) => {
      const signal = whileClientWaits(reply);
      return unlessAbandoned(req, reply, signal, async () => sendCached(req, reply, await search.auctions(req.query.q, req.query.limit, signal)));
    });

    app.get('/api/search', {
      config: { capability: 'search' },
      schema: {
        tags: ['search'],
        summary: 'Full results: filtered by category, brand, condition and price; sorted; paged',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', PAGE_CACHE);
      const signal = whileClientWaits(reply);
      return unlessAbandoned(req, reply, signal, () => search.search(req.query, signal));
    });
  };
}
