import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  followStateSchema, handleParamsSchema, markFollowReadResponseSchema, memberPageSchema, notificationIdParamsSchema,
} from '../../../shared/follows/contracts.js';
import { collectionParamsSchema } from '../../../shared/portfolio/contracts.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireViewer } from '../accounts/index.js';
import type { FollowsService } from './follows.service.js';

/** Following is a considered act: 60 a minute stops a script without slowing a person. */
export const FOLLOW_WRITES_PER_MINUTE: RateLimitRule = { window: 60, max: 60 };

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export function followsRoutes(deps: { follows: FollowsService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { follows, rateLimiter } = deps;

  async function limitWrites(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const viewer = await requireViewer(req);
    const { allowed, retryAfter } = await rateLimiter.consume(`follow-write|user:${viewer.id}`, FOLLOW_WRITES_PER_MINUTE);
    if (!allowed) {
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    app.get('/api/members/:handle', {
      config: { capability: 'browse' },
      schema: {
        tags: ['follows'],
        summary: "A member's public page: name, member since, followers, and the pieces they offer. Nothing private.",
        params: handleParamsSchema,
        response: { 200: memberPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }, async (req) => follows.memberPage(req.params.handle));

    app.get('/api/follows/members/:handle', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['follows'],
        summary: 'Whether the signed-in member follows a member, and how many do.',
        params: handleParamsSchema,
        response: { 200: followStateSchema, ...errors },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return follows.state(viewer.id, req.params.handle);
    });

    app.post('/api/follows/members/:handle', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['follows'],
        summary: 'Follows a member (201 when new and they are told, 200 when already following). Yourself: 422.',
        params: handleParamsSchema,
        response: { 200: followStateSchema, 201: followStateSchema, ...errors, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const { state, created } = await follows.followMember(viewer.id, req.params.handle);
      reply.code(created ? 201 : 200).header('cache-control', PRIVATE);
      return state;
    });

    app.delete('/api/follows/members/:handle', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['follows'],
        summary: 'Stops following a member (200 whether or not the member was followed).',
        params: handleParamsSchema,
        response: { 200: followStateSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return follows.unfollowMember(viewer.id, req.params.handle);
    });

    // A member's portfolio or wishlist, while they show it (private: 404 collection_private).
    const collectionParams = handleParamsSchema.extend(collectionParamsSchema.shape);

    app.get('/api/follows/members/:handle/:kind', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['follows'],
        summary: "Whether the signed-in member follows a member's public portfolio or wishlist, and how many do.",
        params: collectionParams,
        response: { 200: followStateSchema, ...errors },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return follows.state(viewer.id, req.params.handle, req.params.kind);
    });

    app.post('/api/follows/members/:handle/:kind', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['follows'],
        summary: "Follows a member's public portfolio or wishlist (201 when new and they are told; 200 when already). Private: 404; one's own: 422.",
        params: collectionParams,
        response: { 200: followStateSchema, 201: followStateSchema, ...errors, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const { state, created } = await follows.followMember(viewer.id, req.params.handle, req.params.kind);
      reply.code(created ? 201 : 200).header('cache-control', PRIVATE);
      return state;
    });

    app.delete('/api/follows/members/:handle/:kind', {
      config: { capability: 'use_club_features' },
      preHandler: limitWrites,
      schema: {
        tags: ['follows'],
        summary: "Stops following a member's portfolio or wishlist (200 whether or not it was followed, public or not).",
        params: collectionParams,
        response: { 200: followStateSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return follows.unfollowMember(viewer.id, req.params.handle, req.params.kind);
    });

    app.post('/api/follows/notifications/:id/read', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['follows'],
        summary: "Marks one of the signed-in member's follow notifications read (SPEC §7); the first reading time is kept.",
        params: notificationIdParamsSchema,
        response: { 200: markFollowReadResponseSchema, ...errors },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return follows.markNotificationRead(viewer.id, req.params.id);
    });
  };
}
