import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** What is followed: a member, or their portfolio or wishlist once made public. */
export const FOLLOW_KINDS = ['member', 'portfolio', 'wishlist'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/**
 * Follows (migration 0018). The user foreign keys (cascade), the kind check and "nobody
 * follows themself" are in the migration: a module names another's rows by column only.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id').notNull(),
    followeeId: text('followee_id').notNull(),
    kind: text('kind', { enum: FOLLOW_KINDS }).notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'follows_pk', columns: [t.followerId, t.followeeId, t.kind] }),
    index('follows_followee_idx').on(t.followeeId, t.kind, t.createdAt.desc()),
  ],
);
