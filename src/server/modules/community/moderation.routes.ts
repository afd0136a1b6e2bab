import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  moderationActionSchema, moderationOutcomeSchema, queueQuerySchema, queueSchema, reportInputSchema, reportResponseSchema, targetParamsSchema,
  warnInputSchema,
} from '../../../shared/community/moderation.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireCapability } from '../accounts/index.js';
import type { ModerationService } from './moderation.service.js';

/** Reports a member may send: a score an hour is a lot of bad content met, not a campaign. */
export const COMMUNITY_REPORTS_PER_HOUR: RateLimitRule = { window: 3600, max: 20 };

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const admin = { capability: 'administer' as const };

/**
 * Community moderation's HTTP surface (issue #37): members report (use_club_features);
 * moderators work the queue at `/api/admin/community` ('administer': 401 for guests, 403 for
 * members).
 */
export function moderationRoutes(deps: { moderation: ModerationService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { moderation, rateLimiter } = deps;
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
    });

    app.post('/api/community/reports', {
      config: { capability: 'use_club_features' },
      preHandler: async (req, reply) => {
        const viewer = await requireCapability(req, 'use_club_features');
        const { allowed, retryAfter } = await rateLimiter.consume(`community-report|user:${viewer.id}`, COMMUNITY_REPORTS_PER_HOUR);
        if (!allowed) {
          if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
          throw new RateLimitedError(retryAfter);
        }
      },
      schema: {
        tags: ['community'],
        summary: "Reports someone else's entry, comment or public portfolio to the moderators (201; 200 with the open report when already reported; your own: 409).",
        body: reportInputSchema,
        response: { 200: reportResponseSchema, 201: reportResponseSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'use_club_features');
      const { created, answer } = await moderation.report(viewer.id, req.body);
      return reply.code(created ? 201 : 200).send(answer);
    });

    app.get('/api/admin/community/reports', {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Reports gathered by target: open ones oldest first, or resolved ones newest first (moderators).',
        querystring: queueQuerySchema,
        response: { 200: queueSchema, ...errors },
      },
    }, async (req) => {
      await requireCapability(req, 'administer');
      return moderation.queue(req.query);
    });

    app.post('/api/admin/community/:kind/:id/hide', {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Hides an entry, a comment or a portfolio from members (its author still sees it) and resolves its open reports; audited. Hidden already: the same answer, nothing written.',
        params: targetParamsSchema,
        body: moderationActionSchema,
        response: { 200: moderationOutcomeSchema, ...errors, 409: apiErrorSchema },
      },
    }, async (req) => moderation.hide((await requireCapability(req, 'administer')).id, req.params.kind, req.params.id, req.body.reason));

    app.post('/api/admin/community/:kind/:id/restore', {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Shows a hidden entry, comment or portfolio again; audited. Not hidden: the same answer, nothing written.',
        params: targetParamsSchema,
        body: moderationActionSchema,
        response: { 200: moderationOutcomeSchema, ...errors },
      },
    }, async (req) => moderation.restore((await requireCapability(req, 'administer')).id, req.params.kind, req.params.id, req.body.reason));

    app.post('/api/admin/community/:kind/:id/warn', {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Warns the author (a community notification with the moderator's words) and resolves the open reports; audited.",
        params: targetParamsSchema,
        body: warnInputSchema,
        response: { 200: moderationOutcomeSchema, ...errors },
      },
    }, async (req) => moderation.warn((await requireCapability(req, 'administer')).id, req.params.kind, req.params.id, req.body.message));

    app.post('/api/admin/community/:kind/:id/dismiss', {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Closes the open reports of a target without acting on it; audited. None open: the same answer, nothing written.',
        params: targetParamsSchema,
        body: moderationActionSchema,
        response: { 200: moderationOutcomeSchema, ...errors },
      },
    }, async (req) => moderation.dismiss((await requireCapability(req, 'administer')).id, req.params.kind, req.params.id, req.body.reason));
  };
}
