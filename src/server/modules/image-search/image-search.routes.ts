import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageSearchRequestSchema, imageSearchResponseSchema, MAX_DATA_URL_CHARS } from '../../../shared/image-search/contracts.js';
import { RateLimitedError } from '../accounts/index.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import type { ImageSearchService } from './image-search.service.js';

/** Searches by picture from one address: each decodes a photo, some fetch a link. */
export const IMAGE_SEARCHES_PER_MINUTE: RateLimitRule = { window: 60, max: 20 };

/**
 * SPEC §7: POST /api/search/image with `imageUrl` or `imageFile` (a data URL). The body may
 * carry a 10 MB picture in base64, so this route alone takes bodies that large.
 */
export function imageSearchRoutes(deps: { imageSearch: ImageSearchService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { imageSearch, rateLimiter } = deps;
  return async (app) => {
    app.post('/api/search/image', {
      config: { capability: 'search' },
      bodyLimit: MAX_DATA_URL_CHARS + 4096,
      schema: {
        tags: ['search'],
        summary: 'Finds catalogue pieces that look like a photo (uploaded as a data URL) or the picture at a link.',
        body: imageSearchRequestSchema,
        response: { 200: imageSearchResponseSchema },
      },
      preHandler: async (req, reply) => {
        const { allowed, retryAfter } = await rateLimiter.consume(`image-search|ip:${req.ip}`, IMAGE_SEARCHES_PER_MINUTE);
        if (!allowed) {
          if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
          throw new RateLimitedError(retryAfter);
        }
      },
    }, async (req, reply) => {
      const { timing, ...answer } = await imageSearch.search(req.body);
      reply.header('cache-control', 'private, no-store');
      reply.header('server-timing', `decode;dur=${timing.decodeMs.toFixed(1)}, rank;dur=${timing.rankMs.toFixed(1)}`);
      return answer;
    });
  };
}
