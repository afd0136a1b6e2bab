import type { DbOrTx, Tx } from '../../db/client.js';
import { NotFoundError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/index.js';
import { movedOrConflict, nextStateOrConflict } from '../../platform/lifecycle.js';
import { orderMachine, type OrderEvent, type OrderState } from '../../../shared/orders/orders.machine.js';
import { partialReleaseFee } from '../../../shared/orders/checkout.js';
import type { EscrowOrder } from '../../../shared/ledger/escrow-flows.js';
import { productTopic } from '../../../shared/events/contracts.js';
import type { NotificationParams, NotificationType } from '../../../shared/notifications/catalogue.js';
import type { NotificationsService } from '../notifications/index.js';
import { ORDER_JOBS, type OrderTimers } from './orders.jobs.js';
import type { OrderRow, OrdersRepo } from './orders.repo.js';

/** An order's state in a sentence ("This order is being inspected"). */
export const STATE_WORDS: Record<OrderState, string> = {
  pending_payment: 'waiting for payment', paid: 'paid', awaiting_shipment: 'waiting to be shipped', shipped: 'shipped', delivered: 'delivered',
  inspection: 'being inspected', disputed: 'in dispute', completed: 'completed', cancelled: 'cancelled', refunded: 'refunded',
  resolved_refund: 'refunded after a dispute', resolved_partial: 'partly refunded after a dispute', resolved_release: 'released after a dispute',
};

/** The states in which the buyer's money sits in the order's escrow. */
export const ESCROW_STATES: readonly OrderState[] = ['paid', 'awaiting_shipment', 'shipped', 'delivered', 'inspection', 'disputed'];
/** Ended with a refund Patina decided (all of it, or part with the rest released). */
export const REFUNDED_STATES: readonly OrderState[] = ['refunded', 'resolved_refund', 'resolved_partial'];

export interface OrderActor {
  id: string | null;
  note?: string | null;
  /** The 409's code when the machine refuses the event (`order_<state>` by default). */
  code?: string;
}

/**
 * The steps the orders module lends to the workflows that span modules (src/server/workflows:
 * settle-order, refund-order): each works in the caller's transaction on an order the caller
 * has locked. The order moves only through its machine; its money through ORDER_ESCROW_EFFECTS.
 */
export function createOrderSteps(deps: {
  repo: Pick<OrdersRepo, 'move' | 'lockById' | 'byId' | 'update'>;
  notifications: Pick<NotificationsService, 'raise'>;
  events: Pick<EventBus, 'publish'>;
  timers: () => OrderTimers;
  now: () => Date;
}) {
  const { repo, notifications, events, now } = deps;

  /** What the order's escrow holds: the total, less what the processor refunded on its own (issue 34). */
  const heldOf = (o: OrderRow) => o.total - o.processorRefunded;
  /** Patina's fee on what is released: all of it, or its share of what is left after refunds (`refunded`: this decision's). */
  const feeOf = (o: OrderRow, refunded = 0) => {
    const fee = o.sellerFee + o.buyerProtectionFee;
    const gone = o.processorRefunded + refunded;
    return gone === 0 ? fee : partialReleaseFee(fee, o.total, gone);
  };

  return {
    now,
    heldOf,
    feeOf,
    /** The order as the ledger's escrow flows see it: what is held, and the fee on what is released. */
    escrowOf: (o: OrderRow, fee = feeOf(o), provider = 'simulated'): EscrowOrder => ({
      id: o.id, buyerId: o.buyerId, sellerId: o.sellerId, currency: o.currency, total: heldOf(o), fee, provider,
    }),

    /** The order, locked for the caller's transaction; null when there is none (a payment made without one). */
    lockedOrNone: (tx: Tx, id: string): Promise<OrderRow | null> => repo.lockById(id, tx),

    /** The order as it is, unlocked. */
    read: (tx: DbOrTx, id: string): Promise<OrderRow | null> => repo.byId(id, tx),

    /** Changes what is not the order's state (its state moves only through `move`). */
    update: (tx: Tx, id: string, change: Parameters<OrdersRepo['update']>[1]): Promise<OrderRow> => repo.update(id, change, tx),

    async locked(tx: Tx, id: string): Promise<OrderRow> {
      const order = await repo.lockById(id, tx);
      if (!order) throw new NotFoundError('There is no such order.', 'order_not_found');
      return order;
    },

    /** Moves the order by the machine's table (a 409 naming the state when the event is not allowed). */
    async move(tx: Tx, order: OrderRow, event: OrderEvent, change: Parameters<OrdersRepo['move']>[3], actor: OrderActor): Promise<OrderRow> {
      const to = nextStateOrConflict(orderMachine, order.status, event, {
        message: `This order is ${STATE_WORDS[order.status]}; that cannot be done now.`, code: actor.code ?? `order_${order.status}`,
      });
      return movedOrConflict(await repo.move(order.id, order.status, to, change, { event, actorId: actor.id, note: actor.note ?? null, at: now() }, tx), 'order');
    },

    /** One notification about the order to one of its sides, once per order and type (and `occasion`, where one type may come twice). */
    notify<T extends NotificationType>(
      tx: DbOrTx, type: T, userId: string, order: OrderRow, extra: Omit<NotificationParams<T>, 'orderId' | 'productName' | 'productImage' | 'category'>, occasion?: string,
    ) {
      const params = { orderId: order.id, productName: order.title, productImage: order.image, category: order.category, ...extra } as unknown as NotificationParams<T>;
      const key = `order:${order.id}:${type}${occasion ? `:${occasion}` : ''}`;
      return notifications.raise(type, [{ userId, params, metadata: { orderId: order.id, productImage: order.image, productName: order.title } }], key, tx);
    },

    /** The piece's pages and the listing's watchers hear that it changed. */
    async listingChanged(tx: DbOrTx, order: OrderRow): Promise<void> {
      if (order.productId === null) return;
      await events.publish(tx, {
        type: 'listing.changed', topics: [productTopic(order.productId), `listing:${order.listingId}`], payload: { listing_id: order.listingId, product_id: order.productId },
      });
    },

    /** The order's deadlines that would move its money (ship-by, inspection) are called off. */
    async stopTimers(tx: Tx, id: string): Promise<void> {
      await deps.timers().cancel(`${ORDER_JOBS.shipBy}:${id}`, tx);
      await deps.timers().cancel(`${ORDER_JOBS.inspection}:${id}`, tx);
    },

    /** The seller is asked to ship by `due`: the ship-by timer, in the caller's transaction. */
    shipByAt: (tx: Tx, id: string, due: Date) => deps.timers().shipByAt(id, due, tx).then(() => undefined),

    /** The card is refunded `amount` by a job (outside the transaction: the processor), once per order. */
    refundCardLater: (tx: Tx, id: string, amount: number) => deps.timers().refundCard(id, amount, tx).then(() => undefined),
  };
}

export type OrderSteps = ReturnType<typeof createOrderSteps>;
