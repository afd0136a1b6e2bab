import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { seedDemo } from '../../demo/seed.js';
import { createTestDatabase, type TestApp } from '../../test/helper.js';
import { testConfig } from '../../test/config.js';
import { Browser, mailsTo, verifiedMember } from '../../test/browser.js';
import { becomeMember, completeDraft, signedInAdmin, uniqueJpeg, type Applicant } from '../../test/club.js';
import type {
  AuditEntry, ClubSettings, Dashboard, MemberRow, Membership, QueueItem, Review,
} from '../../../shared/membership/contracts.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';

/**
 * The admins' side of the club (issue #17) through HTTP, on PGlite or PostgreSQL: who may
 * review, the queue and its signals, the decisions and the document, suspension taking
 * effect on the very next request, the purge of documents, the audit log and the dashboard.
 * The app carries one extra route asking `bid` (a member's right; bidding arrives with its
 * own issue), to watch member rights end and come back.
 */
let t: TestApp;
let admin: Browser & { userId: string };
type Err = ApiErrorBody;
const PROBE = '/test/member-only';

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database, { products: 30 });
  const config = testConfig({ dataDir: path.join(os.tmpdir(), `patina-test-${randomBytes(4).toString('hex')}`) });
  const app = await buildApp(config, { database });
  app.get(PROBE, { config: { capability: 'bid' } }, async () => ({ ok: true }));
  await app.ready();
  t = { app, database, config, close: async () => { await app.close(); await database.close(); } };
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const base = '/api/admin/membership/applications';
async function submitted(options: Parameters<typeof completeDraft>[2] = {}, draft: Parameters<typeof completeDraft>[1] = {}): Promise<Applicant> {
  const a = await completeDraft(t, draft, options);
  const answer = await a.browser.post('/api/membership/application/submit', { acceptRules: true });
  if (answer.status !== 200) throw new Error(`submit: ${answer.status} ${JSON.stringify(answer.body)}`);
  return a;
}
const row = async (id: string) => (await t.database.query<Record<string, unknown>>('select * from membership_applications where id = $1', [id])).rows[0]!;
const audit = async (subjectId: string) =>
  (await t.database.query<{ action: string; actor_id: string | null }>('select action, actor_id from audit_log where subject_id = $1 order by id', [subjectId])).rows
    .map((r) => [r.action, r.actor_id]);
const signedIn = async (email: string, password: string) => {
  const b = new Browser(t);
  await b.signIn(email, password);
  return b;
};

describe('who may review', () => {
  it('answers 401 to guests and 403 to registered accounts and members on every admin route, changing nothing', async () => {
    const a = await submitted();
    const before = await row(a.applicationId);
    const member = await signedIn('member@patina.demo', 'patina-member-demo');
    const callers: [Browser, number, string][] = [[new Browser(t), 401, 'unauthorized'], [a.browser, 403, 'admin_required'], [member, 403, 'admin_required']];
    for (const [b, status, code] of callers) {
      const answers = await Promise.all([
        b.get(base),
        b.get(`${base}/${a.applicationId}`),
        b.get(`${base}/${a.applicationId}/document`),
        b.post(`${base}/${a.applicationId}/approve`),
        b.post(`${base}/${a.applicationId}/request-info`, { message: 'Why?' }),
        b.post(`${base}/${a.applicationId}/decline`, { reason: 'No.' }),
        b.get('/api/admin/membership/settings'),
        b.put('/api/admin/membership/settings', { autoApprove: true }),
        b.get('/api/admin/members'),
        b.post(`/api/admin/members/${a.userId}/suspend`, { reason: 'No.' }),
        b.post(`/api/admin/members/${a.userId}/reinstate`),
        b.get('/api/admin/audit'),
        b.get('/api/admin/dashboard'),
      ]);
      for (const answer of answers) expect([answer.status, (answer.body as Err).error.code]).toEqual([status, code]);
    }
    expect(await row(a.applicationId)).toEqual(before);
    expect((await a.browser.get<{ userType: string }>('/api/me')).body.userType).toBe('registered');
  });

  it('never lets an admin decide their own application', async () => {
    const a = await submitted();
    await t.database.query(`update "user" set user_type = 'admin' where id = $1`, [a.userId]);
    for (const [url, body] of [['approve', {}], ['request-info', { message: 'Who are you?' }], ['decline', { reason: 'Myself.' }]] as const) {
      const answer = await a.browser.post<Err>(`${base}/${a.applicationId}/${url}`, body);
      expect([url, answer.status, answer.body.error.code, answer.body.error.message]).toEqual([
        url, 403, 'own_application', 'You cannot decide your own application: another admin must.',
      ]);
    }
    expect((await row(a.applicationId)).state).toBe('submitted');
    expect(await audit(a.applicationId)).not.toContainEqual(expect.arrayContaining(['membership.application.approved']));
  });
});

describe('the queue', () => {
  it('lists open applications oldest first, with duplicates across accounts named by email', async () => {
    const first = await submitted();
    const phone = String((await row(first.applicationId)).phone);
    const samePhone = await submitted({ phone });
    const sameDocument = await uniqueJpeg();
    const third = await submitted({ document: sameDocument });
    const { rows: [born] } = await t.database.query<{ d: string }>('select date_of_birth::text as d from membership_applications where id = $1', [first.applicationId]);
    const fourth = await submitted({ document: sameDocument }, { legalName: 'inès moreau', dateOfBirth: born!.d });
    await completeDraft(t); // a draft: never listed
    await t.database.query(`update membership_applications set submitted_at = now() - interval '50 hours' where id = $1`, [first.applicationId]);

    const queue = await admin.get<{ items: QueueItem[]; total: number; page: number; pageSize: number }>(base);
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(queue.body.items.map((i) => i.id)).toEqual([first, samePhone, third, fourth].map((a) => a.applicationId));
    const [a, b, c, d] = queue.body.items;
    expect(a).toMatchObject({ email: first.email, legalName: 'Inès Moreau', state: 'submitted', ageHours: 50 });
    expect(a!.signals).toMatchObject({ emailVerified: true, phoneVerified: true, documentPresent: true, country: 'FR', accountAgeDays: 0 });
    expect(a!.signals.age).toBeGreaterThanOrEqual(30);
    expect(a!.signals.duplicates).toEqual([
      { field: 'legal_name_and_birth_date', userId: fourth.userId, email: fourth.email },
      { field: 'phone', userId: samePhone.userId, email: samePhone.email },
    ]);
    expect(b!.signals.duplicates).toEqual([{ field: 'phone', userId: first.userId, email: first.email }]);
    expect(c!.signals.duplicates).toEqual([{ field: 'document', userId: fourth.userId, email: fourth.email }]);
    expect(d!.signals.duplicates.map((x) => x.field).sort()).toEqual(['document', 'legal_name_and_birth_date']);

    const byEmail = await admin.get<{ items: QueueItem[] }>(`${base}?q=${encodeURIComponent(third.email)}`);
    expect(byEmail.body.items.map((i) => i.id)).toEqual([third.applicationId]);
    await admin.post(`${base}/${third.applicationId}/decline`, { reason: 'The same document as another account.' });
    expect((await admin.get<{ items: QueueItem[] }>(`${base}?state=declined`)).body.items.map((i) => i.id)).toEqual([third.applicationId]);
    expect((await admin.get<{ total: number }>(base)).body.total).toBe(3);
    expect((await admin.get<{ total: number }>(`${base}?state=all`)).body.total).toBe(4);
    const bad = await admin.get<Err>(`${base}?state=drafts&page=0`);
    expect(bad.status).toBe(400);
  });
});

describe('decisions', () => {
  it('asks for more, hears the answer, declines: each audited, notified, mailed and told live', async () => {
    const a = await submitted();
    const asked = await admin.post<Review>(`${base}/${a.applicationId}/request-info`, { message: 'Please send the back of your ID card.' });
    expect(asked.status).toBe(200);
    expect(asked.body.application).toMatchObject({ state: 'more_info_requested', infoRequest: 'Please send the back of your ID card.' });
    await a.browser.post('/api/membership/application/answer', { answer: 'Both sides are in the photo now.' });
    const declined = await admin.post<Review>(`${base}/${a.applicationId}/decline`, { reason: 'We could not confirm your identity.' });
    expect(declined.body.application).toMatchObject({ state: 'declined', declineReason: 'We could not confirm your identity.' });
    expect(declined.body.applicant).toMatchObject({ id: a.userId, email: a.email, name: 'Ines Moreau' });
    expect(declined.body.history.map((h) => [h.action, h.actor, h.detail])).toEqual([
      ['membership.application.started', a.email, null],
      ['membership.document.uploaded', a.email, null],
      ['membership.application.submitted', a.email, null],
      ['membership.application.info_requested', 'admin@patina.demo', 'Please send the back of your ID card.'],
      ['membership.application.answered', a.email, 'Both sides are in the photo now.'],
      ['membership.application.declined', 'admin@patina.demo', 'We could not confirm your identity.'],
    ]);
    expect((await mailsTo(t, a.email)).slice(0, 2).map((m) => m.subject)).toEqual([
      'Your Patina club application', 'Your Patina club application: one more thing',
    ]);
    const [declineMail] = await mailsTo(t, a.email);
    expect(declineMail!.text).toContain('The reason: We could not confirm your identity.');
    const { rows: notes } = await t.database.query<{ type: string; message: string }>(
      'select type, message from notifications where user_id = $1 and type <> \'email_verified\' order by created_at', [a.userId],
    );
    expect(notes.map((n) => n.type)).toEqual(['membership_info_requested', 'membership_declined']);
    expect(notes[1]!.message).toMatch(/^We could not confirm your identity\. You may apply again from [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    await t.app.events.drain();
    const { rows: live } = await t.database.query<{ status: string }>(
      `select payload->>'status' as status from domain_events where type = 'membership.changed' and $1 = any(topics) order by id`, [`user:${a.userId}`],
    );
    expect(live.map((e) => e.status)).toEqual(['draft', 'in_review', 'more_info_requested', 'in_review', 'declined']);

    const again = await admin.post<Err>(`${base}/${a.applicationId}/approve`);
    expect([again.status, again.body.error.code]).toEqual([409, 'transition_terminal_state']);
  });

  it('finds no application in a draft or under a made-up id, and refuses HTML in a message or reason', async () => {
    const draft = await completeDraft(t);
    const onDraft = await admin.post<Err>(`${base}/${draft.applicationId}/approve`);
    expect([onDraft.status, onDraft.body.error.code]).toEqual([404, 'application_not_found']);
    expect((await admin.get<Err>(`${base}/not-an-id`)).status).toBe(400);
    expect((await admin.get<Err>(`${base}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);

    const a = await submitted();
    const before = await row(a.applicationId);
    for (const [url, body] of [
      ['request-info', { message: '<img src=x onerror=alert(1)>' }],
      ['decline', { reason: 'Because <script>alert(1)</script>' }],
      ['decline', { reason: '' }],
      ['request-info', { message: 'x'.repeat(2001) }],
    ] as const) {
      const answer = await admin.post<Err>(`${base}/${a.applicationId}/${url}`, body);
      expect([url, answer.status, answer.body.error.code]).toEqual([url, 400, 'invalid_request']);
    }
    expect(await row(a.applicationId)).toEqual(before);
  });
});

describe('the identity document', () => {
  it('is served to an admin and to nobody else, never cached; the purge deletes it after the retention', async () => {
    const jpeg = await uniqueJpeg();
    const a = await submitted({ document: jpeg });
    const doc = `${base}/${a.applicationId}/document`;
    const seen = await admin.call('GET', doc);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.headers['content-disposition']).toBe('inline; filename="identity-document.jpg"');
    const raw = await t.app.inject({ method: 'GET', url: doc, headers: { cookie: admin.cookieHeader()! } });
    expect(raw.rawPayload.equals(jpeg)).toBe(true);

    const member = await signedIn('member@patina.demo', 'patina-member-demo');
    const expert = await signedIn('expert@patina.demo', 'patina-expert-demo');
    for (const [b, status] of [[a.browser, 403], [member, 403], [expert, 403], [new Browser(t), 401]] as const) {
      const answer = await b.call('GET', doc);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    // Nor under any path of the site.
    const key = String((await row(a.applicationId)).document_key);
    for (const url of [`/private/${key.slice(0, 2)}/${key}`, `/data/private/${key.slice(0, 2)}/${key}`, `/${key}`]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['content-type'] ?? '').not.toMatch(/^image\//);
    }

    await admin.post(`${base}/${a.applicationId}/approve`);
    const file = path.join(t.config.dataDir, 'private', key.slice(0, 2), key);
    expect(existsSync(file)).toBe(true);
    await t.database.query(`update jobs set run_at = now() where unique_key = $1`, [`club.document.purge:${a.applicationId}`]);
    await t.app.jobs.runDue({ kinds: ['club.document.purge'] });
    expect(existsSync(file)).toBe(false);
    expect(await row(a.applicationId)).toMatchObject({ document_key: null, document_sha256: expect.any(String) });
    expect((await row(a.applicationId)).document_deleted_at).not.toBeNull();
    const gone = await admin.get<Err>(doc);
    expect([gone.status, gone.body.error.code]).toEqual([404, 'document_not_found']);
    expect((await a.browser.get<Membership>('/api/membership')).body.application!.document).toBeNull();
    expect(await audit(a.applicationId)).toEqual([
      ['membership.application.started', a.userId],
      ['membership.document.uploaded', a.userId],
      ['membership.application.submitted', a.userId],
      ['membership.document.viewed', admin.userId],
      ['membership.document.viewed', admin.userId],
      ['membership.application.approved', admin.userId],
      ['membership.document.purged', null],
    ]);
  });
});

describe('members and suspension', () => {
  it('ends a member’s rights on their very next request, and gives them back', async () => {
    const m = await becomeMember(t, { admin });
    expect((await m.browser.get(PROBE)).status).toBe(200);

    const suspended = await admin.post<MemberRow>(`/api/admin/members/${m.userId}/suspend`, { reason: 'Bids withdrawn after winning, three times.' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ id: m.userId, userType: 'verified_member', suspended: { reason: 'Bids withdrawn after winning, three times.' } });
    const refused = await m.browser.get<Err>(PROBE);
    expect([refused.status, refused.body.error]).toEqual([403, {
      code: 'membership_suspended', message: 'Your membership is suspended. Please contact the Patina team.',
    }]);
    expect((await m.browser.get<{ suspended: boolean }>('/api/me')).body.suspended).toBe(true);
    expect((await m.browser.get<Membership>('/api/membership')).body).toMatchObject({
      status: 'suspended', suspension: { reason: 'Bids withdrawn after winning, three times.' },
    });
    const twice = await admin.post<Err>(`/api/admin/members/${m.userId}/suspend`, { reason: 'Again.' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'already_suspended']);

    const back = await admin.post<MemberRow>(`/api/admin/members/${m.userId}/reinstate`);
    expect(back.body.suspended).toBeNull();
    expect((await m.browser.get(PROBE)).status).toBe(200);
    const { rows } = await t.database.query<{ type: string }>('select type from notifications where user_id = $1 and type <> \'email_verified\' order by created_at', [m.userId]);
    expect(rows.map((r) => r.type)).toEqual(['membership_approved', 'membership_suspended', 'membership_reinstated']);
    expect(await audit(m.userId)).toEqual([['member.suspended', admin.userId], ['member.reinstated', admin.userId]]);
    const notAgain = await admin.post<Err>(`/api/admin/members/${m.userId}/reinstate`);
    expect([notAgain.status, notAgain.body.error.code]).toEqual([409, 'not_suspended']);
  });

  it('suspends neither an admin nor oneself, nor for a reason holding HTML', async () => {
    const other = (await t.database.query<{ id: string }>(`select id from "user" where email = 'admin@patina.demo'`)).rows[0]!.id;
    const self = await admin.post<Err>(`/api/admin/members/${other}/suspend`, { reason: 'Testing.' });
    expect([self.status, self.body.error.code]).toEqual([403, 'cannot_suspend_self']);
    await t.database.query(`update "user" set user_type = 'admin' where email = 'expert@patina.demo'`);
    const expertId = (await t.database.query<{ id: string }>(`select id from "user" where email = 'expert@patina.demo'`)).rows[0]!.id;
    const anAdmin = await admin.post<Err>(`/api/admin/members/${expertId}/suspend`, { reason: 'Testing.' });
    expect([anAdmin.status, anAdmin.body.error.code]).toEqual([403, 'cannot_suspend_admin']);
    const memberId = (await t.database.query<{ id: string }>(`select id from "user" where email = 'member@patina.demo'`)).rows[0]!.id;
    const html = await admin.post<Err>(`/api/admin/members/${memberId}/suspend`, { reason: '<b>Spam</b>' });
    expect([html.status, html.body.error.code]).toEqual([400, 'invalid_request']);
    const nobody = await admin.post<Err>('/api/admin/members/nobody-at-all/suspend', { reason: 'Testing.' });
    expect([nobody.status, nobody.body.error.code]).toEqual([404, 'member_not_found']);
    const { rows } = await t.database.query('select 1 from "user" where suspended_at is not null');
    expect(rows).toEqual([]);
  });

  it('lists accounts by text and role', async () => {
    const all = await admin.get<{ items: MemberRow[]; total: number }>('/api/admin/members');
    expect(all.status).toBe(200);
    expect(all.body.items.map((m) => m.email)).toEqual(expect.arrayContaining(['admin@patina.demo', 'member@patina.demo']));
    const admins = await admin.get<{ items: MemberRow[] }>('/api/admin/members?role=admin');
    expect(admins.body.items.map((m) => m.email)).toEqual(['admin@patina.demo']);
    const found = await admin.get<{ items: MemberRow[] }>('/api/admin/members?q=castellane');
    expect(found.body.items.map((m) => m.email)).toEqual(['member@patina.demo']);
    const memberId = found.body.items[0]!.id;
    await admin.post(`/api/admin/members/${memberId}/suspend`, { reason: 'Testing the list.' });
    const suspended = await admin.get<{ items: MemberRow[] }>('/api/admin/members?role=suspended');
    expect(suspended.body.items.map((m) => [m.email, m.suspended?.reason])).toEqual([['member@patina.demo', 'Testing the list.']]);
    expect((await admin.get('/api/admin/members?role=superuser')).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('holds every admin action, the price and rate changes included, filtered by action, actor and subject', async () => {
    const settings = await admin.put<ClubSettings>('/api/admin/membership/settings', { autoApprove: true });
    expect(settings.body).toEqual({ autoApprove: true });
    expect((await admin.get<ClubSettings>('/api/admin/membership/settings')).body).toEqual({ autoApprove: true });
    const auto = await submitted();
    expect((await auto.browser.get<Membership>('/api/membership')).body.status).toBe('member');
    await admin.put('/api/admin/membership/settings', { autoApprove: false });

    const { rows: [product] } = await t.database.query<{ id: number }>('select id from products order by id limit 1');
    expect((await admin.put(`/api/admin/products/${product!.id}/prices`, { price: 123_400 })).status).toBe(200);
    expect((await admin.put('/api/admin/currencies/EUR', { per_usd: 0.91 })).status).toBe(200);

    const log = await admin.get<{ items: AuditEntry[]; total: number; pageSize: number }>('/api/admin/audit');
    expect(log.status).toBe(200);
    expect(log.body.pageSize).toBe(50);
    const actions = log.body.items.map((e) => [e.action, e.actor?.email ?? null]);
    expect(actions.slice(0, 4)).toEqual([
      ['currency.rate.set', 'admin@patina.demo'],
      ['catalog.prices.set', 'admin@patina.demo'],
      ['club.settings.changed', 'admin@patina.demo'],
      ['membership.application.auto_approved', null],
    ]);
    expect(log.body.items[1]).toMatchObject({ subjectType: 'product', subjectId: String(product!.id), detail: { prices: { price: 123_400 } } });
    expect(log.body.items[0]).toMatchObject({ subjectType: 'currency', subjectId: 'EUR', detail: { perUsd: 0.91 } });

    const system = await admin.get<{ items: AuditEntry[] }>('/api/admin/audit?actor=system');
    expect(system.body.items.map((e) => e.action)).toEqual(['membership.application.auto_approved']);
    const byAdmin = await admin.get<{ items: AuditEntry[] }>('/api/admin/audit?actor=admin%40patina.demo&action=club.');
    expect(byAdmin.body.items.map((e) => [e.action, e.detail])).toEqual([
      ['club.settings.changed', { autoApprove: false }],
      ['club.settings.changed', { autoApprove: true }],
    ]);
    const bySubject = await admin.get<{ items: AuditEntry[] }>(`/api/admin/audit?subject=${auto.applicationId}`);
    expect(bySubject.body.items.map((e) => e.action)).toEqual([
      'membership.application.auto_approved', 'membership.application.submitted', 'membership.document.uploaded', 'membership.application.started',
    ]);
    expect((await admin.get<{ items: AuditEntry[] }>('/api/admin/audit?actor=nobody%40example.com')).body.items).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('counts the membership queue and its age, today’s members, accounts and listings; the rest is not open yet', async () => {
    const before = (await admin.get<Dashboard>('/api/admin/dashboard')).body;
    const waiting = await submitted();
    await t.database.query(`update membership_applications set submitted_at = now() - interval '30 hours' where id = $1`, [waiting.applicationId]);
    await becomeMember(t, { admin });
    const live = (await t.database.query<{ n: number }>(`select count(*)::int as n from listings where status = 'active'`)).rows[0]!.n;
    const now = await admin.get<Dashboard>('/api/admin/dashboard');
    expect(now.status).toBe(200);
    expect(now.body.queues).toEqual([
      { key: 'membership_applications', label: 'Membership applications', open: true, count: 1, oldestHours: 30, href: '/admin/applications' },
      { key: 'expert_reviews', label: 'Expert reviews', open: false, count: 0, oldestHours: null, href: '/admin/expert-approval' },
      { key: 'disputes', label: 'Disputes', open: false, count: 0, oldestHours: null, href: '/admin/disputes' },
      { key: 'bank_transfers', label: 'Bank transfers to confirm', open: false, count: 0, oldestHours: null, href: '/admin/bank-transfers' },
      { key: 'reported_messages', label: 'Reported messages', open: false, count: 0, oldestHours: null, href: '/admin/reported-messages' },
    ]);
    expect(now.body.today).toEqual({
      newMembers: before.today.newMembers + 1,
      newAccounts: before.today.newAccounts + 2,
      listingsLive: live,
      orders: null,
      gmvUsdCents: null,
      escrowHeldUsdCents: null,
    });
    expect(live).toBeGreaterThan(0);
    expect(now.body.settings).toEqual({ autoApprove: false });
  });
});

describe('a fresh database and the helper', () => {
  it('becomeMember makes a member who can use a member’s route', async () => {
    const m = await becomeMember(t);
    expect((await m.browser.get(PROBE)).status).toBe(200);
    expect((await m.browser.get<Membership>('/api/membership')).body.status).toBe('member');
    expect(await verifiedMember(t)).toBeTruthy();
  });
});
