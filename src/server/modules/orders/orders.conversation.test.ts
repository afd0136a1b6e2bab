import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { bulkMembers, liveListing, testWallet, type BuyingMember } from '../../test/buying.js';
import type { OrderDetail } from '../../../shared/orders/contracts.js';
import type { ThreadResponse } from '../../../shared/messaging/contracts.js';

/**
 * "Message the other side" on /profile/orders/{id} (issue 13): the buyer–seller conversation
 * about the order, opened the first time either side asks, linked to the order, and the same
 * one from then on; the conversation's card is the order.
 */
let t: TestApp;
let seller: BuyingMember;
let buyer: BuyingMember;
let stranger: BuyingMember;
const kit = testWallet();
type Err = { error: { code: string; message: string } };

beforeAll(async () => {
  t = await createTestApp({ products: 12, deps: { wallet: kit.wallet } });
  [seller, buyer, stranger] = (await bulkMembers(t, 3)) as [BuyingMember, BuyingMember, BuyingMember];
});
afterEach(async () => {
  await t.app.events.drain();
});
afterAll(async () => {
  await t?.close();
});

describe('message the other side of an order', () => {
  it('opens one conversation for buyer and seller, linked to the order, whose card is the order', async () => {
    const listing = await liveListing(t, seller.id);
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'conversation-1' });
    expect(placed.body.conversationId).toBeNull();
    expect(placed.body.actions).toContain('message');

    const opened = await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/conversation`);
    expect(opened.status).toBe(200);
    const conversationId = opened.body.conversationId;
    expect(conversationId).toMatch(/^\d+$/);
    // The seller's button opens the same conversation, and so does asking again.
    const fromSeller = await seller.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/conversation`);
    expect(fromSeller.body.conversationId).toBe(conversationId);
    expect((await buyer.browser.post<OrderDetail>(`/api/orders/${placed.body.id}/conversation`)).body.conversationId).toBe(conversationId);
    expect((await seller.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.conversationId).toBe(conversationId);
    const { rows } = await t.database.query<{ n: string }>(`select count(*)::text as n from conversations where subject_kind = 'order'`);
    expect(rows[0]!.n).toBe('1');

    // Both open it; its card is the order and links to its page; the seller can write in it.
    const thread = await buyer.browser.get<ThreadResponse>(`/api/chat/conversations/${conversationId}`);
    expect(thread.status).toBe(200);
    expect(thread.body.conversation.subject).toMatchObject({ kind: 'order', name: placed.body.title, href: `/profile/orders/${placed.body.id}`, price: placed.body.total });
    const sent = await seller.browser.post(`/api/chat/conversations/${conversationId}/messages`, { body: 'Thank you, it ships tomorrow.' });
    expect(sent.status).toBe(201);
    const seen = await buyer.browser.get<ThreadResponse>(`/api/chat/conversations/${conversationId}`);
    expect(seen.body.messages.map((m) => m.body)).toEqual(['Thank you, it ships tomorrow.']);
  });

  it('is the two sides’ only: anyone else asking about the order is answered 404', async () => {
    const listing = await liveListing(t, seller.id);
    const placed = await buyer.browser.post<OrderDetail>('/api/orders', { listingId: listing.id, idempotencyKey: 'conversation-2' });
    const peek = await stranger.browser.post<Err>(`/api/orders/${placed.body.id}/conversation`);
    expect([peek.status, peek.body.error.code]).toEqual([404, 'order_not_found']);
    const none = await stranger.browser.post<Err>('/api/orders/ord_00000000000000000000/conversation');
    expect([none.status, none.body.error.code]).toEqual([404, 'order_not_found']);
    expect((await buyer.browser.get<OrderDetail>(`/api/orders/${placed.body.id}`)).body.conversationId).toBeNull();
  });
});
