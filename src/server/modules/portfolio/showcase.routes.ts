import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  showcaseAppreciationSchema, showcaseFollowSchema, showcaseInputSchema, showcaseListSchema, showcaseParamsSchema, showcasePatchSchema, showcaseSchema,
} from '../../../shared/portfolio/showcase.js';
import { valueHistorySchema } from '../../../shared/portfolio/value-history.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireCapability } from '../accounts/index.js';
import type { ShowcaseService } from './showcase.service.js';

/** Making a public portfolio: a dozen an hour is an enthusiastic curator, not a script. */
export const SHOWCASE_CREATES_PER_HOUR: RateLimitRule = { window: 3600, max: 12 };
/** Edits (order, pieces, words) and deletions. */
export const SHOWCASE_EDITS_PER_HOUR: RateLimitRule = { window: 3600, max: 600 };
/** Follows and appreciations given and taken back. */
export const SHOWCASE_REACTIONS_PER_MINUTE: RateLimitRule = { window: 60, max: 120 };

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const club = { capability: 'use_club_features' as const };

/**
 * Public portfolios over HTTP (issue #37): members only (guests 401, which opens sign-in);
 * the owner is always the session's member, never an id sent by the client.
 */
export function showcaseRoutes(deps: { showcases: ShowcaseService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { showcases, rateLimiter } = deps;
  const member = (req: FastifyRequest) => requireCapability(req, 'use_club_features');

  function limited(name: string, rule: RateLimitRule) {
    return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const viewer = await member(req);
      const { allowed, retryAfter } = await rateLimiter.consume(`${name}|user:${viewer.id}`, rule);
      if (!allowed) {
        if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
        throw new RateLimitedError(retryAfter);
      }
    };
  }

  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
    });

    app.get('/api/portfolio/history', {
      config: club,
      schema: {
        tags: ['portfolio'],
        summary: "The member's collection valued month by month since the first piece (last sale of each model; pieces without sales are unvalued), with the moves over 1M, 6M, 1Y and all of the same pieces. USD cents.",
        response: { 200: valueHistorySchema, ...errors },
      },
    }, async (req) => showcases.collectionHistory((await member(req)).id));

    app.get('/api/community/portfolios/mine', {
      config: club,
      schema: { tags: ['community'], summary: "The member's own public portfolios, newest change first.", response: { 200: showcaseListSchema, ...errors } },
    }, async (req) => ({ portfolios: await showcases.mine((await member(req)).id) }));

    app.post('/api/community/portfolios', {
      config: club,
      preHandler: limited('showcase-create', SHOWCASE_CREATES_PER_HOUR),
      schema: {
        tags: ['community'],
        summary: 'Makes a public portfolio of pieces the member owns, in their order (what was paid, when and notes are never shown). 409 after 50.',
        body: showcaseInputSchema,
        response: { 201: showcaseSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => reply.code(201).send(await showcases.create((await member(req)).id, req.body)));

    app.get('/api/community/portfolios/:id', {
      config: club,
      schema: {
        tags: ['community'],
        summary: 'A public portfolio: its pieces and (if the owner shows it) its value over time. Hidden by a moderator or missing: 404.',
        params: showcaseParamsSchema,
        response: { 200: showcaseSchema, ...errors },
      },
    }, async (req) => showcases.showcase((await member(req)).id, req.params.id));

    app.patch('/api/community/portfolios/:id', {
      config: club,
      preHandler: limited('showcase-edit', SHOWCASE_EDITS_PER_HOUR),
      schema: {
        tags: ['community'],
        summary: "The owner's changes (title, description, pieces and order, cover, what is shown); followers hear of each piece added. Another member's: 404.",
        params: showcaseParamsSchema,
        body: showcasePatchSchema,
        response: { 200: showcaseSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req) => showcases.update((await member(req)).id, req.params.id, req.body));

    app.delete('/api/community/portfolios/:id', {
      config: club,
      preHandler: limited('showcase-edit', SHOWCASE_EDITS_PER_HOUR),
      schema: { tags: ['community'], summary: 'Deletes one of your public portfolios (your pieces stay in your portfolio).', params: showcaseParamsSchema, response: { 204: z.null(), ...errors, 429: apiErrorSchema } },
    }, async (req, reply) => {
      await showcases.remove((await member(req)).id, req.params.id);
      return reply.code(204).send(null);
    });

    app.put('/api/community/portfolios/:id/follow', {
      config: club,
      preHandler: limited('showcase-react', SHOWCASE_REACTIONS_PER_MINUTE),
      schema: { tags: ['community'], summary: 'Follows a public portfolio (again: the same answer); you hear of pieces added. Your own: 422.', params: showcaseParamsSchema, response: { 200: showcaseFollowSchema, ...errors, 422: apiErrorSchema, 429: apiErrorSchema } },
    }, async (req) => showcases.follow((await member(req)).id, req.params.id));

    app.delete('/api/community/portfolios/:id/follow', {
      config: club,
      preHandler: limited('showcase-react', SHOWCASE_REACTIONS_PER_MINUTE),
      schema: { tags: ['community'], summary: 'Stops following a public portfolio.', params: showcaseParamsSchema, response: { 200: showcaseFollowSchema, ...errors, 429: apiErrorSchema } },
    }, async (req) => showcases.unfollow((await member(req)).id, req.params.id));

    app.put('/api/community/portfolios/:id/appreciation', {
      config: club,
      preHandler: limited('showcase-react', SHOWCASE_REACTIONS_PER_MINUTE),
      schema: { tags: ['community'], summary: 'Appreciates a public portfolio (once). Your own: 422.', params: showcaseParamsSchema, response: { 200: showcaseAppreciationSchema, ...errors, 422: apiErrorSchema, 429: apiErrorSchema } },
    }, async (req) => showcases.appreciate((await member(req)).id, req.params.id));

    app.delete('/api/community/portfolios/:id/appreciation', {
      config: club,
      preHandler: limited('showcase-react', SHOWCASE_REACTIONS_PER_MINUTE),
      schema: { tags: ['community'], summary: 'Takes an appreciation back.', params: showcaseParamsSchema, response: { 200: showcaseAppreciationSchema, ...errors, 429: apiErrorSchema } },
    }, async (req) => showcases.unappreciate((await member(req)).id, req.params.id));
  };
}
