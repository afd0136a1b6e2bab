import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JournalBlock } from '../../../shared/journal/blocks.js';
import { journalMachine } from '../../../shared/journal/journal.machine.js';
import type { PendingData } from '../../../shared/journal/contracts.js';

/**
 * The Journal (issue #36, migration 0043). Articles written by people and market reports
 * written by the generator share one table; a report is the one per (category, period).
 * Bodies are validated JSON blocks (src/shared/journal/blocks.ts), never HTML. Every save
 * keeps a revision. Images come through the media pipeline and are listed here by id.
 */
export const journalAuthors = pgTable('journal_authors', {
  /** A slug: 'claire-morel'. */
  id: text('id').primaryKey(),
  /** The Patina account behind the byline, when there is one. */
  userId: text('user_id'),
  name: text('name').notNull(),
  /** 'Leather goods specialist', 'Editor'. */
  role: text('role').notNull(),
  bio: text('bio').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const journalArticles = pgTable(
  'journal_articles',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['article', 'report'] }).notNull(),
    slug: text('slug').notNull(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    standfirst: text('standfirst').notNull(),
    authorId: text('author_id').notNull(),
    coverMediaId: text('cover_media_id'),
    body: jsonb('body').$type<JournalBlock[]>().notNull(),
    state: text('state', { enum: journalMachine.states }).notNull().default('draft'),
    /** When a scheduled article goes out. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** First publication: the date readers see. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Houses (brand slugs) and categories the piece is about: who is told of it. */
    brands: text('brands').array().notNull().default([]),
    /** A report's category slug; null for the whole market (and for articles). */
    reportCategory: text('report_category'),
    /** A report's month, 'YYYY-MM'. */
    reportPeriod: text('report_period'),
    /** The generated data a report's text was written from. */
    dataVersion: text('data_version'),
    /** An editor changed a report's text since the generator last wrote it. */
    editedByEditor: boolean('edited_by_editor').notNull().default(false),
    /** A refresh held back because an editor had edited the report: what changed. */
    pendingData: jsonb('pending_data').$type<PendingData>(),
    /** Bumped on every save: the latest revision's number. */
    revision: integer('revision').notNull().default(1),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journal_articles_slug_key').on(t.slug),
    uniqueIndex('journal_articles_report_key').on(sql`coalesce(${t.reportCategory}, '')`, t.reportPeriod).where(sql`${t.kind} = 'report'`),
    index('journal_articles_published_idx').on(t.state, t.publishedAt),
    index('journal_articles_section_idx').on(t.section, t.state, t.publishedAt),
    check('journal_articles_state_check', sql`${t.state} in ('draft', 'scheduled', 'published', 'archived')`),
    check('journal_articles_kind_check', sql`${t.kind} in ('article', 'report')`),
  ],
);

export const journalRevisions = pgTable(
  'journal_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: text('article_id').notNull(),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    standfirst: text('standfirst').notNull(),
    body: jsonb('body').$type<JournalBlock[]>().notNull(),
    /** 'editor' (a person's save) or 'generator' (a report written from the data). */
    source: text('source', { enum: ['editor', 'generator'] }).notNull(),
    userId: text('user_id'),
    dataVersion: text('data_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('journal_revisions_article_revision_key').on(t.articleId, t.revision)],
);

/**
 * Who is told of new market reports: a reader follows a category or a house (its slug), or
 * asks for every report ('all').
 */
export const journalSubscriptions = pgTable(
  'journal_subscriptions',
  {
    userId: text('user_id').notNull(),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic], name: 'journal_subscriptions_pkey' }), index('journal_subscriptions_topic_idx').on(t.topic)],
);

export const journalMedia = pgTable('journal_media', {
  /** 32 hex characters, the id a body's image block names. */
  id: text('id').primaryKey(),
  sha256: text('sha256').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** { thumb, card, zoom }: { url, width, height } each, WebP. */
  renditions: jsonb('renditions').$type<Record<'thumb' | 'card' | 'zoom', { key: string; url: string; width: number; height: number }>>().notNull(),
  uploadedBy: text('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
