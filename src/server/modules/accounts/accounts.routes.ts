import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { expertQueueSchema, meSchema, signInOptionsSchema } from '../../../shared/accounts/contracts.js';
import type { Config } from '../../config.js';
import { requireViewer } from './viewer.js';
import { publicHandleOf } from './accounts.service.js';

/** `/api/me`, the ways to sign in, and the first expert-only endpoint. */
export function accountsRoutes(deps: { oauth: Config['oauth'] }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/accounts/sign-in-options', {
      schema: {
        tags: ['accounts'],
        summary: 'Which social providers this server offers (the modal says plainly when one is not available).',
        response: { 200: signInOptionsSchema },
      },
    }, async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { providers: { google: deps.oauth.google !== null, apple: deps.oauth.apple !== null } };
    });

    app.get('/api/me', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in member (401 when signed out).',
        response: { 200: meSchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', 'no-store');
      const { name: _name, sessionId: _sessionId, ...me } = viewer;
      return { ...me, handle: publicHandleOf(viewer) };
    });

    app.get('/api/experts/queue', {
      config: { capability: 'review_items' },
      schema: {
        tags: ['experts'],
        summary: 'Items waiting for an expert opinion (experts and admins).',
        response: { 200: expertQueueSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      // Honestly empty: submitting items for expert approval arrives with the experts module;
      // until then nothing can be waiting.
      return { items: [] };
    });
  };
}
