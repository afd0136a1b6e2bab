import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  addressInputSchema, addressListSchema, addressSchema, cardInputSchema, paymentMethodListSchema, paymentMethodSchema,
} from '../../../shared/orders/contracts.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireViewer } from '../accounts/index.js';
import type { WalletService } from './wallet.service.js';

/** Saving cards is rare for a person; many in a row is someone testing stolen numbers. */
export const CARD_ADDS_PER_HOUR: RateLimitRule = { window: 3600, max: 20 };

const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,14}$/, 'must be an id: a whole number from 1').transform(Number) });
const PRIVATE = 'private, no-store';

/**
 * The member's saved addresses and cards (issue 13), under /api/account. The session says
 * whose; another member's id answers 404.
 */
export function walletRoutes(deps: { wallet: WalletService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { wallet, rateLimiter } = deps;

  async function limitCardAdds(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const viewer = await requireViewer(req);
    const { allowed, retryAfter } = await rateLimiter.consume(`card-add|user:${viewer.id}`, CARD_ADDS_PER_HOUR);
    if (!allowed) {
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    app.get('/api/account/addresses', {
      config: { capability: 'manage_account' },
      schema: { tags: ['account'], summary: 'The signed-in member’s saved shipping addresses.', response: { 200: addressListSchema, 401: apiErrorSchema } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return { addresses: await wallet.addresses(viewer.id) };
    });

    app.post('/api/account/addresses', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['account'], summary: 'Saves a shipping address (at most 10).', body: addressInputSchema,
        response: { 201: addressSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const address = await wallet.addAddress(viewer.id, req.body);
      return reply.code(201).header('cache-control', PRIVATE).send(address);
    });

    app.delete('/api/account/addresses/:id', {
      config: { capability: 'manage_account' },
      schema: { tags: ['account'], summary: 'Removes a saved address.', params: idParams, response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      await wallet.removeAddress(viewer.id, req.params.id);
      return reply.code(204).send(null);
    });

    app.get('/api/account/payment-methods', {
      config: { capability: 'manage_account' },
      schema: { tags: ['account'], summary: 'The signed-in member’s saved cards (brand, last 4, expiry; never the number).', response: { 200: paymentMethodListSchema, 401: apiErrorSchema } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return { paymentMethods: await wallet.paymentMethods(viewer.id) };
    });

    app.post('/api/account/payment-methods', {
      config: { capability: 'manage_account' },
      preHandler: limitCardAdds,
      schema: {
        tags: ['account'], summary: 'Saves a card with the processor: Patina keeps its token, brand, last 4, expiry and name.', body: cardInputSchema,
        response: { 201: paymentMethodSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const method = await wallet.addCard(viewer.id, req.body);
      return reply.code(201).header('cache-control', PRIVATE).send(method);
    });

    app.delete('/api/account/payment-methods/:id', {
      config: { capability: 'manage_account' },
      schema: { tags: ['account'], summary: 'Removes a saved card.', params: idParams, response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      await wallet.removePaymentMethod(viewer.id, req.params.id);
      return reply.code(204).send(null);
    });
  };
}
