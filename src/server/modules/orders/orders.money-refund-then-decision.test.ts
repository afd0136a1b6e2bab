import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import type { Browser } from '../../test/browser.js';
import { type BuyingMember, ledgerBalanced, liveListing, settleMoneyJobs, testWallet, useBuyingApp } from '../../test/buying.js';
import { escrowAccount, externalAccount, recoveriesAccount, refundsAccount } from '../../../shared/ledger/escrow-flows.js';
import type { OrderDetail } from '../../../shared/orders/contracts.js';

/**
 * Review of c3435ec: the processor refunds part of an order on its own (dashboard, chargeback),
 * the order is held for an admin, and the admin then decides a refund (in full, or a part).
 * Patina's own refund, when its webhook arrives, must not be taken for a second processor refund.
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
const recoveries = (id: string) => t.app.payments.ledger.balance(recoveriesAccount(id, 'USD'));
const refunds = (id: string) => t.app.payments.ledger.balance(refundsAccount(id, 'USD'));
const external = () => t.app.payments.ledger.balance(externalAccount('simulated', 'USD'));
const paymentOf = async (orderId: string) =>
  (await t.database.query<{ id: string; status: string; provider_ref: string; refunded_amount: string }>(
    'select id, status, provider_ref, refunded_amount::text from payments where order_id = $1 order by created_at desc limit 1', [orderId],
  )).rows[0]!;
const openIssues = async (orderId: string) => (await t.database.query<{ kind: string; summary: string }>(
  `select kind, summary from payment_issues where order_id = $1 and status = 'open' order by id`, [orderId],
)).rows;

let seq = 0;
async function paidOrder(price = 1_000_000) {
  const listing = await liveListing(t, seller.id, { price });
  seq += 1;
  const res = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `rev-a-${seq}-place`, addressId: kit.addAddress(buyer.id) });
  expect(res.status).toBe(201);
  const paid = await buyer.browser.post<OrderDetail>(`/api/orders/${res.body.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: `rev-a-${seq}-pay` });
  expect(paid.status).toBe(200);
  await settleMoneyJobs(t);
  return { id: res.body.id, total: res.body.total };
}

describe('a processor refund in part, then an admin decision on the rest', () => {
  it('an admin refund of what is left: the seller owes nothing and the ledger counts the processor refund once', async () => {
    const externalBefore = await external();
    const order = await paidOrder();
    const row = await paymentOf(order.id);
    const recoveriesBefore = await recoveries(seller.id);
    await t.app.payments.card.refund(row.provider_ref, 50_000, `rev-a-dash-${seq}`);
    await settleMoneyJobs(t);
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${order.id}`)).body.status).toBe('disputed');
    expect(await escrow(order.id)).toBe(BigInt(order.total - 50_000));

    const res = await admin.post<OrderDetail>(`/api/admin/disputes/${order.id}/resolve`, { decision: 'refund' });
    expect(res.status).toBe(200);
    await settleMoneyJobs(t);

    // The processor gave back the whole charge: 50,000 on its own, the rest at Patina's request.
    expect((await t.app.payments.card.retrieve(row.provider_ref))!.refunded).toBe(order.total);
    expect.soft(await paymentOf(order.id)).toMatchObject({ status: 'refunded', refunded_amount: String(order.total) });
    expect(await escrow(order.id)).toBe(0n);
    // The money went back to the buyer's card, and came from the escrow: nothing is owed by the seller.
    expect.soft(await recoveries(seller.id)).toBe(recoveriesBefore);
    // The processor's side on the ledger: what it took in it gave back, once (back where it was before the order).
    expect.soft(await external()).toBe(externalBefore);
    expect.soft(await openIssues(order.id)).not.toContainEqual(expect.objectContaining({ summary: expect.stringContaining('owes') }));
    expect(await ledgerBalanced(admin)).toEqual({ zeroSum: true, driftedAccounts: [] });
  });

  it('an admin partial refund smaller than the processor refund: Patina\u2019s own refund is not a second processor refund', async () => {
    const order = await paidOrder();
    const row = await paymentOf(order.id);
    const externalBefore = await external();
    const recoveriesBefore = await recoveries(seller.id);
    await t.app.payments.card.refund(row.provider_ref, 50_000, `rev-a-dash-${seq}`);
    await settleMoneyJobs(t);
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${order.id}`)).body.status).toBe('disputed');

    const res = await admin.post<OrderDetail>(`/api/admin/disputes/${order.id}/resolve`, { decision: 'partial', refundAmount: 30_000 });
    expect(res.status).toBe(200);
    await settleMoneyJobs(t);

    expect((await t.app.payments.card.retrieve(row.provider_ref))!.refunded).toBe(80_000);
    expect.soft(await paymentOf(order.id)).toMatchObject({ status: 'partially_refunded', refunded_amount: '80000' });
    expect.soft(await recoveries(seller.id)).toBe(recoveriesBefore);
    expect.soft(await refunds(buyer.id)).toBe(0n);
    // In: the total; out: 50,000 (processor) + 30,000 (Patina) — never 30,000 twice.
    expect.soft(await external()).toBe(externalBefore + 80_000n);
    expect.soft(await openIssues(order.id)).not.toContainEqual(expect.objectContaining({ summary: expect.stringContaining('owes') }));
  });
});
