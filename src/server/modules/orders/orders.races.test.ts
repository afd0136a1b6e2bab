import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import type { Browser } from '../../test/browser.js';
import { type BuyingMember, ledgerBalanced, liveListing, settleMoneyJobs, testWallet, useBuyingApp } from '../../test/buying.js';
import { escrowAccount } from '../../../shared/ledger/escrow-flows.js';
import type { OrderDetail } from '../../../shared/orders/contracts.js';
import { WEBHOOK_DELIVERY_JOB } from '../payments/index.js';
import { ORDER_JOBS } from './index.js';

/**
 * Every pair of an order's commands and events fired at once (issue 34, item 5), many times,
 * on both engines (PostgreSQL runs them truly at once; PGlite's one connection serialises them
 * in whichever order they arrive). After each: one outcome, never a 500; the ledger balanced
 * and summing to zero; what the processor captured and refunded equal to what the ledger took
 * in and paid out; the escrow holding exactly what the order's state says; and the piece on
 * sale only when no order holds it.
 */
/** Races per pair (`RACE_ROUNDS=40` for a long run). */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 5);
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let admin: Browser & { userId: string };
const kit = testWallet();

useBuyingApp({ wallet: kit.wallet }, (app) => ({ t, seller, buyer, admin } = app));

const far = new Date().getUTCFullYear() + 3;
const HELD_STATES = ['paid', 'awaiting_shipment', 'shipped', 'delivered', 'inspection', 'disputed'];
type Reply = { status: number };

const settleJobs = () => settleMoneyJobs(t);
/** Makes the order's timer of `kind` due now and runs it (as the job runner would, at the same moment as the other side). */
async function dueNow(kind: string, orderId: string) {
  await t.database.query(`update jobs set run_at = now() - interval '1 second' where kind = $1 and payload->>'orderId' = $2 and status = 'pending'`, [kind, orderId]);
  if (kind === ORDER_JOBS.lapse) await t.database.query(`update orders set due_at = now() - interval '1 second' where id = $1`, [orderId]);
}
const runJob = async (kind: string): Promise<Reply> => {
  await t.app.jobs.runDue({ kinds: [kind] });
  return { status: 200 };
};

let seq = 0;
async function order(upTo: 'placed' | 'authorised' | 'paid' | 'inspection' | 'disputed' | 'completed') {
  const listing = await liveListing(t, seller.id);
  seq += 1;
  const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `races-place-${seq}`, addressId: kit.addAddress(buyer.id) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.id;
  if (upTo === 'placed') return { id, listing };
  const card = kit.addCard(buyer.id, (await t.app.payments.card.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: far, cvc: '123' })).token);
  expect((await buyer.browser.post(`/api/orders/${id}/pay`, { method: 'card', paymentMethodId: card, idempotencyKey: `races-${seq}-pay` })).status).toBe(200);
  if (upTo === 'authorised') return { id, listing };
  await settleJobs();
  if (upTo === 'paid') return { id, listing };
  expect((await seller.browser.post(`/api/orders/${id}/ship`, { carrier: 'DHL Express', trackingNumber: `JD0146-${seq}` })).status).toBe(200);
  expect((await seller.browser.post(`/api/orders/${id}/deliver`)).status).toBe(200);
  if (upTo === 'inspection') return { id, listing };
  if (upTo === 'completed') {
    expect((await buyer.browser.post(`/api/orders/${id}/confirm`)).status).toBe(200);
    return { id, listing };
  }
  expect((await buyer.browser.post(`/api/orders/${id}/dispute`, { reason: 'Not as described in the listing.' })).status).toBe(200);
  return { id, listing };
}

/** The invariants after a race has settled. */
async function holds(id: string, listingId: number, replies: Reply[]) {
  for (const r of replies) expect(r.status, JSON.stringify(r)).toBeLessThan(500);
  await settleJobs();
  const { rows: [o] } = await t.database.query<{ status: string; total: string; processor_refunded: string }>('select status, total::text, processor_refunded::text from orders where id = $1', [id]);
  const escrow = await t.app.payments.ledger.balance(escrowAccount({ id, currency: 'USD' }));
  expect(escrow).toBe(HELD_STATES.includes(o!.status) ? BigInt(o!.total) - BigInt(o!.processor_refunded) : 0n);
  // The processor's money and the ledger's agree, payment by payment.
  const flows = await t.app.payments.ledger.processorFlows(id);
  let captured = 0;
  let refunded = 0;
  const { rows: payments } = await t.database.query<{ provider_ref: string | null }>(`select provider_ref from payments where order_id = $1 and provider = 'simulated'`, [id]);
  for (const p of payments) {
    const charge = p.provider_ref ? await t.app.payments.card.retrieve(p.provider_ref) : null;
    if (charge && (charge.status === 'captured' || charge.status === 'refunded')) {
      captured += charge.amount;
      refunded += charge.refunded;
    }
  }
  expect(flows.in).toBe(captured);
  expect(flows.outAsked + flows.outUnasked).toBe(refunded);
  // The piece is on sale only when no order holds it.
  const { rows: [l] } = await t.database.query<{ status: string }>('select status from listings where id = $1', [listingId]);
  const expected: Record<string, string> = {
    pending_payment: 'reserved', cancelled: 'active', completed: 'sold', resolved_release: 'sold', resolved_partial: 'sold', refunded: 'withdrawn', resolved_refund: 'withdrawn',
  };
  expect(l!.status).toBe(HELD_STATES.includes(o!.status) ? 'reserved' : expected[o!.status]);
  return o!.status;
}

const balanced = async () => expect(await ledgerBalanced(admin)).toEqual({ zeroSum: true, driftedAccounts: [] });

/** A race `ROUNDS` times: the order made ready, both sides fired at once, the invariants checked; answers the outcomes seen. */
async function race(ready: () => ReturnType<typeof order>, sides: (id: string) => [Promise<Reply>, Promise<Reply>], allowed: string[]) {
  const seen = new Set<string>();
  for (let i = 0; i < ROUNDS; i++) {
    const { id, listing } = await ready();
    const replies = await Promise.all(sides(id));
    const outcome = await holds(id, listing.id, replies);
    expect(allowed).toContain(outcome);
    seen.add(outcome);
  }
  await balanced();
  return seen;
}

const post = (who: Browser, url: string, body?: unknown) => who.post(url, body) as Promise<Reply>;
const refundByProcessor = async (id: string, amount?: number): Promise<Reply> => {
  const { rows: [p] } = await t.database.query<{ provider_ref: string; amount: string }>(`select provider_ref, amount::text from payments where order_id = $1 and status in ('captured', 'partially_refunded')`, [id]);
  await t.app.payments.card.refund(p!.provider_ref, amount ?? Number(p!.amount), `races-dashboard-${id}`);
  await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
  return { status: 200 };
};

describe('every pair of an order\u2019s commands at once', () => {
  it('a card the processor refuses × cancel', async () => {
    // A saved card whose token the processor no longer knows: the payment fails, the order waits or is cancelled.
    await race(() => order('placed'), (id) => [
      post(buyer.browser, `/api/orders/${id}/pay`, { method: 'card', paymentMethodId: kit.addCard(buyer.id, 'tok_forgotten'), idempotencyKey: `p-${id}` }),
      post(buyer.browser, `/api/orders/${id}/cancel`),
    ], ['cancelled', 'pending_payment']);
  });

  it('pay × cancel', async () => {
    await race(() => order('placed'), (id) => {
      const paying = (async () => {
        const card = kit.addCard(buyer.id, (await t.app.payments.card.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: far, cvc: '123' })).token);
        return post(buyer.browser, `/api/orders/${id}/pay`, { method: 'card', paymentMethodId: card, idempotencyKey: `p-${id}` });
      })();
      return [paying, post(buyer.browser, `/api/orders/${id}/cancel`)];
    }, ['cancelled', 'awaiting_shipment']);
  });

  it('pay × lapse', async () => {
    await race(async () => {
      const o = await order('placed');
      await dueNow(ORDER_JOBS.lapse, o.id);
      return o;
    }, (id) => {
      const paying = (async () => {
        const card = kit.addCard(buyer.id, (await t.app.payments.card.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: far, cvc: '123' })).token);
        return post(buyer.browser, `/api/orders/${id}/pay`, { method: 'card', paymentMethodId: card, idempotencyKey: `p-${id}` });
      })();
      return [paying, runJob(ORDER_JOBS.lapse)];
    }, ['cancelled', 'awaiting_shipment']);
  });

  it('capture webhook × cancel', async () => {
    await race(() => order('authorised'), (id) => [runJob(WEBHOOK_DELIVERY_JOB), post(buyer.browser, `/api/orders/${id}/cancel`)], ['awaiting_shipment']);
  });

  it('refund webhook × release (the buyer confirms)', async () => {
    const seen = await race(() => order('inspection'), (id) => [refundByProcessor(id), post(buyer.browser, `/api/orders/${id}/confirm`)], ['refunded', 'completed']);
    expect(seen.size).toBeGreaterThan(0);
  });

  it('refund webhook × shipping missed (Patina refunds)', async () => {
    await race(async () => {
      const o = await order('paid');
      await dueNow(ORDER_JOBS.shipBy, o.id);
      return o;
    }, (id) => [refundByProcessor(id), runJob(ORDER_JOBS.shipBy)], ['refunded']);
  });

  it('confirm × dispute', async () => {
    await race(() => order('inspection'), (id) => [
      post(buyer.browser, `/api/orders/${id}/confirm`), post(buyer.browser, `/api/orders/${id}/dispute`, { reason: 'The dial is not original.' }),
    ], ['completed', 'disputed']);
  });

  it('inspection elapsed × dispute', async () => {
    await race(async () => {
      const o = await order('inspection');
      await dueNow(ORDER_JOBS.inspection, o.id);
      return o;
    }, (id) => [runJob(ORDER_JOBS.inspection), post(buyer.browser, `/api/orders/${id}/dispute`, { reason: 'The dial is not original.' })], ['completed', 'disputed']);
  });

  it('dispute decision × another decision (refund against release)', async () => {
    await race(() => order('disputed'), (id) => [
      post(admin, `/api/admin/disputes/${id}/resolve`, { decision: 'refund' }), post(admin, `/api/admin/disputes/${id}/resolve`, { decision: 'release' }),
    ], ['resolved_refund', 'resolved_release']);
  });

  it('dispute decision × a partial refund by the processor', async () => {
    await race(() => order('disputed'), (id) => [post(admin, `/api/admin/disputes/${id}/resolve`, { decision: 'release' }), refundByProcessor(id, 40_000)], ['resolved_release']);
  });

  it('payout of the whole balance × a refund by the processor after release', async () => {
    expect((await seller.browser.put('/api/selling/payouts/account', { holderName: 'Ines Seller', iban: 'DE89 3704 0044 0532 0130 00' })).status).toBe(200);
    await race(() => order('completed'), (id) => [
      post(seller.browser, '/api/selling/payouts/requests', { currency: 'USD', idempotencyKey: `payout-${id}` }), refundByProcessor(id),
    ], ['completed']);
  });

  it('ship × shipping missed', async () => {
    await race(async () => {
      const o = await order('paid');
      await dueNow(ORDER_JOBS.shipBy, o.id);
      return o;
    }, (id) => [runJob(ORDER_JOBS.shipBy), post(seller.browser, `/api/orders/${id}/ship`, { carrier: 'UPS', trackingNumber: `1Z-${id}` })], ['refunded', 'shipped']);
  });
});
