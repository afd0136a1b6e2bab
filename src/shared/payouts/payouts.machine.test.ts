import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition } from '../lifecycle/machine.js';
import { LedgerModel } from '../ledger/ledger.model.js';
import { payoutBank, payoutPostingFor, payoutRequestPosting, payoutsInTransit, sellerPayableOf } from '../ledger/payout-flows.js';
import { validatePosting } from '../ledger/posting.js';
import { PAYOUT_LEDGER_EFFECTS, payoutMachine, type PayoutEvent, type PayoutState } from './payouts.machine.js';

const run = (events: PayoutEvent[]) => events.reduce<string>((state, e) => {
  const r = transition(payoutMachine, state, e);
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}, payoutMachine.initial);

describe('the payout lifecycle', () => {
  it('is a sound table', () => {
    expect(payoutMachine.validate()).toEqual([]);
  });
  it('goes requested → sent → paid, or fails before or after sending', () => {
    expect(run(['send', 'pay'])).toBe('paid');
    expect(run(['fail'])).toBe('failed');
    expect(run(['send', 'fail'])).toBe('failed');
  });
  it('refuses what the state does not allow, with a message', () => {
    expect(transition(payoutMachine, 'requested', 'pay')).toMatchObject({
      ok: false, refusal: { code: 'not_allowed', message: "A payout that is requested cannot take 'pay' (only one that is sent)." },
    });
    expect(transition(payoutMachine, 'paid', 'fail')).toMatchObject({ ok: false, refusal: { code: 'terminal_state' } });
    expect(transition(payoutMachine, 'failed', 'send')).toMatchObject({ ok: false, refusal: { code: 'terminal_state' } });
  });
  it('clears the money only when paid and returns it only when failed', () => {
    expect(PAYOUT_LEDGER_EFFECTS).toEqual({ send: 'none', pay: 'clear', fail: 'return' });
    for (const [event, rule] of Object.entries(payoutMachine.events)) {
      const emptying = PAYOUT_LEDGER_EFFECTS[event as PayoutEvent] !== 'none';
      expect(emptying, event).toBe(payoutMachine.terminal.includes(rule.to));
    }
  });
});

describe('payouts against the ledger model', () => {
  it('never overdraws, sums to zero, and leaves nothing in transit once a payout ends, whatever the admin clicks', () => {
    const events = Object.keys(payoutMachine.events) as PayoutEvent[];
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 1_000_000_000 }),
      fc.array(fc.record({ amount: fc.integer({ min: -5, max: 2_000_000_000 }), clicks: fc.array(fc.constantFrom(...events), { maxLength: 6 }) }), { maxLength: 8 }),
      (earned, payouts) => {
        const ledger = new LedgerModel();
        // What the seller earned, straight into the payable (the escrow flows are tested elsewhere).
        expect(ledger.post({ idempotencyKey: 'release', kind: 'release', orderId: 'o1', legs: [
          { account: { kind: 'external', owner: 'simulated', currency: 'EUR' }, amount: -earned }, { account: sellerPayableOf('s1', 'EUR'), amount: earned },
        ] }).ok).toBe(true);
        let paidOut = 0;
        let inFlight = 0;
        payouts.forEach((p, i) => {
          const money = { id: `po_${i}`, sellerId: 's1', currency: 'EUR', amount: p.amount };
          if (p.amount <= 0) {
            expect(() => payoutRequestPosting(money)).toThrow(RangeError);
            return;
          }
          const request = payoutRequestPosting(money);
          expect(validatePosting(request)).toEqual([]);
          const available = ledger.balance(sellerPayableOf('s1', 'EUR'));
          const asked = ledger.post(request);
          // More than the payable is refused and nothing moves.
          expect(asked.ok).toBe(BigInt(p.amount) <= available);
          if (!asked.ok) return;
          expect(ledger.post(request)).toMatchObject({ ok: true, replayed: true });
          let state: PayoutState = payoutMachine.initial;
          for (const click of p.clicks) {
            const next = transition(payoutMachine, state, click);
            if (!next.ok) continue;
            const posting = payoutPostingFor(money, PAYOUT_LEDGER_EFFECTS[click]);
            if (posting) expect(ledger.post(posting).ok).toBe(true);
            state = next.state;
          }
          if (state === 'paid') paidOut += p.amount;
          if (!payoutMachine.isTerminal(state)) inFlight += p.amount;
        });
        expect(ledger.balance(payoutsInTransit('s1', 'EUR'))).toBe(BigInt(inFlight));
        expect(ledger.balance(payoutBank('EUR'))).toBe(BigInt(paidOut));
        expect(ledger.balance(sellerPayableOf('s1', 'EUR'))).toBe(BigInt(earned - paidOut - inFlight));
        for (const [, sum] of ledger.totals()) expect(sum).toBe(0n);
        expect(ledger.driftedAccounts()).toEqual([]);
      },
    ), { numRuns: 300 });
  });
});
