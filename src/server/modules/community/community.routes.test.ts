import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember, type Answer } from '../../test/browser.js';
import { multipartFile, uniqueJpeg } from '../../test/club.js';
import { memberHandle } from '../../../shared/members/handle.js';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import type { Appreciation, Comment, CommunityHome, CommunityPhoto, Entry, MemberBlock } from '../../../shared/community/contracts.js';
import { COMMUNITY_COMMENTS_PER_TEN_MINUTES, COMMUNITY_POSTS_PER_HOUR } from './community.routes.js';

/**
 * Members' journals through HTTP (PGlite, or PostgreSQL with DATABASE_URL): drafts only their
 * author reads, entries for members or followers only, tagged pieces as live cards, photos of
 * one's own, appreciations counted exactly under races, comments one level deep with contact
 * details masked and a 15-minute edit window, moderators' deletions in the audit log, rate
 * limits, and notifications written by the job runner, not in the request.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof verifiedMember>> & { handle: string; name: string };
let ada: Member; // the author
let ben: Member; // follows ada
let cleo: Member; // a member who does not follow ada
let admin: Member;
let registered: Member;
let products: number[];
type Err = ApiErrorBody;

async function member(first: string, last: string, type: 'verified_member' | 'registered' | 'admin' = 'verified_member'): Promise<Member> {
  const m = await verifiedMember(t);
  await t.database.query(`update "user" set user_type = $2, first_name = $3, last_name = $4, name = $3 || ' ' || $4 where id = $1`, [m.userId, type, first, last]);
  const name = `${first} ${last.charAt(0)}.`;
  return { ...m, name, handle: memberHandle(name, createHash('md5').update(m.userId).digest('hex').slice(0, 10)) };
}

const para = (text: string): MemberBlock => ({ type: 'paragraph', runs: [{ text }] });

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  [ada, ben, cleo, admin, registered] = [
    await member('Ada', 'Lovell'), await member('Ben', 'Okafor'), await member('Cleo', 'Marsh'), await member('Mona', 'Reyes', 'admin'),
    await member('Remy', 'Stone', 'registered'),
  ];
  products = (await t.database.query<{ id: string }>('select id from products order by id limit 3')).rows.map((r) => Number(r.id));
  expect((await ben.browser.post(`/api/follows/members/${ada.handle}`)).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const draft = (b: Browser, body: Record<string, unknown> = {}) => b.post<Entry & Err>('/api/community/entries', body);
const save = (b: Browser, id: number, body: Record<string, unknown>) => b.patch<Entry & Err>(`/api/community/entries/${id}`, body);
const publish = (b: Browser, id: number, body: Record<string, unknown> = {}) => b.post<Entry & Err>(`/api/community/entries/${id}/publish`, body);
const read = (b: Browser, id: number) => b.get<Entry & Err>(`/api/community/entries/${id}`);
const appreciate = (b: Browser, id: number) => b.put<Appreciation & Err>(`/api/community/entries/${id}/appreciation`);
const comment = (b: Browser, id: number, body: string, parentId?: number) =>
  b.post<Comment & Err>(`/api/community/entries/${id}/comments`, parentId === undefined ? { body } : { body, parent_id: parentId });
const comments = async (b: Browser, id: number) => (await b.get<{ comments: Comment[] }>(`/api/community/entries/${id}/comments`)).body.comments;

async function published(b: Browser = ada.browser, extra: Record<string, unknown> = {}): Promise<Entry> {
  const d = await draft(b, { title: 'Cartier before 1990', body: [para('How I found my first Tank.')], ...extra });
  expect(d.status).toBe(201);
  const p = await publish(b, d.body.id);
  expect(p.status).toBe(200);
  return p.body;
}

async function notificationsOf(userId: string, type: string) {
  const { rows } = await t.database.query<{ title: string; message: string; action_url: string }>(
    'select title, message, action_url from notifications where user_id = $1 and type = $2 order by created_at', [userId, type],
  );
  return rows;
}
const runJobs = () => t.app.jobs.runDue();

describe('who may enter the community', () => {
  it('asks a guest to sign in (401) and sends a registered user to the club (403)', async () => {
    const guest = await new Browser(t).get<Err>('/api/community/home');
    expect([guest.status, guest.body.error.code]).toEqual([401, 'unauthorized']);
    const reg = await registered.browser.post<Err>('/api/community/entries', {});
    expect(reg.status).toBe(403);
  });
});

describe('writing an entry', () => {
  it('keeps a draft to its author, autosaves it, and publishes it with a title and some words', async () => {
    const d = await draft(ada.browser);
    expect(d.status).toBe(201);
    expect(d.body).toMatchObject({ status: 'draft', visibility: 'members', title: '', body: [], mine: true, published_at: null });
    expect((await read(cleo.browser, d.body.id)).status).toBe(404);

    const untitled = await publish(ada.browser, d.body.id);
    expect([untitled.status, untitled.body.error.message]).toEqual([422, 'Please give your entry a title before publishing it.']);
    const empty = await publish(ada.browser, d.body.id, { title: 'Notes' });
    expect([empty.status, empty.body.error.message]).toEqual([422, 'Please write something in your entry before publishing it.']);

    const saved = await save(ada.browser, d.body.id, { title: 'A Tank from 1978', body: [para('First line.'), { type: 'heading', level: 2, text: 'The box' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe('A Tank from 1978');
    expect(saved.body.status).toBe('draft');

    const p = await publish(ada.browser, d.body.id);
    expect(p.body).toMatchObject({ status: 'published', title: 'A Tank from 1978' });
    expect(p.body.published_at).not.toBeNull();
    const seen = await read(cleo.browser, d.body.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ mine: false, author: { name: 'Ada L.', handle: ada.handle } });
  });

  it('shows an entry for followers only to the author and their followers', async () => {
    const e = await published(ada.browser, { visibility: 'followers' });
    expect((await read(ben.browser, e.id)).status).toBe(200);
    const other = await read(cleo.browser, e.id);
    expect([other.status, other.body.error.code, other.body.error.message]).toEqual([404, 'entry_not_found', `There is no entry ${e.id}.`]);
    expect((await appreciate(cleo.browser, e.id)).status).toBe(404);
    expect((await comment(cleo.browser, e.id, 'Lovely')).status).toBe(404);
  });

  it('tags catalogue pieces as live cards and refuses pieces that do not exist', async () => {
    const [a, b] = products as [number, number];
    const d = await draft(ada.browser, { title: 'Two pieces', body: [para('Both.'), { type: 'piece', productId: b }], piece_ids: [a] });
    expect(d.status).toBe(201);
    expect(d.body.piece_ids).toEqual([a]);
    expect(d.body.pieces.map((p) => p.id)).toEqual([a, b]);
    const { rows } = await t.database.query<{ full_name: string }>('select full_name from products where id = $1', [a]);
    expect(d.body.pieces[0]!.full_name).toBe(rows[0]!.full_name);

    const missing = await save(ada.browser, d.body.id, { piece_ids: [987654321] });
    expect([missing.status, missing.body.error.code, missing.body.error.message]).toEqual([400, 'piece_not_found', 'There is no piece 987654321 in the catalogue.']);
  });

  it('stores what members write as data: no HTML blocks, no unknown fields, markup kept as text', async () => {
    const html = await draft(ada.browser, { title: 'x', body: [{ type: 'html', html: '<script>alert(1)</script>' }] });
    expect([html.status, html.body.error.code]).toEqual([400, 'invalid_request']);
    const extra = await draft(ada.browser, { title: 'x', body: [{ type: 'paragraph', runs: [{ text: 'a' }], html: '<b>' }] });
    expect(extra.status).toBe(400);
    const table = await draft(ada.browser, { title: 'x', body: [{ type: 'table', caption: 'c', columns: ['a'], rows: [] }] });
    expect(table.status).toBe(400);
    const link = await draft(ada.browser, { title: 'x', body: [{ type: 'paragraph', runs: [{ text: 'a', href: 'javascript:alert(1)' }] }] });
    expect(link.status).toBe(400);

    const markup = '<img src=x onerror=alert(1)>';
    const ok = await draft(ada.browser, { title: markup, body: [para(markup)] });
    expect(ok.status).toBe(201);
    expect(ok.body.title).toBe(markup);
    expect(ok.body.body).toEqual([para(markup)]);
  });

  it('edits and deletes only the author’s own entries', async () => {
    const e = await published();
    expect((await save(cleo.browser, e.id, { title: 'Mine now' })).status).toBe(404);
    expect((await cleo.browser.delete(`/api/community/entries/${e.id}`)).status).toBe(404);
    const edited = await save(ada.browser, e.id, { title: 'Cartier before 1990, revised' });
    expect(edited.body).toMatchObject({ status: 'published', title: 'Cartier before 1990, revised', published_at: e.published_at });
    expect((await ada.browser.delete(`/api/community/entries/${e.id}`)).status).toBe(204);
    expect((await read(ada.browser, e.id)).status).toBe(404);
  });
});

describe('photos', () => {
  async function upload(b: Browser, bytes: Buffer) {
    const { body, contentType } = multipartFile(bytes, { filename: 'tank.jpg' });
    return b.call<CommunityPhoto & Err>('POST', '/api/community/photos', body, { 'content-type': contentType });
  }

  it('takes a photo through the media pipeline and lets only its owner place it in an entry', async () => {
    const photo = await upload(ada.browser, await uniqueJpeg());
    expect(photo.status).toBe(201);
    expect(photo.body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(photo.body.renditions.card.url).toMatch(/\.webp$/);
    const image: MemberBlock = { type: 'image', mediaId: photo.body.id, alt: 'The Tank on its box' };
    const d = await draft(ada.browser, { title: 'Photo', body: [image] });
    expect(d.status).toBe(201);
    expect(d.body.photos).toEqual([photo.body]);

    const foreign = await draft(cleo.browser, { title: 'Not mine', body: [image] });
    expect([foreign.status, foreign.body.error.code]).toEqual([400, 'photo_not_found']);
    const pdf = await upload(ada.browser, Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect([pdf.status, pdf.body.error.code]).toEqual([415, 'not_an_image']);
  });
});

describe('appreciating an entry', () => {
  it('counts each member once, even when many appreciate at the same moment', async () => {
    const e = await published();
    const fans = [ben, cleo, admin];
    const answers = await Promise.all(fans.flatMap((f) => [appreciate(f.browser, e.id), appreciate(f.browser, e.id), appreciate(f.browser, e.id)]));
    expect(answers.every((a) => a.status === 200 && a.body.appreciated)).toBe(true);
    expect((await read(ada.browser, e.id)).body.appreciations_count).toBe(3);
    const { rows } = await t.database.query<{ n: string }>('select count(*) as n from community_appreciations where entry_id = $1', [e.id]);
    expect(Number(rows[0]!.n)).toBe(3);

    const back = await Promise.all([ben.browser.delete(`/api/community/entries/${e.id}/appreciation`), ben.browser.delete(`/api/community/entries/${e.id}/appreciation`)]);
    expect(back.map((b) => b.status)).toEqual([200, 200]);
    expect((await read(ben.browser, e.id)).body).toMatchObject({ appreciations_count: 2, appreciated: false });

    const own = await appreciate(ada.browser, e.id);
    expect([own.status, own.body.error.message]).toEqual([422, 'You cannot appreciate your own entry.']);
  });

  it('never takes the entry’s row: lists read a column the tally job recounts within a second', async () => {
    const e = await published();
    const column = async () => Number((await t.database.query<{ n: number }>('select appreciations_count as n from community_entries where id = $1', [e.id])).rows[0]!.n);
    const home = async () => (await ada.browser.get<CommunityHome>('/api/community/home')).body.published.find((x) => x.id === e.id)!.appreciations_count;
    const answers = await Promise.all([ben, cleo, admin].map((f) => appreciate(f.browser, e.id)));
    // Each answer counts what its transaction saw, its own included (the others may not have
    // committed yet on PostgreSQL); the entry read afterwards counts all three.
    for (const a of answers) expect(a.body.appreciations_count).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect(a.body.appreciations_count).toBeLessThanOrEqual(3);
    expect((await read(cleo.browser, e.id)).body.appreciations_count).toBe(3);
    // The entry's row is untouched until the tally job's second is over.
    expect(await column()).toBe(0);
    const { rows } = await t.database.query<{ run_at: Date; n: string }>(
      `select max(run_at) as run_at, count(*) as n from jobs where kind = 'community.tally' and payload->>'entry_id' = $1`, [String(e.id)],
    );
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(1);
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(2); // one per second the burst touched
    await new Promise((r) => setTimeout(r, Math.max(0, rows[0]!.run_at.getTime() - Date.now()) + 50));
    await runJobs();
    expect([await column(), await home()]).toEqual([3, 3]);

    // Taken back: the answer says so at once, the column a second later.
    expect((await cleo.browser.delete<Appreciation>(`/api/community/entries/${e.id}/appreciation`)).body.appreciations_count).toBe(2);
    await new Promise((r) => setTimeout(r, 1_050));
    await runJobs();
    expect([await column(), await home()]).toEqual([2, 2]);
  });

  it('tells the author once a minute, by a job, naming the latest member and counting the others; their open entry at once', async () => {
    const e = await published();
    const noticeJobs = async () => Number((await t.database.query<{ n: string }>(
      `select count(*) as n from jobs where kind = 'community.notify' and unique_key like $1`, [`community.notify:appreciated:${e.id}:%`],
    )).rows[0]!.n);
    // The minute is over (the job waits for its end).
    const minuteOver = () => t.database.query(`update jobs set run_at = now() where kind = 'community.notify' and status = 'pending' and unique_key like $1`, [`community.notify:appreciated:${e.id}:%`]);

    await appreciate(ben.browser, e.id);
    await ben.browser.delete(`/api/community/entries/${e.id}/appreciation`);
    await appreciate(ben.browser, e.id);
    const { rows: live } = await t.database.query<{ payload: Record<string, unknown> }>(
      `select payload from domain_events where type = 'community.entry_activity' and $1 = any(topics) order by id`, [`user:${ada.userId}`],
    );
    expect(live.at(-1)!.payload).toEqual({ entry_id: e.id, kind: 'appreciated', appreciations_count: 1, comments_count: 0 });
    await appreciate(cleo.browser, e.id);
    await appreciate(admin.browser, e.id);
    await runJobs();
    expect(await notificationsOf(ada.userId, 'community.appreciated')).toEqual([]);
    expect(await noticeJobs()).toBe(1);

    await minuteOver();
    await runJobs();
    const told = { title: 'Your entry was appreciated', message: 'Mona R. and 2 others appreciated "Cartier before 1990".', action_url: `/community/journals/${e.id}` };
    expect(await notificationsOf(ada.userId, 'community.appreciated')).toEqual([told]);

    // Taken back and given again: told once, ever.
    await cleo.browser.delete(`/api/community/entries/${e.id}/appreciation`);
    await appreciate(cleo.browser, e.id);
    expect(await noticeJobs()).toBe(1);
    await minuteOver();
    await runJobs();
    expect(await notificationsOf(ada.userId, 'community.appreciated')).toEqual([told]);

    // One member alone is named alone.
    const other = await published();
    await appreciate(ben.browser, other.id);
    await t.database.query(`update jobs set run_at = now() where kind = 'community.notify' and status = 'pending' and unique_key like $1`, [`community.notify:appreciated:${other.id}:%`]);
    await runJobs();
    expect((await notificationsOf(ada.userId, 'community.appreciated')).map((n) => n.message)).toContain('Ben O. appreciated "Cartier before 1990".');
  });
});

describe('comments', () => {
  it('hides contact details as messages do and threads replies one level deep', async () => {
    const e = await published();
    const c = await comment(cleo.browser, e.id, 'Lovely. Write to me at cleo@example.com');
    expect(c.status).toBe(201);
    expect(c.body.body).toBe('Lovely. Write to me at [email hidden]');
    expect(c.body.notice).toBe('We hid an email address from this message. Contact details stay on Patina, so every sale stays protected by escrow.');
    const reply = await comment(ada.browser, e.id, 'Thank you!', c.body.id);
    expect(reply.body.parent_id).toBe(c.body.id);
    const deeper = await comment(ben.browser, e.id, 'Me too', reply.body.id);
    expect([deeper.status, deeper.body.error.code]).toEqual([422, 'reply_too_deep']);
    const listed = await comments(ben.browser, e.id);
    expect(listed.map((x) => [x.body, x.parent_id, x.notice])).toEqual([
      ['Lovely. Write to me at [email hidden]', null, null],
      ['Thank you!', c.body.id, null],
    ]);
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(2);

    await runJobs();
    expect((await notificationsOf(ada.userId, 'community.commented')).map((n) => n.message)).toContain('Cleo M. commented on "Cartier before 1990".');
    expect((await notificationsOf(cleo.userId, 'community.replied')).map((n) => n.message)).toEqual(['Ada L. replied to your comment on "Cartier before 1990".']);
  });

  it('lets the author edit for 15 minutes, then says so', async () => {
    const e = await published();
    const c = await comment(cleo.browser, e.id, 'Frist');
    expect(c.body.editable_until).not.toBeNull();
    const edit = await cleo.browser.patch<Comment>(`/api/community/entries/${e.id}/comments/${c.body.id}`, { body: 'First' });
    expect(edit.status).toBe(200);
    expect(edit.body.body).toBe('First');
    expect(edit.body.edited_at).not.toBeNull();
    const byOther = await ben.browser.patch<Err>(`/api/community/entries/${e.id}/comments/${c.body.id}`, { body: 'Hijack' });
    expect([byOther.status, byOther.body.error.code]).toEqual([403, 'comment_not_yours']);

    await t.database.query(`update community_comments set created_at = now() - interval '16 minutes' where id = $1`, [c.body.id]);
    const late = await cleo.browser.patch<Err>(`/api/community/entries/${e.id}/comments/${c.body.id}`, { body: 'Second thoughts' });
    expect([late.status, late.body.error.code, late.body.error.message]).toEqual([
      403, 'comment_edit_window_closed', 'A comment can be edited for 15 minutes after it is posted.',
    ]);
    expect((await comments(cleo.browser, e.id))[0]).toMatchObject({ body: 'First', editable_until: null });
  });

  it('is deleted by its author or a moderator (in the audit log), not by others', async () => {
    const e = await published();
    const c = await comment(cleo.browser, e.id, 'A thought');
    await comment(ben.browser, e.id, 'Agreed', c.body.id);
    const mine = await comment(ben.browser, e.id, 'Another');
    const byOther = await ben.browser.delete<Err>(`/api/community/entries/${e.id}/comments/${c.body.id}`);
    expect([byOther.status, byOther.body.error.message]).toEqual([403, 'Only its author or a moderator may delete a comment.']);
    expect((await ben.browser.delete(`/api/community/entries/${e.id}/comments/${mine.body.id}`)).status).toBe(204);
    expect((await admin.browser.delete(`/api/community/entries/${e.id}/comments/${c.body.id}`)).status).toBe(204);

    const listed = await comments(ada.browser, e.id);
    expect(listed.map((x) => [x.deleted, x.body])).toEqual([[true, null], [false, 'Agreed']]);
    expect((await read(ada.browser, e.id)).body.comments_count).toBe(1);
    const { rows } = await t.database.query<{ actor_id: string; action: string; subject_id: string }>(
      `select actor_id, action, subject_id from audit_log where action = 'community.comment_deleted'`,
    );
    expect(rows).toEqual([{ actor_id: admin.userId, action: 'community.comment_deleted', subject_id: String(c.body.id) }]);
  });
});

describe('rate limits', () => {
  it('stops a flood of comments with a 429 and Retry-After', async () => {
    const e = await published();
    const answers: Answer<Err>[] = [];
    for (let i = 0; i <= COMMUNITY_COMMENTS_PER_TEN_MINUTES.max; i++) answers.push(await comment(cleo.browser, e.id, `Comment ${i}`));
    expect(answers.slice(0, -1).every((a) => a.status === 201)).toBe(true);
    const last = answers.at(-1)!;
    expect([last.status, last.body.error.code]).toEqual([429, 'rate_limited']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops a flood of new entries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= COMMUNITY_POSTS_PER_HOUR.max; i++) statuses.push((await draft(ben.browser, { title: `Note ${i}` })).status);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the community home and followers', () => {
  it('shows followed members’ entries, one’s drafts and published work, and who appreciated or commented', async () => {
    const e = await published();
    const d = await draft(ada.browser, { title: 'Half written' });
    await appreciate(ben.browser, e.id);
    await comment(cleo.browser, e.id, 'Bravo');

    const home = await ben.browser.get<CommunityHome>('/api/community/home');
    expect(home.status).toBe(200);
    expect(home.body.feed.map((s) => s.id)).toContain(e.id);
    expect(home.body.feed.map((s) => s.id)).not.toContain(d.body.id);
    expect(home.body.feed.find((s) => s.id === e.id)).toMatchObject({ title: 'Cartier before 1990', excerpt: 'How I found my first Tank.', author: { name: 'Ada L.' } });
    expect((await cleo.browser.get<CommunityHome>('/api/community/home')).body.feed).toEqual([]);

    const own = (await ada.browser.get<CommunityHome>('/api/community/home')).body;
    expect(own.drafts.map((s) => s.id)).toEqual([d.body.id]);
    expect(own.published.map((s) => s.id)).toEqual([e.id]);
    expect(own.activity.map((a) => [a.kind, a.member.name, a.entry_id])).toEqual([['commented', 'Cleo M.', e.id], ['appreciated', 'Ben O.', e.id], ['followed', 'Ben O.', null]]);
  });

  it('tells followers of a newly published entry by a job, once, however often it is edited', async () => {
    const e = await published();
    expect(await notificationsOf(ben.userId, 'community.published')).toEqual([]);
    await runJobs();
    await save(ada.browser, e.id, { title: 'Cartier before 1990 (2)' });
    await publish(ada.browser, e.id);
    await runJobs();
    expect(await notificationsOf(ben.userId, 'community.published')).toEqual([
      { title: 'New from Ada L.', message: 'Ada L. published "Cartier before 1990".', action_url: `/community/journals/${e.id}` },
    ]);
    expect(await notificationsOf(cleo.userId, 'community.published')).toEqual([]);
  });
});
