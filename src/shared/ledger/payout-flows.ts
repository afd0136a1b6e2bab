import type { PayoutLedgerEffect } from '../payouts/payouts.machine.js';
import type { AccountRef, Posting } from './posting.js';

/**
 * A seller's payout as postings (issue 13). Requesting moves the amount from the seller's
 * payable to their in-transit account; the bank's confirmation clears in-transit to the bank's
 * side (`external`, owner `PAYOUT_BANK`); a failure returns it to the payable. Keys come from
 * the payout's id and the step, so a retried request or a double click posts nothing twice.
 */
export const PAYOUT_BANK = 'payout_bank';

export interface PayoutMoney {
  /** The payout's id. */
  id: string;
  sellerId: string;
  currency: string;
  /** Minor units, above 0. */
  amount: number;
}

export const sellerPayableOf = (sellerId: string, currency: string): AccountRef => ({ kind: 'seller_payable', owner: sellerId, currency });
export const payoutsInTransit = (sellerId: string, currency: string): AccountRef => ({ kind: 'payouts_in_transit', owner: sellerId, currency });
export const payoutBank = (currency: string): AccountRef => ({ kind: 'external', owner: PAYOUT_BANK, currency });

export const payoutKey = (payoutId: string, step: 'request' | 'clear' | 'return') => `payout:${payoutId}:${step}`;

function checkAmount(p: PayoutMoney): void {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw new RangeError(`A payout is a whole amount above 0 (got ${p.amount}).`);
}

/** The seller asks to be paid: payable → in-transit. */
export function payoutRequestPosting(p: PayoutMoney): Posting {
  checkAmount(p);
  return {
    idempotencyKey: payoutKey(p.id, 'request'),
    kind: 'payout',
    orderId: null,
    memo: `Payout ${p.id} requested`,
    legs: [
      { account: sellerPayableOf(p.sellerId, p.currency), amount: -p.amount },
      { account: payoutsInTransit(p.sellerId, p.currency), amount: p.amount },
    ],
  };
}

/** The posting a payout event makes (`PAYOUT_LEDGER_EFFECTS`), or null when it moves no money. */
export function payoutPostingFor(p: PayoutMoney, effect: PayoutLedgerEffect): Posting | null {
  checkAmount(p);
  switch (effect) {
    case 'clear':
      return {
        idempotencyKey: payoutKey(p.id, 'clear'),
        kind: 'payout',
        orderId: null,
        memo: `Payout ${p.id} paid by bank transfer`,
        legs: [
          { account: payoutsInTransit(p.sellerId, p.currency), amount: -p.amount },
          { account: payoutBank(p.currency), amount: p.amount },
        ],
      };
    case 'return':
      return {
        idempotencyKey: payoutKey(p.id, 'return'),
        kind: 'payout_return',
        orderId: null,
        memo: `Payout ${p.id} failed: returned to the payable`,
        legs: [
          { account: payoutsInTransit(p.sellerId, p.currency), amount: -p.amount },
          { account: sellerPayableOf(p.sellerId, p.currency), amount: p.amount },
        ],
      };
    case 'none':
      return null;
  }
}
