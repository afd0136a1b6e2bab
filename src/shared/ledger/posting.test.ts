import { describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNT_KINDS, OVERDRAWABLE_KINDS, sameLegs, TRANSFER_KINDS, validatePosting, type Posting } from './posting.js';
import { payoutPostingFor, payoutRequestPosting } from './payout-flows.js';
import { holdPosting, partialRefundPosting, refundPosting, releasePosting, type EscrowOrder } from './escrow-flows.js';

const usd = (kind: 'escrow' | 'external' | 'seller_payable', owner: string, amount: number, currency = 'USD') => ({ account: { kind, owner, currency }, amount });
const posting = (legs: Posting['legs'], key = 'k1'): Posting => ({ idempotencyKey: key, kind: 'hold', orderId: 'o1', legs });
const codes = (p: Posting) => validatePosting(p).map((x) => x.code);

describe('validatePosting', () => {
  it('accepts legs that sum to zero over two accounts', () => {
    expect(validatePosting(posting([usd('external', 'sim', -500), usd('escrow', 'o1', 500)]))).toEqual([]);
  });
  it('refuses legs that do not sum to zero, per currency', () => {
    expect(validatePosting(posting([usd('external', 'sim', -500), usd('escrow', 'o1', 499)]))).toEqual([{ code: 'unbalanced', message: 'The USD legs sum to -1, not 0.' }]);
    expect(codes(posting([usd('external', 'sim', -500), usd('escrow', 'o1', 500, 'EUR')]))).toEqual(['unbalanced', 'unbalanced']);
  });
  it('refuses fractions, unsafe integers, zero legs, one account, a leg twice', () => {
    expect(codes(posting([usd('external', 'sim', -0.5), usd('escrow', 'o1', 0.5)]))).toEqual(['not_integer', 'not_integer']);
    expect(codes(posting([usd('external', 'sim', -1e20), usd('escrow', 'o1', 1e20)]))).toEqual(['not_integer', 'not_integer']);
    expect(codes(posting([usd('external', 'sim', 0), usd('escrow', 'o1', 0)]))).toEqual(['zero_leg', 'zero_leg']);
    expect(codes(posting([usd('escrow', 'o1', 0)]))).toEqual(['zero_leg', 'too_few_legs']);
    expect(codes(posting([usd('escrow', 'o1', 5), usd('escrow', 'o1', -5)]))).toEqual(['same_account_twice', 'too_few_legs']);
    expect(codes(posting([]))).toEqual(['too_few_legs']);
  });
  it('refuses a bad key, kind, account or currency', () => {
    expect(codes(posting([usd('external', 'sim', -5), usd('escrow', 'o1', 5)], ''))).toEqual(['bad_key']);
    expect(codes(posting([usd('external', 'sim', -5), usd('escrow', 'o1', 5)], 'x'.repeat(201)))).toEqual(['bad_key']);
    expect(codes({ ...posting([usd('external', 'sim', -5), usd('escrow', 'o1', 5)]), kind: 'gift' as never })).toEqual(['bad_kind']);
    expect(codes(posting([usd('external', 'sim', -5), { account: { kind: 'wallet' as never, owner: 'o1', currency: 'USD' }, amount: 5 }]))).toEqual(['bad_account']);
    expect(codes(posting([usd('external', 'sim', -5, 'usd'), usd('escrow', 'o1', 5, 'usd')]))).toEqual(['bad_currency', 'bad_currency']);
  });
  it('compares legs in any order', () => {
    expect(sameLegs([usd('external', 'sim', -5), usd('escrow', 'o1', 5)], [usd('escrow', 'o1', 5), usd('external', 'sim', -5)])).toBe(true);
    expect(sameLegs([usd('external', 'sim', -5), usd('escrow', 'o1', 5)], [usd('external', 'sim', -6), usd('escrow', 'o1', 6)])).toBe(false);
  });
});

describe('escrow flows', () => {
  const order: EscrowOrder = { id: 'o1', buyerId: 'b', sellerId: 's', currency: 'EUR', total: 10_000, fee: 1_200, provider: 'simulated' };
  it('hold, release, refund and partial refund are balanced postings with keys of their own', () => {
    for (const p of [holdPosting(order), releasePosting(order), refundPosting(order), partialRefundPosting({ ...order, fee: 300 }, 7_000)]) {
      expect(validatePosting(p)).toEqual([]);
    }
    expect(releasePosting(order).legs.map((l) => [l.account.kind, l.amount])).toEqual([['escrow', -10_000], ['seller_payable', 8_800], ['platform_fees', 1_200]]);
    expect(partialRefundPosting({ ...order, fee: 300 }, 7_000).legs.map((l) => [l.account.kind, l.amount])).toEqual([
      ['escrow', -10_000], ['refunds', 7_000], ['seller_payable', 2_700], ['platform_fees', 300],
    ]);
    expect(new Set([holdPosting(order), releasePosting(order), refundPosting(order)].map((p) => p.idempotencyKey)).size).toBe(3);
  });
  it('a fee of 0 has no leg; a fee above the amount or a partial refund of all or nothing is refused', () => {
    expect(releasePosting({ ...order, fee: 0 }).legs).toHaveLength(2);
    expect(() => releasePosting({ ...order, fee: 10_001 })).toThrow(RangeError);
    expect(() => partialRefundPosting(order, 10_000)).toThrow(RangeError);
    expect(() => partialRefundPosting(order, 0)).toThrow(RangeError);
    expect(() => partialRefundPosting(order, 9_000)).toThrow('A fee of 1200 cannot be taken from 1000.');
  });
});

describe('payout flows', () => {
  const money = { id: 'po_1', sellerId: 's', currency: 'EUR', amount: 8_800 };
  it('request, clear and return are balanced postings with keys of their own, none through a kind the ledger does not know', () => {
    const postings = [payoutRequestPosting(money), payoutPostingFor(money, 'clear')!, payoutPostingFor(money, 'return')!];
    for (const p of postings) expect(validatePosting(p)).toEqual([]);
    expect(postings.map((p) => p.legs.map((l) => [l.account.kind, l.amount]))).toEqual([
      [['seller_payable', -8_800], ['payouts_in_transit', 8_800]],
      [['payouts_in_transit', -8_800], ['external', 8_800]],
      [['payouts_in_transit', -8_800], ['seller_payable', 8_800]],
    ]);
    expect(postings.map((p) => p.kind)).toEqual(['payout', 'payout', 'payout_return']);
    expect(new Set(postings.map((p) => p.idempotencyKey)).size).toBe(3);
    expect(payoutPostingFor(money, 'none')).toBeNull();
  });
  it('refuses 0, a negative, a fraction or an unsafe amount', () => {
    for (const amount of [0, -5, 0.5, 1e20]) expect(() => payoutRequestPosting({ ...money, amount }), String(amount)).toThrow(RangeError);
  });
  it('knows the in-transit account kind and the return transfer kind', () => {
    expect(LEDGER_ACCOUNT_KINDS).toContain('payouts_in_transit');
    expect(TRANSFER_KINDS).toContain('payout_return');
    expect(OVERDRAWABLE_KINDS).not.toContain('payouts_in_transit');
  });
});
