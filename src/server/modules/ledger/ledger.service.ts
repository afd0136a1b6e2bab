import type { Tx } from '../../db/client.js';
import { ConflictError, DomainRuleError, InvalidError } from '../../platform/errors.js';
import {
  escrowKey, holdPosting, partialRefundPosting, processorRefundPosting, recoveryPosting, refundPaidPosting, refundPosting, releasePosting,
  unappliedCapturePosting, type EscrowOrder,
} from '../../../shared/ledger/escrow-flows.js';
import { accountKey, OVERDRAWABLE_KINDS, sameLegs, validatePosting, type AccountRef, type Posting } from '../../../shared/ledger/posting.js';
import type { LedgerRepo } from './ledger.repo.js';

export interface PostResult {
  transferId: number;
  /** True when the key had been posted before: nothing new was written. */
  replayed: boolean;
}

/**
 * The ledger (issue 13): every movement of money is one `post` inside the caller's
 * transaction, so the money moves with the state change that causes it, or not at all.
 */
export function createLedgerService(deps: {
  repo: Pick<LedgerRepo, 'findTransfer' | 'lockAccounts' | 'insertTransfer' | 'insertEntries' | 'applyDeltas' | 'account'>
    & Partial<Pick<LedgerRepo, 'accounts' | 'recentTransfers' | 'totals' | 'driftedAccounts' | 'payableBalances' | 'payableMovements' | 'processorFlows'>>;
}) {
  const { repo } = deps;

  const replayOf = (posting: Posting, existing: { id: number; legs: Posting['legs'] }): PostResult => {
    if (!sameLegs(existing.legs, posting.legs)) {
      throw new ConflictError(`The idempotency key '${posting.idempotencyKey}' was already used for a different transfer.`, 'idempotency_key_reused');
    }
    return { transferId: existing.id, replayed: true };
  };

  async function post(tx: Tx, posting: Posting): Promise<PostResult> {
    const problems = validatePosting(posting);
    if (problems.length > 0) throw new InvalidError(problems.map((p) => p.message).join(' '), 'invalid_posting', problems);

    const earlier = await repo.findTransfer(posting.idempotencyKey, tx);
    if (earlier) return replayOf(posting, earlier);

    // Few statements under the locks: the fees and processor accounts are in most postings.
    const accounts = await repo.lockAccounts(posting.legs.map((l) => l.account), tx);
    const byKey = new Map(accounts.map((a) => [accountKey(a), a]));
    for (const leg of posting.legs) {
      const account = byKey.get(accountKey(leg.account))!;
      if (!OVERDRAWABLE_KINDS.includes(account.kind) && account.balance + BigInt(leg.amount) < 0n) {
        throw new DomainRuleError(
          `The ${account.kind.replaceAll('_', ' ')} account of ${account.owner} holds ${account.balance} ${account.currency}; it cannot pay out ${-leg.amount}.`,
          'insufficient_funds',
        );
      }
    }
    // After the checks, so a refusal leaves nothing written even if the caller goes on to commit.
    const transferId = await repo.insertTransfer(posting, tx);
    if (transferId === null) {
      // Another transaction posted the same key and committed while we waited for the locks.
      const winner = await repo.findTransfer(posting.idempotencyKey, tx);
      if (!winner) throw new ConflictError(`The transfer '${posting.idempotencyKey}' is being written; try again.`, 'transfer_in_progress');
      return replayOf(posting, winner);
    }

    const legs = posting.legs.map((l) => ({ accountId: byKey.get(accountKey(l.account))!.id, amount: l.amount, currency: l.account.currency }));
    await repo.insertEntries(transferId, legs, tx);
    await repo.applyDeltas(legs, tx);
    return { transferId, replayed: false };
  }

  /** A flow's posting, its pure checks (fees, partial amounts) turned into a 400. */
  const flow = (build: () => Posting) => {
    try {
      return build();
    } catch (error) {
      if (error instanceof RangeError) throw new InvalidError(error.message, 'invalid_amount');
      throw error;
    }
  };

  return {
    post,
    /** The captured payment: processor → the order's escrow. */
    holdPayment: (tx: Tx, order: Pick<EscrowOrder, 'id' | 'currency' | 'total' | 'provider'>) => post(tx, flow(() => holdPosting(order))),
    /** Escrow → the seller's payable (net) and Patina's fees (`order.fee`). */
    release: (tx: Tx, order: EscrowOrder) => post(tx, flow(() => releasePosting(order))),
    /** Escrow → the buyer: all of it, or `refunded` of it with the rest released (`order.fee` on the rest). */
    refund: (tx: Tx, order: EscrowOrder, refunded?: number) =>
      post(tx, flow(() => (refunded === undefined || refunded === order.total ? refundPosting(order) : partialRefundPosting(order, refunded)))),
    /** A capture the order could not take: processor → the buyer's refunds (owed back). */
    holdUnapplied: (tx: Tx, p: Parameters<typeof unappliedCapturePosting>[0]) => post(tx, flow(() => unappliedCapturePosting(p))),
    /** What was owed back to the buyer left for their card (once per key). */
    refundPaid: (tx: Tx, key: string, p: Parameters<typeof refundPaidPosting>[1], kind?: 'payout' | 'refund') => post(tx, flow(() => refundPaidPosting(key, p, kind))),
    /** The processor refunded `amount` on its own while it was in escrow: escrow → processor. */
    processorRefund: (tx: Tx, key: string, order: Pick<EscrowOrder, 'id' | 'currency' | 'provider'>, amount: number) =>
      post(tx, flow(() => processorRefundPosting(key, order, amount))),
    /** The processor refunded a sale already released: the seller owes it back (recoveries → processor). */
    recovery: (tx: Tx, key: string, order: Pick<EscrowOrder, 'id' | 'sellerId' | 'currency' | 'provider'>, amount: number) =>
      post(tx, flow(() => recoveryPosting(key, order, amount))),
    /** What the processor brought in for an order and what went back to it, on the ledger. */
    async processorFlows(orderId: string, tx?: Tx): Promise<{ in: number; outAsked: number; outUnasked: number; owedToBuyer: number }> {
      if (!deps.repo.processorFlows) throw new Error('processorFlows needs the full repository.');
      return deps.repo.processorFlows(orderId, tx);
    },
    escrowKey,
    /**
     * What the admin's ledger page shows: accounts and balances, the newest transfers, and the
     * check that every currency sums to zero and every balance is the sum of its entries.
     */
    async overview(limits: { accounts: number; transfers: number }) {
      const { accounts, recentTransfers, totals, driftedAccounts } = deps.repo;
      if (!accounts || !recentTransfers || !totals || !driftedAccounts) throw new Error('The ledger overview needs the full repository.');
      const [rows, transfers, sums, drifted] = [await accounts(limits.accounts), await recentTransfers(limits.transfers), await totals(), await driftedAccounts()];
      const currencies = [...sums].map(([currency, sum]) => ({ currency, sum: sum.toString() }));
      return {
        accounts: rows.map((a) => ({ id: a.id, kind: a.kind, owner: a.owner, currency: a.currency, balance: a.balance.toString(), version: a.version })),
        transfers: transfers.map((t) => ({
          id: Number(t.id), key: t.idempotency_key, kind: t.kind, orderId: t.order_id, memo: t.memo,
          at: new Date(t.created_at).toISOString(), legs: t.legs,
        })),
        check: { zeroSum: currencies.every((c) => c.sum === '0'), totals: currencies, driftedAccounts: drifted },
      };
    },
    async balance(ref: AccountRef, tx?: Tx): Promise<bigint> {
      return (await repo.account(ref, tx))?.balance ?? 0n;
    },
    /** A seller's payable: balances per currency, and the transfers into it (net and fee), newest first. */
    async sellerPayable(sellerId: string, limit: number) {
      const { payableBalances, payableMovements } = deps.repo;
      if (!payableBalances || !payableMovements) throw new Error('The seller payable needs the full repository.');
      const [balances, movements] = [await payableBalances(sellerId), await payableMovements(sellerId, limit)];
      return { balances: balances.map((b) => ({ currency: b.currency, amount: Number(b.balance) })), movements };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
