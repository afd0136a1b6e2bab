import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { boardConsentInputSchema, boardConsentSchema, boardPageSchema, boardQuerySchema } from '../../../shared/leaderboards/contracts.js';
import { discoverPageSchema, discoverQuerySchema, suggestionsSchema } from '../../../shared/discover/contracts.js';
import { requireCapability } from '../accounts/index.js';
import type { BoardsService } from './boards.service.js';

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const club = { capability: 'use_club_features' as const };

/** Leaderboards and discover over HTTP (issue #37): members only; guests get 401, which opens sign-in. */
export function boardsRoutes(deps: { boards: BoardsService; runSoon: () => Promise<void> }): FastifyPluginAsyncZod {
  const { boards, runSoon } = deps;
  const member = (req: FastifyRequest) => requireCapability(req, 'use_club_features');
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
    });

    app.get('/api/community/leaderboards', {
      config: club,
      schema: {
        tags: ['community'],
        summary: "A page of a leaderboard (board, period, page), from the tables the refresh job writes, with the member's own rank wherever it is.",
        querystring: boardQuerySchema, response: { 200: boardPageSchema, ...errors },
      },
    }, async (req) => boards.board((await member(req)).id, req.query));

    app.get('/api/community/leaderboards/consent', {
      config: club,
      schema: { tags: ['community'], summary: 'Whether the member agreed to appear on leaderboards without a public portfolio.', response: { 200: boardConsentSchema, ...errors } },
    }, async (req) => boards.consent((await member(req)).id));

    app.put('/api/community/leaderboards/consent', {
      config: club,
      schema: {
        tags: ['community'], summary: 'Says yes or no to appearing on leaderboards without a public portfolio (the next refresh, within minutes, applies it).',
        body: boardConsentInputSchema, response: { 200: boardConsentSchema, ...errors },
      },
    }, async (req) => boards.setConsent((await member(req)).id, req.body.consent));

    app.post('/api/community/leaderboards/refresh', {
      config: { capability: 'administer' as const },
      schema: {
        tags: ['community'], summary: 'Admins: asks the job runner to recompute every board and discover now (202); the job does the work, not this request.',
        response: { 202: z.object({ queued: z.literal(true) }), ...errors },
      },
    }, async (req, reply) => {
      await requireCapability(req, 'administer');
      await runSoon();
      return reply.code(202).send({ queued: true });
    });

    app.get('/api/community/discover', {
      config: club,
      schema: {
        tags: ['community'], summary: 'Public journal entries and portfolios: trending, new or most appreciated this week, by category or house.',
        querystring: discoverQuerySchema, response: { 200: discoverPageSchema, ...errors },
      },
    }, async (req) => {
      await member(req);
      return boards.discover(req.query);
    });

    app.get('/api/community/discover/members', {
      config: club,
      schema: { tags: ['community'], summary: 'Members to follow: followed by those you follow, or collecting the houses and categories you collect.', response: { 200: suggestionsSchema, ...errors } },
    }, async (req) => ({ members: await boards.suggestions((await member(req)).id) }));
  };
}
