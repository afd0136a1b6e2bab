import { randomUUID } from 'node:crypto';
import { transition } from '../../../shared/lifecycle/machine.js';
import { paymentMachine, type PaymentEvent, type PaymentProviderName } from '../../../shared/payments/payments.machine.js';
import { ConflictError, InvalidError, NotFoundError } from '../../platform/errors.js';
import { nextStateOrConflict } from '../../platform/lifecycle.js';
import type { Tx } from '../../db/client.js';
import { formatAmount } from '../../../shared/orders/display.js';
import type { LedgerService } from '../ledger/index.js';
import type { PaymentIssueRow, PaymentRow, PaymentsRepo } from './payments.repo.js';
import type { PaymentIssueKind } from './payments.tables.js';
import type { PaymentProvider, WebhookEvent } from './provider.js';

export interface PaymentDto {
  id: string;
  orderId: string;
  provider: PaymentProviderName;
  status: PaymentRow['status'];
  amount: number;
  currency: string;
  /** What the processor has refunded of it, in minor units (0 until a refund; `amount` when whole). */
  refundedAmount: number;
  /** Why it failed, in the payer's words ('Your card was declined.'). */
  failure: { code: string; message: string } | null;
  /** A bank transfer's reference for the payer to quote; the card's last 4 digits otherwise. */
  reference: string | null;
}

export const toPaymentDto = (p: PaymentRow): PaymentDto => ({
  id: p.id,
  orderId: p.orderId,
  provider: p.provider,
  status: p.status,
  amount: p.amount,
  currency: p.currency,
  refundedAmount: p.refundedAmount,
  failure: p.failureCode ? { code: p.failureCode, message: p.failureMessage ?? '' } : null,
  reference: p.provider === 'bank_transfer' ? p.providerRef : p.cardLast4,
});

export interface PayInput {
  orderId: string;
  /** From the session, never the request body. */
  payerId: string;
  /** What the order costs, in minor units of `currency` (the order decides it, not the payer). */
  amount: number;
  currency: string;
  idempotencyKey: string;
  /**
   * Run under the order's lock in the transaction that starts the payment: throws when the
   * order can no longer be paid (cancelled a moment ago), so nothing is charged for it.
   */
  payable?: (tx: Tx) => Promise<void>;
}

/** What the order made of a capture: moved into escrow, or refused (it cannot take money now). */
export type CaptureOutcome = { applied: true } | { applied: false; reason: string };

/** A problem for the admins' queue, with what was seen. */
export interface PaymentIssueInput {
  key: string;
  kind: PaymentIssueKind;
  paymentId: string | null;
  orderId: string | null;
  summary: string;
  evidence: Record<string, unknown>;
  /** Repaired by the check itself: recorded as resolved, for the record. */
  repaired: boolean;
}

export interface PaymentIssueDto {
  id: number;
  kind: PaymentIssueKind;
  paymentId: string | null;
  orderId: string | null;
  status: 'open' | 'resolved';
  summary: string;
  evidence: Record<string, unknown>;
  repaired: boolean;
  createdAt: string;
  resolvedAt: string | null;
  resolution: string | null;
}

export const toIssueDto = (r: PaymentIssueRow): PaymentIssueDto => ({
  id: r.id, kind: r.kind, paymentId: r.paymentId, orderId: r.orderId, status: r.status, summary: r.summary, evidence: r.evidence, repaired: r.repaired,
  createdAt: r.createdAt.toISOString(), resolvedAt: r.resolvedAt?.toISOString() ?? null, resolution: r.resolution,
});

/** The key of the refund Patina asks for an order's payment (its processor's idempotency key too). */
export const refundKeyOf = (paymentId: string) => `${paymentId}:refund`;

const WEBHOOK_EVENTS: Record<WebhookEvent['type'], PaymentEvent> = {
  'charge.captured': 'capture',
  'charge.capture_failed': 'capture_fail',
  'charge.refunded': 'refund',
};

/**
 * Payments (issue 13): a payment is created for an order, authorised by its provider and
 * captured; the capture (a webhook for cards, an admin's confirmation for a bank transfer)
 * moves it to `captured` and posts the ledger's hold in the same transaction, exactly once.
 */
export function createPaymentsService(deps: {
  repo: PaymentsRepo;
  ledger: Pick<LedgerService, 'holdPayment' | 'holdUnapplied' | 'refundPaid' | 'processorFlows'>;
  card: PaymentProvider;
  bankTransfer: PaymentProvider;
  /**
   * Called in the capture's transaction: the order moves with the money, or refuses it (an
   * order cancelled while the payment was on its way). A refused capture is the buyer's money,
   * owed back and refunded through the processor (issue 34), never a 409 the processor retries
   * forever while it holds the charge.
   */
  onCaptured?: (tx: Tx, payment: PaymentRow) => Promise<CaptureOutcome | void>;
  /** Called in the transaction that records a declined card or a failed capture (the payer is told). */
  onFailed?: (tx: Tx, payment: PaymentRow) => Promise<void>;
  /**
   * A refund nobody at Patina asked for (the processor's own: a dashboard refund, a chargeback)
   * of `amount`, in the webhook's transaction: the order and the ledger follow it. Answers what
   * was done, for the admins' queue.
   */
  onProcessorRefund?: (tx: Tx, payment: PaymentRow, amount: number, key: string) => Promise<{ summary: string; repaired: boolean; evidence?: Record<string, unknown> }>;
  /** A new problem in the admins' queue (they are told). */
  onIssue?: (tx: Tx, issue: PaymentIssueInput) => Promise<void>;
  /** Enqueues, in the caller's transaction, the refund of a capture the order refused. */
  refundLater?: (tx: Tx, paymentId: string) => Promise<void>;
  now?: () => Date;
  /** Test switches that turn a fix off, to show the reconciliation catching what it prevented. */
  faults?: { ignoreProcessorRefunds?: boolean };
}) {
  const { repo, ledger, card, bankTransfer } = deps;
  const now = deps.now ?? (() => new Date());

  async function recordIssue(tx: Tx, issue: PaymentIssueInput): Promise<boolean> {
    const fresh = await repo.recordIssue({ ...issue, at: now() }, tx);
    if (fresh) await deps.onIssue?.(tx, issue);
    return fresh;
  }

  function checkInput(input: PayInput): void {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new InvalidError(`An amount to pay is a whole number of minor units above 0 (got ${input.amount}).`, 'invalid_amount');
    if (!/^[A-Z]{3}$/.test(input.currency)) throw new InvalidError(`'${input.currency}' is not a currency code.`, 'invalid_currency');
    if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 200) throw new InvalidError('An idempotency key is 1 to 200 characters.', 'invalid_idempotency_key');
  }

  /**
   * The payment row for this attempt: the one this key made before (the same request
   * retried), or a new one; paying an order that is paid or being paid is a 409.
   */
  async function begin(input: PayInput, provider: PaymentProviderName): Promise<{ row: PaymentRow; fresh: boolean }> {
    checkInput(input);
    return repo.transaction(async (tx) => {
      await repo.lockOrder(input.orderId, tx);
      // Under the order's lock: a cancel that committed a moment ago is seen here (issue 34, item 1),
      // and a cancel after this commit finds the payment under way and is refused.
      await input.payable?.(tx);
      const earlier = await repo.byKey(input.payerId, input.idempotencyKey, tx);
      if (earlier) {
        if (earlier.orderId !== input.orderId || earlier.amount !== input.amount || earlier.currency !== input.currency || earlier.provider !== provider) {
          throw new ConflictError(`The idempotency key '${input.idempotencyKey}' was already used for another payment.`, 'idempotency_key_reused');
        }
        return { row: earlier, fresh: false };
      }
      const live = await repo.liveForOrder(input.orderId, tx);
      if (live?.status === 'captured') throw new ConflictError('This order is already paid.', 'already_paid');
      if (live) throw new ConflictError('A payment for this order is already under way.', 'payment_in_progress');
      const row = await repo.insert({
        id: `pay_${randomUUID()}`, orderId: input.orderId, payerId: input.payerId, provider, amount: input.amount, currency: input.currency,
        idempotencyKey: input.idempotencyKey,
      }, tx);
      return { row, fresh: true };
    });
  }

  async function move(id: string, event: PaymentEvent, change: { providerRef?: string; failureCode?: string; failureMessage?: string; cardLast4?: string }, tx: Tx) {
    const row = await repo.lockById(id, tx);
    if (!row) throw new NotFoundError(`No payment '${id}'.`, 'unknown_payment');
    const next = transition(paymentMachine, row.status, event);
    if (!next.ok) return { row, moved: false };
    const updated = await repo.update(id, { status: next.state, ...change }, tx);
    if (next.state === 'captured') await applyCapture(tx, updated);
    if (next.state === 'failed') await deps.onFailed?.(tx, updated);
    return { row: updated, moved: true };
  }

  /**
   * The money arrived: into the order's escrow, or — when the order cannot take it — owed back
   * to the buyer, refunded through the processor by a job, and recorded for the admins.
   */
  async function applyCapture(tx: Tx, payment: PaymentRow): Promise<void> {
    const outcome = (await deps.onCaptured?.(tx, payment)) ?? { applied: true };
    if (outcome.applied) {
      await ledger.holdPayment(tx, { id: payment.orderId, currency: payment.currency, total: payment.amount, provider: payment.provider });
      return;
    }
    await ledger.holdUnapplied(tx, { paymentId: payment.id, orderId: payment.orderId, payerId: payment.payerId, currency: payment.currency, amount: payment.amount, provider: payment.provider });
    if (payment.provider === 'simulated') await deps.refundLater?.(tx, payment.id);
    await recordIssue(tx, {
      key: `capture_unapplied:${payment.id}`, kind: 'capture_unapplied', paymentId: payment.id, orderId: payment.orderId, repaired: payment.provider === 'simulated',
      summary: payment.provider === 'simulated'
        ? `A card payment of ${formatAmount(payment.amount, payment.currency)} was captured for an order that could not take it (${outcome.reason}); it is being refunded to the buyer.`
        : `A bank transfer of ${formatAmount(payment.amount, payment.currency)} arrived for an order that could not take it (${outcome.reason}); send it back to the buyer.`,
      evidence: { reason: outcome.reason, amount: payment.amount, currency: payment.currency, provider: payment.provider, providerRef: payment.providerRef },
    });
  }

  /**
   * The processor refunded some of a payment: `total`, its running total of refunds (what a
   * late, repeated or out-of-order delivery is applied against: nothing is counted twice), or
   * else `amount`, this refund alone (absent: all that was left). Of all it refunded, what
   * Patina asked for (`refund_requested`) is Patina's own refund arriving; the rest is the
   * processor's own, and whatever of that the order has not yet followed (`own_refunded`) the
   * order and the ledger follow now (issue 34, items 2 and 3).
   */
  async function applyRefund(tx: Tx, row: PaymentRow, refund: { total?: number | undefined; amount?: number | undefined }, key: string): Promise<boolean> {
    const before = row.refundedAmount;
    const after = refund.total !== undefined
      ? Math.max(before, Math.min(row.amount, refund.total))
      : Math.min(row.amount, before + (refund.amount ?? row.amount - before));
    if (after <= before) return false;
    if (row.status === 'failed' || row.status === 'voided') {
      // Money taken for an attempt Patina counts as failed, given back (the reconciliation asked): recorded, nothing to follow.
      await repo.update(row.id, { refundedAmount: after }, tx);
      return true;
    }
    // A refund of a payment not (yet) captured here: its capture's delivery is late or lost; retried, and reconciled.
    const status = nextStateOrConflict(paymentMachine, row.status, after >= row.amount ? 'refund' : 'refund_part', {
      message: `This payment is ${row.status}; a refund cannot be applied to it yet.`, code: 'payment_not_captured',
    });
    const updated = await repo.update(row.id, { status, refundedAmount: after }, tx);
    if (deps.faults?.ignoreProcessorRefunds) return true;
    const own = Math.max(0, after - row.refundRequested) - row.ownRefunded;
    if (own > 0) await followOwnRefund(tx, updated, own, key, { refundedBefore: before, refundedAfter: after });
    return true;
  }

  /** The processor's own refund of `amount` followed on the order and the ledger, and recorded for the admins. */
  async function followOwnRefund(
    tx: Tx, row: PaymentRow, amount: number, key: string, evidence: Record<string, unknown>,
  ): Promise<{ row: PaymentRow; done: { summary: string; repaired: boolean } }> {
    const done = deps.onProcessorRefund ? await deps.onProcessorRefund(tx, row, amount, key) : { summary: 'No order to move.', repaired: false };
    const updated = await repo.update(row.id, { ownRefunded: row.ownRefunded + amount }, tx);
    await recordIssue(tx, {
      key: `processor_refund:${key}`, kind: 'processor_refund', paymentId: row.id, orderId: row.orderId, repaired: done.repaired,
      summary: `The processor refunded ${formatAmount(amount, row.currency)} of payment ${row.id} that Patina did not ask for. ${done.summary}`,
      evidence: { refunded: amount, requestedByPatina: row.refundRequested, amount: row.amount, ...evidence, ...done.evidence },
    });
    return { row: updated, done };
  }

  /**
   * What the order's postings still owe the buyer (ledger), up to `upTo`, asked of the
   * processor — never more than it can still refund — and, once it is on its way, paid out of
   * the buyer's refunds on the ledger. The key carries the amount: a retry asks the same again
   * and posts once; a smaller amount after the processor refunded part on its own is a new ask.
   */
  async function refundOwed(row: PaymentRow, upTo: number): Promise<'requested' | 'not_card' | 'failed' | 'nothing_owed'> {
    if (row.provider !== 'simulated' || !row.providerRef) return 'not_card';
    const { owedToBuyer } = await ledger.processorFlows(row.orderId);
    const ask = Math.min(upTo, owedToBuyer, row.amount - row.refundedAmount);
    if (ask <= 0) return 'nothing_owed';
    const outcome = await requestRefund(row, ask, `${refundKeyOf(row.id)}:${ask}`);
    if (outcome === 'requested') {
      await repo.transaction((tx) => ledger.refundPaid(tx, `order:${row.orderId}:refund_paid:${row.id}:${ask}`, {
        orderId: row.orderId, buyerId: row.payerId, currency: row.currency, amount: ask, provider: row.provider,
      }));
    }
    return outcome;
  }

  /** Asks the processor to refund `amount` of a card payment, once per key (a retry asks again harmlessly). */
  async function requestRefund(row: PaymentRow, amount: number, key: string): Promise<'requested' | 'not_card' | 'failed'> {
    if (row.provider !== 'simulated' || !row.providerRef) return 'not_card';
    const asked = await repo.transaction((tx) => repo.requestRefund(key, row.id, amount, tx));
    if (asked === 'too_much') return 'failed';
    const result = await card.refund(row.providerRef, amount, key);
    if (result.status === 'failed') {
      await repo.transaction((tx) => repo.refundRefused(key, tx));
      return 'failed';
    }
    return 'requested';
  }

  return {
    /** Pays by card token: authorised now, captured when the processor's webhook says so. */
    async payByCard(input: PayInput & { cardToken: string }): Promise<PaymentDto> {
      const { row, fresh } = await begin(input, 'simulated');
      if (!fresh) return toPaymentDto(row);
      const auth = await card.authorise({ amount: input.amount, currency: input.currency, source: input.cardToken, idempotencyKey: row.id });
      if (auth.status === 'failed') {
        const { row: failed } = await repo.transaction((tx) =>
          move(row.id, 'decline', { providerRef: auth.ref, failureCode: auth.failure.code, failureMessage: auth.failure.message }, tx));
        return toPaymentDto(failed);
      }
      const { row: authorised } = await repo.transaction((tx) =>
        move(row.id, 'authorise', { providerRef: auth.ref, ...(auth.status === 'authorised' && auth.last4 ? { cardLast4: auth.last4 } : {}) }, tx));
      const capture = await card.capture(auth.ref, `${row.id}:capture`);
      if (capture.status === 'failed') {
        const { row: failed } = await repo.transaction((tx) =>
          move(row.id, 'capture_fail', { failureCode: capture.failure.code, failureMessage: capture.failure.message }, tx));
        return toPaymentDto(failed);
      }
      if (capture.status === 'captured') return toPaymentDto((await repo.transaction((tx) => move(row.id, 'capture', {}, tx))).row);
      return toPaymentDto(authorised);
    },

    /** Pays by bank transfer: waits, with a reference to quote, until an admin confirms receipt. */
    async payByBankTransfer(input: PayInput): Promise<PaymentDto> {
      const { row, fresh } = await begin(input, 'bank_transfer');
      if (!fresh) return toPaymentDto(row);
      const auth = await bankTransfer.authorise({ amount: input.amount, currency: input.currency, source: input.payerId, idempotencyKey: row.id });
      return toPaymentDto(await repo.update(row.id, { status: 'created', providerRef: auth.ref }));
    },

    /** An admin saw the transfer arrive: captured, and the money held in escrow. */
    async confirmBankTransfer(paymentId: string): Promise<PaymentDto> {
      return repo.transaction(async (tx) => {
        const row = await repo.lockById(paymentId, tx);
        if (!row || row.provider !== 'bank_transfer') throw new NotFoundError(`No bank transfer '${paymentId}'.`, 'unknown_payment');
        const result = await move(paymentId, 'confirm_transfer', {}, tx);
        if (!result.moved) throw new ConflictError(`This transfer is ${row.status}; only one awaiting receipt can be confirmed.`, 'not_awaiting_transfer');
        return toPaymentDto(result.row);
      });
    },

    /**
     * A webhook of the simulated processor: 400 for a bad signature or an old delivery, 404
     * for a payment we do not know; a duplicate delivery, or one the payment has moved past,
     * changes nothing (200).
     */
    async handleCardWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<{ received: true; duplicate: boolean; applied: boolean }> {
      const check = card.verifyWebhook(rawBody, headers);
      if (!check.ok) {
        const message = check.reason === 'too_old' ? 'This webhook is too old to accept (replayed?).' : 'This webhook is not signed by the payment processor.';
        throw new InvalidError(message, check.reason === 'too_old' ? 'stale_webhook' : 'invalid_signature');
      }
      const { event } = check;
      return repo.transaction(async (tx) => {
        const row = await repo.lockByRef('simulated', event.ref, tx);
        if (!row) throw new NotFoundError(`No payment matches '${event.ref}'.`, 'unknown_payment');
        const first = await repo.recordWebhookEvent({ provider: 'simulated', eventId: event.id, paymentId: row.id, type: event.type }, tx);
        if (!first) return { received: true, duplicate: true, applied: false };
        if (event.type === 'charge.refunded') {
          return { received: true, duplicate: false, applied: await applyRefund(tx, row, { total: event.refunded, amount: event.amount }, `simulated:${event.id}`) };
        }
        const { moved } = await move(row.id, WEBHOOK_EVENTS[event.type], event.failure ? { failureCode: event.failure.code, failureMessage: event.failure.message } : {}, tx);
        return { received: true, duplicate: false, applied: moved };
      });
    },

    /**
     * Gives a captured card payment back through the processor (its webhook then marks the
     * payment refunded). Bank transfers are paid back by transfer, outside Patina: nothing to call.
     */
    async refundThroughProvider(orderId: string, upTo: number): Promise<'requested' | 'not_card' | 'failed' | 'nothing_owed'> {
      const row = await repo.capturedForOrder(orderId);
      return row ? refundOwed(row, upTo) : 'not_card';
    },

    /**
     * The refund of a capture its order refused (the `refundLater` job): whatever of it is still
     * owed to the buyer is asked of the processor; a refused request throws, so the job retries.
     */
    async refundUnapplied(paymentId: string): Promise<'requested' | 'not_card' | 'failed' | 'nothing_owed'> {
      const row = await repo.byId(paymentId);
      return row ? refundOwed(row, row.amount) : 'not_card';
    },

    /** Gives up a bank transfer still awaiting receipt (its order was cancelled): a late transfer is then sent back. */
    async voidWaiting(tx: Tx, orderId: string): Promise<void> {
      const live = await repo.liveForOrder(orderId, tx);
      if (live?.status === 'created' && live.provider === 'bank_transfer') await move(live.id, 'void', {}, tx);
    },

    /** The admins' queue of payment problems, newest first. */
    async issues(filter: { status?: 'open' | 'resolved'; limit: number }): Promise<PaymentIssueDto[]> {
      return (await repo.issues(filter)).map(toIssueDto);
    },

    /** An admin closes a problem, saying what they did. */
    async resolveIssue(id: number, adminId: string, resolution: string, audit: (tx: Tx, issue: PaymentIssueDto) => Promise<void>): Promise<PaymentIssueDto> {
      return repo.transaction(async (tx) => {
        const row = await repo.resolveIssue(id, adminId, resolution, now(), tx);
        if (!row) {
          const existing = await repo.issueById(id, tx);
          if (!existing) throw new NotFoundError(`There is no payment issue ${id}.`, 'issue_not_found');
          throw new ConflictError('This issue is already resolved.', 'issue_resolved');
        }
        const issue = toIssueDto(row);
        await audit(tx, issue);
        return issue;
      });
    },

    /** Writes in a transaction of the payments' own (the audit entry of a reconciliation run). */
    record: (work: (tx: Tx) => Promise<void>) => repo.transaction(work),

    /** The parts the reconciliation reuses (the same steps a webhook takes). */
    internals: { move, applyRefund, followOwnRefund, recordIssue, requestRefund },

    /** The newest payment of each order (what the order page shows). */
    async latestForOrders(orderIds: string[], tx?: Tx): Promise<Map<string, PaymentDto>> {
      return new Map((await repo.latestForOrders(orderIds, tx)).map((r) => [r.orderId, toPaymentDto(r)]));
    },

    /** Payments for the admin, newest first, optionally of one status. */
    async list(filter: { status?: PaymentRow['status']; id?: string; limit: number }): Promise<(PaymentDto & { payerId: string; createdAt: string })[]> {
      return (await repo.list(filter)).map((r) => ({ ...toPaymentDto(r), payerId: r.payerId, createdAt: r.createdAt.toISOString() }));
    },

    async get(paymentId: string): Promise<PaymentDto | null> {
      const row = await repo.byId(paymentId);
      return row ? toPaymentDto(row) : null;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
