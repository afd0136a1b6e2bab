import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { AppError, ConflictError, DomainRuleError, NotFoundError } from '../../platform/errors.js';
import type { AuditEntryInput } from '../../platform/audit/index.js';
import { movedOrConflict, nextStateOrConflict } from '../../platform/lifecycle.js';
import type { LedgerService } from '../ledger/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { payoutPostingFor, payoutRequestPosting, sellerPayableOf, type PayoutMoney } from '../../../shared/ledger/payout-flows.js';
import { formatAmount } from '../../../shared/orders/display.js';
import { formatIban, maskIban } from '../../../shared/payouts/iban.js';
import { PAYOUT_LEDGER_EFFECTS, payoutMachine, type PayoutEvent, type PayoutState } from '../../../shared/payouts/payouts.machine.js';
import type { AdminPayout, Payout, PayoutAccount, PayoutBankDetails, RequestPayoutInput } from '../../../shared/payouts/contracts.js';
import type { PayoutRow, PayoutsRepo } from './payouts.repo.js';

export interface PayoutsDeps {
  repo: PayoutsRepo;
  ledger: Pick<LedgerService, 'post' | 'balance'>;
  notifications: Pick<NotificationsService, 'raise'>;
  audit: { record(tx: DbOrTx, entry: AuditEntryInput): Promise<void> };
  now: () => Date;
}

/** The most payouts one list answers (newest first). */
export const PAYOUTS_LISTED = 200;

const payoutId = () => `po_${randomBytes(10).toString('hex')}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toPayout = (r: PayoutRow): Payout => ({
  id: r.id, state: r.state, amount: r.amount, currency: r.currency, holderName: r.holderName, iban: maskIban(r.iban),
  failureReason: r.failureReason, requestedAt: r.requestedAt.toISOString(), sentAt: iso(r.sentAt), paidAt: iso(r.paidAt), failedAt: iso(r.failedAt),
});
const toAdminPayout = (r: PayoutRow): AdminPayout => ({ ...toPayout(r), sellerId: r.sellerId });
const moneyOf = (r: PayoutRow): PayoutMoney => ({ id: r.id, sellerId: r.sellerId, currency: r.currency, amount: r.amount });

/** What the admin's action words are, for refusals ("cannot be marked paid"). */
const EVENT_WORDS: Record<PayoutEvent, string> = { send: 'sent', pay: 'paid', fail: 'failed' };
const NOTICE = { send: 'payout_sent', pay: 'payout_paid', fail: 'payout_failed' } as const satisfies Record<PayoutEvent, string>;

/**
 * Seller payouts (issue 13): a seller's bank account, payouts asked from the ledger's payable
 * (money and row in one transaction, idempotent by the seller's key), and the admin's steps
 * through the payout machine, each with its posting, audit entry and the seller's notice in
 * the same transaction. Reads only its own tables; the money is the ledger's.
 */
export function createPayoutsService(deps: PayoutsDeps) {
  const { repo, ledger, notifications, audit, now } = deps;

  const sameRequest = (earlier: PayoutRow, input: RequestPayoutInput) =>
    earlier.currency === input.currency && (input.amount === undefined || input.amount === earlier.amount);

  function replay(earlier: PayoutRow, input: RequestPayoutInput): { payout: Payout; created: false } {
    if (!sameRequest(earlier, input)) {
      throw new ConflictError(
        `The idempotency key '${input.idempotencyKey}' was already used for a payout of ${formatAmount(earlier.amount, earlier.currency)}.`,
        'idempotency_key_reused',
      );
    }
    return { payout: toPayout(earlier), created: false };
  }

  async function move(adminId: string, id: string, event: PayoutEvent, reason: string | null): Promise<AdminPayout> {
    return repo.transaction(async (tx) => {
      const row = await repo.byId(id, tx);
      if (!row) throw new NotFoundError(`No payout '${id}'.`, 'unknown_payout');
      const state = nextStateOrConflict(payoutMachine, row.state, event, {
        message: `This payout is ${row.state}; it cannot be marked ${EVENT_WORDS[event]}.`, code: `payout_${row.state}`,
      });
      const at = now();
      const change = event === 'send' ? { sentAt: at } : event === 'pay' ? { paidAt: at } : { failedAt: at, failureReason: reason };
      const moved = movedOrConflict(await repo.move(id, row.state, state, change, tx), 'payout');
      const posting = payoutPostingFor(moneyOf(row), PAYOUT_LEDGER_EFFECTS[event]);
      if (posting) await ledger.post(tx, posting);
      await audit.record(tx, {
        actorId: adminId, action: `payout.${state}`, subjectType: 'payout', subjectId: id,
        detail: { sellerId: row.sellerId, amount: row.amount, currency: row.currency, ...(reason ? { reason } : {}) },
      });
      const money = { amount: row.amount, currency: row.currency };
      const to = { userId: row.sellerId, metadata: { payoutId: id } };
      const source = `payout:${id}:${NOTICE[event]}`;
      if (event === 'fail') await notifications.raise('payout_failed', [{ ...to, params: { ...money, reason: reason ?? '' } }], source, tx);
      else await notifications.raise(NOTICE[event], [{ ...to, params: money }], source, tx);
      return toAdminPayout(moved);
    });
  }

  return {
    async account(userId: string): Promise<PayoutAccount | null> {
      const row = await repo.account(userId);
      return row ? { holderName: row.holderName, iban: maskIban(row.iban), country: row.iban.slice(0, 2), updatedAt: row.updatedAt.toISOString() } : null;
    },

    /** Sets or replaces the seller's bank account (`iban` already checked and normalised by the contract). */
    async setAccount(userId: string, input: { holderName: string; iban: string }): Promise<PayoutAccount> {
      const row = await repo.saveAccount(userId, input, now());
      return { holderName: row.holderName, iban: maskIban(row.iban), country: row.iban.slice(0, 2), updatedAt: row.updatedAt.toISOString() };
    },

    /** Payouts already asked for keep the account they were asked to. */
    removeAccount: (userId: string) => repo.removeAccount(userId),

    /**
     * Asks for a payout of `amount` (the whole available balance when left out) of the
     * seller's payable in `currency`: the payout row and the ledger's move to in-transit in one
     * transaction, so a refusal writes nothing. The same key again answers the same payout.
     */
    async request(sellerId: string, input: RequestPayoutInput): Promise<{ payout: Payout; created: boolean }> {
      return repo.transaction(async (tx) => {
        const earlier = await repo.byKey(sellerId, input.idempotencyKey, tx);
        if (earlier) return replay(earlier, input);
        const account = await repo.account(sellerId, tx);
        if (!account) throw new DomainRuleError('Add the bank account we should pay you to before asking for a payout.', 'no_payout_account');
        const available = await ledger.balance(sellerPayableOf(sellerId, input.currency), tx);
        if (available <= 0n) throw new DomainRuleError(`You have no ${input.currency} balance to pay out.`, 'nothing_to_pay_out');
        const amount = input.amount ?? Number(available);
        if (!Number.isSafeInteger(amount)) throw new DomainRuleError('This balance is too large to pay out at once; please ask for part of it.', 'payout_too_large');
        if (BigInt(amount) > available) {
          throw new DomainRuleError(
            `You asked for ${formatAmount(amount, input.currency)}, but ${formatAmount(Number(available), input.currency)} is available.`,
            'payout_exceeds_balance',
          );
        }
        const row = await repo.insert({
          id: payoutId(), sellerId, idempotencyKey: input.idempotencyKey, currency: input.currency, amount,
          holderName: account.holderName, iban: account.iban, requestedAt: now(),
        }, tx);
        if (!row) {
          // Another request with the same key committed while this one waited.
          const winner = await repo.byKey(sellerId, input.idempotencyKey, tx);
          if (!winner) throw new ConflictError('This payout is being asked for; try again.', 'payout_in_progress');
          return replay(winner, input);
        }
        try {
          await ledger.post(tx, payoutRequestPosting(moneyOf(row)));
        } catch (error) {
          // A payout asked for at the same moment took the balance first.
          if (error instanceof AppError && error.code === 'insufficient_funds') {
            throw new DomainRuleError(`You asked for ${formatAmount(amount, input.currency)}, more than is now available.`, 'payout_exceeds_balance');
          }
          throw error;
        }
        return { payout: toPayout(row), created: true };
      });
    },

    async list(sellerId: string): Promise<Payout[]> {
      return (await repo.bySeller(sellerId, PAYOUTS_LISTED)).map(toPayout);
    },

    /** One of the seller's payouts; anyone else's answers 404, as if it did not exist. */
    async get(sellerId: string, id: string): Promise<Payout> {
      const row = await repo.byId(id);
      if (!row || row.sellerId !== sellerId) throw new NotFoundError(`No payout '${id}'.`, 'unknown_payout');
      return toPayout(row);
    },

    async adminList(state?: PayoutState): Promise<AdminPayout[]> {
      return (await repo.list({ state, limit: PAYOUTS_LISTED })).map(toAdminPayout);
    },

    /**
     * The payout's holder and whole IBAN (the copy taken when it was asked for), for the admin
     * who makes the transfer. Each look is an audit entry, written before the answer leaves.
     */
    async bankDetails(adminId: string, id: string): Promise<PayoutBankDetails> {
      return repo.transaction(async (tx) => {
        const row = await repo.byId(id, tx);
        if (!row) throw new NotFoundError(`No payout '${id}'.`, 'unknown_payout');
        await audit.record(tx, {
          actorId: adminId, action: 'payout.bank_details_viewed', subjectType: 'payout', subjectId: id,
          detail: { sellerId: row.sellerId, amount: row.amount, currency: row.currency, state: row.state },
        });
        return { holderName: row.holderName, iban: formatIban(row.iban) };
      });
    },

    markSent: (adminId: string, id: string) => move(adminId, id, 'send', null),
    markPaid: (adminId: string, id: string) => move(adminId, id, 'pay', null),
    markFailed: (adminId: string, id: string, reason: string) => move(adminId, id, 'fail', reason),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
