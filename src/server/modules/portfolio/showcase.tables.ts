import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Public portfolios (migration 0047, issue #37): a member's curated selection of the pieces
 * they own. Foreign keys, checks and partial indexes are in the migration. `hidden_at` is the
 * moderators' (a hidden portfolio is read by no one); counts move with their rows.
 */
export const communityPortfolios = pgTable(
  'community_portfolios',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: text('owner_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverItemId: bigint('cover_item_id', { mode: 'number' }),
    showValues: boolean('show_values').notNull().default(true),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
    appreciationsCount: integer('appreciations_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_portfolios_owner_idx').on(t.ownerId, t.updatedAt.desc())],
);

export const communityPortfolioPieces = pgTable(
  'community_portfolio_pieces',
  {
    portfolioId: bigint('portfolio_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'community_portfolio_pieces_pk', columns: [t.portfolioId, t.itemId] }), index('community_portfolio_pieces_item_idx').on(t.itemId)],
);

export const communityPortfolioFollows = pgTable(
  'community_portfolio_follows',
  {
    portfolioId: bigint('portfolio_id', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'community_portfolio_follows_pk', columns: [t.portfolioId, t.userId] }), index('community_portfolio_follows_user_idx').on(t.userId, t.createdAt.desc())],
);

export const communityPortfolioAppreciations = pgTable(
  'community_portfolio_appreciations',
  {
    portfolioId: bigint('portfolio_id', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'community_portfolio_appreciations_pk', columns: [t.portfolioId, t.userId] }), index('community_portfolio_appreciations_recent_idx').on(t.portfolioId, t.createdAt.desc())],
);
