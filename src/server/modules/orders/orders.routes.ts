import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  checkoutQuoteQuerySchema, checkoutQuoteSchema, createOrderSchema, disputeSchema, orderDetailSchema, orderListSchema, payOrderSchema,
  resolveDisputeSchema, shipOrderSchema,
} from '../../../shared/orders/contracts.js';
import { adminDisputeListSchema, adminPaymentListSchema, adminPaymentsQuerySchema, ledgerViewSchema } from '../../../shared/orders/admin.js';
import { AppError, NotFoundError } from '../../platform/errors.js';
import { requireCapability } from '../accounts/index.js';
import { can } from '../../../shared/accounts/capabilities.js';
import type { LedgerService } from '../ledger/index.js';
import type { ListingsService } from '../listings/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { OrdersService } from './orders.service.js';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const orderIdParams = z.object({ orderId: z.string().trim().min(1).max(100) });
const listQuery = z.object({ role: z.enum(['buyer', 'seller']).default('buyer'), cursor: z.string().max(200).optional() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const buy = { capability: 'buy' as const };
/** Reading one's orders and closing what is in flight: every account, a suspended one too. */
const own = { capability: 'manage_account' as const };
const admin = { capability: 'administer' as const };
const tags = ['orders'];

/** Buying (issue 13): the routes of shared/orders/contracts.ts (orders, checkout quote) and the admin's side. */
export function ordersRoutes(deps: {
  orders: OrdersService; payments: Pick<PaymentsService, 'list' | 'confirmBankTransfer'>; ledger: Pick<LedgerService, 'overview'>;
  listings: Pick<ListingsService, 'requireVisible'>;
}): FastifyPluginAsyncZod {
  const { orders, listings } = deps;
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.get('/api/checkout/quote', {
      config: buy,
      schema: { tags, summary: "A listing's price, shipping, buyer protection fee and total, in its currency and the buyer's.", querystring: checkoutQuoteQuerySchema, response: { 200: checkoutQuoteSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'buy');
      // The quote reads a listing in any status: another member's draft is a 404, as if it did not exist.
      await listings.requireVisible(viewer, req.query.listingId);
      return orders.quote(req.query.listingId, req.query.currency ?? viewer.preferredCurrency);
    });

    app.post('/api/orders', {
      config: buy,
      schema: { tags, summary: 'Buy now: reserves the piece for the buyer and opens the order (pending payment).', body: createOrderSchema, response: { 201: orderDetailSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'buy');
      try {
        return reply.code(201).send(await orders.buyNow({
          buyerId: viewer.id, listingId: req.body.listingId, idempotencyKey: req.body.idempotencyKey,
          ...(req.body.addressId === undefined ? {} : { addressId: req.body.addressId }),
        }));
      } catch (error) {
        // A piece not for sale (a draft, one in review, withdrawn…) would otherwise answer that
        // it exists: unless the buyer may see it, the 404 of a missing listing. Asked only when
        // refused, so the hot path of a race of buyers reads nothing more.
        if (error instanceof AppError && error.code === 'listing_unavailable') await listings.requireVisible(viewer, req.body.listingId);
        throw error;
      }
    });

    app.get('/api/orders', {
      config: own,
      schema: { tags, summary: "The member's orders as buyer or seller, newest first.", querystring: listQuery, response: { 200: orderListSchema, ...errors } },
    }, async (req) => orders.list((await requireCapability(req, 'manage_account')).id, req.query.role, req.query.cursor));

    app.get('/api/orders/:id', {
      config: own,
      schema: { tags, summary: 'An order, for its buyer or seller, or an admin (role admin, no actions); anyone else: 404.', params: idParams, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'manage_account');
      return orders.get(viewer.id, req.params.id, { asAdmin: can(viewer, 'administer') });
    });

    app.post('/api/orders/:id/pay', {
      config: buy,
      schema: { tags, summary: 'Pays the order by saved card or bank transfer (a transfer waits for an admin to confirm receipt).', params: idParams, body: payOrderSchema, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => orders.pay((await requireCapability(req, 'buy')).id, req.params.id, req.body));

    app.post('/api/orders/:id/cancel', {
      config: own,
      schema: { tags, summary: 'The buyer cancels before paying: the piece is live again.', params: idParams, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => orders.cancel((await requireCapability(req, 'manage_account')).id, req.params.id));

    app.post('/api/orders/:id/ship', {
      config: own,
      schema: { tags, summary: 'The seller ships, with the carrier and tracking number.', params: idParams, body: shipOrderSchema, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => orders.ship((await requireCapability(req, 'manage_account')).id, req.params.id, req.body));

    app.post('/api/orders/:id/deliver', {
      config: own,
      schema: { tags, summary: 'The carrier delivered (reported by the seller or an admin): the inspection window opens.', params: idParams, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'manage_account');
      return orders.deliver(viewer.id, req.params.id, viewer.userType === 'admin');
    });

    app.post('/api/orders/:id/confirm', {
      config: own,
      schema: { tags, summary: 'The buyer confirms the piece is as described: escrow is released to the seller.', params: idParams, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => orders.confirm((await requireCapability(req, 'manage_account')).id, req.params.id));

    app.post('/api/orders/:id/conversation', {
      config: own,
      schema: {
        tags, summary: "Message the other side: opens (the first time) the buyer–seller conversation about the order; the order names it in conversationId.",
        params: idParams, response: { 200: orderDetailSchema, ...errors },
      },
    }, async (req) => orders.conversation((await requireCapability(req, 'manage_account')).id, req.params.id));

    app.post('/api/orders/:id/dispute', {
      config: own,
      schema: { tags, summary: 'The buyer disputes during the inspection window; an admin decides.', params: idParams, body: disputeSchema, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => orders.dispute((await requireCapability(req, 'manage_account')).id, req.params.id, req.body.reason));

    app.get('/api/admin/payments', {
      config: admin,
      schema: { tags: ['admin'], summary: 'Payments, newest first, with their orders.', querystring: adminPaymentsQuerySchema, response: { 200: adminPaymentListSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'administer');
      const list = await deps.payments.list({ ...(req.query.status ? { status: req.query.status } : {}), limit: 200 });
      const byId = await orders.byIds([...new Set(list.map((p) => p.orderId))]);
      return {
        payments: list.map((p) => {
          const o = byId.get(p.orderId);
          return { ...p, order: o ? { id: o.id, title: o.title, status: o.status, buyerId: o.buyerId, sellerId: o.sellerId } : null };
        }),
      };
    });

    app.post('/api/admin/payments/:id/confirm-transfer', {
      config: admin,
      schema: { tags: ['admin'], summary: 'A bank transfer arrived: the payment is captured, held in escrow, and the order paid.', params: idParams, response: { 200: adminPaymentListSchema.shape.payments.element, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'administer');
      const payment = await deps.payments.confirmBankTransfer(req.params.id);
      const o = (await orders.byIds([payment.orderId])).get(payment.orderId);
      const [row] = (await deps.payments.list({ limit: 1, id: payment.id })) ;
      if (!row) throw new NotFoundError(`No payment '${req.params.id}'.`, 'unknown_payment');
      return { ...row, order: o ? { id: o.id, title: o.title, status: o.status, buyerId: o.buyerId, sellerId: o.sellerId } : null };
    });

    app.get('/api/admin/disputes', {
      config: admin,
      schema: { tags: ['admin'], summary: 'Open disputes, oldest first.', response: { 200: adminDisputeListSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'administer');
      return { disputes: await orders.disputes() };
    });

    app.post('/api/admin/disputes/:orderId/resolve', {
      config: admin,
      schema: { tags: ['admin'], summary: 'Decides a dispute: refund (the piece returns), partial refund, or release to the seller.', params: orderIdParams, body: resolveDisputeSchema, response: { 200: orderDetailSchema, ...errors } },
    }, async (req) => orders.resolve((await requireCapability(req, 'administer')).id, req.params.orderId, req.body));

    app.get('/api/admin/ledger', {
      config: admin,
      schema: { tags: ['admin'], summary: 'Ledger accounts with balances, the newest transfers, and the zero-sum check.', response: { 200: ledgerViewSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'administer');
      return deps.ledger.overview({ accounts: 500, transfers: 100 });
    });
  };
}
