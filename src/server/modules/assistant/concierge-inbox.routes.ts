import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  IDEMPOTENCY_KEY_PATTERN, conversationIdParams, conversationListQuerySchema, conversationListResponseSchema,
  sendMessageResponseSchema, threadQuerySchema, threadResponseSchema,
} from '../../../shared/messaging/contracts.js';
import { InvalidError } from '../../platform/errors.js';
import { requireCapability } from '../accounts/index.js';
import type { ConciergeInbox } from './concierge-inbox.js';

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const replyBodySchema = z.object({
  body: z.string({ message: 'must be text' }).max(4000, 'must be at most 4,000 characters').transform((s) => s.trim()).refine((s) => s.length > 0, 'must not be empty'),
});

/** /api/admin/concierge (decision 029): every admin reads the concierge's conversations and replies as the concierge. */
export function conciergeInboxRoutes(deps: { inbox: ConciergeInbox }): FastifyPluginAsyncZod {
  const { inbox } = deps;
  return async (app) => {
    app.get('/api/admin/concierge/conversations', {
      config: { capability: 'administer' },
      schema: {
        tags: ['assistant'],
        summary: "The concierge's conversations (members' hand-offs from the assistant), newest first, for every admin.",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, ...errors },
      },
    }, async (req, reply) => {
      await requireCapability(req, 'administer');
      reply.header('cache-control', PRIVATE);
      return inbox.list(req.query);
    });

    app.get('/api/admin/concierge/conversations/:id', {
      config: { capability: 'administer' },
      schema: {
        tags: ['assistant'],
        summary: 'One conversation of the concierge, with its messages as the concierge sees them.',
        params: conversationIdParams,
        querystring: threadQuerySchema,
        response: { 200: threadResponseSchema, ...errors },
      },
    }, async (req, reply) => {
      await requireCapability(req, 'administer');
      reply.header('cache-control', PRIVATE);
      return inbox.thread(req.params.id, req.query);
    });

    app.post('/api/admin/concierge/conversations/:id/messages', {
      config: { capability: 'administer' },
      schema: {
        tags: ['assistant'],
        summary: 'Replies as the concierge (201; the same Idempotency-Key answers the first reply, 200). Audited with the admin who wrote it.',
        params: conversationIdParams,
        body: replyBodySchema,
        response: { 200: sendMessageResponseSchema, 201: sendMessageResponseSchema, ...errors, 422: apiErrorSchema },
      },
    }, async (req, reply) => {
      const admin = await requireCapability(req, 'administer');
      const raw = req.headers['idempotency-key'];
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new InvalidError('The Idempotency-Key header must be 1 to 128 printable characters without spaces.', 'invalid_idempotency_key');
      }
      const { created, answer } = await inbox.reply(admin, req.params.id, req.body.body, key ?? null);
      return reply.code(created ? 201 : 200).header('cache-control', PRIVATE).send(answer);
    });
  };
}
