import type { Tx } from '../db/client.js';
import type { AccountsService } from '../modules/accounts/index.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { NotificationsService } from '../modules/notifications/index.js';
import { ESCROW_STATES, REFUNDED_STATES, STATE_WORDS, type OrderRow, type OrderSteps } from '../modules/orders/index.js';
import type { CaptureOutcome, PaymentIssueInput, PaymentOutcomes, PaymentRow } from '../modules/payments/index.js';
import { formatAmount } from '../../shared/orders/display.js';
import { shipBy } from '../../shared/orders/timers.js';
import type { RefundOrder } from './refund-order.js';

export interface CapturePaymentDeps {
  orders: OrderSteps;
  ledger: Pick<LedgerService, 'processorRefund' | 'recovery' | 'refundPaid'>;
  refundOrder: Pick<RefundOrder, 'takeBack'>;
  notifications: Pick<NotificationsService, 'raise'>;
  accounts: Pick<AccountsService, 'adminIds'>;
}

type Followed = Awaited<ReturnType<PaymentOutcomes['processorRefunded']>>;

/**
 * capture-payment (issue 13; a workflow since #35): what a payment's news does to its order.
 * The payments module verifies the processor's signed webhook (or the admin's bank-transfer
 * receipt, or the reconciliation's finding), moves the payment by its machine and, in that same
 * transaction, asks this workflow:
 *
 * - `captured`: the order is paid → the seller asked to ship within 3 business days (a ship-by
 *   timer) → both sides told; payments then posts the money into the order's escrow (ledger).
 *   An order that can no longer be paid (cancelled a moment before) refuses it: payments owes
 *   the money back to the buyer and refunds it through the processor (issue 34).
 * - `failed`: the buyer hears that the card was declined; the order waits for another payment.
 * - `processorRefunded`: a refund the processor made on its own — the order and the ledger follow it.
 * - `payable`: whether the order still waits for its money (the reconciliation's question).
 * - `issue`: a problem in the admins' queue at /admin/payments: every admin is told.
 */
export function createCapturePayment(deps: CapturePaymentDeps): PaymentOutcomes {
  const { orders, ledger, notifications } = deps;

  /** A notification about the order to the payer, keyed by the payment (one per payment and kind). */
  const tellPayer = (tx: Tx, type: 'refund_issued' | 'payment_failed', order: OrderRow, payment: PaymentRow, kind: string) =>
    notifications.raise(type, [{
      userId: payment.payerId,
      params: { orderId: order.id, productName: order.title, productImage: order.image, category: order.category, amount: payment.amount, currency: payment.currency },
      metadata: { orderId: order.id, productImage: order.image, productName: order.title },
    }], `payment:${payment.id}:${kind}`, tx);

  async function captured(tx: Tx, payment: PaymentRow): Promise<CaptureOutcome> {
    const order = await orders.lockedOrNone(tx, payment.orderId);
    if (!order) return { applied: true }; // a payment not made through an order (the payments module's own tests)
    const refused = order.status !== 'pending_payment'
      ? `the order is ${STATE_WORDS[order.status]}`
      : payment.amount !== order.total || payment.currency.trim() !== order.currency.trim() ? 'the payment does not match the order total' : null;
    if (refused) {
      // The money is the buyer's: payments owes it back and refunds it; the buyer hears it now.
      await tellPayer(tx, 'refund_issued', order, payment, 'unapplied');
      return { applied: false, reason: refused };
    }
    const paidAt = orders.now();
    const paid = await orders.move(tx, order, 'pay', { paidAt }, { id: payment.payerId, note: payment.provider === 'bank_transfer' ? 'Bank transfer received' : 'Card payment captured' });
    const due = shipBy(paidAt);
    const awaiting = await orders.move(tx, paid, 'request_shipment', { dueAt: due }, { id: null });
    await orders.shipByAt(tx, order.id, due);
    await orders.notify(tx, 'escrow_funded', order.buyerId, awaiting, { amount: order.total, currency: order.currency });
    await orders.notify(tx, 'order_received', order.sellerId, awaiting, { amount: order.price, currency: order.currency });
    return { applied: true };
  }

  async function failed(tx: Tx, payment: PaymentRow): Promise<void> {
    const order = await orders.read(tx, payment.orderId);
    if (!order || order.status !== 'pending_payment') return;
    await tellPayer(tx, 'payment_failed', order, { ...payment, currency: order.currency }, 'failed');
  }

  /**
   * The processor refunded `amount` of the order's payment on its own (issue 34, item 2). While
   * the money is in escrow it leaves the escrow and the release stops: refunded in full, or held
   * for an admin when in part. Owed to the buyer already (Patina's refund not yet asked): that
   * refund is paid. After release it cannot be undone by a machine: the seller owes it back and
   * an admin decides.
   */
  async function processorRefunded(tx: Tx, payment: PaymentRow, amount: number, key: string): Promise<Followed> {
    const order = await orders.lockedOrNone(tx, payment.orderId);
    if (!order) return { summary: 'It has no order.', repaired: false };
    const money = (n: number) => formatAmount(n, order.currency);
    const evidence = { orderId: order.id, orderStatus: order.status, total: order.total, held: orders.heldOf(order) };
    const provider = payment.provider;
    if (ESCROW_STATES.includes(order.status)) {
      const held = orders.heldOf(order);
      const part = Math.min(amount, held);
      await ledger.processorRefund(tx, `order:${order.id}:processor_refund:${key}`, { id: order.id, currency: order.currency, provider }, part);
      await orders.stopTimers(tx, order.id);
      if (part >= held) {
        const done = await orders.move(tx, order, 'processor_refund', { closedAt: orders.now(), dueAt: null, refundedAmount: order.total, processorRefunded: order.processorRefunded + part }, {
          id: null, note: 'Refunded by the payment processor',
        });
        await deps.refundOrder.takeBack(tx, done);
        await orders.notify(tx, 'refund_issued', order.buyerId, done, { amount: part, currency: order.currency }, key);
        await orders.notify(tx, 'order_cancelled', order.sellerId, done, {});
        return { summary: `Order ${order.id} was ${STATE_WORDS[order.status]}: refunded in full, its escrow emptied and its release stopped.`, repaired: true, evidence };
      }
      const reason = `The payment processor refunded ${money(part)} of ${money(order.total)} to the buyer; the rest waits for our decision.`;
      const changed = { processorRefunded: order.processorRefunded + part, dueAt: null };
      const done = order.status === 'disputed'
        ? await orders.update(tx, order.id, changed)
        : await orders.move(tx, order, 'hold_for_review', { ...changed, disputeReason: reason }, { id: null, note: reason });
      await orders.notify(tx, 'refund_issued', order.buyerId, done, { amount: part, currency: order.currency }, key);
      if (order.status !== 'disputed') await orders.notify(tx, 'escrow_disputed', order.sellerId, done, {});
      return {
        summary: `Order ${order.id} was ${STATE_WORDS[order.status]}: ${money(part)} left its escrow and its release is stopped until an admin decides the rest at /admin/disputes.`,
        repaired: false, evidence,
      };
    }
    // Refunded by Patina's decision, its refund not yet asked of the processor: the processor's pays it.
    const owed = REFUNDED_STATES.includes(order.status) ? Math.max(0, (order.refundedAmount ?? 0) - order.processorRefunded - payment.refundRequested) : 0;
    const paid = Math.min(amount, owed);
    if (paid > 0) {
      await ledger.refundPaid(tx, `order:${order.id}:refund_paid:${key}`, { orderId: order.id, buyerId: order.buyerId, currency: order.currency, amount: paid, provider }, 'refund');
    }
    const beyond = amount - paid;
    if (beyond === 0) return { summary: `Order ${order.id} was ${STATE_WORDS[order.status]}: the refund owed to the buyer was paid by it.`, repaired: true, evidence };
    if (order.status === 'cancelled' || order.status === 'pending_payment') {
      // A capture the order refused is owed back already: the processor's refund pays it.
      await ledger.refundPaid(tx, `payment:${payment.id}:refund_paid:${key}`, { orderId: order.id, buyerId: payment.payerId, currency: payment.currency, amount: beyond, provider }, 'refund');
      return { summary: `Order ${order.id} was ${STATE_WORDS[order.status]}: the captured money owed back to the buyer was paid by it.`, repaired: true, evidence };
    }
    await ledger.recovery(tx, `order:${order.id}:recovery:${key}`, { id: order.id, sellerId: order.sellerId, currency: order.currency, provider }, beyond);
    return {
      summary: `Order ${order.id} was ${STATE_WORDS[order.status]} and its money released to the seller, who now owes ${money(beyond)} back: recover it or write it off.`,
      repaired: false, evidence: { ...evidence, owedBySeller: beyond },
    };
  }

  async function payable(orderId: string, tx: Tx): Promise<boolean> {
    return (await orders.lockedOrNone(tx, orderId))?.status === 'pending_payment';
  }

  /**
   * A payment that needs a person, or a refund the processor made on its own: every admin hears
   * of it (the queue is /admin/payments); what the checks repaired alone is only recorded.
   */
  async function issue(tx: Tx, found: PaymentIssueInput): Promise<void> {
    if (found.repaired && found.kind !== 'processor_refund') return;
    const admins = await deps.accounts.adminIds(tx);
    if (admins.length === 0) return;
    await notifications.raise('payment_needs_review', admins.map((userId) => ({ userId, params: { summary: found.summary, orderId: found.orderId } })), `payment_issue:${found.key}`, tx);
  }

  return { captured, failed, processorRefunded, payable, issue };
}
