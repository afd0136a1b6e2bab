import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { auctionBids, auctions, auctionSecondChance, auctionWatchers } from './auctions.tables.js';
import type { SecondChanceState } from '../../../shared/auctions/second-chance.machine.js';
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
  };
}

export type AuctionsRepo = ReturnType<typeof createAuctionsRepo>;
export type LotRow = typeof auctions.$inferSelect;
export type BidRow = typeof auctionBids.$inferSelect;
export type NewBid = Omit<typeof auctionBids.$inferInsert, 'id'>;

/** The proxy state the rules engine computed, as the lot's row keeps it. */
export interface StoredState {
  currentBid: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  secondMax: number | null;
  bidCount: number;
  endsAt: Date;
  scheduledEndsAt: Date | null;
  reserveMet: boolean;
  boughtBy: string | null;
}

/** The bid log and the lot's state (issue #14): the only Drizzle code of bidding. */
export function createBiddingRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> => db.transaction(work),

    async lot(id: number, tx: DbOrTx = db): Promise<LotRow | null> {
      const [row] = await tx.select().from(auctions).where(eq(auctions.id, id));
      return row ?? null;
    },

    /** Several lots in one read, by id (missing ones are left out). */
    async lots(ids: readonly number[], tx: DbOrTx = db): Promise<Map<number, LotRow>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select().from(auctions).where(inArray(auctions.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async lotBySlug(slug: string, tx: DbOrTx = db): Promise<LotRow | null> {
      const [row] = await tx.select().from(auctions).where(eq(auctions.slug, slug));
      return row ?? null;
    },

    /** The lot, its row locked until the transaction ends: one writer of the lot at a time. */
    async lockLot(id: number, tx: DbOrTx): Promise<LotRow | null> {
      const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
      return row ?? null;
    },

    /** These lots, their rows locked until the transaction ends, taken in id order (no two writers deadlock). */
    async lockLots(ids: readonly number[], tx: DbOrTx): Promise<Map<number, LotRow>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select().from(auctions).where(inArray(auctions.id, [...ids])).orderBy(asc(auctions.id)).for('update');
      return new Map(rows.map((r) => [r.id, r]));
    },

    /**
     * The bids already stored under these (lot, bidder, idempotency key) triples (a retried
     * request finds its bid): one probe of the unique key per triple, whatever the planner
     * believes of a lot's size. (A hot lot grows by thousands of bids before statistics catch
     * up; planned as a join, the lookup read every bid of the lot: 1.4–1.75 ms a group in
     * bench:auctions. The LIMIT keeps each lookup a probe of its own.)
     */
    async bidsByKeys(keys: readonly { auctionId: number; bidderId: string; key: string }[], tx: DbOrTx = db): Promise<BidRow[]> {
      if (keys.length === 0) return [];
      const rows = await queryRows<{
        id: number | string; auction_id: number | string; bidder_id: string; max_amount: number | string; price_after: number | string;
        leader_after: string; idempotency_key: string; placed_at: Date | string; voided_at: Date | string | null; voided_by: string | null; void_reason: string | null;
      }>(tx, sql`select a.* from unnest(${sql.param(keys.map((k) => k.auctionId))}::bigint[], ${sql.param(keys.map((k) => k.bidderId))}::text[], ${sql.param(keys.map((k) => k.key))}::text[]) as x(lot, bidder, key)
        cross join lateral (
          select * from auction_bids b where b.auction_id = x.lot and b.bidder_id = x.bidder and b.idempotency_key = x.key limit 1
        ) a`);
      return rows.map((r) => ({
        id: Number(r.id), auctionId: Number(r.auction_id), bidderId: r.bidder_id, maxAmount: Number(r.max_amount), priceAfter: Number(r.price_after),
        leaderAfter: r.leader_after, idempotencyKey: r.idempotency_key, placedAt: new Date(r.placed_at),
        voidedAt: r.voided_at === null ? null : new Date(r.voided_at), voidedBy: r.voided_by, voidReason: r.void_reason,
      }));
    },

    /**
     * The groups' bids and each lot's state after them, in one statement whatever the number of
     * lots (one round trip of the writer; the rows go as arrays, not as a parameter per value).
     * A lot's bids are inserted in the order of its `rows`, so its log's id order is the order
     * they were applied. Answers each group's new bid ids in the order of its `rows`.
     */
    async saveGroups(groups: readonly { auctionId: number; rows: NewBid[]; state: StoredState }[], tx: DbOrTx): Promise<{ id: number }[][]> {
      const rows = groups.flatMap((g) => g.rows);
      if (rows.length === 0 || groups.some((g) => g.rows.length === 0)) throw new Error('saveGroups: a group without bids');
      const iso = (d: Date | null) => (d === null ? null : d.toISOString());
      const states = groups.map((g) => g.state);
      const saved = await queryRows<{ id: number | string; auction_id: number | string; bidder_id: string; idempotency_key: string }>(tx, sql`
        with placed as (
          insert into auction_bids (auction_id, bidder_id, max_amount, price_after, leader_after, idempotency_key, placed_at)
          select x.lot, x.bidder, x.max_amount, x.price_after, x.leader_after, x.key, x.placed_at
            from unnest(
              ${sql.param(rows.map((r) => r.auctionId))}::bigint[], ${sql.param(rows.map((r) => r.bidderId))}::text[],
              ${sql.param(rows.map((r) => r.maxAmount))}::bigint[], ${sql.param(rows.map((r) => r.priceAfter))}::bigint[],
              ${sql.param(rows.map((r) => r.leaderAfter))}::text[], ${sql.param(rows.map((r) => r.idempotencyKey))}::text[],
              ${sql.param(rows.map((r) => iso(r.placedAt)))}::timestamptz[]
            ) with ordinality as x(lot, bidder, max_amount, price_after, leader_after, key, placed_at, n)
           order by x.n
          returning id, auction_id, bidder_id, idempotency_key
        ), saved as (
          update auctions a set
            current_bid = s.current_bid, leader_id = s.leader_id, leader_max = s.leader_max, second_max = s.second_max,
            bid_count = s.bid_count, ends_at = s.ends_at, scheduled_ends_at = s.scheduled_ends_at, reserve_met = s.reserve_met,
            bought_by = s.bought_by
            from unnest(
              ${sql.param(groups.map((g) => g.auctionId))}::bigint[], ${sql.param(states.map((t) => t.currentBid))}::bigint[],
              ${sql.param(states.map((t) => t.leaderId))}::text[], ${sql.param(states.map((t) => t.leaderMax))}::bigint[],
              ${sql.param(states.map((t) => t.secondMax))}::bigint[], ${sql.param(states.map((t) => t.bidCount))}::int[],
              ${sql.param(states.map((t) => iso(t.endsAt)))}::timestamptz[], ${sql.param(states.map((t) => iso(t.scheduledEndsAt)))}::timestamptz[],
              ${sql.param(states.map((t) => t.reserveMet))}::boolean[], ${sql.param(states.map((t) => t.boughtBy))}::text[]
            ) as s(id, current_bid, leader_id, leader_max, second_max, bid_count, ends_at, scheduled_ends_at, reserve_met, bought_by)
           where a.id = s.id
        )
        select id, auction_id, bidder_id, idempotency_key from placed`);
      // By (lot, bidder, key), unique: the answer's order is not the statement's promise.
      const ids = new Map(saved.map((r) => [`${r.auction_id}|${r.bidder_id}|${r.idempotency_key}`, Number(r.id)]));
      return groups.map((g) => g.rows.map((r) => ({ id: ids.get(`${g.auctionId}|${r.bidderId}|${r.idempotencyKey}`)! })));
    },

    async saveState(id: number, state: StoredState, tx: DbOrTx): Promise<void> {
      await tx.update(auctions).set(state).where(eq(auctions.id, id));
    },

    /** The whole log of a lot in the order it was accepted (voided bids included, marked). */
    async log(auctionId: number, tx: DbOrTx = db): Promise<BidRow[]> {
      return tx.select().from(auctionBids).where(eq(auctionBids.auctionId, auctionId)).orderBy(asc(auctionBids.id));
    },

    async bid(bidId: number, tx: DbOrTx = db): Promise<BidRow | null> {
      const [row] = await tx.select().from(auctionBids).where(eq(auctionBids.id, bidId));
      return row ?? null;
    },

    async voidBid(bidId: number, by: string, reason: string, at: Date, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(auctionBids)
        .set({ voidedAt: at, voidedBy: by, voidReason: reason })
        .where(and(eq(auctionBids.id, bidId), isNull(auctionBids.voidedAt)))
        .returning({ id: auctionBids.id });
      return rows.length > 0;
    },

    /** Rewrites the `price_after`/`leader_after` of bids after a void's replay. */
    async setBidOutcome(bidId: number, priceAfter: number, leaderAfter: string, tx: DbOrTx): Promise<void> {
      await tx.update(auctionBids).set({ priceAfter, leaderAfter }).where(eq(auctionBids.id, bidId));
    },

    /** Distinct bidders of a lot, in the order of their first bid. */
    async bidders(auctionId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ bidderId: auctionBids.bidderId, first: sql<number>`min(${auctionBids.id})`.mapWith(Number) })
        .from(auctionBids)
        .where(and(eq(auctionBids.auctionId, auctionId), isNull(auctionBids.voidedAt)))
        .groupBy(auctionBids.bidderId)
        .orderBy(sql`min(${auctionBids.id})`);
      return rows.map((r) => r.bidderId);
    },

    /** A member's highest maximum on a lot (not voided), or null. */
    async ownMax(auctionId: number, userId: string, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx
        .select({ max: sql<string | null>`max(${auctionBids.maxAmount})` })
        .from(auctionBids)
        .where(and(eq(auctionBids.auctionId, auctionId), eq(auctionBids.bidderId, userId), isNull(auctionBids.voidedAt)));
      return row?.max == null ? null : Number(row.max);
    },

    /** The lots a member has bid on (bids not voided), the most recently bid first. */
    async lotsBidOnBy(userId: string, limit: number, tx: DbOrTx = db): Promise<LotRow[]> {
      const mine = tx
        .select({ auctionId: auctionBids.auctionId, last: sql<number>`max(${auctionBids.id})`.as('last') })
        .from(auctionBids)
        .where(and(eq(auctionBids.bidderId, userId), isNull(auctionBids.voidedAt)))
        .groupBy(auctionBids.auctionId)
        .as('mine');
      const rows = await tx
        .select({ lot: auctions })
        .from(auctions)
        .innerJoin(mine, eq(mine.auctionId, auctions.id))
        .orderBy(desc(mine.last))
        .limit(limit);
      return rows.map((r) => r.lot);
    },

    /** Newest first, for the lot's history. */
    async recentBids(auctionId: number, limit: number, tx: DbOrTx = db): Promise<BidRow[]> {
      return tx
        .select()
        .from(auctionBids)
        .where(and(eq(auctionBids.auctionId, auctionId), isNull(auctionBids.voidedAt)))
        .orderBy(desc(auctionBids.id))
        .limit(limit);
    },

    /** true when the member now watches the lot and did not before (the count moved). */
    async watch(auctionId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      return tx.transaction(async (inner) => {
        const added = await inner.insert(auctionWatchers).values({ auctionId, userId }).onConflictDoNothing().returning({ id: auctionWatchers.auctionId });
        if (added.length > 0) await inner.update(auctions).set({ watchers: sql`${auctions.watchers} + 1` }).where(eq(auctions.id, auctionId));
        return added.length > 0;
      });
    },

    async unwatch(auctionId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      return tx.transaction(async (inner) => {
        const gone = await inner
          .delete(auctionWatchers)
          .where(and(eq(auctionWatchers.auctionId, auctionId), eq(auctionWatchers.userId, userId)))
          .returning({ id: auctionWatchers.auctionId });
        if (gone.length > 0) await inner.update(auctions).set({ watchers: sql`greatest(${auctions.watchers} - 1, 0)` }).where(eq(auctions.id, auctionId));
        return gone.length > 0;
      });
    },

    async isWatching(auctionId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.select({ id: auctionWatchers.auctionId }).from(auctionWatchers)
        .where(and(eq(auctionWatchers.auctionId, auctionId), eq(auctionWatchers.userId, userId)));
      return rows.length > 0;
    },

    async watchedIds(userId: string, tx: DbOrTx = db): Promise<number[]> {
      const rows = await tx.select({ id: auctionWatchers.auctionId }).from(auctionWatchers).where(eq(auctionWatchers.userId, userId));
      return rows.map((r) => r.id);
    },

    async watcherIds(auctionId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ id: auctionWatchers.userId }).from(auctionWatchers).where(eq(auctionWatchers.auctionId, auctionId));
      return rows.map((r) => r.id);
    },

    /** Lots open now or past their end but not closed yet (the sweep closes those). */
    async dueToClose(limit: number, tx: DbOrTx = db): Promise<number[]> {
      const rows = await tx.select({ id: auctions.id }).from(auctions)
        .where(and(eq(auctions.status, 'live'), lte(auctions.endsAt, sql`now()`)))
        .orderBy(asc(auctions.endsAt)).limit(limit);
      return rows.map((r) => r.id);
    },

    /** Scheduled lots whose start has come: opened in one statement through the 'open' rule. */
    async openDue(rule: { from: string[]; to: string }, tx: DbOrTx = db): Promise<number> {
      // The rows are locked in id order, as the bid writer takes them (lockLots): no deadlock between the two.
      const due = tx.select({ id: auctions.id }).from(auctions)
        .where(and(inArray(auctions.status, rule.from as LotRow['status'][]), lte(auctions.startsAt, sql`now()`)))
        .orderBy(asc(auctions.id)).for('update');
      const rows = await tx.update(auctions).set({ status: rule.to as LotRow['status'] })
        .where(and(inArray(auctions.id, due), inArray(auctions.status, rule.from as LotRow['status'][])))
        .returning({ id: auctions.id });
      return rows.length;
    },

    /** Live lots ending within (from, to] of now, for the watchers' reminders. */
    async endingBetween(fromMs: number, toMs: number, tx: DbOrTx = db): Promise<LotRow[]> {
      return tx.select().from(auctions).where(and(
        eq(auctions.status, 'live'),
        gt(auctions.endsAt, sql`now() + make_interval(secs => ${fromMs / 1000})`),
        lte(auctions.endsAt, sql`now() + make_interval(secs => ${toMs / 1000})`),
      ));
    },

    async settle(id: number, fields: { status: LotRow['status']; winnerId: string | null; hammerPrice: number | null; orderId: string | null }, tx: DbOrTx): Promise<void> {
      await tx.update(auctions).set({ ...fields, closedAt: sql`now()` }).where(eq(auctions.id, id));
    },

    /** The /auctions page: lots by group, newest results last closed first. */
    async browse(group: 'live' | 'ending_soon' | 'upcoming' | 'results', limit: number, tx: DbOrTx = db): Promise<LotRow[]> {
      const q = tx.select().from(auctions);
      switch (group) {
        case 'live':
          return q.where(and(eq(auctions.status, 'live'), gt(auctions.endsAt, sql`now()`), lte(auctions.startsAt, sql`now()`)))
            .orderBy(desc(auctions.bidCount), asc(auctions.id)).limit(limit);
        case 'ending_soon':
          return q.where(and(eq(auctions.status, 'live'), gt(auctions.endsAt, sql`now()`), lte(auctions.endsAt, sql`now() + interval '1 hour'`)))
            .orderBy(asc(auctions.endsAt), asc(auctions.id)).limit(limit);
        case 'upcoming':
          return q.where(or(eq(auctions.status, 'scheduled'), and(eq(auctions.status, 'live'), gt(auctions.startsAt, sql`now()`))))
            .orderBy(asc(auctions.startsAt), asc(auctions.id)).limit(limit);
        case 'results':
          return q.where(inArray(auctions.status, ['sold', 'unsold', 'ended']))
            .orderBy(sql`${auctions.closedAt} desc nulls last`, desc(auctions.id)).limit(limit);
      }
    },

    /**
     * Live lots open now for the /auctions listing, narrowed by what the lot's own row says
     * (ending within, price, no reserve); the piece's category and house are the catalogue's
     * and are matched by the caller. At most `cap`, ending soonest first.
     */
    async liveMatching(f: { endingWithinMs?: number | undefined; minPrice?: number | undefined; maxPrice?: number | undefined; noReserve?: boolean }, cap: number, tx: DbOrTx = db): Promise<LotRow[]> {
      const price = sql`coalesce(${auctions.currentBid}, ${auctions.startingPrice})`;
      return tx.select().from(auctions).where(and(
        eq(auctions.status, 'live'), gt(auctions.endsAt, sql`now()`), lte(auctions.startsAt, sql`now()`),
        f.endingWithinMs !== undefined ? lte(auctions.endsAt, sql`now() + make_interval(secs => ${f.endingWithinMs / 1000})`) : undefined,
        f.minPrice !== undefined ? sql`${price} >= ${f.minPrice}` : undefined,
        f.maxPrice !== undefined ? sql`${price} <= ${f.maxPrice}` : undefined,
        f.noReserve ? isNull(auctions.reservePrice) : undefined,
      )).orderBy(asc(auctions.endsAt), asc(auctions.id)).limit(cap);
    },

    /** Fresh prices of these lots (the search cache keeps which lots match, never their price). */
    async prices(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx.select({ id: auctions.id, currentBid: auctions.currentBid, bidCount: auctions.bidCount, endsAt: auctions.endsAt, watchers: auctions.watchers, status: auctions.status })
        .from(auctions).where(inArray(auctions.id, ids));
    },
  };
}

export type BiddingRepo = ReturnType<typeof createBiddingRepo>;

export type SecondChanceRow = typeof auctionSecondChance.$inferSelect;

/** Second-chance offers (issue #14): one row per lot at most. */
export function createSecondChanceRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> => db.transaction(work),

    async of(auctionId: number, tx: DbOrTx = db): Promise<SecondChanceRow | null> {
      const [row] = await tx.select().from(auctionSecondChance).where(eq(auctionSecondChance.auctionId, auctionId));
      return row ?? null;
    },

    async forUpdate(auctionId: number, tx: DbOrTx): Promise<SecondChanceRow | null> {
      const [row] = await tx.select().from(auctionSecondChance).where(eq(auctionSecondChance.auctionId, auctionId)).for('update');
      return row ?? null;
    },

    /** false when the lot already has its offer (the primary key: one per lot, ever). */
    async insert(row: Omit<SecondChanceRow, 'status' | 'createdAt' | 'answeredAt' | 'orderId'>, tx: DbOrTx): Promise<boolean> {
      const made = await tx.insert(auctionSecondChance).values(row).onConflictDoNothing().returning({ id: auctionSecondChance.auctionId });
      return made.length > 0;
    },

    /** Moves the offer from `from` to `to`; false when it is no longer in `from`. */
    async move(auctionId: number, from: SecondChanceState, to: SecondChanceState, fields: { orderId?: string | null }, tx: DbOrTx): Promise<boolean> {
      const moved = await tx.update(auctionSecondChance).set({ status: to, answeredAt: sql`now()`, ...fields })
        .where(and(eq(auctionSecondChance.auctionId, auctionId), eq(auctionSecondChance.status, from)))
        .returning({ id: auctionSecondChance.auctionId });
      return moved.length > 0;
    },
  };
}

export type SecondChanceRepo = ReturnType<typeof createSecondChanceRepo>;
