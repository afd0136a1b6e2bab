import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  wishlistEventsQuerySchema, wishlistEventsResponseSchema, wishlistIdsResponseSchema, wishlistItemResponseSchema,
  wishlistListQuerySchema, wishlistListResponseSchema,
} from '../../../shared/wishlist/contracts.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireViewer } from '../accounts/index.js';
import type { WishlistService } from './wishlist.service.js';

/** Hearts are clicked quickly, but not 120 times a minute by a person. */
export const WISHLIST_WRITES_PER_MINUTE: RateLimitRule = { window: 60, max: 120 };

/**
 * Digits only, up to 15 (below 2^53): '1e30', '-1', '0', '1.5' and 'abc' are each a 400 that
 * says what an id looks like, never a 500 from the database.
 */
const productIdParams = z.object({
  productId: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'must be a product id: a whole number from 1')
    .transform(Number),
});

const PRIVATE = 'private, no-store';

export function wishlistRoutes(deps: { wishlist: WishlistService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { wishlist, rateLimiter } = deps;

  /**
   * preHandler for writes: the member has writes left this minute. Who is asking is checked
   * on request, before validation, so a guest hears 401 whatever they sent.
   */
  async function limitWrites(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const viewer = await requireViewer(req);
    const { allowed, retryAfter } = await rateLimiter.consume(`wishlist-write|user:${viewer.id}`, WISHLIST_WRITES_PER_MINUTE);
    if (!allowed) {
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    app.get('/api/wishlist', {
      config: { capability: 'keep_wishlist' },
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in member's saved pieces with the price then, the price now and the change.",
        querystring: wishlistListQuerySchema,
        response: { 200: wishlistListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return wishlist.list(viewer.id, req.query);
    });

    app.get('/api/wishlist/ids', {
      config: { capability: 'keep_wishlist' },
      schema: {
        tags: ['wishlist'],
        summary: 'Ids of the products the signed-in member saved, for the hearts on cards.',
        response: { 200: wishlistIdsResponseSchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return { product_ids: await wishlist.ids(viewer.id) };
    });

    app.get('/api/wishlist/events', {
      config: { capability: 'keep_wishlist' },
      schema: {
        tags: ['wishlist'],
        summary: "Recent price drops and rises of the member's saved pieces, newest first.",
        querystring: wishlistEventsQuerySchema,
        response: { 200: wishlistEventsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return { events: await wishlist.events(viewer.id, req.query.limit) };
    });

    app.put('/api/wishlist/:productId', {
      config: { capability: 'keep_wishlist' },
      preHandler: limitWrites,
      schema: {
        tags: ['wishlist'],
        summary: 'Saves a product (201 when new, 200 when it was already saved; the first price is kept).',
        params: productIdParams,
        response: {
          200: wishlistItemResponseSchema,
          201: wishlistItemResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const { item, created } = await wishlist.add(viewer.id, req.params.productId);
      reply.code(created ? 201 : 200).header('cache-control', PRIVATE);
      return { item };
    });

    app.delete('/api/wishlist/:productId', {
      config: { capability: 'keep_wishlist' },
      preHandler: limitWrites,
      schema: {
        tags: ['wishlist'],
        summary: 'Removes a product from the wishlist (204 whether or not it was there).',
        params: productIdParams,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      await wishlist.remove(viewer.id, req.params.productId);
      return reply.code(204).send(null);
    });
  };
}
