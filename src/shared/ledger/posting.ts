/**
 * The double-entry ledger's rules (issue 13), pure so the server, the property tests' model
 * and any page agree. Money is integers in minor units. An account is a kind, an owner and a
 * currency; its balance is the sum of its entries. Signs: money arriving in an account is
 * positive, leaving it negative, so every transfer sums to zero per currency and so does the
 * whole ledger. `external` is the payment processor's side: it goes negative by what the
 * processor has paid in; every other account is never below zero. `payouts_in_transit` (one
 * per seller and currency) holds what a seller asked to be paid until the bank transfer is
 * confirmed paid (it then goes to `external`) or failed (it returns to the seller's payable).
 */
export const LEDGER_ACCOUNT_KINDS = ['buyer_funds', 'escrow', 'seller_payable', 'platform_fees', 'refunds', 'external', 'payouts_in_transit', 'recoveries'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * Accounts that may go below zero: the processor's side, and what a seller owes back after the
 * processor refunded a sale already released to them (issue 34), by what is owed.
 */
export const OVERDRAWABLE_KINDS: readonly LedgerAccountKind[] = ['external', 'recoveries'];

/** `payout_return`: a failed payout's money back from in-transit to the seller's payable. */
export const TRANSFER_KINDS = ['hold', 'release', 'refund', 'refund_part', 'payout', 'payout_return', 'adjustment'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface AccountRef {
  kind: LedgerAccountKind;
  /** A user id (buyer_funds, seller_payable, refunds, payouts_in_transit), an order id (escrow), 'patina' (fees), a provider or bank (external). */
  owner: string;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface Leg {
  account: AccountRef;
  /** Minor units; positive in, negative out; never 0. */
  amount: number;
}

export interface Posting {
  idempotencyKey: string;
  kind: TransferKind;
  orderId: string | null;
  memo?: string;
  legs: Leg[];
}

export type PostingProblemCode =
  | 'bad_key' | 'bad_kind' | 'too_few_legs' | 'bad_account' | 'bad_currency' | 'not_integer' | 'zero_leg' | 'same_account_twice' | 'unbalanced';

export interface PostingProblem {
  code: PostingProblemCode;
  message: string;
}

export const MAX_KEY_LENGTH = 200;
const CURRENCY = /^[A-Z]{3}$/;

export const accountKey = (a: AccountRef) => `${a.kind}|${a.owner}|${a.currency}`;

/** Every problem of a posting; empty when it may be written. */
export function validatePosting(p: Posting): PostingProblem[] {
  const problems: PostingProblem[] = [];
  const add = (code: PostingProblemCode, message: string) => problems.push({ code, message });
  if (typeof p.idempotencyKey !== 'string' || p.idempotencyKey.length === 0 || p.idempotencyKey.length > MAX_KEY_LENGTH) {
    add('bad_key', `An idempotency key is 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  if (!(TRANSFER_KINDS as readonly string[]).includes(p.kind)) add('bad_kind', `'${String(p.kind)}' is not a kind of transfer.`);
  const legs = Array.isArray(p.legs) ? p.legs : [];
  const seen = new Set<string>();
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    const a = leg.account;
    if (!(LEDGER_ACCOUNT_KINDS as readonly string[]).includes(a.kind) || typeof a.owner !== 'string' || a.owner.length === 0 || a.owner.length > MAX_KEY_LENGTH) {
      add('bad_account', `'${String(a.kind)}' of '${String(a.owner)}' is not a ledger account.`);
    }
    if (!CURRENCY.test(a.currency)) add('bad_currency', `'${String(a.currency)}' is not a currency code.`);
    if (!Number.isSafeInteger(leg.amount)) add('not_integer', `${String(leg.amount)} is not a whole amount of minor units.`);
    else if (leg.amount === 0) add('zero_leg', `A leg of 0 moves nothing (${accountKey(a)}).`);
    const key = accountKey(a);
    if (seen.has(key)) add('same_account_twice', `${key} appears twice in one transfer.`);
    seen.add(key);
    if (Number.isSafeInteger(leg.amount)) sums.set(a.currency, (sums.get(a.currency) ?? 0n) + BigInt(leg.amount));
  }
  if (legs.length < 2 || seen.size < 2) add('too_few_legs', 'A transfer moves money between at least two accounts.');
  for (const [currency, sum] of sums) {
    if (sum !== 0n) add('unbalanced', `The ${currency} legs sum to ${sum}, not 0.`);
  }
  return problems;
}

/** Two postings with the same key must carry the same legs (in any order) to be the same transfer. */
export function sameLegs(a: readonly Leg[], b: readonly Leg[]): boolean {
  if (a.length !== b.length) return false;
  const canon = (legs: readonly Leg[]) => legs.map((l) => `${accountKey(l.account)}=${l.amount}`).sort().join(';');
  return canon(a) === canon(b);
}
