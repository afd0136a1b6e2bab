import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, uniqueEmail, verifiedMember, type Answer } from '../../test/browser.js';
import { openSse } from '../../test/sse.js';
import type {
  AttachmentResponse, BlocksResponse, ChatCountResponse, ConversationListResponse, ModerationReportsResponse, ReportResponse, SendMessageResponse,
  StartConversationResponse, ThreadResponse,
} from '../../../shared/messaging/contracts.js';
import { seedDemoMembers } from '../../demo/seed.js';
import { memberHandle } from '../../../shared/members/handle.js';
import { ATTACHMENT_EXPIRY_JOB, createMessagingRepo, MESSAGES_PER_MINUTE } from './index.js';

/**
 * Messages through HTTP (issue #11), on PGlite or PostgreSQL (DATABASE_URL): the SPEC §7 calls
 * and their shapes, starting and sending, masking end to end, privacy (403 for another
 * userId, 404 for another member's conversation), blocks, reports, idempotent sends, images,
 * live events and the bad input.
 */
type ApiError = { error: { code: string; message: string } };
type Member = Awaited<ReturnType<typeof verifiedMember>>;

let t: TestApp;
let ines: Member;
let marc: Member;
let zoe: Member;
/** An account that is not a club member: it may talk about its own orders only. */
let reg: Member;
let admin: Browser;
let productId: number;
let otherProductId: number;
let listingId: number;

async function member(label: string, userType: 'verified_member' | 'registered' = 'verified_member'): Promise<Member> {
  const m = await verifiedMember(t, uniqueEmail(label));
  await t.database.query(`update "user" set user_type = $2, first_name = $3, last_name = $4 where id = $1`, [
    m.userId, userType, label[0]!.toUpperCase() + label.slice(1), 'Laurent',
  ]);
  return m;
}

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  await seedDemoMembers(t.database);
  [ines, marc, zoe, reg] = [await member('ines'), await member('marc'), await member('zoe'), await member('reg', 'registered')];
  admin = new Browser(t);
  if ((await admin.signIn('admin@patina.demo', 'patina-admin-demo')).status !== 200) throw new Error('admin sign-in failed');
  const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 2');
  [productId, otherProductId] = rows.map((r) => Number(r.id)) as [number, number];
  // Marc sells the first product, cheaper than any demo house, so he is the seller to ask.
  await t.database.query(`update listings set status = 'withdrawn' where product_id = $1`, [productId]);
  const listing = await t.database.query<{ id: number }>(
    `insert into listings (product_id, seller_id, price, currency, status, condition) values ($1, $2, 1250000, 'USD', 'active', 'excellent') returning id`,
    [productId, marc.userId],
  );
  listingId = Number(listing.rows[0]!.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const start = (b: Browser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  b.post<StartConversationResponse & ApiError>('/api/chat/conversations', body, headers);
const send = (b: Browser, conversationId: number | string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  b.post<SendMessageResponse & ApiError>(`/api/chat/conversations/${conversationId}/messages`, body, headers);
const thread = (b: Browser, conversationId: number | string, query = '') => b.get<ThreadResponse & ApiError>(`/api/chat/conversations/${conversationId}${query}`);
const list = (b: Browser, query = '') => b.get<ConversationListResponse & ApiError>(`/api/chat/conversations${query}`);
const unread = (b: Browser, userId: string) => b.get<ChatCountResponse & ApiError>(`/api/chat/unread-count?userId=${encodeURIComponent(userId)}`);
const readMessage = (b: Browser, messageId: number | string) => b.post<ChatCountResponse & ApiError>(`/api/chat/messages/${messageId}/read`);
const readConversation = (b: Browser, conversationId: number | string, userId: string) =>
  b.post<ChatCountResponse & ApiError>(`/api/chat/conversations/${conversationId}/read`, { userId });

/** Ines writes to Marc directly; answers the conversation and the first message ids. */
async function conversation(from = ines, to = marc, body = 'Hello, is the strap original?') {
  const res = await start(from.browser, { recipientId: to.userId, body });
  expect([200, 201]).toContain(res.status);
  return { id: res.body.conversation.conversation_id, messageId: res.body.message.id };
}

async function eventsOf(type: string) {
  const { rows } = await t.database.query<{ topics: string[]; payload: Record<string, number> }>(
    'select topics, payload from domain_events where type = $1 order by id',
    [type],
  );
  return rows;
}

function multipart(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----patina${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
function upload(b: Browser, conversationId: number | string, bytes: Buffer, filename?: string, type?: string): Promise<Answer<AttachmentResponse & ApiError>> {
  const { body, contentType } = multipart(bytes, filename, type);
  return b.call<AttachmentResponse & ApiError>('POST', `/api/chat/conversations/${conversationId}/attachments`, body, { 'content-type': contentType });
}
const png = (w = 40, h = 30) => sharp({ create: { width: w, height: h, channels: 3, background: '#7a5c3e' } }).png().toBuffer();

describe('SPEC §7: the unread count and the two read calls', () => {
  it('answers { success, error, data: { unreadCount } } for the member themself', async () => {
    const res = await unread(marc.browser, marc.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, error: null, data: { unreadCount: 0 } });
  });

  it('counts messages as they arrive and takes them off as they are read, message by message or all at once', async () => {
    const c = await conversation();
    const second = await send(ines.browser, c.id, { body: 'And does it come with papers?' });
    const third = await send(ines.browser, c.id, { body: 'Thank you!' });
    expect((await unread(marc.browser, marc.userId)).body.data.unreadCount).toBe(3);
    expect((await unread(ines.browser, ines.userId)).body.data.unreadCount).toBe(0);

    // Reading the second marks the first too (a cursor), and answers the count after.
    const r = await readMessage(marc.browser, second.body.message.id);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, error: null, data: { unreadCount: 1 } });

    const all = await readConversation(marc.browser, c.id, marc.userId);
    expect(all.body).toEqual({ success: true, error: null, data: { unreadCount: 0 } });
    const view = await thread(ines.browser, c.id);
    expect(view.body.messages.map((m) => m.read_at !== null)).toEqual([true, true, true]);
    expect(view.body.conversation.other_last_read_message_id).toBe(third.body.message.id);
  });

  it('answers 403 to a userId that is not the signed-in member, and lets an admin read anyone\'s count', async () => {
    await conversation();
    const other = await unread(ines.browser, marc.userId);
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({ code: 'not_your_messages', message: 'You can only read and mark your own messages.' });
    const c = await conversation();
    const mark = await readConversation(ines.browser, c.id, marc.userId);
    expect(mark.status).toBe(403);
    expect(mark.body.error.code).toBe('not_your_messages');
    expect((await unread(marc.browser, marc.userId)).body.data.unreadCount).toBe(2);
    expect((await unread(admin, marc.userId)).body).toEqual({ success: true, error: null, data: { unreadCount: 2 } });
  });

  it('is sane after 100 read calls for the same message: one read, one event, the count never below zero', async () => {
    const c = await conversation();
    const before = (await eventsOf('message.read')).length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => readMessage(marc.browser, c.messageId)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(answers.every((a) => a.body.data.unreadCount === 0)).toBe(true);
    expect((await eventsOf('message.read')).length - before).toBe(1);
    const { rows } = await t.database.query<{ unread_count: number }>('select unread_count from chat_unread where user_id = $1', [marc.userId]);
    expect(rows[0]!.unread_count).toBe(0);
  });

  it('treats reading one\'s own message as nothing to do', async () => {
    const c = await conversation();
    const res = await readMessage(ines.browser, c.messageId);
    expect(res.body).toEqual({ success: true, error: null, data: { unreadCount: 0 } });
    expect((await unread(marc.browser, marc.userId)).body.data.unreadCount).toBe(1);
  });

  it('checks the userId and ids at the edge: 400 with what was wrong, never a 500', async () => {
    const missing = await marc.browser.get<ApiError>('/api/chat/unread-count');
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('invalid_request');
    for (const bad of ['abc', '0', '-1', '1.5', '1e30', '99999999999999999999']) {
      const res = await readMessage(marc.browser, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toContain('must be a message id');
    }
    const noBody = await marc.browser.post<ApiError>('/api/chat/conversations/1/read', {});
    expect(noBody.status).toBe(400);
    const weird = await unread(marc.browser, '<script>');
    expect(weird.status).toBe(400);
  });
});

describe('starting a conversation', () => {
  it('writes to the seller of a product\'s lowest listing, shows the subject card, and continues it the second time', async () => {
    const first = await start(ines.browser, { productId, body: 'Is this still available?' });
    expect(first.status).toBe(201);
    const { conversation: summary, message, notice } = first.body;
    expect(summary).toEqual({
      conversation_id: expect.any(Number),
      other_participant: { id: marc.userId, first_name: 'Marc', last_name: 'L.', avatar_url: null },
      last_message: 'Is this still available?',
      last_message_at: message.created_at,
      last_message_attachments: 0,
      last_message_mine: true,
      unread_count: 0,
      subject: {
        kind: 'product', id: productId, name: expect.any(String), image_url: expect.any(String), price: expect.any(Number), currency: 'USD',
        href: expect.stringMatching(/^\/product\//),
      },
    });
    expect(message).toEqual({
      id: expect.any(Number), conversation_id: summary.conversation_id, sender_id: ines.userId, mine: true, body: 'Is this still available?',
      masked: [], attachments: [], created_at: expect.any(String), read_at: null,
    });
    expect(notice).toBeNull();

    const again = await start(ines.browser, { productId, body: 'Hello again' });
    expect(again.status).toBe(200);
    expect(again.body.conversation.conversation_id).toBe(summary.conversation_id);
    // Marc writing to Ines about the same product continues the same conversation too.
    const back = await start(marc.browser, { productId, recipientId: ines.userId, body: 'Yes it is.' });
    expect(back.status).toBe(200);
    expect(back.body.conversation.conversation_id).toBe(summary.conversation_id);
  });

  it('writes about a listing to its seller, with the listing\'s price on the card', async () => {
    const res = await start(zoe.browser, { listingId, body: 'Would you take 11,000?' });
    expect(res.status).toBe(201);
    expect(res.body.conversation.other_participant.id).toBe(marc.userId);
    expect(res.body.conversation.subject).toMatchObject({ kind: 'listing', id: listingId, price: 1_250_000, currency: 'USD' });
    const mismatch = await start(zoe.browser, { listingId, recipientId: ines.userId, body: 'Hi' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toEqual({ code: 'recipient_mismatch', message: `Listing ${listingId} is offered by another member: write to its seller.` });
  });

  it('keeps conversations about different things apart', async () => {
    const direct = await conversation();
    const about = await start(ines.browser, { productId: otherProductId, recipientId: marc.userId, body: 'Do you have this one?' });
    expect(about.status).toBe(201);
    expect(about.body.conversation.conversation_id).not.toBe(direct.id);
    const mine = await list(ines.browser);
    expect(mine.body.conversations.map((c) => c.conversation_id)).toEqual([about.body.conversation.conversation_id, direct.id]);
  });

  it('writes to a member from their public page, by the handle the page shows', async () => {
    const handle = memberHandle('Marc L.', createHash('md5').update(marc.userId).digest('hex').slice(0, 10));
    expect((await new Browser(t).get<{ member: { handle: string } }>(`/api/members/${handle}`)).body.member.handle).toBe(handle);
    const res = await start(zoe.browser, { recipientHandle: handle, body: 'I saw your page: do you collect Cartier too?' });
    expect([res.status, res.body.error]).toEqual([201, undefined]);
    expect(res.body.conversation.other_participant.id).toBe(marc.userId);
    expect(res.body.conversation.subject).toBeNull();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ recipientHandle: 'nobody-n-0123456789', body: 'hi' }, 404, 'member_not_found', "No member has the handle 'nobody-n-0123456789'."],
      [{ recipientHandle: 'Not a handle!', body: 'hi' }, 400, 'invalid_request', "field 'recipientHandle' must be a member handle, like ines-m-3f9a0c12de"],
      [{ recipientHandle: handle, recipientId: marc.userId, body: 'hi' }, 400, 'invalid_request', "field 'recipientHandle' must name the member once: recipientId or recipientHandle, not both"],
    ];
    for (const [body, status, code, message] of cases) {
      const refused = await start(zoe.browser, body);
      expect([refused.status, refused.body.error?.code, refused.body.error?.message], JSON.stringify(body)).toEqual([status, code, message]);
    }
  });

  it('refuses what cannot be asked, each with its reason', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ recipientId: ines.userId, body: 'me' }, 400, 'own_conversation'],
      [{ recipientId: 'nobody-here', body: 'hi' }, 404, 'member_not_found'],
      [{ recipientId: reg.userId, body: 'hi' }, 422, 'recipient_unavailable'],
      [{ productId: 999_999_999, body: 'hi' }, 404, 'product_not_found'],
      [{ listingId: 999_999_999, body: 'hi' }, 404, 'listing_not_found'],
      [{ body: 'to whom?' }, 400, 'invalid_request'],
      [{ productId, listingId, body: 'both' }, 400, 'invalid_request'],
      [{ recipientId: marc.userId, body: '   ' }, 400, 'invalid_request'],
      [{ recipientId: marc.userId }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const res = await start(ines.browser, body);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // A product nobody sells: no seller to ask.
    await t.database.query(`update listings set status = 'withdrawn' where product_id = $1`, [otherProductId]);
    const none = await start(ines.browser, { productId: otherProductId, body: 'Anyone?' });
    expect(none.status).toBe(422);
    expect(none.body.error).toEqual({ code: 'no_seller', message: 'No member is selling this piece right now, so there is no seller to ask.' });
  });

  it('is for members: a guest signs in, a registered account is shown the club', async () => {
    const guest = await start(new Browser(t), { recipientId: marc.userId, body: 'hi' });
    expect(guest.status).toBe(401);
    const registered = await start(reg.browser, { recipientId: marc.userId, body: 'hi' });
    expect(registered.status).toBe(403);
    expect(registered.body.error).toEqual({ code: 'membership_required', message: 'This is for verified members of the Patina club.' });
  });
});

describe('the conversation list and the thread', () => {
  it('lists newest first with SPEC §3 summaries and unread counts, paged with before', async () => {
    const a = await conversation(ines, marc, 'first');
    const b = await conversation(zoe, marc, 'second');
    await send(ines.browser, a.id, { body: 'third' });
    const page1 = await list(marc.browser, '?limit=1');
    expect(page1.status).toBe(200);
    expect(page1.body.conversations).toHaveLength(1);
    expect(page1.body.conversations[0]).toMatchObject({
      conversation_id: a.id,
      other_participant: { id: ines.userId, first_name: 'Ines', last_name: 'L.', avatar_url: null },
      last_message: 'third',
      last_message_mine: false,
      unread_count: 2,
      subject: null,
    });
    const page2 = await list(marc.browser, `?limit=1&before=${page1.body.next_before}`);
    expect(page2.body.conversations.map((c) => c.conversation_id)).toEqual([b.id]);
    expect(page2.body.next_before).toBeNull();
    expect((await list(marc.browser, '?limit=0')).status).toBe(400);
    expect((await list(marc.browser, '?limit=51')).status).toBe(400);
    expect((await list(marc.browser, '?before=x')).status).toBe(400);
  });

  it('answers an empty list to a member with no conversations', async () => {
    const res = await list(zoe.browser);
    expect(res.body).toEqual({ conversations: [], next_before: null });
  });

  it('pages older messages with before, oldest first within a page', async () => {
    const c = await conversation(ines, marc, 'm1');
    for (const body of ['m2', 'm3', 'm4', 'm5']) await send(ines.browser, c.id, { body });
    const newest = await thread(marc.browser, c.id, '?limit=2');
    expect(newest.body.messages.map((m) => m.body)).toEqual(['m4', 'm5']);
    expect(newest.body.messages.every((m) => !m.mine)).toBe(true);
    const older = await thread(marc.browser, c.id, `?limit=2&before=${newest.body.older_before}`);
    expect(older.body.messages.map((m) => m.body)).toEqual(['m2', 'm3']);
    const oldest = await thread(marc.browser, c.id, `?limit=2&before=${older.body.older_before}`);
    expect(oldest.body.messages.map((m) => m.body)).toEqual(['m1']);
    expect(oldest.body.older_before).toBeNull();
    expect(newest.body.conversation).toEqual({
      conversation_id: c.id,
      other_participant: { id: ines.userId, first_name: 'Ines', last_name: 'L.', avatar_url: null },
      subject: null,
      unread_count: 5,
      other_last_read_message_id: null,
      blocked_by_me: false,
      can_send: true,
    });
  });
});

describe('privacy', () => {
  it('answers 404 for another member\'s conversation, message or image, the same as for none at all', async () => {
    const c = await conversation();
    const img = await upload(ines.browser, c.id, await png());
    const nothing = { code: 'conversation_not_found', message: `There is no conversation ${c.id}.` };
    expect((await thread(zoe.browser, c.id)).status).toBe(404);
    expect((await thread(zoe.browser, c.id)).body.error).toEqual(nothing);
    expect((await send(zoe.browser, c.id, { body: 'let me in' })).body.error).toEqual(nothing);
    expect((await readConversation(zoe.browser, c.id, zoe.userId)).body.error).toEqual(nothing);
    expect((await upload(zoe.browser, c.id, await png())).status).toBe(404);
    const msg = await readMessage(zoe.browser, c.messageId);
    expect([msg.status, msg.body.error]).toEqual([404, { code: 'message_not_found', message: `There is no message ${c.messageId}.` }]);
    expect((await zoe.browser.post<ApiError>(`/api/chat/messages/${c.messageId}/report`, { reason: 'spam' })).status).toBe(404);
    expect((await zoe.browser.get<ApiError>(`/api/chat/attachments/${img.body.attachment.id}`)).status).toBe(404);
    // An image not yet sent is its uploader's alone.
    expect((await marc.browser.get<ApiError>(`/api/chat/attachments/${img.body.attachment.id}`)).status).toBe(404);
    expect((await thread(zoe.browser, 987_654_321)).body.error.code).toBe('conversation_not_found');
    expect((await list(zoe.browser)).body.conversations).toEqual([]);
    expect((await unread(zoe.browser, zoe.userId)).body.data.unreadCount).toBe(0);
  });

  it('answers 401 to a guest on every chat route', async () => {
    const guest = new Browser(t);
    for (const [method, url] of [
      ['GET', '/api/chat/unread-count?userId=x'], ['POST', '/api/chat/messages/1/read'], ['POST', '/api/chat/conversations/1/read'],
      ['GET', '/api/chat/conversations'], ['POST', '/api/chat/conversations'], ['GET', '/api/chat/conversations/1'],
      ['POST', '/api/chat/conversations/1/messages'], ['POST', '/api/chat/conversations/1/attachments'], ['GET', '/api/chat/attachments/1'],
      ['POST', '/api/chat/members/x/block'], ['DELETE', '/api/chat/members/x/block'], ['GET', '/api/chat/blocks'],
      ['POST', '/api/chat/messages/1/report'], ['GET', '/api/chat/reports'],
    ] as const) {
      const res = await guest.call<ApiError>(method, url, method === 'POST' ? {} : undefined);
      expect([res.status, res.body.error.code], `${method} ${url}`).toEqual([401, 'unauthorized']);
    }
  });

  it('keeps an account without membership to its conversations about orders', async () => {
    const repo = createMessagingRepo(t.database.db);
    const quiet = () => () => async () => {};
    // Orders are not built yet: the conversation a buyer has about one is opened here as the orders module will.
    const about = await repo.start(
      { senderId: marc.userId, recipientId: reg.userId, subjectKind: 'order', subjectId: 4242, body: 'Your parcel ships today.', originalBody: null, masked: [], attachmentIds: [], idempotencyKey: null },
      quiet(),
    );
    const other = await repo.start(
      { senderId: marc.userId, recipientId: reg.userId, subjectKind: null, subjectId: null, body: 'From when you were a member.', originalBody: null, masked: [], attachmentIds: [], idempotencyKey: null },
      quiet(),
    );
    const mine = await list(reg.browser);
    expect(mine.body.conversations.map((c) => c.conversation_id)).toEqual([about.conversationId]);
    expect(mine.body.conversations[0]!.subject).toEqual({
      // No order has the number 4242: the card names the number and leads to the member's purchases.
      kind: 'order', id: 4242, name: 'Order 4242', image_url: null, price: null, currency: 'USD', href: '/profile/buying',
    });
    expect((await unread(reg.browser, reg.userId)).body.data.unreadCount).toBe(1);
    const reply = await send(reg.browser, about.conversationId, { body: 'Thank you, I will be home.' });
    expect(reply.status).toBe(201);
    expect((await thread(reg.browser, about.conversationId)).body.conversation.can_send).toBe(true);
    const refused = await thread(reg.browser, other.conversationId);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('membership_required');
    expect((await send(reg.browser, other.conversationId, { body: 'hi' })).status).toBe(403);
  });
});

describe('contact details stay on Patina', () => {
  it('masks them for the recipient, tells the sender why, and keeps the original for moderators', async () => {
    const c = await conversation();
    const written = 'Email me at ines.moreau@gmail.com or call four one five five five five one two one two, insta: velvetrose';
    const res = await send(ines.browser, c.id, { body: written });
    expect(res.status).toBe(201);
    const seen = 'Email me at [email hidden] or call [phone hidden], [handle hidden]';
    expect(res.body.message.body).toBe(seen);
    expect(res.body.message.masked).toEqual(['email', 'phone', 'handle']);
    expect(res.body.notice).toBe(
      'We hid an email address, a phone number and a social media handle from this message. Contact details stay on Patina, so every sale stays protected by escrow.',
    );
    const marcs = await thread(marc.browser, c.id);
    expect(marcs.body.messages.at(-1)!.body).toBe(seen);
    expect(JSON.stringify(marcs.body)).not.toContain('gmail');
    expect((await list(marc.browser)).body.conversations[0]!.last_message).toBe(seen);

    const report = await marc.browser.post<ReportResponse>(`/api/chat/messages/${res.body.message.id}/report`, { reason: 'off_platform' });
    expect(report.status).toBe(201);
    const reports = await admin.get<ModerationReportsResponse>('/api/chat/reports');
    expect(reports.status).toBe(200);
    expect(reports.body.reports).toEqual([
      expect.objectContaining({ message_id: res.body.message.id, reason: 'off_platform', body: seen, original: written, sender_id: ines.userId, reporter_id: marc.userId }),
    ]);
    expect((await marc.browser.get<ApiError>('/api/chat/reports')).status).toBe(403);
  });

  it('leaves prices, years and references as written', async () => {
    const c = await conversation();
    const written = 'Ref. 116610LN from 1967, I can offer $12,500 or USD 1,250,000 for the pair.';
    const res = await send(ines.browser, c.id, { body: written });
    expect(res.body.message).toMatchObject({ body: written, masked: [] });
    expect(res.body.notice).toBeNull();
  });
});

describe('sending: bad input, idempotency and limits', () => {
  it('refuses an empty or a 20,000-character message with a 400 that says why, and stores nothing', async () => {
    const c = await conversation();
    const empty = await send(ines.browser, c.id, { body: '   \n ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ code: 'empty_message', message: 'Please write a message or add an image.' });
    const long = await send(ines.browser, c.id, { body: 'x'.repeat(20_000) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('at most 4,000 characters');
    expect((await send(ines.browser, c.id, { body: 42 })).status).toBe(400);
    expect((await send(ines.browser, c.id, { body: 'hi', attachment_ids: [1, 2, 3, 4, 5] })).status).toBe(400);
    expect((await send(ines.browser, c.id, { body: 'nul \u0000 byte' })).status).toBe(400);
    const { rows } = await t.database.query<{ n: number }>('select count(*)::int as n from messages where conversation_id = $1', [c.id]);
    expect(rows[0]!.n).toBe(1);
    expect((await unread(marc.browser, marc.userId)).body.data.unreadCount).toBe(1);
  });

  it('stores HTML and script as the text they are', async () => {
    const c = await conversation();
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    const res = await send(ines.browser, c.id, { body: html });
    expect(res.status).toBe(201);
    expect(res.body.message.body).toBe(html);
    expect((await thread(marc.browser, c.id)).body.messages.at(-1)!.body).toBe(html);
  });

  it('honours Idempotency-Key: the same key answers the first message, counted once', async () => {
    const c = await conversation();
    const key = { 'idempotency-key': 'f3a7c2e0-5b1d-4c6e-9a8f-0d2b4e6f8a1c' };
    const first = await send(ines.browser, c.id, { body: 'Only once, please.' }, key);
    const again = await send(ines.browser, c.id, { body: 'Only once, please.' }, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.message).toEqual(first.body.message);
    expect((await unread(marc.browser, marc.userId)).body.data.unreadCount).toBe(2);
    expect((await eventsOf('message.sent')).filter((e) => e.payload.message_id === first.body.message.id)).toHaveLength(1);

    const reused = await send(ines.browser, c.id, { body: 'Something else' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    const bad = await send(ines.browser, c.id, { body: 'x' }, { 'idempotency-key': 'has spaces in it' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'invalid_idempotency_key']);
  });

  it('honours Idempotency-Key when starting, even when both arrive at once', async () => {
    const key = { 'idempotency-key': `start-${randomBytes(6).toString('hex')}` };
    const [a, b] = await Promise.all([
      start(zoe.browser, { recipientId: ines.userId, body: 'Hello Ines' }, key),
      start(zoe.browser, { recipientId: ines.userId, body: 'Hello Ines' }, key),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.message.id).toBe(b.body.message.id);
    const { rows } = await t.database.query<{ n: number }>('select count(*)::int as n from messages where sender_id = $1', [zoe.userId]);
    expect(rows[0]!.n).toBe(1);
  });

  it('limits sending to 30 messages a minute per member', async () => {
    const c = await conversation();
    // The first message came with the start, which has its own limit.
    for (let i = 0; i < MESSAGES_PER_MINUTE.max; i++) expect((await send(ines.browser, c.id, { body: `n${i}` })).status).toBe(201);
    const over = await send(ines.browser, c.id, { body: 'one too many' });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('blocks and reports', () => {
  it('stops messages both ways while a block stands, and lists the blocked member', async () => {
    const c = await conversation();
    const blocked = await marc.browser.post('/api/chat/members/' + ines.userId + '/block');
    expect(blocked.body).toEqual({ member_id: ines.userId, blocked: true });
    expect((await marc.browser.post('/api/chat/members/' + ines.userId + '/block')).status).toBe(200);
    const hers = await send(ines.browser, c.id, { body: 'hello?' });
    expect([hers.status, hers.body.error]).toEqual([403, { code: 'blocked_by_member', message: 'This member is not accepting messages from you.' }]);
    const his = await send(marc.browser, c.id, { body: 'hello' });
    expect([his.status, his.body.error]).toEqual([409, { code: 'member_blocked', message: 'You blocked this member. Unblock them to send a message.' }]);
    expect((await start(ines.browser, { recipientId: marc.userId, body: 'new thread' })).status).toBe(403);
    expect((await thread(ines.browser, c.id)).body.conversation).toMatchObject({ blocked_by_me: false, can_send: false });
    expect((await thread(marc.browser, c.id)).body.conversation).toMatchObject({ blocked_by_me: true, can_send: false });
    expect((await marc.browser.get<BlocksResponse>('/api/chat/blocks')).body).toEqual({
      members: [{ id: ines.userId, first_name: 'Ines', last_name: 'L.', avatar_url: null }],
    });

    const lifted = await marc.browser.delete('/api/chat/members/' + ines.userId + '/block');
    expect(lifted.body).toEqual({ member_id: ines.userId, blocked: false });
    expect((await send(ines.browser, c.id, { body: 'hello again' })).status).toBe(201);
    expect((await marc.browser.post<ApiError>('/api/chat/members/' + marc.userId + '/block')).body.error.code).toBe('own_block');
    expect((await marc.browser.post<ApiError>('/api/chat/members/nobody/block')).status).toBe(404);
  });

  it('takes one report per member and message, with a reason from the list', async () => {
    const c = await conversation();
    const url = `/api/chat/messages/${c.messageId}/report`;
    const first = await marc.browser.post<ReportResponse>(url, { reason: 'spam', details: 'Sent to everyone' });
    expect(first.status).toBe(201);
    expect(first.body.report).toEqual({ id: expect.any(Number), message_id: c.messageId, reason: 'spam', created_at: expect.any(String) });
    const again = await marc.browser.post<ReportResponse>(url, { reason: 'scam' });
    expect([again.status, again.body.report.id]).toEqual([200, first.body.report.id]);
    expect((await marc.browser.post<ApiError>(url, { reason: 'boring' })).status).toBe(400);
    expect((await marc.browser.post<ApiError>(url, { reason: 'other', details: 'x'.repeat(1001) })).status).toBe(400);
    const own = await ines.browser.post<ApiError>(url, { reason: 'spam' });
    expect([own.status, own.body.error.code]).toEqual([400, 'own_message']);
  });
});

describe('images', () => {
  it('sends an image checked by its bytes, shown to both members and nobody else', async () => {
    const c = await conversation();
    const up = await upload(ines.browser, c.id, await png(40, 30), 'strap.png', 'image/png');
    expect(up.status).toBe(201);
    expect(up.body.attachment).toEqual({
      id: expect.any(Number), url: `/api/chat/attachments/${up.body.attachment.id}`, content_type: 'image/png', size: expect.any(Number), width: 40, height: 30,
    });
    const sent = await send(ines.browser, c.id, { body: '', attachment_ids: [up.body.attachment.id] });
    expect(sent.status).toBe(201);
    expect(sent.body.message.attachments).toEqual([up.body.attachment]);
    expect((await list(marc.browser)).body.conversations[0]).toMatchObject({ last_message: '', last_message_attachments: 1 });
    const file = await marc.browser.get(up.body.attachment.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['cache-control'])).toContain('private');
    expect((await zoe.browser.get(up.body.attachment.url)).status).toBe(404);
    // Sent once; a second message cannot carry it again.
    const twice = await send(ines.browser, c.id, { body: 'again', attachment_ids: [up.body.attachment.id] });
    expect([twice.status, twice.body.error.code]).toEqual([400, 'attachment_unavailable']);
    // Nor can Marc send Ines's upload.
    const other = await upload(ines.browser, c.id, await png());
    expect((await send(marc.browser, c.id, { body: 'mine?', attachment_ids: [other.body.attachment.id] })).body.error.code).toBe('attachment_unavailable');
  });

  it('drops what a camera wrote into a photo (GPS position included)', async () => {
    const c = await conversation();
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#222' } })
      .withExif({ IFD0: { Make: 'Camera', Copyright: 'Ines Moreau' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const up = await upload(ines.browser, c.id, jpeg);
    expect(up.status).toBe(201);
    const { rows } = await t.database.query<{ storage_key: string }>('select storage_key from message_attachments where id = $1', [up.body.attachment.id]);
    expect(rows[0]!.storage_key).toMatch(/^[0-9a-f]{32}$/);
    await send(ines.browser, c.id, { body: 'photo', attachment_ids: [up.body.attachment.id] });
    const file = await marc.browser.call('GET', up.body.attachment.url);
    const bytes = Buffer.from((await t.app.inject({ method: 'GET', url: up.body.attachment.url, headers: { cookie: marc.browser.cookieHeader()! } })).rawPayload);
    expect(file.status).toBe(200);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 20, 10, undefined]);
  });

  it('refuses a non-image renamed .jpg (415), an oversize file (413), a damaged image, an empty file and a body that is not multipart', async () => {
    const c = await conversation();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    const renamed = await upload(ines.browser, c.id, pdf, 'photo.jpg', 'image/jpeg');
    expect([renamed.status, renamed.body.error]).toEqual([415, { code: 'unsupported_file', message: 'Only images can be sent in messages: a JPEG, PNG, WebP or GIF file.' }]);
    const script = await upload(ines.browser, c.id, Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(script.status).toBe(415);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(ines.browser, c.id, big);
    expect([tooBig.status, tooBig.body.error]).toEqual([413, { code: 'file_too_large', message: 'The image is larger than 10 MB. Please choose a smaller one.' }]);
    const damaged = await upload(ines.browser, c.id, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]));
    expect([damaged.status, damaged.body.error.code]).toEqual([415, 'unreadable_image']);
    const empty = await upload(ines.browser, c.id, Buffer.alloc(0));
    expect([empty.status, empty.body.error.code]).toEqual([400, 'empty_file']);
    const json = await ines.browser.post<ApiError>(`/api/chat/conversations/${c.id}/attachments`, { file: 'data:image/png;base64,AAAA' });
    expect([json.status, json.body.error.code]).toEqual([415, 'not_multipart']);
    const { rows } = await t.database.query<{ n: number }>('select count(*)::int as n from message_attachments');
    expect(rows[0]!.n).toBe(0);
  });

  it('forgets an image that was never sent after a day, and keeps one that was', async () => {
    const c = await conversation();
    const unsent = await upload(ines.browser, c.id, await png());
    const kept = await upload(ines.browser, c.id, await png());
    await send(ines.browser, c.id, { body: 'one of two', attachment_ids: [kept.body.attachment.id] });
    const { rows: jobs } = await t.database.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = $1 and run_at > now() + interval '23 hours'`,
      [ATTACHMENT_EXPIRY_JOB],
    );
    expect(jobs[0]!.n).toBe(2);
    await t.database.query(`update jobs set run_at = now() where kind = $1`, [ATTACHMENT_EXPIRY_JOB]);
    await t.app.jobs.runDue({ kinds: [ATTACHMENT_EXPIRY_JOB] });
    const { rows } = await t.database.query<{ id: number }>('select id from message_attachments order by id');
    expect(rows.map((r) => Number(r.id))).toEqual([kept.body.attachment.id]);
    expect((await ines.browser.get(unsent.body.attachment.url)).status).toBe(404);
    expect((await marc.browser.get(kept.body.attachment.url)).status).toBe(200);
  });
});

describe('live events', () => {
  it('publishes message.sent and message.read with ids only, on both members\' private topics', async () => {
    const c = await conversation();
    const sent = (await eventsOf('message.sent')).at(-1)!;
    expect(sent).toEqual({ topics: [`user:${marc.userId}`, `user:${ines.userId}`], payload: { conversation_id: c.id, message_id: c.messageId } });
    await readConversation(marc.browser, c.id, marc.userId);
    const read = (await eventsOf('message.read')).at(-1)!;
    expect(read).toEqual({ topics: [`user:${marc.userId}`, `user:${ines.userId}`], payload: { conversation_id: c.id, message_id: c.messageId } });
  });

  it('reaches the recipient\'s browser over the event stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const stream = await openSse(`${base}/api/events/stream`, { cookie: marc.browser.cookieHeader()! });
    try {
      expect(stream.status).toBe(200);
      const c = await conversation();
      const frame = await stream.next((f) => f.event === 'message.sent', 5000);
      expect(JSON.parse(frame.data)).toMatchObject({ type: 'message.sent', payload: { conversation_id: c.id, message_id: c.messageId } });
    } finally {
      stream.close();
    }
  });
});
