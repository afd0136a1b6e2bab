import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { follows, type FollowKind } from './follows.tables.js';

interface Pair {
  followerId: string;
  followeeId: string;
  kind: FollowKind;
}

const samePair = (p: Pair) => and(eq(follows.followerId, p.followerId), eq(follows.followeeId, p.followeeId), eq(follows.kind, p.kind));

/** The follows module's only Drizzle code. */
export function createFollowsRepo(db: Db) {
  return {
    /** One use case, one transaction (PGlite: use only `tx` inside). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Follows once: true when the row is new, false when it was there already. */
    async follow(pair: Pair, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.insert(follows).values(pair).onConflictDoNothing().returning({ kind: follows.kind });
      return rows.length > 0;
    },

    /** True when there was a follow to remove. */
    async unfollow(pair: Pair, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(follows).where(samePair(pair)).returning({ kind: follows.kind });
      return rows.length > 0;
    },

    async isFollowing(pair: Pair, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx.select({ kind: follows.kind }).from(follows).where(samePair(pair)).limit(1);
      return row !== undefined;
    },

    /** Everyone who follows a member, their portfolio or their wishlist (`kind`): the fan-out of their news. */
    async followerIds(followeeId: string, kind: FollowKind, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: follows.followerId })
        .from(follows)
        .where(and(eq(follows.followeeId, followeeId), eq(follows.kind, kind)));
      return rows.map((r) => r.id);
    },

    /** The newest followers of a member themself, with when they followed. */
    recentFollowers(followeeId: string, limit: number, tx: DbOrTx = db): Promise<{ followerId: string; createdAt: Date }[]> {
      return tx
        .select({ followerId: follows.followerId, createdAt: follows.createdAt })
        .from(follows)
        .where(and(eq(follows.followeeId, followeeId), eq(follows.kind, 'member')))
        .orderBy(desc(follows.createdAt))
        .limit(limit);
    },

    /** Whom a member follows (`kind`): the sources of their community feed. */
    async followeeIds(followerId: string, kind: FollowKind, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: follows.followeeId })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.kind, kind)));
      return rows.map((r) => r.id);
    },

    async followersCount(followeeId: string, kind: FollowKind, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(follows).where(and(eq(follows.followeeId, followeeId), eq(follows.kind, kind)));
      return Number(row?.n ?? 0);
    },

    /** Members, portfolios and wishlists someone follows. */
    async followingCount(followerId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(follows).where(eq(follows.followerId, followerId));
      return Number(row?.n ?? 0);
    },
  };
}

export type FollowsRepo = ReturnType<typeof createFollowsRepo>;
