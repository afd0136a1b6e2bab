import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { counterOfferSchema, makeOfferSchema, offerListQuerySchema, offerListSchema, offerSchema } from '../../../shared/orders/contracts.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireViewer } from '../accounts/index.js';
import type { OffersService } from './offers.service.js';

/** A person makes a handful of offers an hour; a script makes hundreds. */
export const OFFERS_PER_HOUR: RateLimitRule = { window: 3600, max: 60 };

const id = (what: string) => z.string().regex(/^[1-9][0-9]{0,14}$/, `must be ${what} id: a whole number from 1`).transform(Number);
const offerParams = z.object({ id: id('an offer') });
const listingParams = z.object({ id: id('a listing') });
const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * Offers (issue 13): a member offers on a listing; the seller accepts, declines or counters;
 * the buyer answers a counter or withdraws. The session says who is asking and on which side;
 * an offer the member is on neither side of answers 404.
 */
export function offersRoutes(deps: { offers: OffersService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { offers, rateLimiter } = deps;

  async function limitOffers(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const viewer = await requireViewer(req);
    const { allowed, retryAfter } = await rateLimiter.consume(`offer-make|user:${viewer.id}`, OFFERS_PER_HOUR);
    if (!allowed) {
      if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    app.post('/api/listings/:id/offers', {
      config: { capability: 'make_offer' },
      preHandler: limitOffers,
      schema: {
        tags: ['offers'],
        summary: 'Offers a price below the asking price of a listing whose seller takes offers (201; the same idempotency key answers the first offer, 200).',
        params: listingParams,
        body: makeOfferSchema,
        response: { 200: offerSchema, 201: offerSchema, ...errors, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const { offer, created } = await offers.make(viewer.id, req.params.id, req.body);
      return reply.code(created ? 201 : 200).header('cache-control', PRIVATE).send(offer);
    });

    app.get('/api/offers', {
      config: { capability: 'manage_account' },
      schema: { tags: ['offers'], summary: 'The offers the member made (role=buyer) or received (role=seller), newest first.', querystring: offerListQuerySchema, response: { 200: offerListSchema, 400: apiErrorSchema, 401: apiErrorSchema } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return { offers: await offers.list(viewer.id, req.query.role) };
    });

    const move = (action: 'accept' | 'decline' | 'withdraw', capability: 'make_offer' | 'manage_account', summary: string) =>
      app.post(`/api/offers/:id/${action}`, {
        config: { capability },
        schema: { tags: ['offers'], summary, params: offerParams, response: { 200: offerSchema, ...errors } },
      }, async (req, reply) => {
        const viewer = await requireViewer(req);
        reply.header('cache-control', PRIVATE);
        return offers[action](viewer.id, req.params.id);
      });
    move('accept', 'make_offer', 'The seller accepts an offer, or the buyer a counter: an order at that price; the listing’s other open offers are declined.');
    // Declining and withdrawing close what is in flight: a suspended member may still.
    move('decline', 'manage_account', 'The seller declines an offer, or the buyer a counter.');
    move('withdraw', 'manage_account', 'The buyer withdraws an open offer.');

    app.post('/api/offers/:id/counter', {
      config: { capability: 'make_offer' },
      schema: { tags: ['offers'], summary: 'The seller counters with a price between the offer and the asking price.', params: offerParams, body: counterOfferSchema, response: { 200: offerSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return offers.counter(viewer.id, req.params.id, req.body.amount);
    });
  };
}
