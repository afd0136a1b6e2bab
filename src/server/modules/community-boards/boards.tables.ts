import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Leaderboards and discover (issue #37, migration 0048, decision 059). Every table but the
 * consents is written only by the `community-boards.refresh` job; requests read them through
 * their indexes. The user foreign keys (cascade) are in the migration.
 */

/** A member's yes to appearing on boards without a public portfolio; no row is no. */
export const boardConsents = pgTable('board_consents', {
  userId: text('user_id').primaryKey(),
  consent: boolean('consent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One board and period, ranked: a page is a range of (board, period, rank). */
export const boardRanks = pgTable(
  'board_ranks',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    rank: integer('rank').notNull(),
    userId: text('user_id').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'board_ranks_pk', columns: [t.board, t.period, t.rank] }),
    uniqueIndex('board_ranks_member_idx').on(t.board, t.period, t.userId),
  ],
);

/** When each board was last written, how many it ranks, and how long it took. */
export const boardRuns = pgTable(
  'board_runs',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    members: integer('members').notNull(),
    tookMs: integer('took_ms').notNull(),
  },
  (t) => [primaryKey({ name: 'board_runs_pk', columns: [t.board, t.period] })],
);

/** Whether a member is in a board's top 100, and how many times they entered it (each entry notifies once). */
export const boardTopCrossings = pgTable(
  'board_top_crossings',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    userId: text('user_id').notNull(),
    crossings: integer('crossings').notNull().default(0),
    inTop: boolean('in_top').notNull(),
  },
  (t) => [primaryKey({ name: 'board_top_crossings_pk', columns: [t.board, t.period, t.userId] })],
);

/** Public entries and portfolios with their stored scores. */
export const discoverItems = pgTable(
  'discover_items',
  {
    kind: text('kind', { enum: ['entry', 'portfolio'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    ownerId: text('owner_id').notNull(),
    title: text('title').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    appreciationsCount: integer('appreciations_count').notNull(),
    commentsCount: integer('comments_count').notNull(),
    followersCount: integer('followers_count').notNull(),
    appreciationsWeek: integer('appreciations_week').notNull(),
    trending: doublePrecision('trending').notNull(),
    facets: text('facets').array().notNull(),
  },
  (t) => [primaryKey({ name: 'discover_items_pk', columns: [t.kind, t.itemId] })],
);

/** One row per item and facet ('all', 'category:x', 'house:y'): each sort of each facet is one index range. */
export const discoverFacets = pgTable(
  'discover_facets',
  {
    facet: text('facet').notNull(),
    kind: text('kind', { enum: ['entry', 'portfolio'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    appreciationsWeek: integer('appreciations_week').notNull(),
    trending: doublePrecision('trending').notNull(),
  },
  (t) => [
    primaryKey({ name: 'discover_facets_pk', columns: [t.facet, t.kind, t.itemId] }),
    index('discover_facets_trending_idx').on(t.facet, t.trending.desc(), t.publishedAt.desc(), t.kind, t.itemId.desc()),
    index('discover_facets_week_idx').on(t.facet, t.appreciationsWeek.desc(), t.publishedAt.desc(), t.kind, t.itemId.desc()),
    index('discover_facets_new_idx').on(t.facet, t.publishedAt.desc(), t.kind, t.itemId.desc()),
  ],
);

/** The categories and houses discover offers, with their names and how many items each has. */
export const discoverFacetList = pgTable('discover_facet_list', {
  facet: text('facet').primaryKey(),
  label: text('label').notNull(),
  items: integer('items').notNull(),
});

/** What the ranked collectors collect (public pieces only), for "members to follow". */
export const boardCollectorFacets = pgTable(
  'board_collector_facets',
  {
    facet: text('facet').notNull(),
    userId: text('user_id').notNull(),
    pieces: integer('pieces').notNull(),
  },
  (t) => [
    primaryKey({ name: 'board_collector_facets_pk', columns: [t.facet, t.userId] }),
    index('board_collector_facets_pieces_idx').on(t.facet, t.pieces.desc(), t.userId),
  ],
);
