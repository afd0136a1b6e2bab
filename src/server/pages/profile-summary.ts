import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api-error.js';
import { profileSummarySchema, sellerPayoutsSchema, type ProfileSummary, type SellerPayouts } from '../../shared/orders/contracts.js';
import { requireViewer } from '../modules/accounts/index.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { OffersService } from '../modules/offers/index.js';
import type { OrdersService } from '../modules/orders/index.js';
import type { WishlistService } from '../modules/wishlist/index.js';

/** The most payout movements one answer lists (newest first). */
export const PAYOUT_MOVEMENTS_SHOWN = 100;

interface Deps {
  orders: Pick<OrdersService, 'countsFor' | 'byIds'>;
  offers: Pick<OffersService, 'openCount'>;
  wishlist: Pick<WishlistService, 'ids'>;
  ledger: Pick<LedgerService, 'sellerPayable'>;
}

/**
 * The member's own figures (issue 13), gathered from orders, offers, the wishlist and the
 * ledger: the counts of /profile and the account menu, and the seller's payouts.
 */
export function createProfilePages(deps: Deps) {
  return {
    async summary(userId: string): Promise<ProfileSummary> {
      const [counts, offers, saved] = await Promise.all([deps.orders.countsFor(userId), deps.offers.openCount(userId), deps.wishlist.ids(userId)]);
      return { purchases: counts.purchases, sales: counts.sales, offers, wishlist: saved.length, actionNeeded: counts.actionNeeded };
    },

    /** What the seller is owed (the seller_payable balances) and the released orders that paid into it. */
    async payouts(sellerId: string): Promise<SellerPayouts> {
      const { balances, movements } = await deps.ledger.sellerPayable(sellerId, PAYOUT_MOVEMENTS_SHOWN);
      const orders = await deps.orders.byIds([...new Set(movements.flatMap((m) => (m.orderId ? [m.orderId] : [])))]);
      return {
        balances,
        movements: movements.flatMap((m) => (m.orderId
          ? [{ orderId: m.orderId, title: orders.get(m.orderId)?.title ?? `Order ${m.orderId}`, currency: m.currency, gross: m.net + m.fee, fee: m.fee, net: m.net, at: m.at.toISOString() }]
          : [])),
      };
    },
  };
}

export function profileRoutes(pages: ReturnType<typeof createProfilePages>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/profile/summary', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['account'],
        summary: 'The member’s purchases, sales, open offers, saved pieces and orders waiting for them (/profile and the account menu).',
        response: { 200: profileSummarySchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', 'private, no-store');
      return pages.summary(viewer.id);
    });

    app.get('/api/selling/payouts', {
      config: { capability: 'manage_account' },
      schema: {
        tags: ['selling'],
        summary: 'What the seller is owed per currency (the ledger’s seller payable) and the released orders that paid into it.',
        response: { 200: sellerPayoutsSchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', 'private, no-store');
      return pages.payouts(viewer.id);
    });
  };
}
