import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/helper.js';
import { AppError } from '../../platform/errors.js';
import { escrowAccount, externalAccount, holdPosting, platformFees, sellerPayable, type EscrowOrder } from '../../../shared/ledger/escrow-flows.js';
import { payoutPostingFor, payoutRequestPosting } from '../../../shared/ledger/payout-flows.js';
import { orderMachine, type OrderState } from '../../../shared/orders/orders.machine.js';
import { driveStep, planLifecycle, type SimulatedOrder, type SimulationLedger } from '../../../shared/ledger/simulation.js';
import { createLedgerRepo, createLedgerService, type LedgerRepo, type LedgerService } from './index.js';

let database: Database;
let repo: LedgerRepo;
let ledger: LedgerService;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createLedgerRepo(database.db);
  ledger = createLedgerService({ repo });
});
afterAll(async () => {
  await database.close();
});

const order = (over: Partial<EscrowOrder> = {}): EscrowOrder => ({
  id: 'ord_1', buyerId: 'buyer', sellerId: 'seller', currency: 'USD', total: 125_000, fee: 15_000, provider: 'simulated', ...over,
});

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => null, (e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message };
};

const snapshot = async () => ({
  transfers: await repo.transferCount(),
  escrow: await ledger.balance(escrowAccount(order())),
  totals: [...(await repo.totals())],
});

describe('post', () => {
  it('holds a payment in escrow, balances versioned; the same key again is the same transfer', async () => {
    const first = await repo.transaction((tx) => ledger.holdPayment(tx, order()));
    expect(first.replayed).toBe(false);
    expect(await ledger.balance(escrowAccount(order()))).toBe(125_000n);
    expect(await ledger.balance(externalAccount('simulated', 'USD'))).toBe(-125_000n);
    const again = await repo.transaction((tx) => ledger.holdPayment(tx, order()));
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect(await repo.account(escrowAccount(order()))).toEqual({ balance: 125_000n, version: 1 });
    expect(await repo.transferCount()).toBe(1);
  });

  it('refuses the same key with other legs (409), the ledger unchanged', async () => {
    await repo.transaction((tx) => ledger.holdPayment(tx, order()));
    const before = await snapshot();
    expect(await refusal(repo.transaction((tx) => ledger.holdPayment(tx, order({ total: 125_001 }))))).toEqual({
      status: 409, code: 'idempotency_key_reused', message: "The idempotency key 'order:ord_1:hold' was already used for a different transfer.",
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unbalanced, fractional or one-account posting (400) and an overdraft (422), writing nothing', async () => {
    const p = holdPosting(order());
    expect(await refusal(repo.transaction((tx) => ledger.post(tx, { ...p, legs: [p.legs[0]!, { ...p.legs[1]!, amount: 1 }] })))).toMatchObject({
      status: 400, code: 'invalid_posting', message: 'The USD legs sum to -124999, not 0.',
    });
    expect((await refusal(repo.transaction((tx) => ledger.post(tx, { ...p, legs: p.legs.map((l) => ({ ...l, amount: l.amount / 7 })) })))).status).toBe(400);
    expect((await refusal(repo.transaction((tx) => ledger.post(tx, { ...p, legs: [p.legs[1]!] })))).code).toBe('invalid_posting');
    expect(await refusal(repo.transaction((tx) => ledger.release(tx, order())))).toEqual({
      status: 422, code: 'insufficient_funds', message: 'The escrow account of ord_1 holds 0 USD; it cannot pay out 125000.',
    });
    expect(await refusal(repo.transaction((tx) => ledger.release(tx, order({ fee: 125_001 }))))).toMatchObject({ status: 400, code: 'invalid_amount' });
    expect(await repo.transferCount()).toBe(0);
    expect([...(await repo.totals())]).toEqual([]);
  });

  it('a refusal leaves nothing behind even when the caller catches it and commits', async () => {
    await repo.transaction(async (tx) => {
      await ledger.release(tx, order()).catch(() => undefined);
    });
    expect(await repo.transferCount()).toBe(0);
    expect(await repo.driftedAccounts()).toEqual([]);
  });

  it('releases net to the seller and the fee to Patina; refunds partly with the rest released', async () => {
    await repo.transaction(async (tx) => {
      await ledger.holdPayment(tx, order());
      await ledger.release(tx, order());
    });
    expect(await ledger.balance(escrowAccount(order()))).toBe(0n);
    expect(await ledger.balance(sellerPayable(order()))).toBe(110_000n);
    expect(await ledger.balance(platformFees('USD'))).toBe(15_000n);

    const two = order({ id: 'ord_2', total: 10_000, fee: 400 });
    await repo.transaction(async (tx) => {
      await ledger.holdPayment(tx, two);
      await ledger.refund(tx, two, 6_000);
    });
    expect(await ledger.balance(escrowAccount(two))).toBe(0n);
    expect(await ledger.balance({ kind: 'refunds', owner: 'buyer', currency: 'USD' })).toBe(6_000n);
    expect(await ledger.balance(sellerPayable(order()))).toBe(110_000n + 3_600n);
    expect([...(await repo.totals())]).toEqual([['USD', 0n]]);
  });
});

describe('sellerPayable', () => {
  it('lists only the sales that paid the seller, so payouts never use up the limit', async () => {
    const sale = order({ id: 'ord_mv_1', sellerId: 'seller_mv', total: 50_000, fee: 5_000 });
    const payout = { id: 'po_mv_1', sellerId: 'seller_mv', currency: 'USD', amount: 20_000 };
    await repo.transaction(async (tx) => {
      await ledger.holdPayment(tx, sale);
      await ledger.release(tx, sale);
      // Newer than the sale: a payout asked for, and another that failed and came back.
      await ledger.post(tx, payoutRequestPosting(payout));
      await ledger.post(tx, payoutRequestPosting({ ...payout, id: 'po_mv_2', amount: 1_000 }));
      await ledger.post(tx, payoutPostingFor({ ...payout, id: 'po_mv_2', amount: 1_000 }, 'return')!);
    });
    const released = { orderId: 'ord_mv_1', currency: 'USD', net: 45_000, fee: 5_000, at: expect.any(Date) };
    expect(await ledger.sellerPayable('seller_mv', 1)).toEqual({ balances: [{ currency: 'USD', amount: 25_000 }], movements: [released] });
    expect((await ledger.sellerPayable('seller_mv', 100)).movements).toEqual([released]);
  });
});

describe('the database keeps the ledger honest', () => {
  it('refuses to update or delete a transfer or an entry', async () => {
    await repo.transaction((tx) => ledger.holdPayment(tx, order()));
    await expect(database.query('update ledger_entries set amount = amount * 2')).rejects.toThrow(/immutable/);
    await expect(database.query('delete from ledger_entries')).rejects.toThrow(/immutable/);
    await expect(database.query("update ledger_transfers set memo = 'x'")).rejects.toThrow(/immutable/);
    await expect(database.query('delete from ledger_transfers')).rejects.toThrow(/immutable/);
    expect(await repo.transferCount()).toBe(1);
  });

  it('refuses at commit a transfer whose entries do not sum to zero, or with one leg', async () => {
    await repo.transaction((tx) => ledger.holdPayment(tx, order()));
    const unbalanced = `begin;
      insert into ledger_transfers (idempotency_key, kind) values ('by-hand', 'adjustment');
      insert into ledger_entries (transfer_id, account_id, amount, currency)
        select (select id from ledger_transfers where idempotency_key = 'by-hand'), id, 5, currency from ledger_accounts where kind = 'escrow';
      commit;`;
    await expect(database.exec(unbalanced)).rejects.toThrow(/does not balance/);
    await database.exec('rollback').catch(() => undefined);
    expect(await repo.transferCount()).toBe(1);
    expect(await repo.driftedAccounts()).toEqual([]);
  });

  it('refuses an overdraft even written by hand', async () => {
    await repo.transaction((tx) => ledger.holdPayment(tx, order()));
    await expect(database.query("update ledger_accounts set balance = -1 where kind = 'escrow'")).rejects.toThrow(/no_overdraft/);
  });
});

describe('concurrency', () => {
  it('posts one transfer when the same hold arrives ten times at once', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => repo.transaction((tx) => ledger.holdPayment(tx, order()))));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await ledger.balance(escrowAccount(order()))).toBe(125_000n);
  });

  it('crossing releases of many orders to the same seller and fees never deadlock and add up', async () => {
    const orders = Array.from({ length: 20 }, (_, i) => order({ id: `ord_c${i}`, total: 1_000 + i, fee: 100 }));
    await Promise.all(orders.map((o) => repo.transaction(async (tx) => {
      await ledger.holdPayment(tx, o);
      await ledger.release(tx, o);
    })));
    expect(await ledger.balance(sellerPayable(order()))).toBe(BigInt(orders.reduce((s, o) => s + o.total - 100, 0)));
    expect(await ledger.balance(platformFees('USD'))).toBe(2_000n);
    expect(await repo.driftedAccounts()).toEqual([]);
  });
});

describe('order lifecycles against the database', () => {
  it('hold the invariants over 200 random lifecycles with duplicate deliveries and crashes', async () => {
    const db: SimulationLedger = {
      transaction: (work) => repo.transaction((tx) => work(async (p) => void (await ledger.post(tx, p)))),
    };
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          total: fc.integer({ min: 2, max: 50_000_000 }),
          feeBps: fc.integer({ min: 0, max: 3_000 }),
          currency: fc.constantFrom('USD', 'EUR'),
          seller: fc.constantFrom('s1', 's2'),
          choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        }),
        async (r) => {
          n += 1;
          const sim: SimulatedOrder = {
            order: { id: `life_${n}`, buyerId: 'b1', sellerId: r.seller, currency: r.currency, total: r.total, fee: 0, provider: 'simulated' },
            feeBps: r.feeBps,
          };
          let state: OrderState = orderMachine.initial;
          for (const step of planLifecycle(r.choices)) state = await driveStep(db, sim, state, step);
          expect(orderMachine.isTerminal(state)).toBe(true);
          expect(await ledger.balance(escrowAccount(sim.order))).toBe(0n);
        },
      ),
      { numRuns: 200 },
    );
    for (const [, sum] of await repo.totals()) expect(sum).toBe(0n);
    expect(await repo.driftedAccounts()).toEqual([]);
  });
});
