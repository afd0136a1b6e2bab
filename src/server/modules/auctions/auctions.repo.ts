import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { auctions } from './auctions.tables.js';

export function createAuctionsRepo(db: Db) {
  return {
    async endingSoon(now: Date, limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(auctions)
        .where(and(eq(auctions.status, 'live'), gt(auctions.endsAt, now)))
        .orderBy(asc(auctions.endsAt), asc(auctions.id))
        .limit(limit);
    },

    async liveCount(now: Date, tx: DbOrTx = db) {
      const [row] = await tx.select({ n: count() }).from(auctions).where(and(eq(auctions.status, 'live'), gt(auctions.endsAt, now)));
      return row?.n ?? 0;
    },

    /** Every live lot that has not ended yet (a few thousand at most). */
    async live(now: Date, tx: DbOrTx = db) {
      return tx
        .select()
        .from(auctions)
        .where(and(eq(auctions.status, 'live'), gt(auctions.endsAt, now)))
        .orderBy(asc(auctions.endsAt), asc(auctions.id));
    },
  };
}

export type AuctionsRepo = ReturnType<typeof createAuctionsRepo>;
