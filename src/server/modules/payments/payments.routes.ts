import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import type { PaymentsService } from './payments.service.js';

export const SIMULATED_WEBHOOK_PATH = '/api/payments/webhooks/simulated';

const webhookReplySchema = z.object({ received: z.literal(true), duplicate: z.boolean(), applied: z.boolean() });

/**
 * The processor's webhooks. No session and no capability: the signature is the credential
 * (listed among the self-guarded routes of the access walk). The body is read as the exact
 * bytes that were signed, never re-serialised.
 */
export function paymentsRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    app.post(SIMULATED_WEBHOOK_PATH, {
      schema: {
        tags: ['payments'],
        summary: 'A signed webhook of the simulated card processor: moves the payment and holds the money in escrow, once.',
        response: { 200: webhookReplySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }, async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      return deps.payments.handleCardWebhook(raw, req.headers);
    });
  };
}
