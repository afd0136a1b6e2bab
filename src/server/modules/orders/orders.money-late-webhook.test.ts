import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import type { Browser } from '../../test/browser.js';
import { type BuyingMember, liveListing, settleMoneyJobs, testWallet, useBuyingApp } from '../../test/buying.js';
import { escrowAccount, externalAccount } from '../../../shared/ledger/escrow-flows.js';
import type { OrderDetail } from '../../../shared/orders/contracts.js';
import type { ReconcileReport } from '../payments/index.js';

/**
 * Review of c3435ec: webhook against reconciliation. The processor refunds part of a charge on
 * its own; its webhook is slow (the endpoint was down, the delivery is retried), and the
 * reconciliation meanwhile applies the refund. The webhook that then arrives must change nothing.
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let admin: Browser & { userId: string };
const kit = testWallet();

useBuyingApp({ wallet: kit.wallet }, (app) => ({ t, seller, buyer, admin } = app));

const far = new Date().getUTCFullYear() + 3;
const cardOf = async (who: BuyingMember) => kit.addCard(who.id, (await t.app.payments.card.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: far, cvc: '123' })).token);
const escrow = (id: string) => t.app.payments.ledger.balance(escrowAccount({ id, currency: 'USD' }));
const external = () => t.app.payments.ledger.balance(externalAccount('simulated', 'USD'));
const paymentOf = async (orderId: string) =>
  (await t.database.query<{ id: string; status: string; provider_ref: string; refunded_amount: string }>(
    'select id, status, provider_ref, refunded_amount::text from payments where order_id = $1 order by created_at desc limit 1', [orderId],
  )).rows[0]!;
async function reconcile(): Promise<ReconcileReport> {
  await t.database.query(`update payments set updated_at = updated_at - interval '20 minutes'`);
  const res = await admin.post<ReconcileReport>('/api/admin/payments/reconcile');
  expect(res.status).toBe(200);
  return res.body;
}

let seq = 0;
async function paidOrder(price = 1_000_000) {
  const listing = await liveListing(t, seller.id, { price });
  seq += 1;
  const res = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `rev-b-${seq}-place`, addressId: kit.addAddress(buyer.id) });
  expect(res.status).toBe(201);
  const paid = await buyer.browser.post<OrderDetail>(`/api/orders/${res.body.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: `rev-b-${seq}-pay` });
  expect(paid.status).toBe(200);
  await settleMoneyJobs(t);
  return { id: res.body.id, total: res.body.total };
}

describe('a partial processor refund seen by the reconciliation before its webhook', () => {
  it('is applied once: the late webhook does not refund the escrow a second time', async () => {
    const order = await paidOrder();
    const row = await paymentOf(order.id);
    const externalBefore = await external();
    // The processor refunds 50,000 on its own; its webhook is queued but not yet delivered.
    await t.app.payments.card.refund(row.provider_ref, 50_000, `rev-b-dash-${seq}`);
    const report = await reconcile();
    expect(report.findings).toContainEqual(expect.objectContaining({ paymentId: row.id, what: 'a refund of 50000 whose webhook was lost applied' }));
    expect(await paymentOf(order.id)).toMatchObject({ refunded_amount: '50000' });
    expect(await escrow(order.id)).toBe(BigInt(order.total - 50_000));

    // The delayed delivery arrives.
    await settleMoneyJobs(t);

    const charge = (await t.app.payments.card.retrieve(row.provider_ref))!;
    expect(charge.refunded).toBe(50_000);
    const { rows: [o] } = await t.database.query<{ processor_refunded: string }>('select processor_refunded::text from orders where id = $1', [order.id]);
    expect.soft(await paymentOf(order.id)).toMatchObject({ status: 'partially_refunded', refunded_amount: '50000' });
    expect.soft(await escrow(order.id)).toBe(BigInt(order.total - 50_000));
    expect.soft(o!.processor_refunded).toBe('50000');
    expect.soft(await external()).toBe(externalBefore + 50_000n);
  });

  it('and once it was applied twice, the next reconciliation puts the ledger right or queues it as a mismatch', async () => {
    const order = await paidOrder();
    const row = await paymentOf(order.id);
    await t.app.payments.card.refund(row.provider_ref, 50_000, `rev-b-dash2-${seq}`);
    await reconcile();
    await settleMoneyJobs(t);
    await reconcile();
    // The payment's record is corrected from the processor (50,000) ...
    expect(await paymentOf(order.id)).toMatchObject({ refunded_amount: '50000' });
    const escrowNow = await escrow(order.id);
    const { rows: mismatches } = await t.database.query<{ kind: string; summary: string }>(
      `select kind, summary from payment_issues where payment_id = $1 and status = 'open' and kind = 'mismatch'`, [row.id],
    );
    // ... so the escrow must follow it too, or an admin must be told that it does not.
    if (escrowNow !== BigInt(order.total - 50_000)) expect({ escrow: escrowNow, mismatches }).toEqual({ escrow: escrowNow, mismatches: [expect.anything()] });
  });
});

describe('a large partial processor refund seen by the reconciliation before its webhook', () => {
  it('the late webhook does not turn it into a full refund of the order', async () => {
    const order = await paidOrder();
    const row = await paymentOf(order.id);
    await t.app.payments.card.refund(row.provider_ref, 600_000, `rev-b-dash3-${seq}`);
    await reconcile();
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${order.id}`)).body.status).toBe('disputed');
    await settleMoneyJobs(t);
    const charge = (await t.app.payments.card.retrieve(row.provider_ref))!;
    expect(charge).toMatchObject({ status: 'captured', refunded: 600_000 });
    // The processor still holds 432,500 of the buyer's money: the order is not refunded, its escrow holds it.
    expect.soft((await buyer.browser.get<OrderDetail>(`/api/orders/${order.id}`)).body.status).toBe('disputed');
    expect.soft(await escrow(order.id)).toBe(BigInt(order.total - 600_000));
    expect.soft(await paymentOf(order.id)).toMatchObject({ status: 'partially_refunded', refunded_amount: '600000' });
  });
});
