import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { memberHandle } from '../../../shared/members/handle.js';
import type { FollowState, MemberPage } from '../../../shared/follows/contracts.js';

/**
 * Follows through HTTP (PGlite, or PostgreSQL with DATABASE_URL): members follow members by
 * handle, once; the followee gets a notification and a live follow event in the same
 * transaction; the public member page says nothing private; bad input is a clear 4xx.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>> & { handle: string };
let ines: Member;
let marc: Member;
let registered: Member;

/** Every test member signs up as Ines Moreau: in public, "Ines M.". */
const handleOf = (userId: string) => memberHandle('Ines M.', createHash('md5').update(userId).digest('hex').slice(0, 10));

async function member(type: 'verified_member' | 'registered'): Promise<Member> {
  const m = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = $2 where id = $1`, [m.userId, type]);
  return { ...m, handle: handleOf(m.userId) };
}

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  ines = await member('verified_member');
  marc = await member('verified_member');
  registered = await member('registered');
});
afterAll(async () => {
  await t?.close();
});

const follow = (b: Browser, handle: string) => b.post<FollowState>(`/api/follows/members/${handle}`);
const unfollow = (b: Browser, handle: string) => b.delete<FollowState>(`/api/follows/members/${handle}`);
type Err = { error: { code: string; message: string } };

/** A member's follow notifications (signing up also writes one that the email is verified). */
async function notificationsOf(userId: string) {
  const { rows } = await t.database.query<{ id: string; type: string; title: string; message: string; action_url: string; metadata: Record<string, unknown>; read_at: Date | null }>(
    'select id, type, title, message, action_url, metadata, read_at from notifications where user_id = $1 and type = \'social.follow\' order by created_at',
    [userId],
  );
  return rows;
}

async function followEventsFor(userId: string) {
  const { rows } = await t.database.query<{ payload: Record<string, unknown> }>(
    `select payload from domain_events where type = 'follow.notification' and $1 = any(topics) order by id`,
    [`user:${userId}`],
  );
  return rows.map((r) => r.payload);
}

describe('following a member', () => {
  it('follows, tells the followee by notification and live event, and counts', async () => {
    const res = await follow(ines.browser, marc.handle);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ handle: marc.handle, following: true, followers_count: 1, self: false });

    const [n, ...more] = await notificationsOf(marc.userId);
    expect(more).toEqual([]);
    expect(n).toMatchObject({
      type: 'social.follow',
      title: 'New follower',
      message: 'Ines M. started following you.',
      action_url: `/members/${ines.handle}`,
      metadata: { follow_type: 'other', follower_handle: ines.handle, follower_name: 'Ines M.' },
      read_at: null,
    });
    const events = await followEventsFor(marc.userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: n!.id, title: 'New follower', message: 'Ines M. started following you.', data: { follow_type: 'other' } });
    expect(typeof events[0]!.created_at).toBe('string');

    expect((await ines.browser.get<FollowState>(`/api/follows/members/${marc.handle}`)).body).toEqual({ handle: marc.handle, following: true, followers_count: 1, self: false });
    expect((await marc.browser.get<FollowState>(`/api/follows/members/${ines.handle}`)).body).toEqual({ handle: ines.handle, following: false, followers_count: 0, self: false });
  });

  it('is idempotent: following twice answers 200 and tells nobody twice', async () => {
    expect((await follow(ines.browser, marc.handle)).status).toBe(201);
    const again = await follow(ines.browser, marc.handle);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ handle: marc.handle, following: true, followers_count: 1, self: false });
    expect(await notificationsOf(marc.userId)).toHaveLength(1);
    expect(await followEventsFor(marc.userId)).toHaveLength(1);
  });

  it('refuses to follow yourself with a 422, and writes nothing', async () => {
    expect((await ines.browser.get<FollowState>(`/api/follows/members/${ines.handle}`)).body).toEqual({ handle: ines.handle, following: false, followers_count: 0, self: true });
    const res = await follow(ines.browser, ines.handle);
    expect(res.status).toBe(422);
    expect((res.body as unknown as Err).error).toEqual({ code: 'follow_self', message: 'You cannot follow yourself.' });
    expect(await notificationsOf(ines.userId)).toEqual([]);
  });

  it('unfollows, the same answer whether or not there was a follow', async () => {
    await follow(ines.browser, marc.handle);
    const res = await unfollow(ines.browser, marc.handle);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ handle: marc.handle, following: false, followers_count: 0, self: false });
    expect((await unfollow(ines.browser, marc.handle)).body).toEqual({ handle: marc.handle, following: false, followers_count: 0, self: false });
  });

  it('finds a member by short id even when the name part is another (a renamed member)', async () => {
    const stale = `someone-else-${marc.handle.slice(-10)}`;
    expect((await follow(ines.browser, stale)).body).toEqual({ handle: marc.handle, following: true, followers_count: 1, self: false });
  });

  it('is for club members: a guest signs in, a registered user is shown the club', async () => {
    const guest = await follow(new Browser(t), marc.handle);
    expect(guest.status).toBe(401);
    const reg = await follow(registered.browser, marc.handle);
    expect(reg.status).toBe(403);
    expect((reg.body as unknown as Err).error.code).toBe('membership_required');
    expect(await notificationsOf(marc.userId)).toEqual([]);
  });

  it('answers 404 for a well-formed handle of nobody and 400 for what is not a handle', async () => {
    const nobody = await follow(ines.browser, 'ghost-0123456789');
    expect(nobody.status).toBe(404);
    expect((nobody.body as unknown as Err).error).toEqual({ code: 'member_not_found', message: "No member has the handle 'ghost-0123456789'." });
    for (const bad of ['x', 'INES-M-0123456789', '%3Cscript%3E-0123456789', 'a'.repeat(300), '..%2F..%2Fadmin']) {
      const res = await follow(ines.browser, bad);
      expect(res.status, bad).toBe(400);
      expect((res.body as unknown as Err).error.code).toBe('invalid_request');
    }
  });
});

describe('marking a follow notification read', () => {
  it("marks the member's own follow notification read, once, and nobody else's", async () => {
    await follow(ines.browser, marc.handle);
    const [n] = await notificationsOf(marc.userId);
    const first = await marc.browser.post<{ id: string; read_at: string }>(`/api/follows/notifications/${n!.id}/read`);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(n!.id);
    const again = await marc.browser.post<{ id: string; read_at: string }>(`/api/follows/notifications/${n!.id}/read`);
    expect(again.body.read_at).toBe(first.body.read_at);
    expect((await notificationsOf(marc.userId))[0]!.read_at).not.toBeNull();

    const other = await ines.browser.post(`/api/follows/notifications/${n!.id}/read`);
    expect(other.status).toBe(404);
    expect((other.body as unknown as Err).error.code).toBe('notification_not_found');
  });

  it('answers 404 for a notification that is not a follow, and 400 for an id that is not one', async () => {
    const { rows } = await t.database.query<{ id: string }>(
      `insert into notifications (user_id, type, title, message) values ($1, 'membership_approved', 'Welcome', 'You are in.') returning id`,
      [marc.userId],
    );
    expect((await marc.browser.post(`/api/follows/notifications/${rows[0]!.id}/read`)).status).toBe(404);
    const after = await t.database.query<{ read_at: Date | null }>('select read_at from notifications where id = $1', [rows[0]!.id]);
    expect(after.rows[0]!.read_at).toBeNull();
    const bad = await marc.browser.post('/api/follows/notifications/1%27%20or%201=1/read');
    expect(bad.status).toBe(400);
    expect((await new Browser(t).post(`/api/follows/notifications/${rows[0]!.id}/read`)).status).toBe(401);
  });
});

describe('the public member page', () => {
  it('shows name, since when, followers and the pieces offered, to anyone, and nothing private', async () => {
    const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 2');
    for (const [i, p] of rows.entries()) {
      await t.database.query(`insert into listings (product_id, seller_id, price, condition) values ($1, $2, $3, 'Excellent')`, [p.id, marc.userId, 125_000 + i]);
    }
    await follow(ines.browser, marc.handle);
    await t.app.events.drain();

    const res = await new Browser(t).get<MemberPage>(`/api/members/${marc.handle}`);
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ handle: marc.handle, name: 'Ines M.', verified: true, followers_count: 1, following_count: 0, active_listings: 2 });
    expect(res.body.listings.map((l) => [l.product.id, l.price, l.condition])).toEqual([
      [Number(rows[1]!.id), 125_001, 'Excellent'],
      [Number(rows[0]!.id), 125_000, 'Excellent'],
    ]);
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain(marc.email);
    expect(raw).not.toContain(marc.userId);
    expect(raw).not.toContain('Moreau');
  });

  it('answers 404 for nobody and 400 for a bad handle', async () => {
    expect((await new Browser(t).get('/api/members/ghost-0123456789')).status).toBe(404);
    expect((await new Browser(t).get(`/api/members/${'z'.repeat(250)}`)).status).toBe(400);
  });
});
