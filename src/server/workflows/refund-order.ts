import type { Tx } from '../db/client.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { ListingsService } from '../modules/listings/index.js';
import type { OrderActor, OrderRow, OrderSteps } from '../modules/orders/index.js';
import { createHandOver, type SettleOrderDeps } from './settle-order.js';

export interface RefundOrderDeps extends SettleOrderDeps {
  ledger: Pick<LedgerService, 'release' | 'refund'>;
  listings: Pick<ListingsService, 'transition'>;
  orders: OrderSteps;
}

/**
 * refund-order (issue 13; a workflow since #35): the buyer's money goes back from escrow, in
 * the caller's transaction on the order it locked. In full (the seller did not ship in time,
 * or an admin refunded a dispute): escrow → the buyer's refunds (ledger), the order refunded
 * (orders), the piece back with the seller and off the marketplace (listings), the card
 * refunded by a job once committed (orders' timer → payments), the buyer told. In part (an
 * admin's decision on a dispute): the part to the buyer, the rest released to the seller net
 * of a proportional fee, the piece handed over.
 */
export function createRefundOrder(deps: RefundOrderDeps) {
  const { orders, ledger, listings } = deps;
  const handOver = createHandOver(deps);

  /** The piece stays with (or goes back to) the seller: the listing leaves the marketplace until they relist it. */
  async function takeBack(tx: Tx, order: OrderRow): Promise<void> {
    await listings.transition(order.listingId, 'release', tx);
    await listings.transition(order.listingId, 'withdraw', tx);
    await orders.listingChanged(tx, order);
  }

  return {
    takeBack,

    async inFull(tx: Tx, order: OrderRow, event: 'shipping_missed' | 'resolve_refund', actor: OrderActor): Promise<OrderRow> {
      const held = orders.heldOf(order);
      await ledger.refund(tx, orders.escrowOf(order));
      const done = await orders.move(tx, order, event, { closedAt: orders.now(), dueAt: null, refundedAmount: order.total }, actor);
      await takeBack(tx, done);
      await orders.refundCardLater(tx, order.id, held);
      await orders.notify(tx, 'refund_issued', order.buyerId, done, { amount: held, currency: order.currency });
      return done;
    },

    /** `refunded` (less than what escrow holds) to the buyer; the rest released. */
    async inPart(tx: Tx, order: OrderRow, refunded: number, actor: OrderActor): Promise<OrderRow> {
      await ledger.refund(tx, orders.escrowOf(order, orders.feeOf(order, refunded)), refunded);
      const done = await orders.move(tx, order, 'resolve_partial', { closedAt: orders.now(), dueAt: null, refundedAmount: order.processorRefunded + refunded }, actor);
      await handOver(tx, done, orders.now(), false);
      await orders.refundCardLater(tx, order.id, refunded);
      await orders.notify(tx, 'refund_issued', order.buyerId, done, { amount: refunded, currency: order.currency });
      return done;
    },
  };
}

export type RefundOrder = ReturnType<typeof createRefundOrder>;
