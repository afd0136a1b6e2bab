import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  adminArticleListSchema, adminArticleSchema, articleInputSchema, articlePageSchema, grantEditorSchema, journalAuthorSchema, journalEditorAccountSchema,
  journalIndexQuerySchema, journalIndexSchema, journalMediaSchema, journalRevisionSchema, journalSlugSchema, JOURNAL_STATES, scheduleInputSchema,
} from '../../../shared/journal/contracts.js';
import { MAX_PHOTO_BYTES } from '../../platform/media/index.js';
import { AppError, InvalidError } from '../../platform/errors.js';
import { requireCapability } from '../accounts/index.js';
import type { JournalService } from './journal.service.js';
import { rssFeed } from './journal.feed.js';
import { sitemapRoutes, type Sitemaps } from './journal.sitemap.js';

const idParams = z.object({ id: z.uuid('must be an article id') });
const slugParams = z.object({ slug: journalSlugSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const editor = { capability: 'edit_journal' as const };
const browse = { capability: 'browse' as const };
const tags = ['journal'];
export const TOO_LARGE = 'This image is larger than 10 MB; an image may be at most 10 MB.';
const ACTIONS = ['publish', 'unpublish', 'unschedule', 'archive', 'restore'] as const;

/** The Journal (issue #36): reading for everyone, writing for editors. */
export function journalRoutes(deps: { journal: JournalService; sitemaps: Sitemaps; publicUrl: string }): FastifyPluginAsyncZod {
  const { journal, sitemaps, publicUrl } = deps;
  return async (app) => {
    // Only the image upload reads multipart: one file, at most 10 MB (the media pipeline's limit).
    await app.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/api/admin/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.get('/api/journal', {
      config: browse,
      schema: { tags, summary: 'The Journal’s front page: lead story, latest, sections, newest report per category; paged (12 a page).', querystring: journalIndexQuerySchema, response: { 200: journalIndexSchema, ...errors } },
    }, async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return journal.index({ section: req.query.section, page: req.query.page });
    });

    app.get('/api/journal/articles/:slug', {
      config: browse,
      schema: { tags, summary: 'A published article, with its live catalogue pieces and related articles (drafts: 404).', params: slugParams, response: { 200: articlePageSchema, ...errors } },
    }, async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return journal.article(req.params.slug);
    });

    app.get('/journal/feed.xml', { config: browse, schema: { hide: true } }, async (_req, reply) => {
      const items = await journal.feed(50);
      return reply.header('content-type', 'application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(rssFeed(items, publicUrl));
    });

    // /sitemap.xml, its pages, the Journal's and the catalogue's files (journal.sitemap.ts).
    await app.register(sitemapRoutes(sitemaps));

    const topicParams = z.object({ topic: z.string().trim().regex(/^[a-z0-9-]{1,60}$/, "must be 'all', or a category or house slug") });
    app.get('/api/journal/following', {
      config: { capability: 'manage_account' as const },
      schema: { tags, summary: 'What the reader is told of: every market report (all), or a category’s or a house’s (their slugs).', response: { 200: z.object({ topics: z.array(z.string()) }), ...errors } },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'manage_account');
      reply.header('cache-control', 'no-store');
      return { topics: await journal.topics(viewer.id) };
    });

    app.put('/api/journal/following/:topic', {
      config: { capability: 'manage_account' as const },
      schema: {
        tags, summary: 'Follows (or stops following) the market reports of a category or house, or every report (topic all); new reports are notified (family: Patina news) and in the daily digest.',
        params: topicParams, body: z.strictObject({ following: z.boolean() }), response: { 200: z.object({ topics: z.array(z.string()) }), ...errors },
      },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'manage_account');
      reply.header('cache-control', 'no-store');
      return journal.follow(viewer.id, req.params.topic, req.body.following);
    });

    app.get('/api/admin/journal', {
      config: editor,
      schema: { tags, summary: 'Every article and report, in one state or all, newest change first.', querystring: z.object({ state: z.enum(JOURNAL_STATES).optional() }), response: { 200: adminArticleListSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'edit_journal');
      return { articles: await journal.adminList(req.query.state ?? null) };
    });

    app.get('/api/admin/journal/authors', {
      config: editor,
      schema: { tags, summary: 'The Journal’s authors (editors and experts) with their biographies.', response: { 200: z.object({ authors: z.array(journalAuthorSchema) }), ...errors } },
    }, async (req) => {
      await requireCapability(req, 'edit_journal');
      return { authors: await journal.authors() };
    });

    app.post('/api/admin/journal', {
      config: editor,
      schema: { tags, summary: 'Writes a new draft (the body as JSON blocks; the slug made from the title unless given: a taken one is a 409 with a suggestion).', body: articleInputSchema, response: { 201: adminArticleSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'edit_journal');
      return reply.code(201).send(await journal.create(viewer.id, req.body));
    });

    app.get('/api/admin/journal/:id', {
      config: editor,
      schema: { tags, summary: 'One article as its editor works on it.', params: idParams, response: { 200: adminArticleSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'edit_journal');
      return journal.adminGet(req.params.id);
    });

    app.put('/api/admin/journal/:id', {
      config: editor,
      schema: { tags, summary: 'Saves the article (every save is a revision; a save from an older revision is a 409).', params: idParams, body: articleInputSchema, response: { 200: adminArticleSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'edit_journal');
      return journal.update(viewer.id, req.params.id, req.body);
    });

    app.get('/api/admin/journal/:id/revisions', {
      config: editor,
      schema: {
        tags, summary: 'The article’s revisions, newest first.', params: idParams,
        response: { 200: z.object({ revisions: z.array(journalRevisionSchema) }), ...errors },
      },
    }, async (req) => {
      await requireCapability(req, 'edit_journal');
      return { revisions: await journal.revisions(req.params.id) };
    });

    app.post('/api/admin/journal/:id/revisions/:revisionId/restore', {
      config: editor,
      schema: {
        tags, summary: 'Brings back an earlier revision’s title, standfirst and body as the newest revision (in the audit log).',
        params: idParams.extend({ revisionId: z.coerce.number().int('must be a revision id').positive('must be a revision id').max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: adminArticleSchema, ...errors },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'edit_journal');
      return journal.restoreRevision(viewer.id, req.params.id, req.params.revisionId);
    });

    app.get('/api/admin/journal/:id/preview', {
      config: editor,
      schema: { tags, summary: 'The article as readers will see it, whatever its state.', params: idParams, response: { 200: articlePageSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'edit_journal');
      return journal.preview(req.params.id);
    });

    app.post('/api/admin/journal/:id/schedule', {
      config: editor,
      schema: { tags, summary: 'Schedules the article: a job publishes it at that time, once (a time already past: 422).', params: idParams, body: scheduleInputSchema, response: { 200: adminArticleSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'edit_journal');
      return journal.schedule(viewer.id, req.params.id, req.body.publishAt);
    });

    app.post('/api/admin/journal/:id/take-refresh', {
      config: editor,
      schema: { tags, summary: 'A report an editor edited takes the text the data refresh wrote (the edit stays a revision).', params: idParams, response: { 200: adminArticleSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'edit_journal');
      return journal.takeRefresh(viewer.id, req.params.id);
    });

    app.post('/api/admin/journal/:id/:action', {
      config: editor,
      schema: {
        tags, summary: 'Publishes, unpublishes, unschedules, archives or restores the article (each in the audit log).',
        params: idParams.extend({ action: z.enum(ACTIONS) }), response: { 200: adminArticleSchema, ...errors },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'edit_journal');
      return journal.act(viewer.id, req.params.id, req.params.action);
    });

    app.get('/api/admin/journal/editors', {
      config: { capability: 'administer' as const },
      schema: { tags, summary: 'The members an administrator made editors (administrators are editors by their role).', response: { 200: z.object({ editors: z.array(journalEditorAccountSchema) }), ...errors } },
    }, async (req) => {
      await requireCapability(req, 'administer');
      return { editors: await journal.editors() };
    });

    app.post('/api/admin/journal/editors', {
      config: { capability: 'administer' as const },
      schema: { tags, summary: 'Makes the member with this email one of the Journal’s editors (administrators; in the audit log).', body: grantEditorSchema, response: { 200: journalEditorAccountSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'administer');
      return journal.grantEditorByEmail(viewer.id, req.body.email);
    });

    app.put('/api/admin/journal/editors/:userId', {
      config: { capability: 'administer' as const },
      schema: {
        tags, summary: 'Makes a member one of the Journal’s editors, or not (administrators; in the audit log).',
        params: z.object({ userId: z.string().trim().min(1).max(100) }), body: z.strictObject({ editor: z.boolean() }),
        response: { 200: z.object({ userId: z.string(), editor: z.boolean() }), ...errors },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'administer');
      return journal.setEditor(viewer.id, req.params.userId, req.body.editor);
    });

    app.post('/api/admin/journal/media', {
      config: editor,
      schema: {
        tags,
        summary: 'Uploads an image (multipart, one file in field `file`: JPG, PNG, WebP or HEIC by its bytes, at most 10 MB and 50 megapixels), stored as WebP renditions.',
        consumes: ['multipart/form-data'],
        response: { 201: journalMediaSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'edit_journal');
      if (!req.isMultipart()) throw new AppError(415, 'not_multipart', 'Please send the image as multipart/form-data, in a field named file.');
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw new InvalidError('Please attach an image in a field named file.', 'no_file');
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError(413, 'too_large', TOO_LARGE);
      if (bytes.length === 0) throw new InvalidError('The file is empty. Please attach an image.', 'no_file');
      return reply.code(201).send(await journal.uploadImage(viewer.id, bytes));
    });
  };
}
