import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isKnownPage, rewriteLegacyPath } from '../../shared/routes.js';

/**
 * Serves the built web app: hashed assets for a year, index.html for every page path
 * (404 status for paths no page owns, so crawlers and monitors see the truth).
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
      setHeaders(res, filePath) {
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = new URL(req.url, 'http://local');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/images/') || /^\/uploads(\/|$)/.test(url.pathname) || req.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'not_found', message: `No such endpoint: ${req.method} ${url.pathname}` } });
    }
    const legacy = rewriteLegacyPath(url.pathname);
    if (legacy) return reply.redirect(`${legacy}${url.search}`, 301);
    if (!built) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    const html = await fs.promises.readFile(indexFile);
    return reply
      .code(isKnownPage(url.pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
