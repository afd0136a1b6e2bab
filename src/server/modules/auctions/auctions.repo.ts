import { and, asc, count, eq, gt, inArray, like, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { auctions } from './auctions.tables.js';
import type { AuctionState } from './auctions.machine.js';

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

    /** A lot's status, the row locked until the transaction ends (null: no such lot). */
    async statusForUpdate(id: number, tx: DbOrTx = db): Promise<AuctionState | null> {
      const [row] = await tx.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)).for('update');
      return row?.status ?? null;
    },

    /** Moves the lot from `from` to `to`; false when it is no longer in `from`. */
    async setStatus(id: number, from: AuctionState, to: AuctionState, tx: DbOrTx = db): Promise<boolean> {
      const moved = await tx
        .update(auctions)
        .set({ status: to })
        .where(and(eq(auctions.id, id), eq(auctions.status, from)))
        .returning({ id: auctions.id });
      return moved.length > 0;
    },

    /**
     * Every lot in one of `from` whose end has passed (by the database's clock), of sellers
     * whose id starts with `sellerIdPrefix` when given, moves to `to`; returns how many.
     */
    async moveEnded(rule: { from: AuctionState[]; to: AuctionState }, sellerIdPrefix: string | null, tx: DbOrTx = db): Promise<number> {
      const moved = await tx
        .update(auctions)
        .set({ status: rule.to })
        .where(
          and(
            inArray(auctions.status, rule.from),
            lte(auctions.endsAt, sql`now()`),
            sellerIdPrefix === null ? undefined : like(auctions.sellerId, `${sellerIdPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ),
        )
        .returning({ id: auctions.id });
      return moved.length;
    },
  };
}

export type AuctionsRepo = ReturnType<typeof createAuctionsRepo>;
