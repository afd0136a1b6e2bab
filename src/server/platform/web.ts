import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPage, rewriteLegacyPath } from '../../shared/routes.js';
import { EARLY_INPUT_TAG } from './early-input.js';

/** src/web/entry-server.tsx, as built into dist/ssr (npm run build). */
interface ServerRenderer {
  render(
    url: string,
    options: { transport: (url: string, init: RequestInit) => Promise<Response>; now: number; signal: AbortSignal },
  ): Promise<{ html: string; state: unknown } | null>;
  serializeServerState(state: unknown): string;
}

/**
 * The pages the server draws before the browser does (issue #10 item 17, decision 043): the
 * ones people land on. Others are drawn by the browser, as every page was before.
 */
const SERVER_RENDERED = [/^\/$/, /^\/auctions$/, /^\/category\/[^/]+(\/[^/]+)?$/, /^\/search$/, /^\/product\/[^/]+$/, /^\/wine\/[^/]+$/, /^\/brand\/[^/]+$/, /^\/journal(\/[^/]+)?$/];

/** A page that takes longer than this to draw is sent as the empty shell (the browser draws it). */
const RENDER_BUDGET_MS = 1500;
/**
 * Renders at once per process: each is CPU (renderToString) and API calls. Beyond this a
 * burst (a crawler on /search) gets the shell, and the server's work stays bounded.
 */
const MAX_DRAWING = 8;

const ROOT_START = '<div id="root">';
const ROOT_END = '<noscript>';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The head of a drawn page: its scripts load once the page is painted (public/boot.js), so
 * the first paint waits for the HTML and the stylesheet alone. Until they have run, the
 * early-input script (first in the head, before any stylesheet can hold it up) keeps the
 * taps they would have answered (issue #39 §1).
 */
function afterFirstPaint(head: string): string {
  const entry = ENTRY.exec(head);
  if (!entry) return head;
  const preload = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const boot = `<script src="/boot.js" defer data-entry="${entry[1]}" data-preload="${preload.join(' ')}"></script>\n    `;
  const withBoot = head.replace(MODULE_PRELOAD, '').replace(ENTRY, boot);
  return CHARSET.test(withBoot) ? withBoot.replace(CHARSET, (m) => `${m}\n    ${EARLY_INPUT_TAG}`) : withBoot.replace('<head>', `<head>${EARLY_INPUT_TAG}`);
}

/**
 * Serves the built web app: hashed assets for a year, index.html for every page path
 * (404 status for paths no page owns, so crawlers and monitors see the truth), with the page
 * itself drawn inside it where the server renders it.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // send's own cache-control would replace the one set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const rendererFile = path.join(path.dirname(distDir), 'ssr', 'entry-server.js');
  const renderer: ServerRenderer | null =
    built && fs.existsSync(rendererFile) ? ((await import(pathToFileURL(rendererFile).href)) as ServerRenderer) : null;

  /** Renders under way in this process: past MAX_DRAWING, pages go out as the shell (the browser draws them). */
  let drawing = 0;

  /**
   * The page drawn by the server, in the shell (null: the shell alone), and the cookies its
   * API calls set: a session the render's "who is signed in?" extended must reach the browser.
   */
  async function drawn(req: FastifyRequest, shell: string, url: URL): Promise<{ page: string | null; cookies: string[] }> {
    const cookies: string[] = [];
    if (!renderer || !SERVER_RENDERED.some((p) => p.test(url.pathname))) return { page: null, cookies };
    const start = shell.indexOf(ROOT_START);
    const end = shell.indexOf(ROOT_END);
    if (start < 0 || end < start || drawing >= MAX_DRAWING) return { page: null, cookies };
    const timeout = AbortSignal.timeout(RENDER_BUDGET_MS);
    const cookie = req.headers.cookie;
    drawing++;
    const render = renderer.render(`${url.pathname}${url.search}`, {
      now: Date.now(),
      signal: timeout,
      // The page's API calls, answered in-process as the visitor (their cookie, their address: rate limits hold).
      transport: async (target) => {
        if (!target.startsWith('/api/')) throw new Error(`the server render asked for ${target}`);
        if (timeout.aborted) throw new Error('the render ran out of time');
        const res = await app.inject({
          method: 'GET',
          url: target,
          remoteAddress: req.ip,
          headers: { accept: 'application/json', ...(cookie ? { cookie } : {}), ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}) },
        });
        const set = res.headers['set-cookie'];
        if (set) cookies.push(...(Array.isArray(set) ? set : [String(set)]));
        return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, { status: res.statusCode });
      },
    });
    const finished = render.finally(() => drawing--);
    try {
      const gaveUp = new Promise<'late'>((resolve) => timeout.addEventListener('abort', () => resolve('late'), { once: true }));
      // Past the budget the visitor gets the shell at once; the drawing's late answer is dropped.
      finished.catch(() => undefined);
      const page = await Promise.race([finished, gaveUp]);
      if (page === 'late') {
        req.log.warn({ url: url.pathname, budgetMs: RENDER_BUDGET_MS }, 'server render ran out of time; the browser draws the page');
        return { page: null, cookies };
      }
      if (!page) return { page: null, cookies };
      return {
        page: `${afterFirstPaint(shell.slice(0, start))}<div id="root">${page.html}</div>\n    <script type="application/json" id="patina-state">${renderer.serializeServerState(page.state)}</script>\n    ${shell.slice(end)}`,
        cookies,
      };
    } catch (err) {
      req.log.warn({ err, url: url.pathname }, 'server render failed; the browser draws the page');
      return { page: null, cookies };
    }
  }

  /**
   * Answers any path no other route owns. GET paths come as a route (below), so the app's
   * compression applies: from the not-found handler a drawn page went out whole, 124 KB for the
   * home page instead of 16 (#10 item 17). Other methods come through the not-found handler.
   */
  async function answer(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, 'http://local');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/images/') || /^\/uploads(\/|$)/.test(url.pathname) || req.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'not_found', message: `No such endpoint: ${req.method} ${url.pathname}` } });
    }
    const legacy = rewriteLegacyPath(url.pathname);
    if (legacy) return reply.redirect(`${legacy}${url.search}`, 301);
    if (!built) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    const shell = await fs.promises.readFile(indexFile, 'utf8');
    const known = isKnownPage(url.pathname);
    const { page, cookies } = known ? await drawn(req, shell, url) : { page: null, cookies: [] };
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply
      .code(known ? 200 : 404)
      // A drawn page holds the visitor's own view (signed in or not): never shared by a cache.
      .header('cache-control', page ? 'private, no-cache' : 'no-cache')
      // The app's compression answers by the Accept-Encoding header, even when it leaves a page as is.
      .header('vary', 'cookie, accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page ?? shell);
  }
  app.get('/*', { schema: { hide: true } }, answer);
  app.setNotFoundHandler(answer);
}
