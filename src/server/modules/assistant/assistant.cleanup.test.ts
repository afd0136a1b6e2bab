import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import type { ConversationResponse } from '../../../shared/assistant/contracts.js';
import { GUEST_CLEANUP_JOB, GUEST_CONVERSATION_IDLE_HOURS } from './index.js';

/**
 * Guests' conversations are deleted once idle past their session (issue #16, decision 029):
 * an hourly job, scheduled on boot and rescheduling itself; members' conversations stay.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function ask(b: Browser, text: string): Promise<number> {
  const headers: Record<string, string> = { 'x-forwarded-for': b.ip, origin: t.config.publicUrl };
  const cookie = b.cookieHeader();
  if (cookie) headers.cookie = cookie;
  const res = await t.app.inject({ method: 'POST', url: '/api/assistant/messages', headers, payload: { text } });
  const set = res.headers['set-cookie'];
  for (const c of set === undefined ? [] : Array.isArray(set) ? set : [String(set)]) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    b.jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
  return res.statusCode;
}

const conversationOf = async (b: Browser) => (await b.get<ConversationResponse>('/api/assistant/conversation')).body;
const idleFor = (id: number, hours: number) =>
  t.database.query(`update assistant_conversations set updated_at = now() - make_interval(hours => $2) where id = $1`, [id, hours]);

describe('guest conversations cleanup', () => {
  it('is scheduled for the next hour when the app starts', async () => {
    const { rows } = await t.database.query<{ n: string }>(`select count(*)::text as n from jobs where kind = $1 and status = 'pending' and run_at > now()`, [GUEST_CLEANUP_JOB]);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("deletes guests' conversations idle past the limit, with their messages, and keeps members' and fresh ones", async () => {
    const [stale, fresh] = [new Browser(t), new Browser(t)];
    const member = await verifiedMember(t);
    for (const b of [stale, fresh, member.browser]) expect(await ask(b, 'how does escrow work?')).toBe(200);
    const staleId = (await conversationOf(stale)).conversation_id!;
    const freshId = (await conversationOf(fresh)).conversation_id!;
    const memberId = (await conversationOf(member.browser)).conversation_id!;
    await idleFor(staleId, GUEST_CONVERSATION_IDLE_HOURS + 1);
    await idleFor(freshId, GUEST_CONVERSATION_IDLE_HOURS - 1);
    await idleFor(memberId, 24 * 365);

    // The hourly run, due now.
    await t.app.jobs.enqueue(GUEST_CLEANUP_JOB, { hour: new Date().toISOString().slice(0, 13) }, { uniqueKey: `test-${Date.now()}` });
    await t.app.jobs.runDue({ kinds: [GUEST_CLEANUP_JOB] });

    expect(await conversationOf(stale)).toEqual({ conversation_id: null, messages: [] });
    const { rows } = await t.database.query<{ n: string }>('select count(*)::text as n from assistant_messages where conversation_id = $1', [staleId]);
    expect(rows[0]!.n).toBe('0');
    expect((await conversationOf(fresh)).messages).toHaveLength(2);
    expect((await conversationOf(member.browser)).messages).toHaveLength(2);
    // The same browser session starts afresh.
    expect(await ask(stale, 'hello')).toBe(200);
    expect((await conversationOf(stale)).messages).toHaveLength(2);
  });
});
