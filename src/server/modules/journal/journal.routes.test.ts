import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, type Answer } from '../../test/browser.js';
import { bulkMembers, type BuyingMember } from '../../test/buying.js';
import { multipartFile, uniqueJpeg } from '../../test/club.js';
import { LINK_MESSAGE } from '../../../shared/journal/blocks.js';
import type { AdminArticle, ArticlePage, JournalIndex, JournalMedia } from '../../../shared/journal/contracts.js';
import { TOO_LARGE } from './journal.routes.js';

/**
 * The Journal through HTTP (issue #36): editors write, save revisions, schedule and publish;
 * readers (guests too) see published articles only; bodies are JSON blocks that never carry
 * markup; the scheduled-publish job publishes once; every publish is in the audit log.
 */
let t: TestApp;
let admin: BuyingMember;
let editor: BuyingMember;
let member: BuyingMember;
let candidate: BuyingMember;
let guest: Browser;
let productId: number;
type Err = { error: { code: string; message: string } };

beforeAll(async () => {
  t = await createTestApp({ products: 5, config: { logLevel: 'error' } });
  [admin] = (await bulkMembers(t, 1, 'admin')) as [BuyingMember];
  [editor, member, candidate] = (await bulkMembers(t, 3)) as [BuyingMember, BuyingMember, BuyingMember];
  await t.database.query('update "user" set journal_editor = true where id = $1', [editor.id]);
  guest = new Browser(t);
  productId = Number((await t.database.query<{ id: string }>('select id::text from products order by id limit 1')).rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const draft = (over: Record<string, unknown> = {}) => ({
  title: `How our experts check a Birkin ${(seq += 1)}`,
  standfirst: 'Stamps, stitches and the smell of the leather: what we look at first.',
  section: 'authentication',
  authorId: 'claire-dubois',
  body: [
    { type: 'heading', level: 2, text: 'The stamp' },
    { type: 'paragraph', runs: [{ text: 'Every Birkin carries a ' }, { text: 'blind stamp', bold: true }, { text: '.' }] },
    { type: 'piece', productId },
  ],
  ...over,
});
const create = (body: Record<string, unknown>, who: Browser = editor.browser) => who.post<AdminArticle & Err>('/api/admin/journal', body);
const act = (id: string, action: string, who: Browser = editor.browser) => who.post<AdminArticle & Err>(`/api/admin/journal/${id}/${action}`, {});
const auditOf = async (id: string) =>
  (await t.database.query<{ action: string; actor_id: string | null }>('select action, actor_id from audit_log where subject_id = $1 order by id', [id])).rows;

describe('editors', () => {
  it('are made by an admin (in the audit log); a member without edit_journal gets 403, a guest 401', async () => {
    expect((await member.browser.get<Err>('/api/admin/journal')).body).toEqual({ error: { code: 'editor_required', message: 'This is for the Journal’s editors.' } });
    expect((await member.browser.post<Err>('/api/admin/journal', draft())).status).toBe(403);
    expect((await guest.get('/api/admin/journal')).status).toBe(401);
    // Only an admin grants it.
    expect((await member.browser.put(`/api/admin/journal/editors/${candidate.id}`, { editor: true })).status).toBe(403);
    const granted = await admin.browser.put(`/api/admin/journal/editors/${candidate.id}`, { editor: true });
    expect([granted.status, granted.body]).toEqual([200, { userId: candidate.id, editor: true }]);
    expect((await t.database.query('select action from audit_log where subject_id = $1', [candidate.id])).rows).toEqual([{ action: 'journal.editor.granted' }]);
    expect((await candidate.browser.get('/api/admin/journal')).status).toBe(200);
    expect((await candidate.browser.get<{ editor?: boolean }>('/api/me')).body.editor).toBe(true);
    expect((await admin.browser.get('/api/admin/journal')).status).toBe(200);
    expect((await admin.browser.put('/api/admin/journal/editors/nobody-at-all', { editor: true })).status).toBe(404);
  });
});

describe('writing', () => {
  it('creates a draft, keeps a revision on every save, and refuses a save from an older revision', async () => {
    const created = await create(draft({ slug: 'how-we-check-a-birkin' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'article', slug: 'how-we-check-a-birkin', state: 'draft', revision: 1, actions: ['schedule', 'publish', 'archive'] });
    const id = created.body.id;
    const saved = await editor.browser.put<AdminArticle & Err>(`/api/admin/journal/${id}`, { ...draft({ slug: 'how-we-check-a-birkin' }), title: 'How we check a Birkin', revision: 1 });
    expect(saved.body).toMatchObject({ title: 'How we check a Birkin', revision: 2 });
    const stale = await editor.browser.put<Err>(`/api/admin/journal/${id}`, { ...draft(), revision: 1 });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'stale_revision']);
    const revisions = await editor.browser.get<{ revisions: { revision: number; source: string }[] }>(`/api/admin/journal/${id}/revisions`);
    expect(revisions.body.revisions.map((r) => [r.revision, r.source])).toEqual([[2, 'editor'], [1, 'editor']]);
  });

  it('answers a slug that collides with a 409 and a free suggestion', async () => {
    await create(draft({ slug: 'rolex-serials' }));
    const again = await create(draft({ slug: 'rolex-serials' }));
    expect([again.status, again.body]).toEqual([409, { error: { code: 'slug_taken', message: "The address /journal/rolex-serials is already used by another article. Try 'rolex-serials-2'." } }]);
    // Without a slug, one is made from the title (and never collides).
    const a = await create(draft({ title: 'Cartier Love, line by line' }));
    const b = await create(draft({ title: 'Cartier Love, line by line' }));
    expect([a.body.slug, b.body.slug]).toEqual(['cartier-love-line-by-line', 'cartier-love-line-by-line-2']);
  });

  it('keeps a <script> or an <img onerror> typed into the text as inert text, and refuses a javascript: link', async () => {
    const script = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
    const created = await create(draft({ body: [{ type: 'paragraph', runs: [{ text: script }] }] }));
    expect(created.status).toBe(201);
    await act(created.body.id, 'publish');
    const read = await guest.get<ArticlePage>(`/api/journal/articles/${created.body.slug}`);
    expect(read.body.body).toEqual([{ type: 'paragraph', runs: [{ text: script }] }]);

    const js = await create(draft({ body: [{ type: 'paragraph', runs: [{ text: 'click', href: 'javascript:alert(1)' }] }] }));
    expect([js.status, js.body]).toEqual([400, { error: { code: 'invalid_body', message: `The article's body was not saved. Block 1 (runs.0.href): a link ${LINK_MESSAGE}.`, issues: [{ path: 'body.0.runs.0.href', message: `Block 1 (runs.0.href): a link ${LINK_MESSAGE}` }] } }]);
    const html = await create(draft({ body: [{ type: 'html', html: '<b>hi</b>' }] }));
    expect([html.status, html.body.error.code]).toEqual([400, 'invalid_body']);
    const missing = await create(draft({ body: [{ type: 'piece', productId: 999_999_999 }] }));
    expect([missing.status, missing.body.error]).toEqual([400, { code: 'unknown_piece', message: 'Block 1: there is no catalogue piece with the id 999999999.' }]);
  });
});

describe('publishing and reading', () => {
  it('shows guests published articles only, with live pieces; drafts are invisible; every publish and unpublish is audited', async () => {
    const created = await create(draft({ slug: 'the-birkin-stamp' }));
    const id = created.body.id;
    expect((await guest.get('/api/journal/articles/the-birkin-stamp')).status).toBe(404);
    expect((await guest.get<JournalIndex>('/api/journal')).body.latest.concat((await guest.get<JournalIndex>('/api/journal')).body.lead ?? []).some((a) => a.slug === 'the-birkin-stamp')).toBe(false);
    // The editor previews it as readers will see it.
    const preview = await editor.browser.get<ArticlePage>(`/api/admin/journal/${id}/preview`);
    expect(preview.body).toMatchObject({ slug: 'the-birkin-stamp', state: 'draft', author: { name: 'Claire Dubois', role: 'Leather goods specialist' } });
    expect(preview.body.pieces.map((p) => p.id)).toEqual([productId]);

    const published = await act(id, 'publish');
    expect(published.body).toMatchObject({ state: 'published', publishedAt: expect.any(String) });
    const read = await guest.get<ArticlePage>('/api/journal/articles/the-birkin-stamp');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ title: created.body.title, readingMinutes: 1, author: { id: 'claire-dubois', bio: expect.stringContaining('Hermès') } });
    expect(read.body.pieces[0]).toMatchObject({ id: productId, price: expect.any(Number) });
    const index = await guest.get<JournalIndex>('/api/journal');
    expect([index.body.lead, ...index.body.latest].map((a) => a?.slug)).toContain('the-birkin-stamp');
    expect(index.body.sections.find((s) => s.section === 'authentication')?.label).toBe('Authentication');
    const feed = await guest.call('GET', '/journal/feed.xml');
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(String(feed.body)).toContain('/journal/the-birkin-stamp</link>');
    const sitemap = await guest.call('GET', '/journal/sitemap.xml');
    expect(String(sitemap.body)).toContain('/journal/the-birkin-stamp</loc>');
    expect(String((await guest.call('GET', '/sitemap.xml')).body)).toContain('/journal/sitemap.xml</loc>');

    expect((await act(id, 'unpublish')).body.state).toBe('draft');
    expect((await guest.get('/api/journal/articles/the-birkin-stamp')).status).toBe(404);
    expect(String((await guest.call('GET', '/journal/sitemap.xml')).body)).not.toContain('/journal/the-birkin-stamp<');
    const again = await act(id, 'unpublish');
    expect([again.status, again.body.error]).toEqual([409, { code: 'journal_draft', message: 'This article is draft: it cannot be unpublished now.' }]);
    expect(await auditOf(id)).toEqual([{ action: 'journal.published', actor_id: editor.id }, { action: 'journal.unpublished', actor_id: editor.id }]);
  });

  it('refuses a schedule in the past with a clear message', async () => {
    const created = await create(draft());
    const past = await editor.browser.post<Err>(`/api/admin/journal/${created.body.id}/schedule`, { publishAt: '2020-01-01T09:00:00.000Z' });
    expect([past.status, past.body.error]).toEqual([422, {
      code: 'schedule_in_past', message: 'The time to publish, 2020-01-01T09:00:00.000Z, has already passed: choose a time in the future, or publish now.',
    }]);
    const garbled = await editor.browser.post<Err>(`/api/admin/journal/${created.body.id}/schedule`, { publishAt: 'tomorrow' });
    expect(garbled.status).toBe(400);
  });

  it('publishes a scheduled article by the job at its time, once, however many runners look', async () => {
    const created = await create(draft({ slug: 'scheduled-birkin' }));
    const id = created.body.id;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await editor.browser.post<AdminArticle>(`/api/admin/journal/${id}/schedule`, { publishAt: at });
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publishAt: at });
    await t.app.jobs.runDue({ kinds: ['journal.publish'] });
    expect((await guest.get('/api/journal/articles/scheduled-birkin')).status).toBe(404);
    // Its time comes.
    await t.database.query(`update jobs set run_at = now() - interval '1 second' where kind = 'journal.publish' and status = 'pending'`);
    await Promise.all([t.app.jobs.runDue({ kinds: ['journal.publish'] }), t.app.jobs.runDue({ kinds: ['journal.publish'] })]);
    await t.app.jobs.runDue({ kinds: ['journal.publish'] });
    expect((await guest.get('/api/journal/articles/scheduled-birkin')).status).toBe(200);
    expect(await auditOf(id)).toEqual([{ action: 'journal.scheduled', actor_id: editor.id }, { action: 'journal.published', actor_id: null }]);
  });

  it('an unscheduled article’s job finds nothing to publish', async () => {
    const created = await create(draft({ slug: 'unscheduled-birkin' }));
    const id = created.body.id;
    await editor.browser.post(`/api/admin/journal/${id}/schedule`, { publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await act(id, 'unschedule')).body).toMatchObject({ state: 'draft', publishAt: null });
    await t.database.query(`update jobs set run_at = now() - interval '1 second' where kind = 'journal.publish' and status = 'pending'`);
    await t.app.jobs.runDue({ kinds: ['journal.publish'] });
    expect((await editor.browser.get<AdminArticle>(`/api/admin/journal/${id}`)).body.state).toBe('draft');
  });
});

describe('images', () => {
  const upload = (bytes: Buffer, options: { filename?: string; type?: string } = {}) => {
    const { body, contentType } = multipartFile(bytes, { filename: 'cover.jpg', ...options });
    return editor.browser.call<JournalMedia & Err>('POST', '/api/admin/journal/media', body, { 'content-type': contentType });
  };

  it('go through the media pipeline as WebP renditions, and are named by a body', async () => {
    const uploaded = await upload(await uniqueJpeg(64, 48));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(/\.webp$/);
    const created = await create(draft({ coverMediaId: uploaded.body.id, body: [{ type: 'image', mediaId: uploaded.body.id, alt: 'The stamp under a raking light' }] }));
    expect(created.body.cover?.srcSet).toContain('w, ');
    await act(created.body.id, 'publish');
    const read = await guest.get<ArticlePage>(`/api/journal/articles/${created.body.slug}`);
    expect(Object.keys(read.body.images)).toEqual([uploaded.body.id]);
  });

  it('refuses an oversized image, a file that is not an image, and a member who is not an editor', async () => {
    const big = await upload(Buffer.concat([await uniqueJpeg(), Buffer.alloc(10 * 1024 * 1024)]));
    expect([big.status, big.body.error]).toEqual([413, { code: 'too_large', message: TOO_LARGE }]);
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), { filename: 'x.svg', type: 'image/svg+xml' });
    expect([text.status, text.body.error.code]).toEqual([415, 'not_an_image']);
    const { body, contentType } = multipartFile(await uniqueJpeg());
    const notEditor: Answer<Err> = await member.browser.call<Err>('POST', '/api/admin/journal/media', body, { 'content-type': contentType });
    expect(notEditor.status).toBe(403);
  });
});

describe('generated market reports', () => {
  const report = (dataVersion: string, text: string) => ({
    category: 'handbags', period: '2026-10', title: 'Handbags in October 2026', standfirst: 'The month in handbags.', dataVersion,
    blocks: [{ type: 'paragraph' as const, runs: [{ text }] }],
  });

  it('tell readers who follow the category (or every report) once, when first published; others hear nothing', async () => {
    expect((await guest.put('/api/journal/following/all', { following: true })).status).toBe(401);
    expect((await member.browser.put<{ topics: string[] }>('/api/journal/following/watches', { following: true })).body).toEqual({ topics: ['watches'] });
    expect((await candidate.browser.put<{ topics: string[] }>('/api/journal/following/all', { following: true })).body).toEqual({ topics: ['all'] });
    expect((await member.browser.put('/api/journal/following/<script>', { following: true })).status).toBe(400);
    const journal = { service: t.app.journal };
    const written = await journal.service.upsertGeneratedReport({
      category: 'watches', period: '2026-09', title: 'Watches in September 2026', standfirst: 'The month in watches.', dataVersion: 'w1',
      blocks: [{ type: 'paragraph', runs: [{ text: 'Prices held.' }] }],
    });
    const notices = async (userId: string) => (await t.database.query<{ type: string; title: string; message: string; action_url: string }>(
      `select type, title, message, action_url from notifications where user_id = $1 and type = 'journal_report'`, [userId])).rows;
    const expected = [{ type: 'journal_report', title: 'New market report', message: 'Watches in September 2026: the month’s figures from Patina’s own sales.', action_url: `/journal/${written.slug}` }];
    expect(await notices(member.id)).toEqual(expected);
    expect(await notices(candidate.id)).toEqual(expected);
    expect(await notices(editor.id)).toEqual([]);
    // Unpublished and published again: not news twice.
    await act(written.articleId, 'unpublish');
    await act(written.articleId, 'publish');
    expect(await notices(member.id)).toHaveLength(1);
  });

  it('are written once per category and month, refreshed with the data, and an editor’s edit is kept with what changed', async () => {
    const journal = { service: t.app.journal };
    const first = await journal.service.upsertGeneratedReport(report('v1', 'Prices rose 4%.'));
    expect(first).toMatchObject({ outcome: 'created', slug: 'handbags-report-2026-10' });
    expect((await journal.service.upsertGeneratedReport(report('v1', 'Prices rose 4%.'))).outcome).toBe('unchanged');
    expect((await journal.service.upsertGeneratedReport(report('v2', 'Prices rose 5%.'))).outcome).toBe('updated');
    expect((await guest.get<ArticlePage>('/api/journal/articles/handbags-report-2026-10')).body.body).toEqual(report('v2', 'Prices rose 5%.').blocks);

    // An editor rewrites it; the next refresh keeps their words and says what changed.
    const edited = await editor.browser.put<AdminArticle>(`/api/admin/journal/${first.articleId}`, {
      title: 'Handbags in October', standfirst: 'The month in handbags.', section: 'market-reports', authorId: 'patina-market-desk',
      body: [{ type: 'paragraph', runs: [{ text: 'Prices rose 5%, led by the Kelly.' }] }],
    });
    expect(edited.body.editedByEditor).toBe(true);
    expect((await journal.service.upsertGeneratedReport(report('v3', 'Prices rose 6%.'))).outcome).toBe('held_for_editor');
    const held = await editor.browser.get<AdminArticle>(`/api/admin/journal/${first.articleId}`);
    expect(held.body.body).toEqual([{ type: 'paragraph', runs: [{ text: 'Prices rose 5%, led by the Kelly.' }] }]);
    expect(held.body.pendingData).toMatchObject({ dataVersion: 'v3', changed: { title: true, standfirst: false, blocks: [0] } });
    const taken = await editor.browser.post<AdminArticle>(`/api/admin/journal/${first.articleId}/take-refresh`, {});
    expect(taken.body).toMatchObject({ pendingData: null, editedByEditor: false, dataVersion: 'v3', body: report('v3', 'Prices rose 6%.').blocks });
  });
});

describe('following what an article is about', () => {
  it('names the article’s report category and houses as topics, with a house’s own spelling when a piece of it is embedded', async () => {
    const [piece] = (await t.database.query<{ brand: string; brand_slug: string }>('select b.name as brand, b.slug as brand_slug from products p join brands b on b.id = p.brand_id where p.id = $1', [productId])).rows;
    const created = await create(draft({ slug: 'a-house-and-a-category', brands: [piece!.brand_slug, 'louis-vuitton', 'watches'] }));
    await act(created.body.id, 'publish');
    const read = await guest.get<ArticlePage>('/api/journal/articles/a-house-and-a-category');
    expect(read.body.topics).toEqual([
      { slug: piece!.brand_slug, label: piece!.brand },
      { slug: 'louis-vuitton', label: 'Louis Vuitton' },
      { slug: 'watches', label: 'Watches' },
    ]);
    const report = await t.app.journal.upsertGeneratedReport({
      category: 'jewelry', period: '2026-08', title: 'Jewelry in August 2026', standfirst: 'The month in jewelry.', dataVersion: 'j1', brands: ['cartier'],
      blocks: [{ type: 'paragraph', runs: [{ text: 'Cartier led.' }] }],
    });
    expect((await guest.get<ArticlePage>(`/api/journal/articles/${report.slug}`)).body.topics).toEqual([{ slug: 'jewelry', label: 'Jewelry' }, { slug: 'cartier', label: 'Cartier' }]);
  });
});

describe('restoring a revision', () => {
  type Revisions = { revisions: { id: string; revision: number; source: string; title: string }[] };
  const revisionsOf = async (id: string) => (await editor.browser.get<Revisions>(`/api/admin/journal/${id}/revisions`)).body.revisions;
  const restore = (id: string, revisionId: string | number, who: Browser = editor.browser) =>
    who.post<AdminArticle & Err>(`/api/admin/journal/${id}/revisions/${revisionId}/restore`, {});

  it('brings back an earlier text as a new revision, in the audit log, and the texts in between stay', async () => {
    const created = await create(draft({ title: 'The first words', slug: 'restored-words' }));
    const id = created.body.id;
    const second = { ...draft({ slug: 'restored-words' }), title: 'The second words', body: [{ type: 'paragraph', runs: [{ text: 'Rewritten.' }] }], revision: 1 };
    expect((await editor.browser.put<AdminArticle>(`/api/admin/journal/${id}`, second)).body.revision).toBe(2);
    const first = (await revisionsOf(id)).find((r) => r.revision === 1)!;

    const restored = await restore(id, first.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'The first words', revision: 3, body: created.body.body, slug: 'restored-words' });
    expect((await revisionsOf(id)).map((r) => [r.revision, r.title, r.source])).toEqual([
      [3, 'The first words', 'editor'], [2, 'The second words', 'editor'], [1, 'The first words', 'editor'],
    ]);
    expect(await auditOf(id)).toEqual([{ action: 'journal.revision_restored', actor_id: editor.id }]);
    // A save from before the restore is now stale.
    const stale = await editor.browser.put<Err>(`/api/admin/journal/${id}`, { ...second, revision: 2 });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'stale_revision']);
  });

  it('refuses a revision of another article, a missing one, a reader who is not an editor, and a guest', async () => {
    const a = await create(draft());
    const b = await create(draft());
    const ofB = (await revisionsOf(b.body.id))[0]!;
    const other = await restore(a.body.id, ofB.id);
    expect([other.status, other.body.error]).toEqual([422, {
      code: 'revision_of_another_article', message: `Revision ${ofB.id} belongs to another article: only this article's own revisions can be restored here.`,
    }]);
    const missing = await restore(a.body.id, 999_999_999);
    expect([missing.status, missing.body.error]).toEqual([404, { code: 'unknown_revision', message: 'There is no revision 999999999 to restore.' }]);
    expect((await restore(a.body.id, 'first')).status).toBe(400);
    expect((await restore('00000000-0000-4000-8000-000000000000', ofB.id)).status).toBe(404);
    const ofA = (await revisionsOf(a.body.id))[0]!;
    expect((await restore(a.body.id, ofA.id, member.browser)).status).toBe(403);
    expect((await restore(a.body.id, ofA.id, guest)).status).toBe(401);
    expect((await editor.browser.get<AdminArticle>(`/api/admin/journal/${a.body.id}`)).body.revision).toBe(1);
    expect(await auditOf(a.body.id)).toEqual([]);
  });
});

describe('the editors list', () => {
  it('lists the members an admin made editors, grants by email and revokes; only admins see it', async () => {
    const [one, two] = (await bulkMembers(t, 2)) as [BuyingMember, BuyingMember];
    const emailOf = async (id: string) => (await t.database.query<{ email: string }>('select email from "user" where id = $1', [id])).rows[0]!.email;
    const list = async () => (await admin.browser.get<{ editors: { id: string; email: string }[] }>('/api/admin/journal/editors')).body.editors.map((e) => e.id);
    const granted = await admin.browser.post<{ id: string; email: string } & Err>('/api/admin/journal/editors', { email: (await emailOf(one.id)).toUpperCase() });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ id: one.id, email: await emailOf(one.id) });
    await admin.browser.put(`/api/admin/journal/editors/${two.id}`, { editor: true });
    // Read from the accounts themselves: an editor made before (or in the database) is listed too.
    expect(await list()).toEqual(expect.arrayContaining([one.id, two.id, editor.id]));
    await admin.browser.put(`/api/admin/journal/editors/${two.id}`, { editor: false });
    expect(await list()).toContain(one.id);
    expect(await list()).not.toContain(two.id);
    expect((await two.browser.get('/api/admin/journal')).status).toBe(403);

    const nobody = await admin.browser.post<Err>('/api/admin/journal/editors', { email: 'nobody@example.com' });
    expect([nobody.status, nobody.body.error]).toEqual([404, { code: 'unknown_account', message: 'There is no account with the email nobody@example.com.' }]);
    expect((await admin.browser.post('/api/admin/journal/editors', { email: 'not an email' })).status).toBe(400);
    expect((await editor.browser.get('/api/admin/journal/editors')).status).toBe(403);
    expect((await editor.browser.post('/api/admin/journal/editors', { email: await emailOf(two.id) })).status).toBe(403);
  });
});
