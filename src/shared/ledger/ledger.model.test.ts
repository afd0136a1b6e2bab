import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderMachine, type OrderState } from '../orders/orders.machine.js';
import { escrowAccount, holdPosting, refundPosting, type EscrowOrder } from './escrow-flows.js';
import { LedgerModel } from './ledger.model.js';
import { driveStep, planLifecycle, type SimulatedOrder, type SimulationLedger } from './simulation.js';

const ledgerOf = (model: LedgerModel): SimulationLedger => ({
  transaction: (work) =>
    model.transaction(() =>
      work(async (p) => {
        const r = model.post(p);
        if (!r.ok) throw new Error(r.message);
      }),
    ),
});

const orderArb = (i: number) =>
  fc.record({
    total: fc.integer({ min: 2, max: 50_000_000 }),
    feeBps: fc.integer({ min: 0, max: 3_000 }),
    currency: fc.constantFrom('USD', 'EUR', 'GBP'),
    seller: fc.constantFrom('s1', 's2', 's3'),
    buyer: fc.constantFrom('b1', 'b2'),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
  }).map((r): SimulatedOrder & { choices: number[] } => ({
    order: { id: `o${i}`, buyerId: r.buyer, sellerId: r.seller, currency: r.currency, total: r.total, fee: 0, provider: 'simulated' },
    feeBps: r.feeBps,
    choices: r.choices,
  }));

describe('the ledger model', () => {
  const order: EscrowOrder = { id: 'o1', buyerId: 'b', sellerId: 's', currency: 'USD', total: 500, fee: 50, provider: 'simulated' };

  it('answers the first transfer for a repeated key, refuses the key with other legs, never overdraws', () => {
    const m = new LedgerModel();
    const first = m.post(holdPosting(order));
    expect(m.post(holdPosting(order))).toEqual({ ...first, replayed: true });
    expect(m.post(holdPosting({ ...order, total: 501 }))).toMatchObject({ ok: false, code: 'idempotency_key_reused' });
    expect(m.post({ ...refundPosting({ ...order, total: 501 }), idempotencyKey: 'other' })).toMatchObject({ ok: false, code: 'insufficient_funds' });
    expect(m.balance(escrowAccount(order))).toBe(500n);
    expect(m.version(escrowAccount(order))).toBe(1);
    expect(m.transferCount).toBe(1);
  });

  it('rolls a failed transaction back whole', async () => {
    const m = new LedgerModel();
    await expect(m.transaction(async () => {
      m.post(holdPosting(order));
      throw new Error('crash');
    })).rejects.toThrow('crash');
    expect(m.balance(escrowAccount(order))).toBe(0n);
    expect(m.transferCount).toBe(0);
  });

  it('holds its invariants over 10,000 random order lifecycles with duplicate deliveries and crashes', async () => {
    let lifecycles = 0;
    await fc.assert(
      fc.asyncProperty(fc.tuple(orderArb(0), orderArb(1), orderArb(2), orderArb(3)), async (orders) => {
        const model = new LedgerModel();
        const ledger = ledgerOf(model);
        const runs = orders.map((o) => ({ o, plan: planLifecycle(o.choices), at: 0, state: orderMachine.initial as OrderState, paid: false }));
        // Interleaved: the orders share sellers, fees and the processor's side.
        for (let round = 0; runs.some((r) => r.at < r.plan.length); round++) {
          for (const r of runs) {
            const step = r.plan[r.at];
            if (!step || (round + r.o.order.total) % 2 === 1) continue;
            r.state = await driveStep(ledger, r.o, r.state, step);
            if (step.event === 'pay') r.paid = true;
            r.at += 1;
          }
        }
        for (const r of runs) {
          expect(orderMachine.isTerminal(r.state)).toBe(true);
          expect(model.balance(escrowAccount(r.o.order))).toBe(0n);
          lifecycles += 1;
        }
        for (const [, sum] of model.totals()) expect(sum).toBe(0n);
        expect(model.driftedAccounts()).toEqual([]);
      }),
      // 4 interleaved orders a run.
      { numRuns: 2_500 },
    );
    expect(lifecycles).toBe(10_000);
  }, 60_000);
});
