import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { ENTRY_STATUSES, ENTRY_VISIBILITIES, type MemberBlock, type PhotoRenditions } from '../../../shared/community/contracts.js';
import { REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_TARGET_KINDS } from '../../../shared/community/moderation.js';

/**
 * Members' journal entries (migration 0044). The author's foreign key (cascade), the status and
 * visibility checks and the title bound are in the migration: a module names another's rows by
 * column only. `body` holds validated blocks (shared/community/contracts.ts), never HTML.
 * The comments counter moves in the same statement as the row it counts; the appreciations
 * counter is brought up to date by the tally job within a second (decision 062).
 */
export const communityEntries = pgTable(
  'community_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: text('author_id').notNull(),
    status: text('status', { enum: ENTRY_STATUSES }).notNull().default('draft'),
    visibility: text('visibility', { enum: ENTRY_VISIBILITIES }).notNull().default('members'),
    title: text('title').notNull().default(''),
    body: jsonb('body').$type<MemberBlock[]>().notNull().default([]),
    /** Catalogue product ids tagged on the entry, in the author's order. */
    pieceIds: bigint('piece_ids', { mode: 'number' }).array().notNull().default([]),
    appreciationsCount: integer('appreciations_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Hidden by a moderator (migration 0049): only its author still reads it; restore clears it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_entries_author_idx').on(t.authorId, t.status, t.updatedAt.desc()),
    index('community_entries_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    // The home feed: the newest visible entries of the people a member follows, one short range per author (migration 0050).
    index('community_entries_feed_idx').on(t.authorId, t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'published' and ${t.hiddenAt} is null`),
  ],
);

/** Photos a member uploaded for their entries: three WebP renditions in the public store. */
export const communityPhotos = pgTable(
  'community_photos',
  {
    /** The media pipeline's id (32 hex characters): what an image block names. */
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    sha256: text('sha256').notNull(),
    renditions: jsonb('renditions').$type<PhotoRenditions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_photos_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

/** One appreciation per member and entry (the primary key makes a second one a no-op). */
export const communityAppreciations = pgTable(
  'community_appreciations',
  {
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'community_appreciations_pk', columns: [t.entryId, t.userId] }),
    index('community_appreciations_entry_idx').on(t.entryId, t.createdAt.desc()),
  ],
);

/**
 * A member's first appreciation of an entry and the minute it fell in (migration 0051): the
 * notification job of that minute tells the author of all of them at once. Kept when the
 * appreciation is taken back, so giving it again does not notify twice.
 */
export const communityAppreciationNotices = pgTable(
  'community_appreciation_notices',
  {
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    noticeWindow: bigint('notice_window', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'community_appreciation_notices_pk', columns: [t.entryId, t.userId] }),
    index('community_appreciation_notices_window_idx').on(t.entryId, t.noticeWindow, t.createdAt.desc()),
  ],
);

/** Appreciations given (+1) or taken back (-1) and not yet folded into the entry's column (migration 0051). */
export const communityAppreciationDeltas = pgTable(
  'community_appreciation_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    delta: smallint('delta').notNull(),
  },
  (t) => [index('community_appreciation_deltas_entry_idx').on(t.entryId)],
);

/**
 * Comments on entries, threaded one level: a reply's parent is a comment with no parent (the
 * service checks it). A deleted comment keeps its row without its words while it has replies.
 */
export const communityComments = pgTable(
  'community_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    authorId: text('author_id').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    body: text('body').notNull(),
    /** The kinds of contact details hidden from the body (shared/messaging/mask.ts). */
    masked: text('masked').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
    /** Hidden by a moderator (migration 0049); not counted on the entry while hidden. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
  },
  (t) => [index('community_comments_entry_idx').on(t.entryId, t.createdAt, t.id)],
);

/**
 * Members' reports of an entry, a comment or a public portfolio (migration 0049). The target is
 * named by kind and id; its author as it was when reported. One open report per member and
 * target (a partial unique index); moderators resolve every open report of a target at once.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    targetKind: text('target_kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    targetAuthorId: text('target_author_id').notNull(),
    reporterId: text('reporter_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    resolution: text('resolution', { enum: REPORT_RESOLUTIONS }),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_reports_queue_idx').on(t.status, t.targetKind, t.targetId, t.createdAt)],
);

/** A moderator's warnings to a member (also sent to them as a notification). */
export const communityWarnings = pgTable(
  'community_warnings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: text('member_id').notNull(),
    moderatorId: text('moderator_id').notNull(),
    targetKind: text('target_kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_warnings_member_idx').on(t.memberId, t.createdAt.desc())],
);
