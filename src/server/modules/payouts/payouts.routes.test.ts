import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type TestApp } from '../../test/helper.js';
import { Browser } from '../../test/browser.js';
import { bulkMembers, completedSale, testWallet, type BuyingMember } from '../../test/buying.js';
import { payoutBank, payoutsInTransit, sellerPayableOf } from '../../../shared/ledger/payout-flows.js';
import type { AdminPayout, AdminPayoutList, Payout, PayoutAccount, PayoutBankDetails, PayoutList } from '../../../shared/payouts/contracts.js';
import type { SellerPayouts } from '../../../shared/orders/contracts.js';

/**
 * Seller payouts through HTTP (issue 13): a completed sale leaves the seller a payable; the
 * seller sets a bank account and asks for a payout; an admin marks it sent, then paid or
 * failed. The ledger sums to zero throughout, a failure returns the money by a new posting,
 * and every refusal is a 4xx with a stable code that writes nothing.
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let other: BuyingMember;
let admin: BuyingMember;
const kit = testWallet();
type Err = { error: { code: string; message: string } };

const IBAN = 'DE89 3704 0044 0532 0130 00';
const ACCOUNT = { holderName: 'Ines Seller', iban: IBAN };


beforeAll(async () => {
  t = await createListeningTestApp({ products: 5, deps: { wallet: kit.wallet } });
  [seller, buyer, other] = (await bulkMembers(t, 3)) as [BuyingMember, BuyingMember, BuyingMember];
  [admin] = (await bulkMembers(t, 1, 'admin')) as [BuyingMember];
});
// Every order moves its listing: the catalogue's subscribers finish before the test's writes are undone.
afterEach(async () => {
  await t.app.events.drain();
});
afterAll(async () => {
  await t?.close();
});

const ledger = () => t.app.payments.ledger;
/** Every payout and ledger row, to compare before and after a refusal. */
const written = async () => (await t.database.query<{ payouts: string; transfers: string; entries: string }>(
  `select (select count(*) from payouts)::text as payouts, (select count(*) from ledger_transfers)::text as transfers, (select count(*) from ledger_entries)::text as entries`,
)).rows[0];
/** The whole ledger: every currency sums to 0 and every balance is the sum of its entries. */
async function expectSoundLedger() {
  const { rows } = await t.database.query<{ currency: string; sum: string }>('select currency, sum(amount)::text as sum from ledger_entries group by currency');
  for (const r of rows) expect(r.sum, r.currency).toBe('0');
  const drifted = await t.database.query(`select a.id from ledger_accounts a left join (select account_id, sum(amount) s from ledger_entries group by account_id) e on e.account_id = a.id where a.balance <> coalesce(e.s, 0)`);
  expect(drifted.rows).toEqual([]);
}
const notices = async (userId: string) =>
  (await t.database.query<{ type: string; message: string }>(`select type, message from notifications where user_id = $1 and type like 'payout%' order by created_at`, [userId])).rows;

let seq = 0;
const key = () => `payout-test-${(seq += 1)}`;
const setAccount = async (who: BuyingMember = seller) => expect((await who.browser.put('/api/selling/payouts/account', ACCOUNT)).status).toBe(200);
const request = (body: Record<string, unknown>, who: BuyingMember = seller) => who.browser.post<Payout & Err>('/api/selling/payouts/requests', body);

describe('the bank account', () => {
  it('is set, shown only as its last 4 characters, replaced and removed; a guest is asked to sign in', async () => {
    expect((await seller.browser.get('/api/selling/payouts/account')).body).toEqual({ account: null });
    const set = await seller.browser.put<PayoutAccount>('/api/selling/payouts/account', ACCOUNT);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ holderName: 'Ines Seller', iban: '•••• 3000', country: 'DE', updatedAt: expect.any(String) });
    const read = await seller.browser.get('/api/selling/payouts/account');
    expect(read.body).toEqual({ account: set.body });
    expect(JSON.stringify(read.body)).not.toContain('370400440532');
    // Stored whole, normalised, on the server.
    expect((await t.database.query('select iban from payout_accounts where user_id = $1', [seller.id])).rows).toEqual([{ iban: 'DE89370400440532013000' }]);

    const replaced = await seller.browser.put<PayoutAccount>('/api/selling/payouts/account', { holderName: 'Ines Seller SARL', iban: 'fr14 2004 1010 0505 0001 3m02 606' });
    expect(replaced.body).toMatchObject({ holderName: 'Ines Seller SARL', iban: '•••• 2606', country: 'FR' });
    // Nobody else's: the other member still has none.
    expect((await other.browser.get('/api/selling/payouts/account')).body).toEqual({ account: null });

    expect((await seller.browser.delete('/api/selling/payouts/account')).status).toBe(204);
    expect((await seller.browser.get('/api/selling/payouts/account')).body).toEqual({ account: null });
    const guest = new Browser(t);
    expect((await guest.get('/api/selling/payouts/account')).status).toBe(401);
    expect((await guest.put('/api/selling/payouts/account', ACCOUNT)).status).toBe(401);
  });

  it('refuses an IBAN that fails mod-97 or its country’s length, and names that are empty, too long or hold control characters', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...ACCOUNT, iban: 'DE88 3704 0044 0532 0130 00' }, /check digits do not match/],
      [{ ...ACCOUNT, iban: 'DE89 3704 0044 0532 0130 0' }, /An IBAN from DE has 22 characters; this one has 21/],
      [{ ...ACCOUNT, iban: 'US89 3704 0044 0532 0130 00' }, /'US' is not a country that uses IBANs/],
      [{ ...ACCOUNT, iban: 'X'.repeat(51) }, /iban/],
      [{ ...ACCOUNT, iban: 12345 }, /iban/],
      [{ ...ACCOUNT, holderName: ' ' }, /holderName/],
      [{ ...ACCOUNT, holderName: 'I'.repeat(71) }, /holderName/],
      [{ ...ACCOUNT, holderName: 'Ines\u0007Seller' }, /control character/],
      [{ ...ACCOUNT, holderName: 'Ines\nSeller' }, /one line/],
      [{ iban: IBAN }, /holderName/],
    ];
    for (const [body, words] of cases) {
      const res = await seller.browser.put<Err>('/api/selling/payouts/account', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toMatch(words);
    }
    expect((await t.database.query('select count(*)::int as n from payout_accounts')).rows).toEqual([{ n: 0 }]);
  });
});

describe('a payout', () => {
  it('goes balance → requested → sent → paid: the payable drops, in-transit clears to the bank, the ledger sums to zero', async () => {
    const sale = await completedSale(t, kit, seller, buyer);
    await setAccount();
    expect(await ledger().balance(sellerPayableOf(seller.id, 'USD'))).toBe(BigInt(sale.net));

    // No amount: the whole available balance.
    const asked = await request({ currency: 'USD', idempotencyKey: key() });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ state: 'requested', amount: sale.net, currency: 'USD', holderName: 'Ines Seller', iban: '•••• 3000', sentAt: null, paidAt: null });
    expect(await ledger().balance(sellerPayableOf(seller.id, 'USD'))).toBe(0n);
    expect(await ledger().balance(payoutsInTransit(seller.id, 'USD'))).toBe(BigInt(sale.net));
    const page = (await seller.browser.get<SellerPayouts>('/api/selling/payouts')).body;
    expect(page.balances).toEqual([{ currency: 'USD', amount: 0 }]);
    // The sale is still listed, the payout (newer, no order) is not a sale.
    expect(page.movements).toEqual([expect.objectContaining({ orderId: sale.orderId, net: sale.net })]);
    await expectSoundLedger();

    const sent = await admin.browser.post<AdminPayout>(`/api/admin/payouts/${asked.body.id}/sent`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: 'sent', sellerId: seller.id, sentAt: expect.any(String) });
    expect(await ledger().balance(payoutsInTransit(seller.id, 'USD'))).toBe(BigInt(sale.net));
    const bankBefore = await ledger().balance(payoutBank('USD'));

    const paid = await admin.browser.post<AdminPayout>(`/api/admin/payouts/${asked.body.id}/paid`);
    expect(paid.body).toMatchObject({ state: 'paid', paidAt: expect.any(String) });
    expect(await ledger().balance(payoutsInTransit(seller.id, 'USD'))).toBe(0n);
    expect(await ledger().balance(payoutBank('USD'))).toBe(bankBefore + BigInt(sale.net));
    expect(await ledger().balance(sellerPayableOf(seller.id, 'USD'))).toBe(0n);
    await expectSoundLedger();

    const history = await seller.browser.get<PayoutList>('/api/selling/payouts/requests');
    expect(history.body.payouts).toEqual([expect.objectContaining({ id: asked.body.id, state: 'paid', amount: sale.net, sentAt: expect.any(String), paidAt: expect.any(String) })]);
    expect((await seller.browser.get<Payout>(`/api/selling/payouts/requests/${asked.body.id}`)).body.state).toBe('paid');
    expect((await notices(seller.id)).map((n) => n.type)).toEqual(['payout_sent', 'payout_paid']);
    const audited = await t.database.query<{ action: string; actor_id: string }>(`select action, actor_id from audit_log where subject_type = 'payout' and subject_id = $1 order by id`, [asked.body.id]);
    expect(audited.rows).toEqual([{ action: 'payout.sent', actor_id: admin.id }, { action: 'payout.paid', actor_id: admin.id }]);
    // A paid payout is final.
    const again = await admin.browser.post<Err>(`/api/admin/payouts/${asked.body.id}/failed`, { reason: 'Too late' });
    expect([again.status, again.body.error.code]).toEqual([409, 'payout_paid']);
  });

  it('failed (before or after sending) returns the money to the payable by a new posting; nothing in the ledger is changed', async () => {
    const sale = await completedSale(t, kit, seller, buyer);
    await setAccount();
    const first = await request({ currency: 'USD', amount: 1_000, idempotencyKey: key() });
    const second = await request({ currency: 'USD', amount: 2_000, idempotencyKey: key() });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await ledger().balance(sellerPayableOf(seller.id, 'USD'))).toBe(BigInt(sale.net - 3_000));
    const entriesBefore = await t.database.query('select id, amount::text from ledger_entries order by id');

    expect((await admin.browser.post(`/api/admin/payouts/${second.body.id}/sent`)).status).toBe(200);
    const failed = await admin.browser.post<AdminPayout>(`/api/admin/payouts/${second.body.id}/failed`, { reason: 'The bank returned the transfer: account closed.' });
    expect(failed.body).toMatchObject({ state: 'failed', failureReason: 'The bank returned the transfer: account closed.', failedAt: expect.any(String) });
    const refused = await admin.browser.post<AdminPayout>(`/api/admin/payouts/${first.body.id}/failed`, { reason: 'Holder name does not match the account.' });
    expect(refused.body.state).toBe('failed');

    expect(await ledger().balance(sellerPayableOf(seller.id, 'USD'))).toBe(BigInt(sale.net));
    expect(await ledger().balance(payoutsInTransit(seller.id, 'USD'))).toBe(0n);
    const returns = await t.database.query(`select idempotency_key from ledger_transfers where kind = 'payout_return' order by id`);
    expect(returns.rows).toEqual([{ idempotency_key: `payout:${second.body.id}:return` }, { idempotency_key: `payout:${first.body.id}:return` }]);
    // The entries written before are all still there, unchanged.
    const entriesAfter = await t.database.query('select id, amount::text from ledger_entries order by id');
    expect(entriesAfter.rows.slice(0, entriesBefore.rows.length)).toEqual(entriesBefore.rows);
    expect(entriesAfter.rows.length).toBe(entriesBefore.rows.length + 4);
    await expectSoundLedger();
    expect((await notices(seller.id)).map((n) => n.type)).toEqual(['payout_sent', 'payout_failed', 'payout_failed']);
    expect((await notices(seller.id))[1]!.message).toContain('account closed');
    // A failed payout is final; the returned money can be asked for again.
    expect((await admin.browser.post<Err>(`/api/admin/payouts/${first.body.id}/paid`)).body.error.code).toBe('payout_failed');
    expect((await request({ currency: 'USD', idempotencyKey: key() })).body.amount).toBe(sale.net);
  });

  it('answers every bad request with a 4xx, a stable code and words, and writes nothing', async () => {
    const sale = await completedSale(t, kit, seller, buyer);
    // No bank account on file.
    const before = await written();
    const noAccount = await request({ currency: 'USD', idempotencyKey: key() });
    expect([noAccount.status, noAccount.body.error.code]).toEqual([422, 'no_payout_account']);
    expect(noAccount.body.error.message).toBe('Add the bank account we should pay you to before asking for a payout.');
    await setAccount();

    const cases: [Record<string, unknown>, number, string, RegExp?][] = [
      [{ currency: 'USD', amount: sale.net + 1 }, 422, 'payout_exceeds_balance', /You asked for .*, but .* is available\./],
      [{ currency: 'USD', amount: 0 }, 400, 'invalid_request', /amount/],
      [{ currency: 'USD', amount: -5 }, 400, 'invalid_request', /amount/],
      [{ currency: 'USD', amount: 1e20 }, 400, 'invalid_request', /amount/],
      [{ currency: 'USD', amount: 10.5 }, 400, 'invalid_request', /amount/],
      [{ currency: 'USD', amount: '100' }, 400, 'invalid_request', /amount/],
      [{ currency: 'EUR' }, 422, 'nothing_to_pay_out', /You have no EUR balance to pay out\./],
      [{ currency: 'usd' }, 400, 'invalid_request', /currency/],
      [{ currency: 'DOLLARS' }, 400, 'invalid_request', /currency/],
      [{}, 400, 'invalid_request', /currency/],
    ];
    for (const [body, status, code, words] of cases) {
      const res = await request({ idempotencyKey: key(), ...body });
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
      if (words) expect(res.body.error.message, JSON.stringify(body)).toMatch(words);
    }
    for (const idempotencyKey of [undefined, 'short', 'k'.repeat(201)]) {
      const res = await request({ currency: 'USD', idempotencyKey });
      expect([res.status, res.body.error.code], String(idempotencyKey)).toEqual([400, 'invalid_request']);
    }
    expect(await written()).toEqual(before);
    expect(await ledger().balance(sellerPayableOf(seller.id, 'USD'))).toBe(BigInt(sale.net));
    // A member who sold nothing has nothing to pay out.
    await setAccount(other);
    const nothing = await request({ currency: 'USD', idempotencyKey: key() }, other);
    expect([nothing.status, nothing.body.error.code]).toEqual([422, 'nothing_to_pay_out']);
    expect(await written()).toEqual(before);
  });

  it('is asked once per idempotency key: a retry answers the same payout, a different amount under the key is a 409', async () => {
    const sale = await completedSale(t, kit, seller, buyer);
    await setAccount();
    const k = key();
    const first = await request({ currency: 'USD', amount: 5_000, idempotencyKey: k });
    expect(first.status).toBe(201);
    const state = await written();
    const retry = await request({ currency: 'USD', amount: 5_000, idempotencyKey: k });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // Left out, the amount is the one first asked.
    expect((await request({ currency: 'USD', idempotencyKey: k })).body.id).toBe(first.body.id);
    const reused = await request({ currency: 'USD', amount: 6_000, idempotencyKey: k });
    expect([reused.status, reused.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    const otherCurrency = await request({ currency: 'EUR', amount: 5_000, idempotencyKey: k });
    expect([otherCurrency.status, otherCurrency.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    expect(await written()).toEqual(state);
    // Retries racing each other: still one payout.
    const k2 = key();
    const raced = await Promise.all([1, 2, 3].map(() => request({ currency: 'USD', amount: 1_000, idempotencyKey: k2 })));
    expect(new Set(raced.map((r) => r.body.id)).size).toBe(1);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await ledger().balance(sellerPayableOf(seller.id, 'USD'))).toBe(BigInt(sale.net - 6_000));
    // Another seller's key is their own.
    expect((await t.database.query('select count(*)::int as n from payouts where seller_id = $1', [seller.id])).rows).toEqual([{ n: 2 }]);
    await expectSoundLedger();
  });

  it('is the seller’s own: another member cannot see it (404), and only admins may move it (403)', async () => {
    await completedSale(t, kit, seller, buyer);
    await setAccount();
    const mine = await request({ currency: 'USD', amount: 1_000, idempotencyKey: key() });
    const seen = await other.browser.get<Err>(`/api/selling/payouts/requests/${mine.body.id}`);
    expect([seen.status, seen.body.error.code]).toEqual([404, 'unknown_payout']);
    expect((await other.browser.get<PayoutList>('/api/selling/payouts/requests')).body).toEqual({ payouts: [] });
    expect((await seller.browser.get<Err>('/api/selling/payouts/requests/po_00000000000000000000')).status).toBe(404);
    const state = await written();
    for (const who of [seller, other]) {
      expect((await who.browser.get('/api/admin/payouts')).status).toBe(403);
      for (const action of ['sent', 'paid', 'failed']) {
        expect((await who.browser.post(`/api/admin/payouts/${mine.body.id}/${action}`, { reason: 'Not mine to say' })).status, action).toBe(403);
      }
    }
    expect((await new Browser(t).post(`/api/admin/payouts/${mine.body.id}/sent`)).status).toBe(401);
    expect(await written()).toEqual(state);
    // The admin's list filters by state; unknown ids, out-of-order steps and bad reasons are refused.
    const listed = await admin.browser.get<AdminPayoutList>('/api/admin/payouts?state=requested');
    expect(listed.body.payouts.map((p) => [p.id, p.sellerId, p.iban])).toEqual([[mine.body.id, seller.id, '•••• 3000']]);
    expect((await admin.browser.get<AdminPayoutList>('/api/admin/payouts?state=paid')).body.payouts).toEqual([]);
    expect((await admin.browser.get('/api/admin/payouts?state=lost')).status).toBe(400);
    expect((await admin.browser.post<Err>('/api/admin/payouts/po_00000000000000000000/sent')).body.error.code).toBe('unknown_payout');
    const early = await admin.browser.post<Err>(`/api/admin/payouts/${mine.body.id}/paid`);
    expect([early.status, early.body.error.code, early.body.error.message]).toEqual([409, 'payout_requested', 'This payout is requested; it cannot be marked paid.']);
    for (const reason of [undefined, '', 'x'.repeat(501)]) {
      expect((await admin.browser.post(`/api/admin/payouts/${mine.body.id}/failed`, { reason })).status, String(reason)).toBe(400);
    }
    expect(await written()).toEqual(state);
  });
});

describe('the bank details of a payout', () => {
  const viewed = async (id: string) => (await t.database.query<{ actor_id: string; subject_id: string }>(
    `select actor_id, subject_id from audit_log where action = 'payout.bank_details_viewed' and subject_type = 'payout' and subject_id = $1 order by id`, [id],
  )).rows;

  it('are shown whole to an admin, as copied when the payout was asked for; each look is audited and never cached', async () => {
    await completedSale(t, kit, seller, buyer);
    await setAccount();
    const asked = await request({ currency: 'USD', amount: 1_000, idempotencyKey: key() });
    // Replaced afterwards: the payout keeps the account it was asked to.
    await seller.browser.put('/api/selling/payouts/account', { holderName: 'Someone Else', iban: 'FR14 2004 1010 0505 0001 3M02 606' });

    const details = await admin.browser.get<PayoutBankDetails>(`/api/admin/payouts/${asked.body.id}/bank-details`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ holderName: 'Ines Seller', iban: 'DE89 3704 0044 0532 0130 00' });
    expect(details.headers['cache-control']).toBe('no-store');
    expect(await viewed(asked.body.id)).toEqual([{ actor_id: admin.id, subject_id: asked.body.id }]);
    await admin.browser.get(`/api/admin/payouts/${asked.body.id}/bank-details`);
    expect(await viewed(asked.body.id)).toHaveLength(2);
    // Looking moves nothing: the payout is still requested.
    expect((await seller.browser.get<Payout>(`/api/selling/payouts/requests/${asked.body.id}`)).body.state).toBe('requested');
  });

  it('are an admin’s alone (403 for the seller too, 401 for a guest), an unknown payout is a 404, and the seller’s routes stay masked', async () => {
    await completedSale(t, kit, seller, buyer);
    await setAccount();
    const asked = await request({ currency: 'USD', amount: 1_000, idempotencyKey: key() });
    for (const who of [seller, other]) {
      const refused = await who.browser.get<Err>(`/api/admin/payouts/${asked.body.id}/bank-details`);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('3704');
    }
    expect((await new Browser(t).get(`/api/admin/payouts/${asked.body.id}/bank-details`)).status).toBe(401);
    const unknown = await admin.browser.get<Err>('/api/admin/payouts/po_00000000000000000000/bank-details');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'unknown_payout']);
    expect(await viewed(asked.body.id)).toEqual([]);
    expect((await t.database.query(`select count(*)::int as n from audit_log where action = 'payout.bank_details_viewed'`)).rows).toEqual([{ n: 0 }]);

    // Even after an admin's look, every route of the seller answers '•••• 3000' and nothing more.
    expect((await admin.browser.get(`/api/admin/payouts/${asked.body.id}/bank-details`)).status).toBe(200);
    const own = await Promise.all(['/api/selling/payouts/account', '/api/selling/payouts/requests', `/api/selling/payouts/requests/${asked.body.id}`, '/api/selling/payouts']
      .map((path) => seller.browser.get(path)));
    for (const res of own) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/3704|DE89/);
    }
    expect((own[0]!.body as { account: PayoutAccount }).account.iban).toBe('•••• 3000');
    expect((own[2]!.body as Payout).iban).toBe('•••• 3000');
  });
});
