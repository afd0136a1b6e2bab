import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import type { Browser } from '../../test/browser.js';
import { type BuyingMember, liveListing, settleMoneyJobs, testWallet, useBuyingApp } from '../../test/buying.js';
import type { OrderDetail } from '../../../shared/orders/contracts.js';
import { WEBHOOK_DELIVERY_JOB, type ReconcileReport } from '../payments/index.js';

/**
 * Review of c3435ec: the reconciliation reads at most 5,000 payments and 5,000 charges changed
 * in the last 7 days, OLDEST first. A week with more than 5,000 payment changes (about 30 an
 * hour) leaves the newest ones — the ones whose webhook was just lost — out of every run.
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let admin: Browser & { userId: string };
const kit = testWallet();

useBuyingApp({ wallet: kit.wallet }, (app) => ({ t, seller, buyer, admin } = app));

const far = new Date().getUTCFullYear() + 3;
const cardOf = async (who: BuyingMember) => kit.addCard(who.id, (await t.app.payments.card.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: far, cvc: '123' })).token);
const paymentOf = async (orderId: string) =>
  (await t.database.query<{ id: string; status: string; provider_ref: string; refunded_amount: string }>(
    'select id, status, provider_ref, refunded_amount::text from payments where order_id = $1 order by created_at desc limit 1', [orderId],
  )).rows[0]!;

let seq = 0;
async function paidOrder(price = 1_000_000) {
  const listing = await liveListing(t, seller.id, { price });
  seq += 1;
  const res = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `rev-e-${seq}-place`, addressId: kit.addAddress(buyer.id) });
  expect(res.status).toBe(201);
  const paid = await buyer.browser.post<OrderDetail>(`/api/orders/${res.body.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: `rev-e-${seq}-pay` });
  expect(paid.status).toBe(200);
  await settleMoneyJobs(t);
  return { id: res.body.id, total: res.body.total };
}

describe('a busy week', () => {
  it('a capture whose webhook was lost today is applied even with more than 5,000 older payments in the window', async () => {
    // 5,000 settled attempts from earlier in the week (declined cards).
    const order = await paidOrder();
    await t.database.query(
      `insert into payments (id, order_id, payer_id, provider, amount, currency, status, idempotency_key, created_at, updated_at)
       select 'pay_old_' || g, $1, $2, 'simulated', 1000, 'USD', 'failed', 'old-' || g, now() - interval '6 days', now() - interval '6 days' + g * interval '1 second'
       from generate_series(1, 5000) g`, [order.id, buyer.id],
    );
    // Each had its charge at the processor (declined).
    await t.database.query(
      `insert into simulated_charges (ref, reference, amount, currency, outcome, status, created_at, updated_at)
       select 'ch_old_' || g, 'pay_old_' || g, 1000, 'USD', 'card_declined', 'failed', now() - interval '6 days', now() - interval '6 days' + g * interval '1 second'
       from generate_series(1, 5000) g`,
    );
    // Today: a payment captured by the processor whose webhook never arrived.
    const listing = await liveListing(t, seller.id, { price: 1_000_000 });
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'rev-e-lost-place', addressId: kit.addAddress(buyer.id) });
    expect(placed.status).toBe(201);
    expect((await buyer.browser.post(`/api/orders/${placed.body.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: 'rev-e-lost-pay' })).status).toBe(200);
    await t.database.query(`delete from jobs where kind = $1 and status = 'pending'`, [WEBHOOK_DELIVERY_JOB]);
    // Older than the 2 minutes the reconciliation leaves alone, younger than the old ones.
    await t.database.query(`update payments set updated_at = now() - interval '20 minutes' where order_id = $1`, [placed.body.id]);
    const res = await admin.post<ReconcileReport>('/api/admin/payments/reconcile');
    expect(res.status).toBe(200);
    const row = await paymentOf(placed.body.id);
    expect({ checked: res.body.checked, status: row.status, order: (await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.status })
      .toEqual({ checked: res.body.checked, status: 'captured', order: 'awaiting_shipment' });
  }, 120_000);
});
