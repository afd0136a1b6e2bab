import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, mailsTo, verifiedMember, type Answer } from '../../test/browser.js';
import { memberHandle } from '../../../shared/members/handle.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import type { Comment, CommunityHome, Entry, MemberBlock } from '../../../shared/community/contracts.js';
import { MODERATION_TEXTS, type ModerationOutcome, type ModerationQueue, type QueueItem, type ReportResponse } from '../../../shared/community/moderation.js';
import { COMMUNITY_REPORTS_PER_HOUR } from './moderation.routes.js';

/**
 * Community moderation through HTTP (PGlite, or PostgreSQL with DATABASE_URL): members report
 * what they can read (once per target while open, never their own, rate-limited); moderators
 * work the queue, and hide, restore, warn and dismiss, each in the audit log, in one
 * transaction, doing nothing twice; hidden content leaves every member's read but its
 * author's; what members wrote comes back as data, and is escaped where it becomes markup.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>> & { handle: string; name: string };
let ada: Member; // the author
let ben: Member; // follows ada
let cleo: Member; // another member
let dan: Member; // another member
let mod: Member; // an admin
let registered: Member;
type Err = ApiErrorBody;

async function member(first: string, last: string, type: 'verified_member' | 'registered' | 'admin' = 'verified_member'): Promise<Member> {
  const m = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = $2, first_name = $3, last_name = $4, name = $3 || ' ' || $4 where id = $1`, [m.userId, type, first, last]);
  const name = `${first} ${last.charAt(0)}.`;
  return { ...m, name, handle: memberHandle(name, createHash('md5').update(m.userId).digest('hex').slice(0, 10)) };
}

const para = (text: string): MemberBlock => ({ type: 'paragraph', runs: [{ text }] });

beforeAll(async () => {
  t = await createTestApp({ products: 2 });
  [ada, ben, cleo, dan, mod, registered] = [
    await member('Ada', 'Lovell'), await member('Ben', 'Okafor'), await member('Cleo', 'Marsh'), await member('Dan', 'Price'),
    await member('Mona', 'Reyes', 'admin'), await member('Remy', 'Stone', 'registered'),
  ];
  expect((await ben.browser.post(`/api/follows/members/${ada.handle}`)).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

async function published(b: Browser = ada.browser, extra: Record<string, unknown> = {}): Promise<Entry> {
  const d = await b.post<Entry>('/api/community/entries', { title: 'Cartier before 1990', body: [para('How I found my first Tank.')], ...extra });
  expect(d.status).toBe(201);
  const p = await b.post<Entry>(`/api/community/entries/${d.body.id}/publish`, {});
  expect(p.status).toBe(200);
  return p.body;
}
const read = (b: Browser, id: number) => b.get<Entry & Err>(`/api/community/entries/${id}`);
const comment = (b: Browser, id: number, body: string, parentId?: number) =>
  b.post<Comment & Err>(`/api/community/entries/${id}/comments`, parentId === undefined ? { body } : { body, parent_id: parentId });
const comments = async (b: Browser, id: number) => (await b.get<{ comments: Comment[] }>(`/api/community/entries/${id}/comments`)).body.comments;
const report = (b: Browser, kind: string, id: number, reason = 'spam', note?: string) =>
  b.post<ReportResponse & Err>('/api/community/reports', { target_kind: kind, target_id: id, reason, ...(note === undefined ? {} : { note }) });
const act = (b: Browser, action: 'hide' | 'restore' | 'warn' | 'dismiss', kind: string, id: number, body: Record<string, unknown> = {}) =>
  b.post<ModerationOutcome & Err>(`/api/admin/community/${kind}/${id}/${action}`, body);
const queue = async (status: 'open' | 'resolved' = 'open') => {
  const q = await mod.browser.get<ModerationQueue>(`/api/admin/community/reports?status=${status}`);
  expect(q.status).toBe(200);
  return q.body;
};
const itemOf = (q: ModerationQueue, kind: string, id: number): QueueItem | undefined => q.items.find((i) => i.target_kind === kind && i.target_id === id);
async function auditOf(subjectType: string, id: number) {
  const { rows } = await t.database.query<{ actor_id: string; action: string; detail: Record<string, unknown> }>(
    'select actor_id, action, detail from audit_log where subject_type = $1 and subject_id = $2 order by id', [subjectType, String(id)],
  );
  return rows;
}
async function reportRows(kind: string, id: number) {
  const { rows } = await t.database.query<{ reporter_id: string; status: string; resolution: string | null; resolved_by: string | null }>(
    'select reporter_id, status, resolution, resolved_by from community_reports where target_kind = $1 and target_id = $2 order by id', [kind, id],
  );
  return rows;
}
async function portfolioOf(ownerId: string, title = 'Watches I wear'): Promise<number> {
  const { rows } = await t.database.query<{ id: string }>(
    `insert into community_portfolios (owner_id, title, description, status, published_at) values ($1, $2, 'Three steel sports watches.', 'published', now()) returning id`,
    [ownerId, title],
  );
  return Number(rows[0]!.id);
}
const portfolioHidden = async (id: number) =>
  (await t.database.query<{ hidden_at: unknown }>('select hidden_at from community_portfolios where id = $1', [id])).rows[0]!.hidden_at !== null;

describe('who may report and moderate', () => {
  it('asks a guest to sign in (401) and refuses the queue and its actions to members (403)', async () => {
    const guest = new Browser(t);
    const e = await published();
    expect((await guest.get<Err>('/api/admin/community/reports')).status).toBe(401);
    expect((await act(guest, 'hide', 'entry', e.id)).status).toBe(401);
    expect((await report(guest, 'entry', e.id)).status).toBe(401);
    expect((await report(registered.browser, 'entry', e.id)).status).toBe(403);
    const asMember = await cleo.browser.get<Err>('/api/admin/community/reports');
    expect([asMember.status, asMember.body.error.code]).toEqual([403, 'admin_required']);
    for (const action of ['hide', 'restore', 'warn', 'dismiss'] as const) {
      expect((await act(cleo.browser, action, 'entry', e.id, action === 'warn' ? { message: 'Stop.' } : {})).status).toBe(403);
    }
    expect((await read(cleo.browser, e.id)).body.hidden).toBe(false);
  });
});

describe('reporting', () => {
  it('takes one open report per member and target: a second is a 200 with the same report, not a new row', async () => {
    const e = await published();
    const first = await report(cleo.browser, 'entry', e.id, 'counterfeit', 'The box is not the original.');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: MODERATION_TEXTS.reported, report: { target_kind: 'entry', target_id: e.id, reason: 'counterfeit' } });
    const again = await report(cleo.browser, 'entry', e.id, 'spam');
    expect(again.status).toBe(200);
    expect(again.body.report).toEqual(first.body.report);
    expect(await reportRows('entry', e.id)).toHaveLength(1);
    expect((await report(dan.browser, 'entry', e.id, 'harassment')).status).toBe(201);
    expect(await reportRows('entry', e.id)).toHaveLength(2);
  });

  it('refuses one’s own content (409), what one cannot read (404) and a reason off the list (400)', async () => {
    const e = await published();
    const own = await report(ada.browser, 'entry', e.id);
    expect([own.status, own.body.error.code, own.body.error.message]).toEqual([409, 'report_own', 'You cannot report your own entry.']);
    const c = await comment(cleo.browser, e.id, 'Mine');
    expect((await report(cleo.browser, 'comment', c.body.id)).body.error?.message).toBe('You cannot report your own comment.');

    const followersOnly = await published(ada.browser, { visibility: 'followers' });
    expect((await report(cleo.browser, 'entry', followersOnly.id)).status).toBe(404);
    expect((await report(ben.browser, 'entry', followersOnly.id)).status).toBe(201);
    const d = await ada.browser.post<Entry>('/api/community/entries', { title: 'Draft' });
    const draft = await report(cleo.browser, 'entry', d.body.id);
    expect([draft.status, draft.body.error.code, draft.body.error.message]).toEqual([404, 'entry_not_found', `There is no entry ${d.body.id}.`]);
    expect((await report(cleo.browser, 'comment', 999_999_999)).status).toBe(404);
    expect((await report(cleo.browser, 'portfolio', 999_999_999)).status).toBe(404);

    const bad = await report(cleo.browser, 'entry', e.id, 'rude');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('must be one of spam, harassment, counterfeit, personal_information, other');
    expect((await report(cleo.browser, 'entry', e.id, 'other', 'x'.repeat(501))).status).toBe(400);
    expect((await report(cleo.browser, 'shop', e.id)).status).toBe(400);
    expect((await report(cleo.browser, 'entry', -1)).status).toBe(400);
    expect(await reportRows('entry', e.id)).toEqual([]);
  });

  it('takes reports of a comment and of a public portfolio', async () => {
    const e = await published();
    const c = await comment(cleo.browser, e.id, 'Call me');
    expect((await report(dan.browser, 'comment', c.body.id, 'personal_information')).status).toBe(201);
    const p = await portfolioOf(ada.userId);
    expect((await report(dan.browser, 'portfolio', p, 'counterfeit')).status).toBe(201);
    const q = await queue();
    expect(itemOf(q, 'comment', c.body.id)).toMatchObject({ excerpt: 'Call me', author: { id: cleo.userId, name: 'Cleo M.' }, link: `/community/journals/${e.id}#comment-${c.body.id}` });
    expect(itemOf(q, 'portfolio', p)).toMatchObject({ title: 'Watches I wear', excerpt: 'Three steel sports watches.', author: { id: ada.userId }, hidden: false, link: `/community/portfolios/${p}` });
  });

  it('limits reports to a score an hour (429 with Retry-After)', async () => {
    const reporter = await member('Rita', 'Vance');
    const e = await published();
    const answers: Answer<Err>[] = [];
    for (let i = 0; i <= COMMUNITY_REPORTS_PER_HOUR.max; i++) answers.push(await report(reporter.browser, 'entry', e.id));
    expect(answers.slice(0, -1).every((a) => a.status === 201 || a.status === 200)).toBe(true);
    const last = answers.at(-1)!;
    expect([last.status, last.body.error.code]).toEqual([429, 'rate_limited']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the moderators’ queue', () => {
  it('gathers open reports by target with their count, reasons and notes, oldest first; resolved ones leave it', async () => {
    const e = await published(ada.browser, { title: 'Too good to be true', body: [para('A Daytona for a tenth of its price.')] });
    await report(cleo.browser, 'entry', e.id, 'counterfeit', 'Dial looks wrong.');
    await report(dan.browser, 'entry', e.id, 'counterfeit');
    await report(ben.browser, 'entry', e.id, 'spam');
    const item = itemOf(await queue(), 'entry', e.id)!;
    expect(item).toMatchObject({
      title: 'Too good to be true', excerpt: 'A Daytona for a tenth of its price.', link: `/community/journals/${e.id}`,
      author: { id: ada.userId, name: 'Ada L.', handle: ada.handle }, hidden: false, gone: false, reports_count: 3,
      notes: ['Dial looks wrong.'], resolution: null, resolved_at: null,
    });
    expect(item.reasons).toEqual([{ reason: 'counterfeit', count: 2 }, { reason: 'spam', count: 1 }]);
    expect(item.first_reported_at <= item.last_reported_at).toBe(true);
    const open = await queue();
    const firsts = open.items.map((i) => i.first_reported_at);
    expect(firsts).toEqual([...firsts].sort());

    const dismissed = await act(mod.browser, 'dismiss', 'entry', e.id, { reason: 'A real one: I checked the serial.' });
    expect(dismissed.body).toEqual({ target_kind: 'entry', target_id: e.id, hidden: false, changed: true, resolved_reports: 3 });
    expect(itemOf(await queue(), 'entry', e.id)).toBeUndefined();
    expect(itemOf(await queue('resolved'), 'entry', e.id)).toMatchObject({ reports_count: 3, resolution: 'dismissed' });
    expect((await read(cleo.browser, e.id)).status).toBe(200);
    expect(await auditOf('community_entry', e.id)).toEqual([
      { actor_id: mod.userId, action: 'community.reports_dismissed', detail: { author_id: ada.userId, reports_resolved: 3, reason: 'A real one: I checked the serial.' } },
    ]);
    // Nothing open: a second dismissal changes nothing and writes nothing.
    expect((await act(mod.browser, 'dismiss', 'entry', e.id)).body).toMatchObject({ changed: false, resolved_reports: 0 });
    expect(await auditOf('community_entry', e.id)).toHaveLength(1);
    // A member may report it again once their report is resolved.
    expect((await report(cleo.browser, 'entry', e.id, 'counterfeit')).status).toBe(201);
  });

  it('answers a bad filter or page with a 400', async () => {
    expect((await mod.browser.get<Err>('/api/admin/community/reports?status=closed')).status).toBe(400);
    expect((await mod.browser.get<Err>('/api/admin/community/reports?page=0')).status).toBe(400);
    expect((await act(mod.browser, 'hide', 'thing', 1)).status).toBe(400);
    expect((await act(mod.browser, 'hide', 'entry', 1, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await act(mod.browser, 'warn', 'entry', 1, { message: '  ' })).status).toBe(400);
    expect((await act(mod.browser, 'hide', 'entry', 999_999_999)).status).toBe(404);
  });
});

describe('hiding and restoring an entry', () => {
  it('hides it from everyone but its author, once, audited with the reports it resolves; restore brings it back', async () => {
    const e = await published();
    await comment(cleo.browser, e.id, 'Beautiful');
    await report(cleo.browser, 'entry', e.id, 'harassment');
    expect((await ben.browser.get<CommunityHome>('/api/community/home')).body.feed.map((s) => s.id)).toContain(e.id);

    const hidden = await act(mod.browser, 'hide', 'entry', e.id, { reason: 'Insults a member.' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ target_kind: 'entry', target_id: e.id, hidden: true, changed: true, resolved_reports: 1 });
    const other = await read(cleo.browser, e.id);
    expect([other.status, other.body.error.code]).toEqual([404, 'entry_not_found']);
    expect((await read(ben.browser, e.id)).status).toBe(404);
    expect((await read(mod.browser, e.id)).status).toBe(404);
    expect((await cleo.browser.get(`/api/community/entries/${e.id}/comments`)).status).toBe(404);
    expect((await comment(cleo.browser, e.id, 'Still here?')).status).toBe(404);
    expect((await cleo.browser.put(`/api/community/entries/${e.id}/appreciation`)).status).toBe(404);
    expect((await report(dan.browser, 'entry', e.id)).status).toBe(404);
    expect((await ben.browser.get<CommunityHome>('/api/community/home')).body.feed.map((s) => s.id)).not.toContain(e.id);
    const own = await read(ada.browser, e.id);
    expect([own.status, own.body.hidden]).toEqual([200, true]);
    const authorComment = await comment(ada.browser, e.id, 'Hello?');
    expect([authorComment.status, authorComment.body.error.code]).toEqual([422, 'entry_hidden']);
    expect(itemOf(await queue(), 'entry', e.id)).toBeUndefined();
    expect(itemOf(await queue('resolved'), 'entry', e.id)).toMatchObject({ hidden: true, resolution: 'hidden' });
    expect(await reportRows('entry', e.id)).toEqual([{ reporter_id: cleo.userId, status: 'resolved', resolution: 'hidden', resolved_by: mod.userId }]);

    // Hiding again is the same answer with nothing written.
    const twice = await act(mod.browser, 'hide', 'entry', e.id, { reason: 'Again' });
    expect([twice.status, twice.body.changed, twice.body.hidden]).toEqual([200, false, true]);
    expect((await auditOf('community_entry', e.id)).map((a) => a.action)).toEqual(['community.hidden']);
    expect((await auditOf('community_entry', e.id))[0]).toEqual({
      actor_id: mod.userId, action: 'community.hidden', detail: { author_id: ada.userId, reports_resolved: 1, reason: 'Insults a member.' },
    });

    const restored = await act(mod.browser, 'restore', 'entry', e.id, { reason: 'Apologised.' });
    expect(restored.body).toEqual({ target_kind: 'entry', target_id: e.id, hidden: false, changed: true, resolved_reports: 0 });
    expect((await read(cleo.browser, e.id)).body.hidden).toBe(false);
    expect((await ben.browser.get<CommunityHome>('/api/community/home')).body.feed.map((s) => s.id)).toContain(e.id);
    expect((await act(mod.browser, 'restore', 'entry', e.id)).body.changed).toBe(false);
    expect((await auditOf('community_entry', e.id)).map((a) => a.action)).toEqual(['community.hidden', 'community.restored']);
  });

  it('tells nobody of news about an entry hidden before the job ran', async () => {
    const e = await published();
    await comment(cleo.browser, e.id, 'Nice');
    await act(mod.browser, 'hide', 'entry', e.id);
    await t.app.jobs.runDue();
    const { rows } = await t.database.query(`select 1 from notifications where user_id = $1 and type = 'community.commented' and action_url = $2`, [ada.userId, `/community/journals/${e.id}`]);
    expect(rows).toEqual([]);
  });

  it('hides two at once without losing either (concurrent moderators write one audit row)', async () => {
    const e = await published();
    const both = await Promise.all([act(mod.browser, 'hide', 'entry', e.id), act(mod.browser, 'hide', 'entry', e.id)]);
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    expect(both.map((b) => b.body.changed).sort()).toEqual([false, true]);
    expect(await auditOf('community_entry', e.id)).toHaveLength(1);
  });
});

describe('hiding and restoring a comment', () => {
  it('leaves a "removed" line where replies hang under it, nothing where none do; its author still reads it', async () => {
    const e = await published();
    const answered = await comment(cleo.browser, e.id, 'Rude words');
    await comment(dan.browser, e.id, 'Steady on', answered.body.id);
    const lone = await comment(cleo.browser, e.id, 'More rude words');
    const before = (await read(ada.browser, e.id)).body.comments_count;
    await report(dan.browser, 'comment', lone.body.id, 'harassment');

    expect((await act(mod.browser, 'hide', 'comment', answered.body.id)).body).toMatchObject({ hidden: true, changed: true, resolved_reports: 0 });
    expect((await act(mod.browser, 'hide', 'comment', lone.body.id)).body).toMatchObject({ hidden: true, changed: true, resolved_reports: 1 });
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(before - 2);

    const seen = await comments(ben.browser, e.id);
    expect(seen.map((c) => c.id)).not.toContain(lone.body.id);
    expect(seen.find((c) => c.id === answered.body.id)).toMatchObject({ hidden: true, deleted: false, body: null, author: null, deletable: false, editable_until: null });
    expect(seen.filter((c) => c.parent_id === answered.body.id).map((c) => c.body)).toEqual(['Steady on']);
    const authorSees = await comments(cleo.browser, e.id);
    expect(authorSees.find((c) => c.id === lone.body.id)).toMatchObject({ hidden: true, body: 'More rude words', notice: MODERATION_TEXTS.hiddenOwnComment, editable_until: null });
    const edit = await cleo.browser.patch<Err>(`/api/community/entries/${e.id}/comments/${lone.body.id}`, { body: 'Nicer words' });
    expect([edit.status, edit.body.error.code]).toEqual([403, 'comment_hidden']);
    expect((await comment(dan.browser, e.id, 'A reply', answered.body.id)).status).toBe(404);
    expect((await report(dan.browser, 'comment', answered.body.id)).status).toBe(404);

    // Hiding twice changes nothing (the count moves once).
    expect((await act(mod.browser, 'hide', 'comment', lone.body.id)).body.changed).toBe(false);
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(before - 2);
    expect((await auditOf('community_comment', lone.body.id)).map((a) => a.action)).toEqual(['community.hidden']);

    expect((await act(mod.browser, 'restore', 'comment', lone.body.id)).body).toMatchObject({ hidden: false, changed: true });
    expect((await comments(ben.browser, e.id)).find((c) => c.id === lone.body.id)).toMatchObject({ hidden: false, body: 'More rude words', author: { name: 'Cleo M.' } });
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(before - 1);
  });

  it('counts a hidden comment its author then deletes only once', async () => {
    const e = await published();
    const c = await comment(cleo.browser, e.id, 'Oops');
    await act(mod.browser, 'hide', 'comment', c.body.id);
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(0);
    expect((await cleo.browser.delete(`/api/community/entries/${e.id}/comments/${c.body.id}`)).status).toBe(204);
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(0);
    // Deleted by its author: nothing to hide or restore.
    expect((await act(mod.browser, 'restore', 'comment', c.body.id)).body.changed).toBe(false);
    expect((await act(mod.browser, 'hide', 'comment', c.body.id)).status).toBe(409);
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(0);
  });
});

describe('hiding a public portfolio', () => {
  it('sets its hidden mark only, once, and restore clears it', async () => {
    const p = await portfolioOf(ben.userId, 'My vault');
    await report(cleo.browser, 'portfolio', p, 'counterfeit');
    expect((await act(mod.browser, 'hide', 'portfolio', p, { reason: 'Fakes.' })).body).toEqual({ target_kind: 'portfolio', target_id: p, hidden: true, changed: true, resolved_reports: 1 });
    expect(await portfolioHidden(p)).toBe(true);
    expect((await report(dan.browser, 'portfolio', p)).status).toBe(404);
    expect((await act(mod.browser, 'hide', 'portfolio', p)).body.changed).toBe(false);
    expect((await act(mod.browser, 'restore', 'portfolio', p)).body.changed).toBe(true);
    expect(await portfolioHidden(p)).toBe(false);
    expect((await auditOf('community_portfolio', p)).map((a) => a.action)).toEqual(['community.hidden', 'community.restored']);
    const { rows } = await t.database.query<{ title: string; status: string }>('select title, status from community_portfolios where id = $1', [p]);
    expect(rows[0]).toEqual({ title: 'My vault', status: 'published' });
  });
});

describe('warning an author', () => {
  it('notifies the author in the community family with the moderator’s words, resolves the reports and audits it', async () => {
    const e = await published(ada.browser, { title: 'Prices of my friends' });
    await report(cleo.browser, 'entry', e.id, 'personal_information');
    const warned = await act(mod.browser, 'warn', 'entry', e.id, { message: 'Please leave other members’ addresses out.' });
    expect(warned.body).toEqual({ target_kind: 'entry', target_id: e.id, hidden: false, changed: true, resolved_reports: 1 });
    const { rows } = await t.database.query<{ title: string; message: string; action_url: string; family: string }>(
      `select title, message, action_url, family from notifications where user_id = $1 and type = 'community.warned'`, [ada.userId],
    );
    expect(rows).toEqual([{
      title: 'A note from the moderators', message: 'About your entry "Prices of my friends": Please leave other members’ addresses out.', action_url: '/community', family: 'community',
    }]);
    expect(itemOf(await queue('resolved'), 'entry', e.id)).toMatchObject({ resolution: 'warned' });
    const audit = await auditOf('community_entry', e.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: mod.userId, action: 'community.warned', detail: { author_id: ada.userId, reports_resolved: 1, reason: 'Please leave other members’ addresses out.' } });
    const { rows: warnings } = await t.database.query('select member_id, moderator_id, target_kind from community_warnings where target_id = $1', [e.id]);
    expect(warnings).toEqual([{ member_id: ada.userId, moderator_id: mod.userId, target_kind: 'entry' }]);
  });
});

describe('what members write is data, and escaped where it becomes markup', () => {
  const script = '<script>alert(1)</script>';
  const img = '<img src=x onerror=alert(1)>';

  it('returns titles, comments and queue excerpts as JSON strings, letter for letter', async () => {
    const e = await published(dan.browser, { title: script, body: [para(img)] });
    const got = await read(cleo.browser, e.id);
    expect(got.headers['content-type']).toMatch(/^application\/json/);
    expect(got.body.title).toBe(script);
    const c = await comment(cleo.browser, e.id, img);
    expect(c.body.body).toBe(img);
    expect((await comments(ben.browser, e.id)).find((x) => x.id === c.body.id)?.body).toBe(img);
    await report(ben.browser, 'entry', e.id, 'spam', script);
    await report(ben.browser, 'comment', c.body.id, 'spam');
    const q = await queue();
    expect(itemOf(q, 'entry', e.id)).toMatchObject({ title: script, excerpt: img, notes: [script] });
    expect(itemOf(q, 'comment', c.body.id)).toMatchObject({ excerpt: img, title: `Comment on “${script}”` });
  });

  it('escapes a warning (and the title it names) in the mail, the words kept in the text part', async () => {
    const e = await published(dan.browser, { title: img });
    expect((await dan.browser.put('/api/notifications/preferences', { preferences: [{ family: 'community', in_app: true, email: 'immediately' }] })).status).toBe(200);
    await act(mod.browser, 'warn', 'entry', e.id, { message: `Do not post ${script}` });
    const mail = (await mailsTo(t, dan.email)).find((m) => m.subject === 'A note from the moderators');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`About your entry "${img}": Do not post ${script}`);
    expect(mail!.html).toContain('Do not post &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).not.toContain(script);
    expect(mail!.html).not.toContain(img);
  });
});
