import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { expertQueueSchema, meSchema } from '../../../shared/accounts/contracts.js';
import { requireExpert, requireViewer } from './viewer.js';

/** `/api/me` and the first expert-only endpoint. */
export function accountsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/me', {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in member (401 when signed out).',
        response: { 200: meSchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', 'no-store');
      const { name: _name, sessionId: _sessionId, ...me } = viewer;
      return me;
    });

    app.get('/api/experts/queue', {
      preHandler: requireExpert,
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
