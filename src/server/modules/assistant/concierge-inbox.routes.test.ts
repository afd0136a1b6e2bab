import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { signedInAdmin } from '../../test/club.js';
import type { ConciergeResponse } from '../../../shared/assistant/contracts.js';
import type { ConversationListResponse, SendMessageResponse, ThreadResponse } from '../../../shared/messaging/contracts.js';
import { CONCIERGE_EMAIL, CONCIERGE_REPLY_AUDIT } from './index.js';

/**
 * Admins answer the concierge (issue #16, decision 029): every admin sees the concierge's
 * conversations at /api/admin/concierge and replies as the concierge; each reply is audited
 * with the admin who wrote it; nobody else reaches the inbox.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>>;
let member: Member;
let handOff: ConciergeResponse;

beforeAll(async () => {
  t = await createTestApp();
  member = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = 'verified_member' where id = $1`, [member.userId]);
  const res = await member.browser.post<ConciergeResponse>('/api/assistant/concierge');
  expect(res.status).toBe(201);
  handOff = res.body;
});
afterAll(async () => {
  await t?.close();
});

describe('the concierge inbox', () => {
  it('shows every admin the hand-offs, and their replies reach the member from the concierge, audited with the admin', async () => {
    const admin = await signedInAdmin(t);
    const list = await admin.get<ConversationListResponse>('/api/admin/concierge/conversations');
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((c) => c.conversation_id)).toContain(handOff.conversation_id);
    const summary = list.body.conversations.find((c) => c.conversation_id === handOff.conversation_id)!;
    expect(summary.last_message).toMatch(/^Hello, I would like help from the concierge\./);
    expect(summary.other_participant.id).toBe(member.userId);

    const thread = await admin.get<ThreadResponse>(`/api/admin/concierge/conversations/${handOff.conversation_id}`);
    expect(thread.status).toBe(200);
    expect(thread.body.messages[0]!.mine).toBe(false);

    const sent = await admin.post<SendMessageResponse>(`/api/admin/concierge/conversations/${handOff.conversation_id}/messages`, { body: 'Good afternoon, this is the concierge.' }, { 'idempotency-key': 'reply-1' });
    expect(sent.status).toBe(201);
    const again = await admin.post<SendMessageResponse>(`/api/admin/concierge/conversations/${handOff.conversation_id}/messages`, { body: 'Good afternoon, this is the concierge.' }, { 'idempotency-key': 'reply-1' });
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(sent.body.message.id);

    // A second admin sees the same conversation and the first admin's reply, as the concierge's.
    const other = await verifiedMember(t);
    await t.database.query(`update "user" set user_type = 'admin' where id = $1`, [other.userId]);
    const seen = await other.browser.get<ThreadResponse>(`/api/admin/concierge/conversations/${handOff.conversation_id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.messages.at(-1)).toMatchObject({ body: 'Good afternoon, this is the concierge.', mine: true });

    // The member reads it in Messages, from the concierge.
    const mine = await member.browser.get<ThreadResponse>(`/api/chat/conversations/${handOff.conversation_id}`);
    const { rows: concierge } = await t.database.query<{ id: string }>('select id from "user" where email = $1', [CONCIERGE_EMAIL]);
    expect(mine.body.messages.at(-1)).toMatchObject({ body: 'Good afternoon, this is the concierge.', mine: false, sender_id: concierge[0]!.id });

    const { rows } = await t.database.query<{ actor_id: string; subject_id: string; detail: { message_id: number } }>(
      'select actor_id, subject_id, detail from audit_log where action = $1', [CONCIERGE_REPLY_AUDIT],
    );
    expect(rows).toEqual([{ actor_id: admin.userId, subject_id: String(handOff.conversation_id), detail: { message_id: sent.body.message.id, as: 'concierge' } }]);
  });

  it('is for admins only, and only for the concierge’s conversations', async () => {
    const url = `/api/admin/concierge/conversations/${handOff.conversation_id}`;
    expect((await new Browser(t).get('/api/admin/concierge/conversations')).status).toBe(401);
    expect((await member.browser.get('/api/admin/concierge/conversations')).status).toBe(403);
    expect((await member.browser.get(url)).status).toBe(403);
    expect((await member.browser.post(`${url}/messages`, { body: 'I am the concierge now' })).status).toBe(403);

    const admin = await signedInAdmin(t);
    expect((await admin.get('/api/admin/concierge/conversations/999999')).status).toBe(404);
    const empty = await admin.post<{ error: { message: string } }>(`${url}/messages`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/must not be empty/);
    expect((await admin.post(`${url}/messages`, { body: 'x'.repeat(20_000) })).status).toBe(400);
  });
});
