import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import type { Browser } from '../../test/browser.js';
import { type BuyingMember, liveListing, settleMoneyJobs, testWallet, useBuyingApp } from '../../test/buying.js';
import { refundsAccount } from '../../../shared/ledger/escrow-flows.js';
import type { OrderDetail } from '../../../shared/orders/contracts.js';
import { WEBHOOK_DELIVERY_JOB, type ReconcileReport } from '../payments/index.js';

/**
 * Review of c3435ec: a capture the order refused (cancelled while the payment was on its way) is
 * owed back to the buyer and refunded by a job. If the processor refunds part of it on its own
 * first, the job must still give back the rest (or an admin must be told).
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let admin: Browser & { userId: string };
const kit = testWallet();
const faults: { skipPayableCheck?: boolean } = {};

useBuyingApp({ wallet: kit.wallet, paymentFaults: faults }, (app) => ({ t, seller, buyer, admin } = app));

const far = new Date().getUTCFullYear() + 3;
const refunds = (id: string) => t.app.payments.ledger.balance(refundsAccount(id, 'USD'));
const paymentOf = async (orderId: string) =>
  (await t.database.query<{ id: string; status: string; provider_ref: string; refunded_amount: string }>(
    'select id, status, provider_ref, refunded_amount::text from payments where order_id = $1 order by created_at desc limit 1', [orderId],
  )).rows[0]!;


describe('a refused capture partly refunded by the processor before its refund job', () => {
  it('the rest still goes back to the buyer, or an admin is told', async () => {
    // The race of item 1 (pay read the order before the cancel committed), made to happen.
    faults.skipPayableCheck = true;
    const listing = await liveListing(t, seller.id, { price: 1_000_000 });
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'rev-g-place', addressId: kit.addAddress(buyer.id) });
    expect((await buyer.browser.post(`/api/orders/${placed.body.id}/cancel`)).status).toBe(200);
    const refundsBefore = await refunds(buyer.id);
    await t.app.payments.service.payByCard({
      orderId: placed.body.id, payerId: buyer.id, amount: placed.body.total, currency: 'USD', idempotencyKey: 'rev-g-pay',
      cardToken: (await t.app.payments.card.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: far, cvc: '123' })).token,
    });
    delete faults.skipPayableCheck;
    // The capture's webhook: refused by the cancelled order, owed back, its refund job queued.
    await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
    const row = await paymentOf(placed.body.id);
    expect(row.status).toBe('captured');
    // Before the job runs, the processor refunds 10,000 of it on its own (a dashboard refund).
    await t.app.payments.card.refund(row.provider_ref, 10_000, 'rev-g-dashboard');
    await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
    for (let i = 0; i < 3; i++) {
      await t.database.query(`update jobs set run_at = now() - interval '1 second' where status = 'pending'`);
      await settleMoneyJobs(t);
    }
    await t.database.query(`update payments set updated_at = updated_at - interval '20 minutes'`);
    const report = (await admin.post<ReconcileReport>('/api/admin/payments/reconcile')).body;

    const charge = (await t.app.payments.card.retrieve(row.provider_ref))!;
    const owedToBuyer = (await refunds(buyer.id)) - refundsBefore;
    const { rows: open } = await t.database.query<{ kind: string }>(`select kind from payment_issues where payment_id = $1 and status = 'open'`, [row.id]);
    const flagged = report.findings.filter((f) => f.paymentId === row.id);
    if (charge.refunded !== placed.body.total) {
      expect({ refunded: charge.refunded, owedToBuyer, open, flagged }).toEqual({ refunded: charge.refunded, owedToBuyer, open: [expect.anything()], flagged: [expect.anything()] });
    }
  });
});
