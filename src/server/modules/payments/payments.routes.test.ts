import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type TestApp } from '../../test/helper.js';
import { escrowAccount, externalAccount } from '../../../shared/ledger/escrow-flows.js';
import { sign, SIGNATURE_HEADER } from './webhook-signature.js';
import { simulatedWebhookSecret, SIMULATED_WEBHOOK_PATH, WEBHOOK_DELIVERY_JOB } from './index.js';
import { createSimulatedProcessor } from './simulated-processor.js';
import { createCardTokenStore } from './payments.repo.js';

let t: TestApp;
let secret: string;


beforeAll(async () => {
  // The processor delivers its webhooks over real HTTP: the app listens where PUBLIC_URL says.
  t = await createListeningTestApp();
  secret = simulatedWebhookSecret(t.config.authSecret);
});
afterAll(async () => {
  await t.close();
});

const far = new Date().getUTCFullYear() + 3;
const tokenOf = async (number: string, expYear = far) => (await t.app.payments.card.tokenize({ number, expMonth: 12, expYear, cvc: '123' })).token;
const pay = async (over: { orderId?: string; amount?: number; key?: string; number?: string } = {}) =>
  t.app.payments.service.payByCard({
    orderId: over.orderId ?? 'ord_a', payerId: 'buyer_1', amount: over.amount ?? 250_000, currency: 'EUR',
    idempotencyKey: over.key ?? 'key-1', cardToken: await tokenOf(over.number ?? '4242 4242 4242 4242'),
  });
const escrow = (orderId = 'ord_a') => t.app.payments.ledger.balance(escrowAccount({ id: orderId, currency: 'EUR' }));
const deliverWebhooks = () => t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
const refOf = async (paymentId: string) =>
  (await t.database.query<{ provider_ref: string }>('select provider_ref from payments where id = $1', [paymentId])).rows[0]!.provider_ref;
const transfers = async () => Number((await t.database.query<{ n: string }>('select count(*)::text as n from ledger_transfers')).rows[0]!.n);
const webhook = (body: string, signature: string | null = sign(body, secret, new Date())) =>
  t.app.inject({
    method: 'POST', url: SIMULATED_WEBHOOK_PATH, payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature }) },
  });
const event = (ref: string, id = 'evt_test_1', type = 'charge.captured') => JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data: { ref } });

describe('paying by card', () => {
  it('authorises at once; the signed webhook, delivered over HTTP by a job, captures and holds the money in escrow once', async () => {
    const payment = await pay();
    expect(payment).toMatchObject({ status: 'authorised', amount: 250_000, currency: 'EUR', reference: '4242', failure: null });
    expect(await escrow()).toBe(0n);
    await deliverWebhooks();
    expect(await t.app.payments.service.get(payment.id)).toMatchObject({ status: 'captured' });
    expect(await escrow()).toBe(250_000n);
    expect(await t.app.payments.ledger.balance(externalAccount('simulated', 'EUR'))).toBe(-250_000n);
    expect(await transfers()).toBe(1);
    const [job] = (await t.database.query<{ status: string; attempts: number }>('select status, attempts from jobs where kind = $1', [WEBHOOK_DELIVERY_JOB])).rows;
    expect(job).toEqual({ status: 'done', attempts: 1 });
  });

  it('ignores a duplicate delivery and a second capture event: 200, the ledger unchanged', async () => {
    const payment = await pay();
    const ref = await refOf(payment.id);
    const first = await webhook(event(ref, 'evt_dup'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false, applied: true });
    const again = await webhook(event(ref, 'evt_dup'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true, applied: false });
    const other = await webhook(event(ref, 'evt_other'));
    expect(other.json()).toEqual({ received: true, duplicate: false, applied: false });
    await deliverWebhooks(); // the processor's own delivery of its event arrives too
    expect(await escrow()).toBe(250_000n);
    expect(await transfers()).toBe(1);
  });

  it.each([
    ['4000 0000 0000 0002', far, 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', far, 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', far, 'expired_card', 'Your card has expired.'],
    ['4242 4242 4242 4242', 2020, 'expired_card', 'Your card has expired.'],
  ])('refuses card %s (exp. %s): %s, nothing held', async (number, expYear, code, message) => {
    const payment = await t.app.payments.service.payByCard({
      orderId: 'ord_a', payerId: 'buyer_1', amount: 250_000, currency: 'EUR', idempotencyKey: 'k', cardToken: await tokenOf(number, expYear),
    });
    expect(payment).toMatchObject({ status: 'failed', failure: { code, message } });
    await deliverWebhooks();
    expect(await escrow()).toBe(0n);
    // A declined payment does not block paying with another card.
    expect(await pay({ key: 'k2' })).toMatchObject({ status: 'authorised' });
  });

  it('a refund delivered before its capture is a 409 the processor retries: nothing is recorded or moved', async () => {
    const payment = await pay();
    const early = JSON.stringify({ id: 'evt_early_refund', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), data: { ref: await refOf(payment.id), amount: 1_000 } });
    const res = await webhook(early);
    expect([res.statusCode, res.json()]).toEqual([409, { error: { code: 'payment_not_captured', message: 'This payment is authorised; a refund cannot be applied to it yet.' } }]);
    expect(await t.app.payments.service.get(payment.id)).toMatchObject({ status: 'authorised' });
    expect(await transfers()).toBe(0);
    // Not taken for a duplicate when it comes again: its event was not kept.
    expect((await webhook(early)).statusCode).toBe(409);
  });

  it('a capture failure arrives by webhook: failed, nothing held', async () => {
    const payment = await pay({ number: '4000 0000 0000 0341' });
    expect(payment.status).toBe('authorised');
    await deliverWebhooks();
    expect(await t.app.payments.service.get(payment.id)).toMatchObject({
      status: 'failed', failure: { code: 'capture_failed', message: 'The payment could not be completed; your card was not charged.' },
    });
    expect(await escrow()).toBe(0n);
    expect(await transfers()).toBe(0);
  });

  it('refuses a number that is not a card', async () => {
    await expect(tokenOf('4242 4242 4242 4241')).rejects.toThrow('That is not a valid card number.');
  });

  it('keeps its tokens in the database: another instance of the processor (a restart) authorises a saved card', async () => {
    const token = await tokenOf('4000 0000 0000 0002');
    const { rows } = await t.database.query<{ outcome: string; last4: string }>('select outcome, last4 from simulated_card_tokens where token = $1', [token]);
    expect(rows).toEqual([{ outcome: 'card_declined', last4: '0002' }]);
    const other = createSimulatedProcessor({ secret, now: () => new Date(), deliver: async () => {}, tokens: createCardTokenStore(t.database.db) });
    expect(await other.authorise({ amount: 100, currency: 'EUR', source: token, idempotencyKey: 'other-1' })).toMatchObject({ status: 'failed', failure: { code: 'card_declined' } });
    const good = await tokenOf('4242 4242 4242 4242');
    expect(await other.authorise({ amount: 100, currency: 'EUR', source: good, idempotencyKey: 'other-2' })).toMatchObject({ status: 'authorised', last4: '4242' });
    expect(await other.authorise({ amount: 100, currency: 'EUR', source: 'tok_unknown', idempotencyKey: 'other-3' })).toMatchObject({ status: 'failed', failure: { code: 'invalid_token' } });
  });
});

describe('paying twice', () => {
  it('the same key answers the same payment; a new key is refused while one is under way or done', async () => {
    const first = await pay();
    expect(await pay()).toEqual(first);
    await expect(pay({ key: 'key-2' })).rejects.toMatchObject({ status: 409, code: 'payment_in_progress', message: 'A payment for this order is already under way.' });
    await expect(pay({ amount: 1 })).rejects.toMatchObject({ status: 409, code: 'idempotency_key_reused' });
    await deliverWebhooks();
    await expect(pay({ key: 'key-3' })).rejects.toMatchObject({ status: 409, code: 'already_paid', message: 'This order is already paid.' });
    expect(await escrow()).toBe(250_000n);
  });

  it('ten simultaneous payments of one order with different keys: one goes through', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => pay({ key: `race-${i}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(9).fill('payment_in_progress'));
    await deliverWebhooks();
    expect(await escrow()).toBe(250_000n);
  });

  it('refuses an amount of 0, -5 or 1e20, and a bad currency, with a 400', async () => {
    for (const amount of [0, -5, 1e20, 1.5]) await expect(pay({ amount })).rejects.toMatchObject({ status: 400, code: 'invalid_amount' });
    await expect(t.app.payments.service.payByCard({ orderId: 'o', payerId: 'b', amount: 5, currency: 'eur', idempotencyKey: 'k', cardToken: 'x' }))
      .rejects.toMatchObject({ status: 400, code: 'invalid_currency' });
  });
});

describe('the webhook route refuses what it cannot trust, never with a 500', () => {
  it('a bad, missing or malformed signature: 400', async () => {
    const payment = await pay();
    const body = event(await refOf(payment.id));
    for (const signature of [sign(body, 'not-the-secret', new Date()), null, 't=abc,v1=zz', sign(body.replace('captured', 'capture_failed'), secret, new Date())]) {
      const res = await webhook(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'invalid_signature', message: 'This webhook is not signed by the payment processor.' } });
    }
    expect(await escrow()).toBe(0n);
  });

  it('a replayed delivery with an old timestamp: 400', async () => {
    const payment = await pay();
    const body = event(await refOf(payment.id));
    const res = await webhook(body, sign(body, secret, new Date(Date.now() - 10 * 60_000)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'stale_webhook', message: 'This webhook is too old to accept (replayed?).' } });
    expect(await escrow()).toBe(0n);
  });

  it('an unknown payment: 404; a signed body that is not an event: 400', async () => {
    const res = await webhook(event('ch_nobody'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'unknown_payment', message: "No payment matches 'ch_nobody'." } });
    for (const body of ['{"id":1}', 'not json', '[]']) expect((await webhook(body)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: SIMULATED_WEBHOOK_PATH, payload: 'x=1', headers: { 'content-type': 'text/plain' } })).statusCode).toBeLessThan(500);
    expect(await transfers()).toBe(0);
  });
});

describe('paying by bank transfer', () => {
  it('waits with a reference until an admin confirms receipt; then the money is held, once', async () => {
    const payment = await t.app.payments.service.payByBankTransfer({ orderId: 'ord_b', payerId: 'buyer_1', amount: 90_000, currency: 'EUR', idempotencyKey: 'bt' });
    expect(payment).toMatchObject({ provider: 'bank_transfer', status: 'created' });
    expect(payment.reference).toMatch(/^PAT-[0-9A-F]{10}$/);
    expect(await escrow('ord_b')).toBe(0n);
    expect(await t.app.payments.service.confirmBankTransfer(payment.id)).toMatchObject({ status: 'captured' });
    expect(await escrow('ord_b')).toBe(90_000n);
    await expect(t.app.payments.service.confirmBankTransfer(payment.id)).rejects.toMatchObject({
      status: 409, code: 'not_awaiting_transfer', message: 'This transfer is captured; only one awaiting receipt can be confirmed.',
    });
    await expect(t.app.payments.service.confirmBankTransfer('pay_nobody')).rejects.toMatchObject({ status: 404 });
    expect(await escrow('ord_b')).toBe(90_000n);
  });
});
