import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../errors.js';
import type { BlobStore } from './blob-store.js';

const params = z.object({ '*': z.string().max(1000) });

/**
 * The public namespace at /uploads/<key>: photo renditions, named by random keys that never
 * change content, so browsers and proxies keep them for a year. Whatever the store (disk or
 * bucket), only keys of the store's pattern are opened: '..', folders and anything odd are a
 * plain 404, and there is no listing.
 */
export function uploadsRoutes(opts: { store: BlobStore }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/uploads/*', { schema: { params, hide: true } }, async (req, reply) => {
      const blob = await opts.store.get(req.params['*']);
      if (!blob) throw new NotFoundError('No such file.', 'no_such_file');
      return reply
        .header('content-type', blob.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', blob.bytes.length)
        .send(blob.bytes);
    });
  };
}
