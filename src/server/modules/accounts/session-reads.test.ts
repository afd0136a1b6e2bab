import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { bulkMembers, type BuyingMember } from '../../test/buying.js';
import { Browser } from '../../test/browser.js';
import { COOKIE_PREFIX } from './auth.js';

/**
 * Session reads that arrive together go to the database as one statement (accounts.repo.ts):
 * each request must still be answered as its own session, never another's.
 */
let t: TestApp;
let members: BuyingMember[];

beforeAll(async () => {
  t = await createTestApp();
  members = await bulkMembers(t, 12);
});
afterAll(async () => {
  await t?.close();
});

describe('session reads of one moment', () => {
  it('answer each of 36 simultaneous requests (12 members, three each) with its own member, and a stranger as a guest', async () => {
    const stranger = new Browser(t);
    stranger.jar.set(`${COOKIE_PREFIX}.session_token`, encodeURIComponent('no-such-token.not-a-signature'));
    const asked = [...members, ...members, ...members];
    const [answers, strangerAnswer] = await Promise.all([
      Promise.all(asked.map((m) => m.browser.get<{ id: string }>('/api/me'))),
      stranger.get('/api/me'),
    ]);
    expect(answers.map((a) => [a.status, a.body.id])).toEqual(asked.map((m) => [200, m.id]));
    expect(strangerAnswer.status).toBe(401);
  });

  it('answers a session ended a moment ago as no session, in a burst with live ones', async () => {
    const [ending, ...others] = members;
    await t.database.query(`delete from session where user_id = $1`, [ending!.id]);
    const answers = await Promise.all([ending!, ...others].map((m) => m.browser.get<{ id: string }>('/api/me')));
    expect(answers[0]!.status).toBe(401);
    expect(answers.slice(1).map((a) => a.body.id)).toEqual(others.map((m) => m.id));
  });
});
