import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import type { Address, AddressList, PaymentMethod, PaymentMethodList } from '../../../shared/orders/contracts.js';

/**
 * Saved addresses and cards through HTTP (PGlite, or PostgreSQL with DATABASE_URL): only the
 * owner's, at most 10 of each, a card never stored as its number, bad input a clear 400.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let ines: Member;
let other: Member;
type Err = { error: { code: string; message: string } };

const home = { name: 'Ines Moreau', line1: '12 Rue de Sèvres', city: 'Paris', postalCode: '75006', country: 'FR' };
const far = new Date().getUTCFullYear() + 3;
const visa = { number: '4242 4242 4242 4242', expMonth: 12, expYear: far, cvc: '123', name: 'Ines Moreau' };

beforeAll(async () => {
  t = await createTestApp();
  ines = await verifiedMember(t);
  other = await verifiedMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('saved addresses', () => {
  it('saves, lists and removes an address; another member sees none of it', async () => {
    const added = await ines.browser.post<Address>('/api/account/addresses', { ...home, line2: 'Apt 4', phone: '+33 1 23 45 67 89' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), ...home, line2: 'Apt 4', phone: '+33 1 23 45 67 89' });
    const plain = await ines.browser.post<Address>('/api/account/addresses', home);
    expect(plain.body).toMatchObject({ line2: null, phone: null });

    const list = await ines.browser.get<AddressList>('/api/account/addresses');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.addresses.map((a) => a.id)).toEqual([added.body.id, plain.body.id]);
    expect((await other.browser.get<AddressList>('/api/account/addresses')).body.addresses).toEqual([]);

    const theirs = await other.browser.delete<Err>(`/api/account/addresses/${added.body.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual({ code: 'address_not_found', message: `You have no saved address ${added.body.id}.` });
    expect((await ines.browser.delete(`/api/account/addresses/${added.body.id}`)).status).toBe(204);
    expect((await ines.browser.get<AddressList>('/api/account/addresses')).body.addresses.map((a) => a.id)).toEqual([plain.body.id]);
    expect((await ines.browser.delete<Err>(`/api/account/addresses/${added.body.id}`)).status).toBe(404);
  });

  it('keeps at most 10', async () => {
    for (let i = 0; i < 10; i++) expect((await ines.browser.post('/api/account/addresses', { ...home, line1: `${i + 1} Rue de Sèvres` })).status).toBe(201);
    const eleventh = await ines.browser.post<Err>('/api/account/addresses', home);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.code).toBe('address_book_full');
    expect((await ines.browser.get<AddressList>('/api/account/addresses')).body.addresses).toHaveLength(10);
  });

  it.each([
    [{ ...home, country: 'France' }, 'country'],
    [{ ...home, name: '<b>x</b>' }, 'name'],
    [{ ...home, postalCode: '75;006' }, 'postalCode'],
    [{ ...home, line1: 'x'.repeat(121) }, 'line1'],
    [{ name: 'Ines' }, 'line1'],
  ])('refuses %j with a 400 naming the field', async (body, field) => {
    const res = await ines.browser.post<Err & { error: { issues: { path: string }[] } }>('/api/account/addresses', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.issues.map((i) => i.path)).toContain(field);
  });

  it('asks a guest to sign in, and refuses ids that are not ids', async () => {
    expect((await new Browser(t).get<Err>('/api/account/addresses')).status).toBe(401);
    for (const bad of ['0', '-1', '1e30', 'abc']) expect((await ines.browser.delete(`/api/account/addresses/${bad}`)).status, bad).toBe(400);
  });
});

describe('saved cards', () => {
  it('keeps the processor’s token, brand, last 4, expiry and name; never the number or CVC', async () => {
    const added = await ines.browser.post<PaymentMethod>('/api/account/payment-methods', visa);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), brand: 'Visa', last4: '4242', expMonth: 12, expYear: far, name: 'Ines Moreau', createdAt: expect.any(String) });
    const { rows } = await t.database.query<Record<string, unknown>>('select * from payment_methods where id = $1', [added.body.id]);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(rows)).not.toContain('"123"');
    const token = rows[0]!.token as string;
    expect(token).toMatch(/^tok_/);
    // The processor knows the token from its table, and orders get it for the owner only.
    expect((await t.database.query('select outcome from simulated_card_tokens where token = $1', [token])).rows).toEqual([{ outcome: 'succeeds' }]);
    expect(await t.app.wallet.resolveCardToken(ines.userId, added.body.id)).toBe(token);
    expect(await t.app.wallet.resolveCardToken(other.userId, added.body.id)).toBeNull();
    expect(await t.app.wallet.hasPaymentMethod(ines.userId)).toBe(true);
    expect(await t.app.wallet.hasPaymentMethod(other.userId)).toBe(false);

    const list = await ines.browser.get<PaymentMethodList>('/api/account/payment-methods');
    expect(list.body.paymentMethods).toEqual([added.body]);
    expect((await other.browser.get<PaymentMethodList>('/api/account/payment-methods')).body.paymentMethods).toEqual([]);
    expect((await other.browser.delete<Err>(`/api/account/payment-methods/${added.body.id}`)).status).toBe(404);
    expect((await ines.browser.delete(`/api/account/payment-methods/${added.body.id}`)).status).toBe(204);
    expect(await t.app.wallet.hasPaymentMethod(ines.userId)).toBe(false);
  });

  it('pays with a saved card: the token authorises with the processor', async () => {
    const added = await ines.browser.post<PaymentMethod>('/api/account/payment-methods', { ...visa, number: '5555-5555-5555-4444' });
    expect(added.body).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    const token = await t.app.wallet.resolveCardToken(ines.userId, added.body.id);
    expect(await t.app.payments.card.authorise({ amount: 1000, currency: 'USD', source: token!, idempotencyKey: 'wallet-test-1' })).toMatchObject({ status: 'authorised', last4: '4444' });
  });

  it('refuses a number failing the Luhn check and an expired card: 400, nothing saved', async () => {
    const luhn = await ines.browser.post<Err>('/api/account/payment-methods', { ...visa, number: '4242 4242 4242 4241' });
    expect(luhn.status).toBe(400);
    expect(luhn.body.error).toEqual({ code: 'invalid_card', message: 'That is not a valid card number.' });
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const expired = await ines.browser.post<Err>('/api/account/payment-methods', { ...visa, expMonth: lastMonth.getUTCMonth() + 1, expYear: lastMonth.getUTCFullYear() });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('card_expired');
    expect(expired.body.error.message).toMatch(/^This card expired at the end of \d{2}\/\d{4}\.$/);
    for (const bad of [{ ...visa, cvc: '12' }, { ...visa, expMonth: 13 }, { ...visa, number: 'abcd' }, { ...visa, name: '' }, {}]) {
      expect((await ines.browser.post('/api/account/payment-methods', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await ines.browser.get<PaymentMethodList>('/api/account/payment-methods')).body.paymentMethods).toEqual([]);
    expect((await t.database.query('select 1 from payment_methods')).rows).toEqual([]);
  });

  it('keeps at most 10 cards', async () => {
    for (let i = 0; i < 10; i++) expect((await ines.browser.post('/api/account/payment-methods', visa)).status).toBe(201);
    const eleventh = await ines.browser.post<Err>('/api/account/payment-methods', visa);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.code).toBe('payment_methods_full');
  });
});
