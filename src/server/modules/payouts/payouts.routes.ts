import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  adminPayoutListSchema, adminPayoutSchema, adminPayoutsQuerySchema, failPayoutSchema, payoutBankDetailsSchema, payoutAccountAnswerSchema, payoutAccountInputSchema,
  payoutAccountSchema, payoutListSchema, payoutSchema, requestPayoutSchema,
} from '../../../shared/payouts/contracts.js';
import { requireCapability } from '../accounts/index.js';
import type { PayoutsService } from './payouts.service.js';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
/**
 * Being paid what one is owed is closing what is in flight: every signed-in account may, a
 * suspended one or one that left the club too (what the seller sold stays theirs).
 */
const own = { capability: 'manage_account' as const };
const admin = { capability: 'administer' as const };
const tags = ['selling'];

/** Seller payouts (issue 13): the seller's bank account and payouts, and the admin's steps. */
export function payoutsRoutes(deps: { payouts: PayoutsService }): FastifyPluginAsyncZod {
  const { payouts } = deps;
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.get('/api/selling/payouts/account', {
      config: own,
      schema: { tags, summary: 'The bank account the seller is paid to (the IBAN’s last 4 characters only), or null.', response: { 200: payoutAccountAnswerSchema, ...errors } },
    }, async (req) => ({ account: await payouts.account((await requireCapability(req, 'manage_account')).id) }));

    app.put('/api/selling/payouts/account', {
      config: own,
      schema: {
        tags, summary: 'Sets or replaces the seller’s bank account: holder name and IBAN (mod-97 and length checked).',
        body: payoutAccountInputSchema, response: { 200: payoutAccountSchema, ...errors },
      },
    }, async (req) => payouts.setAccount((await requireCapability(req, 'manage_account')).id, req.body));

    app.delete('/api/selling/payouts/account', {
      config: own,
      schema: { tags, summary: 'Removes the seller’s bank account (payouts already asked for keep theirs).', response: { 204: z.null(), ...errors } },
    }, async (req, reply) => {
      await payouts.removeAccount((await requireCapability(req, 'manage_account')).id);
      return reply.code(204).send(null);
    });

    app.get('/api/selling/payouts/requests', {
      config: own,
      schema: { tags, summary: 'The seller’s payouts, newest first.', response: { 200: payoutListSchema, ...errors } },
    }, async (req) => ({ payouts: await payouts.list((await requireCapability(req, 'manage_account')).id) }));

    app.post('/api/selling/payouts/requests', {
      config: own,
      schema: {
        tags,
        summary: 'Asks for a payout of the available balance in one currency (all of it when no amount is given). The same idempotency key answers the same payout (200).',
        body: requestPayoutSchema, response: { 200: payoutSchema, 201: payoutSchema, ...errors },
      },
    }, async (req, reply) => {
      const { payout, created } = await payouts.request((await requireCapability(req, 'manage_account')).id, req.body);
      return reply.code(created ? 201 : 200).send(payout);
    });

    app.get('/api/selling/payouts/requests/:id', {
      config: own,
      schema: { tags, summary: 'One of the seller’s payouts (anyone else’s: 404).', params: idParams, response: { 200: payoutSchema, ...errors } },
    }, async (req) => payouts.get((await requireCapability(req, 'manage_account')).id, req.params.id));

    app.get('/api/admin/payouts', {
      config: admin,
      schema: { tags: ['admin'], summary: 'Sellers’ payouts, newest first, in one state or all.', querystring: adminPayoutsQuerySchema, response: { 200: adminPayoutListSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'administer');
      return { payouts: await payouts.adminList(req.query.state) };
    });

    app.get('/api/admin/payouts/:id/bank-details', {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'The payout’s holder and whole IBAN (as copied when it was asked for), to make the bank transfer. Each look is written to the audit log.',
        params: idParams, response: { 200: payoutBankDetailsSchema, ...errors },
      },
    }, async (req, reply) => {
      const details = await payouts.bankDetails((await requireCapability(req, 'administer')).id, req.params.id);
      // Said here, not left to the hook: whole bank details must never sit in a cache.
      reply.header('cache-control', 'no-store');
      return details;
    });

    app.post('/api/admin/payouts/:id/sent', {
      config: admin,
      schema: { tags: ['admin'], summary: 'The bank transfer was initiated: the seller is told it is on its way.', params: idParams, response: { 200: adminPayoutSchema, ...errors } },
    }, async (req) => payouts.markSent((await requireCapability(req, 'administer')).id, req.params.id));

    app.post('/api/admin/payouts/:id/paid', {
      config: admin,
      schema: { tags: ['admin'], summary: 'The bank confirmed the transfer: in-transit is cleared to the bank’s side.', params: idParams, response: { 200: adminPayoutSchema, ...errors } },
    }, async (req) => payouts.markPaid((await requireCapability(req, 'administer')).id, req.params.id));

    app.post('/api/admin/payouts/:id/failed', {
      config: admin,
      schema: {
        tags: ['admin'], summary: 'The transfer failed (or will not be made): the money returns to the seller’s payable, with the reason.',
        params: idParams, body: failPayoutSchema, response: { 200: adminPayoutSchema, ...errors },
      },
    }, async (req) => payouts.markFailed((await requireCapability(req, 'administer')).id, req.params.id, req.body.reason));
  };
}
