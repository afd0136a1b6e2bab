import type { EscrowEffect } from '../orders/orders.machine.js';
import type { AccountRef, Posting } from './posting.js';

/**
 * The escrow flows as postings (issue 13). The order's escrow account holds what the buyer
 * paid from capture until the order ends; every way out empties it exactly. Keys are derived
 * from the order and the flow, so a duplicate webhook, a retried job or a double click posts
 * nothing twice.
 */
export const PLATFORM_OWNER = 'patina';

export interface EscrowOrder {
  id: string;
  buyerId: string;
  sellerId: string;
  currency: string;
  /** What the buyer paid, in minor units: held in escrow. */
  total: number;
  /** Patina's share of what is released (seller fee + buyer protection), in minor units. */
  fee: number;
  /** The processor that took the payment (the external account's owner). */
  provider: string;
}

export const escrowAccount = (o: Pick<EscrowOrder, 'id' | 'currency'>): AccountRef => ({ kind: 'escrow', owner: o.id, currency: o.currency });
export const sellerPayable = (o: EscrowOrder): AccountRef => ({ kind: 'seller_payable', owner: o.sellerId, currency: o.currency });
export const platformFees = (currency: string): AccountRef => ({ kind: 'platform_fees', owner: PLATFORM_OWNER, currency });

export const externalAccount = (provider: string, currency: string): AccountRef => ({ kind: 'external', owner: provider, currency });
export const recoveriesAccount = (sellerId: string, currency: string): AccountRef => ({ kind: 'recoveries', owner: sellerId, currency });
export const refundsAccount = (buyerId: string, currency: string): AccountRef => ({ kind: 'refunds', owner: buyerId, currency });
export const buyerRefunds = (o: Pick<EscrowOrder, 'buyerId' | 'currency'>): AccountRef => refundsAccount(o.buyerId, o.currency);

export const escrowKey = (orderId: string, flow: 'hold' | 'release' | 'refund' | 'refund_part') => `order:${orderId}:${flow}`;

/** A fee is a whole number from 0 to the amount it is taken from. */
function checkFee(fee: number, released: number): void {
  if (!Number.isSafeInteger(fee) || fee < 0 || fee > released) throw new RangeError(`A fee of ${fee} cannot be taken from ${released}.`);
}

/** The captured payment enters the order's escrow (the seller and fee are not needed yet). */
export function holdPosting(o: Pick<EscrowOrder, 'id' | 'currency' | 'total' | 'provider'>): Posting {
  return {
    idempotencyKey: escrowKey(o.id, 'hold'),
    kind: 'hold',
    orderId: o.id,
    memo: 'Payment held in escrow',
    legs: [
      { account: externalAccount(o.provider, o.currency), amount: -o.total },
      { account: escrowAccount(o), amount: o.total },
    ],
  };
}

/** The escrow goes to the seller (net) and Patina (fee); a fee of 0 has no leg. */
export function releasePosting(o: EscrowOrder): Posting {
  checkFee(o.fee, o.total);
  const legs = [
    { account: escrowAccount(o), amount: -o.total },
    { account: sellerPayable(o), amount: o.total - o.fee },
    { account: platformFees(o.currency), amount: o.fee },
  ].filter((l) => l.amount !== 0);
  return { idempotencyKey: escrowKey(o.id, 'release'), kind: 'release', orderId: o.id, memo: 'Escrow released to the seller', legs };
}

/** The whole escrow goes back to the buyer. */
export function refundPosting(o: EscrowOrder): Posting {
  return {
    idempotencyKey: escrowKey(o.id, 'refund'),
    kind: 'refund',
    orderId: o.id,
    memo: 'Escrow refunded to the buyer',
    legs: [
      { account: escrowAccount(o), amount: -o.total },
      { account: buyerRefunds(o), amount: o.total },
    ],
  };
}

/**
 * An admin's partial refund: `refunded` goes back to the buyer, the rest is released to the
 * seller minus `o.fee` (the fee on the part released). One transfer, so it happens whole.
 */
export function partialRefundPosting(o: EscrowOrder, refunded: number): Posting {
  if (!Number.isSafeInteger(refunded) || refunded <= 0 || refunded >= o.total) {
    throw new RangeError(`A partial refund is more than 0 and less than ${o.total} (got ${refunded}).`);
  }
  const rest = o.total - refunded;
  checkFee(o.fee, rest);
  const legs = [
    { account: escrowAccount(o), amount: -o.total },
    { account: buyerRefunds(o), amount: refunded },
    { account: sellerPayable(o), amount: rest - o.fee },
    { account: platformFees(o.currency), amount: o.fee },
  ].filter((l) => l.amount !== 0);
  return { idempotencyKey: escrowKey(o.id, 'refund_part'), kind: 'refund_part', orderId: o.id, memo: 'Escrow partly refunded', legs };
}

/**
 * The posting an order event makes (`ORDER_ESCROW_EFFECTS`), or null when it moves no money.
 * `refunded` is the admin's amount for a partial refund; `o.fee` is then the fee on the rest.
 */
export function escrowPostingFor(o: EscrowOrder, effect: EscrowEffect, refunded?: number): Posting | null {
  switch (effect) {
    case 'hold':
      return holdPosting(o);
    case 'release':
      return releasePosting(o);
    case 'refund':
      return refundPosting(o);
    case 'refund_part':
      if (refunded === undefined) throw new RangeError('A partial refund needs the amount refunded.');
      return partialRefundPosting(o, refunded);
    case 'none':
      return null;
  }
}

/**
 * Money the processor captured for an order that could no longer take it (cancelled while the
 * payment was on its way, issue 34): it is the buyer's, owed back, never the order's escrow.
 */
export function unappliedCapturePosting(p: { paymentId: string; orderId: string; payerId: string; currency: string; amount: number; provider: string }): Posting {
  return {
    idempotencyKey: `payment:${p.paymentId}:unapplied`,
    kind: 'adjustment',
    orderId: p.orderId,
    memo: 'Captured for an order that could not take it: owed back to the buyer',
    legs: [
      { account: externalAccount(p.provider, p.currency), amount: -p.amount },
      { account: refundsAccount(p.payerId, p.currency), amount: p.amount },
    ],
  };
}

/**
 * What was owed back to the buyer has left for their card: `payout` when Patina asked the
 * processor for it, `refund` when the processor refunded on its own first (issue 34).
 */
export function refundPaidPosting(key: string, p: { orderId: string; buyerId: string; currency: string; amount: number; provider: string }, kind: 'payout' | 'refund' = 'payout'): Posting {
  return {
    idempotencyKey: key,
    kind,
    orderId: p.orderId,
    memo: 'Refund paid back to the card',
    legs: [
      { account: refundsAccount(p.buyerId, p.currency), amount: -p.amount },
      { account: externalAccount(p.provider, p.currency), amount: p.amount },
    ],
  };
}

/** `amount` leaves `from` back to the processor (a refund the processor made on its own). */
function toProcessor(key: string, kind: 'refund' | 'adjustment', memo: string, from: AccountRef, o: Pick<EscrowOrder, 'id' | 'currency' | 'provider'>, amount: number): Posting {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A refund is a whole number above 0 (got ${amount}).`);
  return {
    idempotencyKey: key, kind, orderId: o.id, memo,
    legs: [{ account: from, amount: -amount }, { account: externalAccount(o.provider, o.currency), amount }],
  };
}

/** The processor refunded the buyer on its own while the money was in escrow: it leaves the escrow. */
export function processorRefundPosting(key: string, o: Pick<EscrowOrder, 'id' | 'currency' | 'provider'>, amount: number): Posting {
  return toProcessor(key, 'refund', 'Refunded by the payment processor from escrow', escrowAccount(o), o, amount);
}

/**
 * The processor refunded a sale already released to the seller: the money left, and the seller
 * owes it back (an admin recovers it); the processor's side and the ledger agree at once.
 */
export function recoveryPosting(key: string, o: Pick<EscrowOrder, 'id' | 'sellerId' | 'currency' | 'provider'>, amount: number): Posting {
  return toProcessor(key, 'adjustment', 'Refunded by the payment processor after release: owed back by the seller', recoveriesAccount(o.sellerId, o.currency), o, amount);
}
