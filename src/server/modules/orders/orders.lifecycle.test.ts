import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type TestApp } from '../../test/helper.js';
import { signedInAdmin } from '../../test/club.js';
import type { Browser } from '../../test/browser.js';
import { bulkMembers, liveListing, passportFor, testWallet, type BuyingMember } from '../../test/buying.js';
import { escrowAccount } from '../../../shared/ledger/escrow-flows.js';
import type { OrderDetail } from '../../../shared/orders/contracts.js';
import { orderAmounts, partialReleaseFee } from '../../../shared/orders/checkout.js';
import { shipBy, inspectionEndsAt } from '../../../shared/orders/timers.js';
import type { LedgerView } from '../../../shared/orders/admin.js';
import { WEBHOOK_DELIVERY_JOB } from '../payments/index.js';
import { ORDER_JOBS } from './index.js';

/**
 * An order from payment to its end (issue 13), through HTTP: the card's capture arrives by the
 * processor's signed webhook over real HTTP, the timers are jobs run by the job runner with the
 * orders' clock under the test's control. Escrow returns to exactly 0 at every end.
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let admin: Browser & { userId: string };
const kit = testWallet();
let clock = new Date();
type Err = { error: { code: string; message: string } };


beforeAll(async () => {
  t = await createListeningTestApp({ products: 12, deps: { wallet: kit.wallet, ordersClock: () => clock } });
  const [a, b] = await bulkMembers(t, 2);
  seller = a!;
  buyer = b!;
  admin = await signedInAdmin(t);
});
// Every order moves its listing: the catalogue's subscribers finish before the test's writes are undone.
afterEach(async () => {
  await t.app.events.drain();
});
afterAll(async () => {
  await t?.close();
});

const far = new Date().getUTCFullYear() + 3;
const cardOf = async (who: BuyingMember, number = '4242 4242 4242 4242') =>
  kit.addCard(who.id, (await t.app.payments.card.tokenize({ number, expMonth: 12, expYear: far, cvc: '123' })).token);
const escrow = (id: string) => t.app.payments.ledger.balance(escrowAccount({ id, currency: 'USD' }));
const payable = (id: string) => t.app.payments.ledger.balance({ kind: 'seller_payable', owner: id, currency: 'USD' });
const refunds = (id: string) => t.app.payments.ledger.balance({ kind: 'refunds', owner: id, currency: 'USD' });
const transfers = async () => Number((await t.database.query<{ n: string }>('select count(*)::text as n from ledger_transfers')).rows[0]!.n);
const deliverWebhooks = () => t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
const listingStatus = async (id: number) => (await t.database.query<{ status: string }>('select status from listings where id = $1', [id])).rows[0]!.status;
/** Makes the order's timer due now (the database's clock decides what is due) and runs it. */
async function fire(kind: string, orderId: string) {
  await t.database.query(`update jobs set run_at = now() - interval '1 second' where kind = $1 and payload->>'orderId' = $2 and status = 'pending'`, [kind, orderId]);
  await t.app.jobs.runDue({ kinds: [kind] });
}
const jobRunAt = async (kind: string, orderId: string) =>
  (await t.database.query<{ run_at: Date }>(`select run_at from jobs where kind = $1 and payload->>'orderId' = $2 order by id desc limit 1`, [kind, orderId])).rows[0]?.run_at ?? null;
const kinds = async (userId: string) => (await t.database.query<{ type: string }>('select type from notifications where user_id = $1 order by created_at', [userId])).rows.map((r) => r.type);
const mails = async (email: string) => Number((await t.database.query<{ n: string }>('select count(*)::text as n from outbox where "to" = $1', [email])).rows[0]!.n);

let seq = 0;
/** A live listing bought now and paid by card; the capture's webhook delivered. */
async function paidOrder(options: { price?: number; category?: string; withPassport?: boolean } = {}) {
  const listing = await liveListing(t, seller.id, { price: options.price ?? 1_000_000, ...(options.category ? { category: options.category } : {}) });
  const passport = options.withPassport ? await passportFor(t, listing, seller.id) : null;
  seq += 1;
  const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `life-${seq}-place`, addressId: kit.addAddress(buyer.id) });
  expect(placed.status).toBe(201);
  const paid = await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: `life-${seq}-pay` });
  expect(paid.status).toBe(200);
  expect(paid.body.payment).toMatchObject({ provider: 'simulated', status: 'authorised', reference: '4242' });
  await deliverWebhooks();
  return { listing, passport, id: placed.body.id, total: placed.body.total };
}

describe('an order from payment to completion', () => {
  it('captures by webhook into escrow, ships, delivers, and on confirmation releases the net to the seller, the passport to the buyer and the sale to the price history', async () => {
    clock = new Date('2026-11-23T10:00:00Z'); // a Monday
    const { listing, passport, id, total } = await paidOrder({ withPassport: true });
    const amounts = orderAmounts(1_000_000, listing.category);
    const paid = await buyer.browser.get<OrderDetail>(`/api/orders/${id}`);
    expect(paid.body).toMatchObject({ status: 'awaiting_shipment', payment: { status: 'captured' }, dueAt: shipBy(clock).toISOString(), actions: ['message'] });
    expect(paid.body.timeline.map((e) => e.status)).toEqual(['pending_payment', 'paid', 'awaiting_shipment']);
    expect(await escrow(id)).toBe(BigInt(total));
    expect((await jobRunAt(ORDER_JOBS.shipBy, id))?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(await kinds(seller.id)).toContain('order_received');
    expect(await kinds(buyer.id)).toContain('escrow_funded');

    const shipped = await seller.browser.post<OrderDetail>(`/api/orders/${id}/ship`, { carrier: 'DHL Express', trackingNumber: 'JD0146-0000-1234' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', carrier: 'DHL Express', trackingNumber: 'JD0146-0000-1234', actions: ['deliver', 'message'] });
    const delivered = await seller.browser.post<OrderDetail>(`/api/orders/${id}/deliver`);
    expect(delivered.body).toMatchObject({ status: 'inspection', dueAt: inspectionEndsAt(clock, listing.category).toISOString() });
    const buyerView = await buyer.browser.get<OrderDetail>(`/api/orders/${id}`);
    expect(buyerView.body.actions).toEqual(['confirm', 'dispute', 'message']);
    expect(buyerView.body.passportCode).toBeNull();

    const mailsBefore = await mails(seller.email);
    const confirmed = await buyer.browser.post<OrderDetail>(`/api/orders/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'completed', passportCode: passport, actions: ['message'] });
    expect(await escrow(id)).toBe(0n);
    expect(await payable(seller.id)).toBeGreaterThanOrEqual(BigInt(amounts.sellerNet));
    const { rows: [owner] } = await t.database.query<{ owner_id: string }>('select owner_id from passports where code = $1', [passport]);
    expect(owner!.owner_id).toBe(buyer.id);
    const { rows: sale } = await t.database.query<{ sell_price: string; source: string }>(
      `select sell_price::text, source from historical_sales where product_code = (select product_code from products where id = $1) and source = 'patina'`, [listing.productId],
    );
    expect(sale).toContainEqual({ sell_price: '1000000', source: 'patina' });
    expect(await listingStatus(listing.id)).toBe('sold');
    expect(await kinds(seller.id)).toContain('escrow_released');
    expect(await mails(seller.email)).toBeGreaterThan(mailsBefore);

    // The other side heard of every step, in the app and by mail (the order families mail at once).
    expect(await kinds(buyer.id)).toEqual(expect.arrayContaining(['escrow_funded', 'order_shipped', 'order_delivered', 'order_completed']));
    expect(await kinds(seller.id)).toEqual(expect.arrayContaining(['order_received', 'escrow_released']));
    expect(await mails(buyer.email)).toBeGreaterThanOrEqual(4);

    const twice = await buyer.browser.post<Err>(`/api/orders/${id}/confirm`);
    expect([twice.status, twice.body.error.code]).toEqual([409, 'already_completed']);
    expect(await escrow(id)).toBe(0n);
  });

  it('completes a silent inspection by its job, and refuses a dispute once the window has closed', async () => {
    clock = new Date();
    const { id, listing } = await paidOrder({ category: 'bags' });
    await seller.browser.post(`/api/orders/${id}/ship`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    await seller.browser.post(`/api/orders/${id}/deliver`);
    expect((await jobRunAt(ORDER_JOBS.inspection, id))?.toISOString()).toBe(inspectionEndsAt(clock, listing.category).toISOString());
    clock = new Date(clock.getTime() + 2 * 86_400_000 + 1000); // bags: 2 days
    const late = await buyer.browser.post<Err>(`/api/orders/${id}/dispute`, { reason: 'The stitching is not as described.' });
    expect([late.status, late.body.error.code]).toEqual([409, 'inspection_over']);
    await fire(ORDER_JOBS.inspection, id);
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${id}`)).body.status).toBe('completed');
    expect(await escrow(id)).toBe(0n);
  });

  it('refunds in full when the seller does not ship in 3 business days; the listing leaves the marketplace', async () => {
    clock = new Date();
    const { id, total, listing } = await paidOrder();
    const before = await refunds(buyer.id);
    await fire(ORDER_JOBS.shipBy, id);
    const order = await buyer.browser.get<OrderDetail>(`/api/orders/${id}`);
    expect(order.body.status).toBe('refunded');
    expect(await escrow(id)).toBe(0n);
    expect(await refunds(buyer.id)).toBe(before + BigInt(total));
    expect(await listingStatus(listing.id)).toBe('withdrawn');
    expect(await kinds(buyer.id)).toContain('refund_issued');
    // The card is refunded through the processor by a job; its webhook marks the payment refunded.
    await t.app.jobs.runDue({ kinds: [ORDER_JOBS.refund] });
    await deliverWebhooks();
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${id}`)).body.payment?.status).toBe('refunded');
    // What was owed back has left for the card: the refunds account is back where it was.
    expect(await refunds(buyer.id)).toBe(before);
    await t.app.jobs.runDue({ kinds: [ORDER_JOBS.refund] });
    expect(await refunds(buyer.id)).toBe(before);
    const late = await seller.browser.post<Err>(`/api/orders/${id}/ship`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect([late.status, late.body.error.code]).toEqual([409, 'not_shippable']);
  });

  it('lapses an unpaid order by its job: cancelled, the piece live again', async () => {
    const listing = await liveListing(t, seller.id);
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'lapse-me-0001' });
    await fire(ORDER_JOBS.lapse, placed.body.id);
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.status).toBe('cancelled');
    expect(await listingStatus(listing.id)).toBe('active');
    expect(await escrow(placed.body.id)).toBe(0n);
    expect(await kinds(buyer.id)).toContain('order_cancelled');
    const pay = await buyer.browser.post<Err>(`/api/orders/${placed.body.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: 'lapsed-pay-1' });
    expect([pay.status, pay.body.error.code]).toEqual([409, 'order_cancelled']);
  });

  it('lets the buyer cancel before paying; the listing is live again', async () => {
    const listing = await liveListing(t, seller.id);
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'cancel-me-0001' });
    const bySeller = await seller.browser.post<Err>(`/api/orders/${placed.body.id}/cancel`);
    expect([bySeller.status, bySeller.body.error.code]).toEqual([403, 'not_the_buyer']);
    const cancelled = await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', actions: [] });
    expect(cancelled.body.timeline.map((e) => e.status)).toEqual(['pending_payment', 'cancelled']);
    expect(await listingStatus(listing.id)).toBe('active');
    expect(await escrow(placed.body.id)).toBe(0n);
    const again = await buyer.browser.post<Err>(`/api/orders/${placed.body.id}/cancel`);
    expect([again.status, again.body.error.code]).toEqual([409, 'not_cancellable']);
  });
});

describe('bank transfer', () => {
  it('waits with a reference; the admin confirms receipt and the order is paid in the same transaction as the hold', async () => {
    clock = new Date();
    const listing = await liveListing(t, seller.id);
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'transfer-0001', addressId: kit.addAddress(buyer.id) });
    const paying = await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/pay`, { method: 'bank_transfer', idempotencyKey: 'transfer-pay-1' });
    expect(paying.body).toMatchObject({ status: 'pending_payment', payment: { provider: 'bank_transfer', status: 'created', reference: expect.stringMatching(/^PAT-/) } });
    expect(new Date(paying.body.dueAt!).getTime()).toBeGreaterThan(clock.getTime() + 2 * 86_400_000);
    // The first lapse job (30 minutes) comes due and leaves the order alone: its deadline moved.
    await t.database.query(`update jobs set run_at = now() - interval '1 second' where kind = $1 and payload->>'orderId' = $2 and payload->>'deadline' = $3`, [
      ORDER_JOBS.lapse, placed.body.id, placed.body.dueAt,
    ]);
    await t.app.jobs.runDue({ kinds: [ORDER_JOBS.lapse] });
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.status).toBe('pending_payment');

    const list = await admin.get<{ payments: { id: string; order: { id: string } | null }[] }>('/api/admin/payments?status=created');
    const payment = list.body.payments.find((p) => p.order?.id === placed.body.id)!;
    expect(payment).toBeDefined();
    const byMember = await buyer.browser.post<Err>(`/api/admin/payments/${payment.id}/confirm-transfer`);
    expect(byMember.status).toBe(403);
    const confirmed = await admin.post<{ status: string; order: { status: string } }>(`/api/admin/payments/${payment.id}/confirm-transfer`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'captured', order: { status: 'awaiting_shipment' } });
    expect(await escrow(placed.body.id)).toBe(BigInt(placed.body.total));
    const again = await admin.post<Err>(`/api/admin/payments/${payment.id}/confirm-transfer`);
    expect([again.status, again.body.error.code]).toEqual([409, 'not_awaiting_transfer']);
    expect(await escrow(placed.body.id)).toBe(BigInt(placed.body.total));
  });
});

describe('a payment the order can no longer take', () => {
  it('cancelling gives up the transfer it waited for: confirming it later is refused whole, no hold, the order stays cancelled', async () => {
    const listing = await liveListing(t, seller.id);
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'late-transfer-1', addressId: kit.addAddress(buyer.id) });
    const paying = await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/pay`, { method: 'bank_transfer', idempotencyKey: 'late-transfer-pay' });
    await buyer.browser.post(`/api/orders/${placed.body.id}/cancel`);
    const before = await transfers();
    const confirmed = await admin.post<Err>(`/api/admin/payments/${paying.body.payment!.id}/confirm-transfer`);
    expect([confirmed.status, confirmed.body.error]).toEqual([409, { code: 'not_awaiting_transfer', message: 'This transfer is voided; only one awaiting receipt can be confirmed.' }]);
    expect(await transfers()).toBe(before);
    expect(await escrow(placed.body.id)).toBe(0n);
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.status).toBe('cancelled');
  });

  it('a card capture under way keeps the order from being cancelled, and its lapse waits for it', async () => {
    clock = new Date();
    const listing = await liveListing(t, seller.id);
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'in-flight-1', addressId: kit.addAddress(buyer.id) });
    const paying = await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/pay`, { method: 'card', paymentMethodId: await cardOf(buyer), idempotencyKey: 'in-flight-pay' });
    expect(paying.body.actions).toEqual(['message']);
    const cancel = await buyer.browser.post<Err>(`/api/orders/${placed.body.id}/cancel`);
    expect([cancel.status, cancel.body.error.code]).toEqual([409, 'payment_in_progress']);
    await fire(ORDER_JOBS.lapse, placed.body.id);
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.status).toBe('pending_payment');
    await deliverWebhooks();
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.status).toBe('awaiting_shipment');
  });
});

describe('disputes', () => {
  async function disputed(price = 1_000_000) {
    clock = new Date();
    const order = await paidOrder({ price, withPassport: true });
    await seller.browser.post(`/api/orders/${order.id}/ship`, { carrier: 'FedEx', trackingNumber: '7712-3456-7890' });
    await seller.browser.post(`/api/orders/${order.id}/deliver`);
    const opened = await buyer.browser.post<OrderDetail>(`/api/orders/${order.id}/dispute`, { reason: 'The dial is not the one in the photos.' });
    expect(opened.body).toMatchObject({ status: 'disputed', actions: ['message'] });
    return order;
  }

  it('lists open disputes for the admin; a refund returns everything to the buyer and the piece to the seller', async () => {
    const { id, total, listing } = await disputed();
    const queue = await admin.get<{ disputes: { orderId: string; reason: string }[] }>('/api/admin/disputes');
    expect(queue.body.disputes).toContainEqual(expect.objectContaining({ orderId: id, reason: 'The dial is not the one in the photos.' }));
    const before = await refunds(buyer.id);
    const res = await admin.post<OrderDetail>(`/api/admin/disputes/${id}/resolve`, { decision: 'refund', note: 'The dial was replaced.' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('resolved_refund');
    expect(await escrow(id)).toBe(0n);
    expect(await refunds(buyer.id)).toBe(before + BigInt(total));
    expect(await listingStatus(listing.id)).toBe('withdrawn');
    const again = await admin.post<Err>(`/api/admin/disputes/${id}/resolve`, { decision: 'release' });
    expect([again.status, again.body.error.code]).toEqual([409, 'not_disputed']);
  });

  it('a partial refund pays the buyer part and releases the rest, net of a proportional fee', async () => {
    const { id, total, listing } = await disputed();
    const amounts = orderAmounts(1_000_000, listing.category);
    const payableBefore = await payable(seller.id);
    const refundsBefore = await refunds(buyer.id);
    for (const [body, code] of [
      [{ decision: 'partial' }, 'refund_amount_required'],
      [{ decision: 'partial', refundAmount: total }, 'refund_amount_too_large'],
    ] as const) {
      const bad = await admin.post<Err>(`/api/admin/disputes/${id}/resolve`, body);
      expect([bad.status, bad.body.error.code]).toEqual([422, code]);
    }
    for (const refundAmount of [0, -5, 1e20, 12.5]) {
      const bad = await admin.post<Err>(`/api/admin/disputes/${id}/resolve`, { decision: 'partial', refundAmount });
      expect(bad.status).toBe(400);
    }
    const res = await admin.post<OrderDetail>(`/api/admin/disputes/${id}/resolve`, { decision: 'partial', refundAmount: 200_000 });
    expect(res.body.status).toBe('resolved_partial');
    const fee = partialReleaseFee(amounts.platformFee, total, 200_000);
    expect(await escrow(id)).toBe(0n);
    expect(await refunds(buyer.id)).toBe(refundsBefore + 200_000n);
    expect(await payable(seller.id)).toBe(payableBefore + BigInt(total - 200_000 - fee));
    expect(await listingStatus(listing.id)).toBe('sold');
  });

  it('a release pays the seller as a confirmation would', async () => {
    const { id, listing } = await disputed();
    const before = await payable(seller.id);
    const res = await admin.post<OrderDetail>(`/api/admin/disputes/${id}/resolve`, { decision: 'release' });
    expect(res.body.status).toBe('resolved_release');
    expect(await escrow(id)).toBe(0n);
    expect(await payable(seller.id)).toBe(before + BigInt(orderAmounts(1_000_000, listing.category).sellerNet));
  });
});

describe('the admin ledger', () => {
  it('shows accounts, transfers and a ledger that sums to zero', async () => {
    const { id } = await paidOrder();
    const res = await admin.get<LedgerView>('/api/admin/ledger');
    expect(res.status).toBe(200);
    expect(res.body.check).toMatchObject({ zeroSum: true, driftedAccounts: [] });
    expect(res.body.transfers.length).toBeGreaterThan(0);
    expect(res.body.accounts).toContainEqual(expect.objectContaining({ kind: 'escrow', owner: id, currency: 'USD' }));
    expect(res.body.transfers[0]).toMatchObject({ key: `order:${id}:hold`, orderId: id });
    expect((await buyer.browser.get<Err>('/api/admin/ledger')).status).toBe(403);
    expect(await transfers()).toBeGreaterThan(0);
  });
});
