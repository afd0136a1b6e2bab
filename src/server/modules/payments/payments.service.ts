import { randomUUID } from 'node:crypto';
import { transition } from '../../../shared/lifecycle/machine.js';
import { paymentMachine, type PaymentEvent, type PaymentProviderName } from '../../../shared/payments/payments.machine.js';
import { ConflictError, InvalidError, NotFoundError } from '../../platform/errors.js';
import type { Tx } from '../../db/client.js';
import type { LedgerService } from '../ledger/index.js';
import type { PaymentRow, PaymentsRepo } from './payments.repo.js';
import type { PaymentProvider, WebhookEvent } from './provider.js';

export interface PaymentDto {
  id: string;
  orderId: string;
  provider: PaymentProviderName;
  status: PaymentRow['status'];
  amount: number;
  currency: string;
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
}

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
  ledger: Pick<LedgerService, 'holdPayment'>;
  card: PaymentProvider;
  bankTransfer: PaymentProvider;
  /**
   * Called in the capture's transaction, after the hold is posted: the order moves with the
   * money (a throw rolls the capture back, so the two never disagree).
   */
  onCaptured?: (tx: Tx, payment: PaymentRow) => Promise<void>;
}) {
  const { repo, ledger, card, bankTransfer } = deps;

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
    if (next.state === 'captured') {
      await ledger.holdPayment(tx, { id: row.orderId, currency: row.currency, total: row.amount, provider: row.provider });
      await deps.onCaptured?.(tx, updated);
    }
    return { row: updated, moved: true };
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
        const { moved } = await move(row.id, WEBHOOK_EVENTS[event.type], event.failure ? { failureCode: event.failure.code, failureMessage: event.failure.message } : {}, tx);
        return { received: true, duplicate: false, applied: moved };
      });
    },

    /**
     * Gives a captured card payment back through the processor (its webhook then marks the
     * payment refunded). Bank transfers are paid back by transfer, outside Patina: nothing to call.
     */
    async refundThroughProvider(orderId: string, amount: number): Promise<'requested' | 'not_card' | 'failed'> {
      const row = await repo.capturedForOrder(orderId);
      if (!row || row.provider !== 'simulated' || !row.providerRef) return 'not_card';
      const result = await card.refund(row.providerRef, amount, `${row.id}:refund`);
      return result.status === 'failed' ? 'failed' : 'requested';
    },

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
