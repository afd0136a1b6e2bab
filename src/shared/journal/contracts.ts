import { z } from 'zod';
import { productCardSchema } from '../catalog/contracts.js';
import { hasControlCharacterInText } from '../text/control-characters.js';
import { journalBlockSchema, JournalBody, journalMediaIdSchema } from './blocks.js';
import { journalMachine } from './journal.machine.js';
import { JOURNAL_SECTIONS } from './sections.js';

/**
 * The Journal's API (issue #36), shared by server and web.
 *
 *   GET    /api/journal?section=&page=                 JournalIndex (guests too; published only)
 *   GET    /api/journal/articles/:slug                 JournalArticlePage (published only; editors may preview with ?preview=1)
 *   GET    /api/admin/journal?state=                   { articles: AdminArticle[] }         edit_journal
 *   GET    /api/admin/journal/authors                  { authors: JournalAuthor[] }        edit_journal
 *   POST   /api/admin/journal                          ArticleInput -> 201 AdminArticle    edit_journal
 *   GET    /api/admin/journal/:id                      AdminArticle                        edit_journal
 *   PUT    /api/admin/journal/:id                      ArticleInput (+ revision) -> AdminArticle (a new revision)
 *   GET    /api/admin/journal/:id/preview              JournalArticlePage as readers will see it
 *   POST   /api/admin/journal/:id/schedule             { publishAt } -> AdminArticle
 *   POST   /api/admin/journal/:id/{publish|unpublish|unschedule|archive|restore}
 *   POST   /api/admin/journal/:id/take-refresh         a report takes the data refresh held for its editor
 *   GET    /api/admin/journal/:id/revisions            { revisions: JournalRevision[] }, newest first
 *   POST   /api/admin/journal/:id/revisions/:revisionId/restore   an earlier text becomes the newest revision
 *   POST   /api/admin/journal/media                    an image (raw bytes) -> JournalMedia
 *   GET    /api/admin/journal/editors                  { editors: JournalEditorAccount[] } (administer)
 *   POST   /api/admin/journal/editors                  { email } -> JournalEditorAccount (administer)
 *   PUT    /api/admin/journal/editors/:userId          { editor } (administer)
 *   GET    /journal/feed.xml                           RSS 2.0
 */
export { JOURNAL_SECTIONS, JOURNAL_SECTION_LABELS, type JournalSection } from './sections.js';
export const JOURNAL_STATES = journalMachine.states;
export const JOURNAL_PAGE_SIZE = 12;

const oneLine = (s: string) => !hasControlCharacterInText(s) && !/[\r\n\t]/.test(s);
const line = (min: number, max: number, what: string) =>
  z.string().trim().min(min, `${what} must be at least ${min} characters`).max(max, `${what} must be at most ${max} characters`).refine(oneLine, `${what} must be one line of text`);

/** Lowercase words joined by single hyphens: 'how-we-check-a-birkin'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const journalSlugSchema = z.string().trim().min(3, 'must be at least 3 characters').max(100, 'must be at most 100 characters')
  .regex(SLUG_PATTERN, 'must be lowercase letters, digits and single hyphens (how-we-check-a-birkin)');

/** The slug a title makes: accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  const s = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return s.slice(0, 90).replace(/-+$/, '') || 'article';
}

export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const articleInputSchema = z.strictObject({
  title: line(3, 160, 'the title'),
  standfirst: line(0, 400, 'the standfirst'),
  /** Made from the title when left out. */
  slug: journalSlugSchema.optional(),
  section: z.enum(JOURNAL_SECTIONS),
  authorId: z.string().trim().min(1).max(100),
  coverMediaId: journalMediaIdSchema.nullable().optional(),
  body: z.unknown(),
  /** Houses (brand slugs) and categories the article is about: who is told of it. */
  brands: z.array(z.string().trim().regex(/^[a-z0-9-]{1,60}$/, 'must be a brand or category slug')).max(10).optional(),
  /** The revision this save was made from: a save over someone else's newer one is refused (409). */
  revision: z.number().int().positive().optional(),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const scheduleInputSchema = z.strictObject({ publishAt: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }) });

export const journalAuthorSchema = z.object({ id: z.string(), name: z.string(), role: z.string(), bio: z.string() });
export type JournalAuthor = z.infer<typeof journalAuthorSchema>;

export const journalImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), srcSet: z.string() });
export type JournalImage = z.infer<typeof journalImageSchema>;

export const journalMediaSchema = z.object({ id: z.string(), width: z.number().int(), height: z.number().int(), url: z.string() });
export type JournalMedia = z.infer<typeof journalMediaSchema>;

export const articleSummarySchema = z.object({
  slug: z.string(),
  kind: z.enum(['article', 'report']),
  section: z.enum(JOURNAL_SECTIONS),
  title: z.string(),
  standfirst: z.string(),
  author: journalAuthorSchema.pick({ id: true, name: true, role: true }),
  publishedAt: z.string().nullable(),
  readingMinutes: z.number().int(),
  cover: journalImageSchema.nullable(),
  reportCategory: z.string().nullable(),
  reportPeriod: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articlePageSchema = articleSummarySchema.extend({
  author: journalAuthorSchema,
  /** The article's address on Patina, absolute (Open Graph, JSON-LD, share links). */
  url: z.string(),
  body: z.array(journalBlockSchema),
  updatedAt: z.string(),
  /** The images the body names, by media id. */
  images: z.record(z.string(), journalImageSchema),
  /** The catalogue pieces the body embeds, live (a piece no longer in the catalogue is left out). */
  pieces: z.array(productCardSchema),
  related: z.array(articleSummarySchema),
  state: z.enum(JOURNAL_STATES),
  /**
   * What the piece is about, as a reader may follow it (PUT /api/journal/following/:topic):
   * a report's category first, then the houses and categories it names.
   */
  topics: z.array(z.object({ slug: z.string(), label: z.string() })),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

export const journalIndexSchema = z.object({
  lead: articleSummarySchema.nullable(),
  latest: z.array(articleSummarySchema),
  sections: z.array(z.object({ section: z.enum(JOURNAL_SECTIONS), label: z.string(), articles: z.array(articleSummarySchema) })),
  /** The newest report of each category (and the whole market). */
  reports: z.array(articleSummarySchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type JournalIndex = z.infer<typeof journalIndexSchema>;

export const journalIndexQuerySchema = z.object({
  section: z.enum(JOURNAL_SECTIONS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const pendingDataSchema = z.object({
  dataVersion: z.string(),
  title: z.string(),
  standfirst: z.string(),
  body: z.array(journalBlockSchema),
  /** What differs from the text the editor kept. */
  changed: z.object({ title: z.boolean(), standfirst: z.boolean(), blocks: z.array(z.number().int()) }),
  at: z.string(),
});
export type PendingData = z.infer<typeof pendingDataSchema>;

export const adminArticleSchema = z.object({
  id: z.string(),
  kind: z.enum(['article', 'report']),
  slug: z.string(),
  section: z.enum(JOURNAL_SECTIONS),
  title: z.string(),
  standfirst: z.string(),
  authorId: z.string(),
  coverMediaId: z.string().nullable(),
  cover: journalImageSchema.nullable(),
  body: JournalBody,
  brands: z.array(z.string()),
  state: z.enum(JOURNAL_STATES),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  revision: z.number().int(),
  reportCategory: z.string().nullable(),
  reportPeriod: z.string().nullable(),
  dataVersion: z.string().nullable(),
  editedByEditor: z.boolean(),
  pendingData: pendingDataSchema.nullable(),
  updatedAt: z.string(),
  /** What the lifecycle allows from this state. */
  actions: z.array(z.string()),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleListSchema = z.object({
  articles: z.array(adminArticleSchema.pick({ id: true, kind: true, slug: true, section: true, title: true, state: true, publishAt: true, publishedAt: true, updatedAt: true, reportPeriod: true, reportCategory: true, editedByEditor: true }).extend({ pendingData: z.boolean() })),
});
export type AdminArticleListItem = z.infer<typeof adminArticleListSchema>['articles'][number];

/** One saved text of an article; `id` names it to restore it. */
export const journalRevisionSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  source: z.enum(['editor', 'generator']),
  userId: z.string().nullable(),
  dataVersion: z.string().nullable(),
  title: z.string(),
  at: z.string(),
});
export type JournalRevision = z.infer<typeof journalRevisionSchema>;

/** An account that may write for the Journal (administrators always may, and are not listed). */
export const journalEditorAccountSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type JournalEditorAccount = z.infer<typeof journalEditorAccountSchema>;
export const grantEditorSchema = z.strictObject({ email: z.email('must be an email address').max(254, 'must be at most 254 characters') });

/** A topic slug as a label readers see: 'louis-vuitton' -> 'Louis Vuitton'. */
export function topicLabel(slug: string): string {
  return slug.split('-').filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}
