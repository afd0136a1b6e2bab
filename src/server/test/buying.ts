import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { COOKIE_PREFIX, SESSION_IDLE_SECONDS } from '../modules/accounts/index.js';
import type { OrdersWallet } from '../modules/orders/index.js';
import { REFUND_UNAPPLIED_JOB, WEBHOOK_DELIVERY_JOB } from '../modules/payments/index.js';
import { ORDER_JOBS } from '../modules/orders/index.js';
import type { OrderDetail, ShippingAddress } from '../../shared/orders/contracts.js';
import { Browser } from './browser.js';
import { createListeningTestApp, type TestApp } from './helper.js';
import { signedInAdmin } from './club.js';
import type { AppDeps } from '../app.js';

/**
 * Buying tests' kit: members made in bulk with real sessions (a hundred racing buyers sign up
 * in one statement, not a hundred password hashes), live listings, and a wallet of saved cards
 * and addresses standing in for the wallet module's tables.
 */
export interface BuyingMember {
  id: string;
  email: string;
  browser: Browser;
}

let seq = 0;
export async function bulkMembers(t: TestApp, n: number, userType: 'verified_member' | 'registered' | 'admin' = 'verified_member'): Promise<BuyingMember[]> {
  const batch = `${Date.now().toString(36)}${(seq += 1)}`;
  const ids = Array.from({ length: n }, (_, i) => `buyer-${batch}-${i}`);
  await t.database.query(
    `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type, created_at, updated_at)
     select u, 'Buyer ' || u, u || '@buying.test', true, 'Ines', 'Buyer', $2, now(), now() from unnest($1::text[]) as u`,
    [ids, userType],
  );
  const tokens = ids.map(() => randomBytes(24).toString('base64url'));
  await t.database.query(
    `insert into session (id, token, user_id, expires_at) select 's-' || u, tok, u, $3 from unnest($1::text[], $2::text[]) as x(u, tok)`,
    [ids, tokens, new Date(Date.now() + SESSION_IDLE_SECONDS * 1000)],
  );
  return ids.map((id, i) => {
    const browser = new Browser(t);
    const token = tokens[i]!;
    browser.jar.set(`${COOKIE_PREFIX}.session_token`, encodeURIComponent(`${token}.${createHmac('sha256', t.config.authSecret).update(token).digest('base64')}`));
    return { id, email: `${id}@buying.test`, browser };
  });
}

/** A live fixed-price listing of a seeded product (the first of `category`, else any). */
export async function liveListing(t: TestApp, sellerId: string, options: { price?: number; currency?: string; category?: string; saleType?: 'fixed' | 'auction' } = {}): Promise<{ id: number; productId: number; category: string }> {
  const { rows: [product] } = await t.database.query<{ id: string; category: string }>(
    `select id::text, category from products where ($1::text is null or category = $1) order by id limit 1`, [options.category ?? null],
  );
  if (!product) throw new Error('no product seeded: createTestApp({ products: N })');
  const { rows: [row] } = await t.database.query<{ id: string }>(
    `insert into listings (product_id, seller_id, price, currency, status, condition, category, sale_type)
     values ($1, $2, $3, $4, 'active', 'Excellent', $5, $6) returning id::text`,
    [product.id, sellerId, options.price ?? 1_000_000, options.currency ?? 'USD', product.category, options.saleType ?? 'fixed'],
  );
  return { id: Number(row!.id), productId: Number(product.id), category: product.category };
}

export const AN_ADDRESS: ShippingAddress = { name: 'Ines Buyer', line1: '12 Rue du Bac', line2: null, city: 'Paris', postalCode: '75007', country: 'FR' };

/** Saved cards (processor tokens) and addresses, per member, in memory. */
export function testWallet() {
  const cards = new Map<number, { userId: string; token: string }>();
  const addresses = new Map<number, { userId: string; address: ShippingAddress }>();
  let next = 0;
  const wallet: OrdersWallet = {
    resolveCardToken: async (userId, id) => (cards.get(id)?.userId === userId ? cards.get(id)!.token : null),
    resolveAddress: async (userId, id) => (addresses.get(id)?.userId === userId ? addresses.get(id)!.address : null),
  };
  return {
    wallet,
    addCard(userId: string, token: string): number {
      cards.set((next += 1), { userId, token });
      return next;
    },
    addAddress(userId: string, address: ShippingAddress = AN_ADDRESS): number {
      addresses.set((next += 1), { userId, address });
      return next;
    },
  };
}

/** The listing's digital passport, its seller the first owner (as expert approval leaves it). */
export async function passportFor(t: TestApp, listing: { id: number; productId: number }, sellerId: string): Promise<string> {
  const code = `TEST-${randomBytes(4).toString('hex').toUpperCase()}-${listing.id}`;
  const { rows: [row] } = await t.database.query<{ id: string }>(
    `insert into passports (code, listing_id, product_id, owner_id, condition, photo_fingerprints, expert_id)
     values ($1, $2, $3, $4, 'Excellent', '{}', $4) returning id::text`,
    [code, listing.id, listing.productId, sellerId],
  );
  await t.database.query(`insert into passport_owners (passport_id, owner_id, how) values ($1, $2, 'listed')`, [row!.id, sellerId]);
  return code;
}

/** Saves the test card 4242… for a member through the wallet's route (bidders need a card on file). */
export async function saveCard(browser: Browser): Promise<number> {
  const added = await browser.post<{ id: number }>('/api/account/payment-methods', {
    number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', name: 'Test Bidder',
  });
  if (added.status !== 201 && added.status !== 200) throw new Error(`saving a card: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.id;
}

/**
 * A sale carried to completion through the API, so the seller has a payable: buy now with a
 * saved card (`kit`'s wallet), the capture's webhook delivered (the app must listen on its
 * publicUrl), shipped, delivered and confirmed. Answers the order and what the seller netted.
 */
export async function completedSale(
  t: TestApp, kit: ReturnType<typeof testWallet>, seller: BuyingMember, buyer: BuyingMember, options: { price?: number; currency?: string } = {},
): Promise<{ orderId: string; currency: string; net: number }> {
  const listing = await liveListing(t, seller.id, options);
  const key = `sale-${listing.id}`;
  const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: `${key}-place`, addressId: kit.addAddress(buyer.id) });
  if (placed.status !== 201) throw new Error(`placing: ${placed.status} ${JSON.stringify(placed.body)}`);
  const id = placed.body.id;
  const { token } = await t.app.payments.card.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' });
  const paid = await buyer.browser.post(`/api/orders/${id}/pay`, { method: 'card', paymentMethodId: kit.addCard(buyer.id, token), idempotencyKey: `${key}-pay` });
  if (paid.status !== 200) throw new Error(`paying: ${paid.status} ${JSON.stringify(paid.body)}`);
  await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB] });
  for (const [who, action, body] of [[seller, 'ship', { carrier: 'DHL Express', trackingNumber: 'JD0146-0000-1234' }], [seller, 'deliver', undefined], [buyer, 'confirm', undefined]] as const) {
    const res = await who.browser.post<OrderDetail>(`/api/orders/${id}/${action}`, body);
    if (res.status !== 200) throw new Error(`${action}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const order = (await seller.browser.get<OrderDetail>(`/api/orders/${id}`)).body;
  if (order.status !== 'completed' || order.sellerNet === null) throw new Error(`the sale did not complete: ${order.status}`);
  return { orderId: id, currency: order.currency, net: order.sellerNet };
}

/**
 * Runs the jobs that carry money between Patina and the processor (webhook deliveries, card
 * refunds, refunds of refused captures) until none is left: each may enqueue the next.
 */
export async function settleMoneyJobs(t: TestApp): Promise<void> {
  for (let i = 0; i < 4; i++) await t.app.jobs.runDue({ kinds: [WEBHOOK_DELIVERY_JOB, ORDER_JOBS.refund, REFUND_UNAPPLIED_JOB] });
}

/** The admin's ledger page says every currency sums to zero and no balance drifted from its entries. */
export async function ledgerBalanced(admin: Browser): Promise<{ zeroSum: boolean; driftedAccounts: number[] }> {
  const res = await admin.get<{ check: { zeroSum: boolean; driftedAccounts: number[] } }>('/api/admin/ledger');
  return { zeroSum: res.body.check.zeroSum, driftedAccounts: res.body.check.driftedAccounts };
}

export interface BuyingApp {
  t: TestApp;
  seller: BuyingMember;
  buyer: BuyingMember;
  admin: Browser & { userId: string };
}

/**
 * A buying test file's app: one listening app (the processor's webhooks come over HTTP) with 12
 * products, a seller, a buyer and the demo admin, made before the file's tests and closed after
 * them; each test's events are drained after it. `use` hands the file its handles.
 */
export function useBuyingApp(deps: Omit<AppDeps, 'database'>, use: (app: BuyingApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createListeningTestApp({ products: 12, deps });
    const [seller, buyer] = await bulkMembers(t, 2);
    use({ t, seller: seller!, buyer: buyer!, admin: await signedInAdmin(t) });
  });
  afterEach(async () => {
    await t?.app.events.drain();
  });
  afterAll(async () => {
    await t?.close();
  });
}
