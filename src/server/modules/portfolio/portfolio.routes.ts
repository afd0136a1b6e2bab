import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { handleParamsSchema } from '../../../shared/follows/contracts.js';
import {
  collectionParamsSchema, portfolioItemInputSchema, portfolioItemParamsSchema, portfolioItemPatchSchema, portfolioItemSchema,
  portfolioSchema, publicCollectionSchema, visibilityInputSchema, visibilitySchema,
} from '../../../shared/portfolio/contracts.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireViewer } from '../accounts/index.js';
import type { PortfolioService } from './portfolio.service.js';

/** Recording a collection is deliberate work: 120 changes a minute stops a script, not a person. */
export const PORTFOLIO_WRITES_PER_MINUTE: RateLimitRule = { window: 60, max: 120 };

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export function portfolioRoutes(deps: { portfolio: PortfolioService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { portfolio, rateLimiter } = deps;

  async function limitWrites(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const viewer = await requireViewer(req);
    const { allowed, retryAfter } = await rateLimiter.consume(`portfolio-write|user:${viewer.id}`, PORTFOLIO_WRITES_PER_MINUTE);
    if (!allowed) {
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    app.get('/api/portfolio', {
      config: { capability: 'use_club_features' },
      schema: {
        tags: ['portfolio'],
        summary: "The signed-in member's portfolio: their pieces, newest first, valued from the market, with totals.",
        response: { 200: portfolioSchema, ...errors },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return portfolio.mine(viewer.id);
    });

    app.post('/api/portfolio/items', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['portfolio'],
        summary: 'Adds a piece the member owns (201). Unknown product: 404; the 501st piece: 409 portfolio_full.',
        body: portfolioItemInputSchema,
        response: { 201: portfolioItemSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.code(201).header('cache-control', PRIVATE);
      return portfolio.add(viewer.id, req.body);
    });

    app.patch('/api/portfolio/items/:id', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['portfolio'],
        summary: "Changes what the member recorded of a piece (null clears a field). Another member's piece: 404.",
        params: portfolioItemParamsSchema,
        body: portfolioItemPatchSchema,
        response: { 200: portfolioItemSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return portfolio.update(viewer.id, req.params.id, req.body);
    });

    app.delete('/api/portfolio/items/:id', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['portfolio'],
        summary: "Removes a piece from the member's portfolio (204). Another member's piece or one already gone: 404.",
        params: portfolioItemParamsSchema,
        response: { 204: z.null(), ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      await portfolio.remove(viewer.id, req.params.id);
      return reply.code(204).header('cache-control', PRIVATE).send(null);
    });

    app.get('/api/portfolio/visibility', {
      config: { capability: 'use_club_features' },
      schema: { tags: ['portfolio'], summary: 'Whether the member shows their portfolio to others.', response: { 200: visibilitySchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return portfolio.visibility(viewer.id, 'portfolio');
    });

    app.put('/api/portfolio/visibility', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['portfolio'],
        summary: 'Makes the portfolio public (others may see its pieces, never prices paid or notes, and follow it) or private.',
        body: visibilityInputSchema,
        response: { 200: visibilitySchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return portfolio.setVisibility(viewer.id, 'portfolio', req.body.public);
    });

    app.get('/api/wishlist/visibility', {
      config: { capability: 'keep_wishlist' },
      schema: { tags: ['wishlist'], summary: 'Whether the member shows their wishlist to others.', response: { 200: visibilitySchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return portfolio.visibility(viewer.id, 'wishlist');
    });

    app.put('/api/wishlist/visibility', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['wishlist'],
        summary: 'Makes the wishlist public (others may see its pieces and follow it) or private. For club members.',
        body: visibilityInputSchema,
        response: { 200: visibilitySchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return portfolio.setVisibility(viewer.id, 'wishlist', req.body.public);
    });

    app.get('/api/members/:handle/:kind', {
      config: { capability: 'browse' },
      schema: {
        tags: ['portfolio'],
        summary: "A member's portfolio or wishlist when they made it public: pieces and market values, nothing paid. Private: 404 collection_private.",
        params: handleParamsSchema.extend(collectionParamsSchema.shape),
        response: { 200: publicCollectionSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }, async (req, reply) => {
      // Visibility can change at any moment: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return portfolio.publicCollection(req.params.handle, req.params.kind);
    });
  };
}
