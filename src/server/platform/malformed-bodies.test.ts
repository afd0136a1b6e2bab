import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { Browser } from '../test/browser.js';
import { bulkMembers, type BuyingMember } from '../test/buying.js';
import { multipartFile, signedInAdmin, uniqueJpeg } from '../test/club.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './input-guard.js';

/**
 * Bodies a hostile probe sends (issue #34 item 7): JSON nested thousands deep, multipart cut
 * off before its closing boundary. Each is the sender's mistake, a 400 that says what is
 * wrong, never a 500 from a stack overflow or the multipart parser.
 */
let t: TestApp;
let registered: BuyingMember;
let seller: BuyingMember;
let writer: BuyingMember;
let admin: Browser;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  registered = (await bulkMembers(t, 1, 'registered'))[0]!;
  [seller, writer] = (await bulkMembers(t, 2, 'verified_member')) as [BuyingMember, BuyingMember];
  admin = await signedInAdmin(t);
  const { rows } = await t.database.query<{ id: string }>(`select id::text from products where category <> 'vehicles' order by id limit 1`);
  productId = Number(rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

/** 5,000 arrays in one another (10 KB): what overflowed the stack of the body's walkers. */
const DEEP_ARRAYS = '['.repeat(5000) + ']'.repeat(5000);
const DEEP_OBJECTS = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
const TOO_DEEP = { error: { code: 'invalid_json', message: 'This request body nests too deeply.' } };

describe('JSON nested too deeply', () => {
  const anon = () => new Browser(t);
  const cases: [string, () => Browser, 'POST' | 'PUT', () => string][] = [
    ['a public route', anon, 'POST', () => '/api/assistant/messages'],
    ['the Better Auth bridge (raw body)', anon, 'POST', () => '/api/auth/sign-in/email'],
    ['the payment webhook (its own raw parser)', anon, 'POST', () => '/api/payments/webhooks/simulated'],
    ["a member's route", () => seller.browser, 'POST', () => '/api/auctions/1/bids'],
    ["an admin's route", () => admin, 'PUT', () => '/api/admin/membership/settings'],
  ];
  it.each(cases)('%s answers 400 invalid_json', async (_name, who, method, url) => {
    for (const body of [DEEP_ARRAYS, DEEP_OBJECTS]) {
      const res = await who().call(method, url(), body, { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(TOO_DEEP);
    }
  });

  it(`takes a body nested ${MAX_JSON_DEPTH} deep, and brackets inside strings do not count`, async () => {
    // The schema refuses the shape (400 invalid_request), but the body was parsed and read.
    const deepest = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    const deep = await admin.call('PUT', '/api/admin/membership/settings', deepest, { 'content-type': 'application/json' });
    expect(deep.status).toBe(400);
    expect((deep.body as { error: { code: string } }).error.code).toBe('invalid_request');
    const brackets = JSON.stringify({ autoApprove: false, note: '[{'.repeat(5000) + '\\"[' });
    const res = await admin.call('PUT', '/api/admin/membership/settings', brackets, { 'content-type': 'application/json' });
    expect(res.status).not.toBe(500);
    expect(res.body).not.toEqual(TOO_DEEP);
  });

  it('answers 400, not 500, to a bare string, number, null or array where an object is expected', async () => {
    for (const body of ['"text"', '42', 'null', '[]', 'true']) {
      for (const [who, method, url] of [
        [seller.browser, 'POST', '/api/auctions/1/bids'],
        [admin, 'PUT', '/api/admin/membership/settings'],
        [new Browser(t), 'POST', '/api/auth/sign-in/email'],
        [new Browser(t), 'POST', '/api/payments/webhooks/simulated'],
      ] as const) {
        const res = await who.call(method, url, body, { 'content-type': 'application/json' });
        expect(res.status, `${method} ${url} ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${url} ${body}`).toBeLessThan(500);
      }
    }
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings, escaped quotes or not', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('[{"a":[1]}]', 2)).toBe(true);
    expect(nestsDeeperThan('["[[[[[[", "{{{{{{"]', 3)).toBe(false);
    // An escaped quote does not end the string; an escaped backslash before a quote does.
    expect(nestsDeeperThan('["\\"[[[[[[", 1]', 3)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[[[]]]]]', 3)).toBe(true);
    // Siblings do not add up: depth is how far in, not how many.
    expect(nestsDeeperThan('[' + '[],'.repeat(1000) + '[]]', 3)).toBe(false);
  });
});

describe('a multipart body cut off before its closing boundary', () => {
  /** A browser's one-file upload without its last bytes: the closing boundary never comes. */
  async function truncated(): Promise<{ body: Buffer; contentType: string }> {
    const { body, contentType } = multipartFile(await uniqueJpeg());
    return { body: body.subarray(0, body.length - 40), contentType };
  }
  const INCOMPLETE = { error: { code: 'upload_incomplete', message: 'The upload ended before it was complete. Please send the file again.' } };

  async function draftListing(): Promise<number> {
    const made = await seller.browser.post<{ id: number }>('/api/selling/drafts', {
      piece: { kind: 'catalogue', product_id: productId }, condition: 'Excellent', price: { type: 'fixed', price: 100 }, ships_from: 'GB',
    });
    expect(made.status).toBe(201);
    return made.body.id;
  }

  async function conversationId(): Promise<number> {
    const started = await writer.browser.post<{ conversation: { conversation_id: number } }>('/api/chat/conversations', { recipientId: seller.id, body: 'Is the strap original?' });
    expect([200, 201]).toContain(started.status);
    return started.body.conversation.conversation_id;
  }

  const routes: [string, () => Promise<[Browser, 'PUT' | 'POST', string]>][] = [
    ['the identity document', async () => [registered.browser, 'PUT', '/api/membership/application/document']],
    ["a listing's photo", async () => [seller.browser, 'POST', `/api/selling/listings/${await draftListing()}/photos`]],
    ['a chat attachment', async () => [writer.browser, 'POST', `/api/chat/conversations/${await conversationId()}/attachments`]],
  ];

  it.each(routes)('%s answers 400 upload_incomplete, and the whole upload still works', async (_name, route) => {
    const [who, method, url] = await route();
    const { body, contentType } = await truncated();
    const res = await who.call(method, url, body, { 'content-type': contentType });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INCOMPLETE);

    const whole = multipartFile(await uniqueJpeg());
    const ok = await who.call(method, url, whole.body, { 'content-type': whole.contentType });
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);
  });

  it.each(routes)('%s answers 400 to multipart without a boundary', async (_name, route) => {
    const [who, method, url] = await route();
    const res = await who.call(method, url, 'x', { 'content-type': 'multipart/form-data' });
    expect(res.status).toBe(400);
    expect((res.body as { error: { code: string } }).error.code).toBe('upload_malformed');
  });
});
