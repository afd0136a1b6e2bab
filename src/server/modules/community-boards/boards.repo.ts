import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { Board, Period } from '../../../shared/leaderboards/contracts.js';
import {
  boardCollectorFacets, boardConsents, boardRanks, boardRuns, boardTopCrossings, discoverFacetList, discoverFacets, discoverItems,
} from './boards.tables.js';
import * as sources from './boards-sources.repo.js';

/** discover's row in board_runs. */
export const DISCOVER_RUN = 'discover';

export type RankRow = typeof boardRanks.$inferSelect;
export type DiscoverItemRow = typeof discoverItems.$inferSelect;
export type DiscoverSortKey = 'trending' | 'new' | 'appreciated';

/** The community-boards module's Drizzle code: its own tables here, the cross-module reads in boards-sources.repo.ts. */
export function createBoardsRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // Writing a board (inside the job's transaction for that board).

    async topOf(board: Board, period: Period, top: number, tx: DbOrTx): Promise<Map<string, number>> {
      const rows = await tx.select({ userId: boardRanks.userId, rank: boardRanks.rank }).from(boardRanks)
        .where(and(eq(boardRanks.board, board), eq(boardRanks.period, period), lte(boardRanks.rank, top)));
      return new Map(rows.map((r) => [r.userId, r.rank]));
    },
    async replaceBoard(board: Board, period: Period, now: Date, tx: DbOrTx): Promise<number> {
      await tx.delete(boardRanks).where(and(eq(boardRanks.board, board), eq(boardRanks.period, period)));
      return sources.insertBoard(tx, board, period, now);
    },
    async lastRun(board: string, period: Period, tx: DbOrTx = db) {
      const [row] = await tx.select().from(boardRuns).where(and(eq(boardRuns.board, board), eq(boardRuns.period, period)));
      return row ?? null;
    },
    async recordRun(board: string, period: Period, computedAt: Date, members: number, tookMs: number, tx: DbOrTx): Promise<void> {
      await tx.insert(boardRuns).values({ board, period, computedAt, members, tookMs })
        .onConflictDoUpdate({ target: [boardRuns.board, boardRuns.period], set: { computedAt, members, tookMs } });
    },
    async crossingsOf(board: Board, period: Period, tx: DbOrTx) {
      return tx.select().from(boardTopCrossings).where(and(eq(boardTopCrossings.board, board), eq(boardTopCrossings.period, period), eq(boardTopCrossings.inTop, true)));
    },
    async setInTop(board: Board, period: Period, rows: { userId: string; inTop: boolean; crossings: number }[], tx: DbOrTx): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(boardTopCrossings).values(rows.map((r) => ({ board, period, ...r })))
        .onConflictDoUpdate({
          target: [boardTopCrossings.board, boardTopCrossings.period, boardTopCrossings.userId],
          set: { inTop: sql`excluded.in_top`, crossings: sql`excluded.crossings` },
        });
    },
    async crossingCounts(board: Board, period: Period, userIds: string[], tx: DbOrTx): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await tx.select({ userId: boardTopCrossings.userId, crossings: boardTopCrossings.crossings }).from(boardTopCrossings)
        .where(and(eq(boardTopCrossings.board, board), eq(boardTopCrossings.period, period), inArray(boardTopCrossings.userId, userIds)));
      return new Map(rows.map((r) => [r.userId, r.crossings]));
    },

    // Reading a board: index ranges of (board, period, rank) and (board, period, user_id).

    async page(board: Board, period: Period, offset: number, limit: number): Promise<RankRow[]> {
      return db.select().from(boardRanks)
        .where(and(eq(boardRanks.board, board), eq(boardRanks.period, period), gt(boardRanks.rank, offset), lte(boardRanks.rank, offset + limit)))
        .orderBy(asc(boardRanks.rank));
    },
    async rankOf(board: Board, period: Period, userId: string): Promise<RankRow | null> {
      const [row] = await db.select().from(boardRanks).where(and(eq(boardRanks.board, board), eq(boardRanks.period, period), eq(boardRanks.userId, userId)));
      return row ?? null;
    },

    // Consent.

    async consentOf(userId: string): Promise<boolean> {
      const [row] = await db.select({ consent: boardConsents.consent }).from(boardConsents).where(eq(boardConsents.userId, userId));
      return row?.consent ?? false;
    },
    async setConsent(userId: string, consent: boolean): Promise<void> {
      await db.insert(boardConsents).values({ userId, consent })
        .onConflictDoUpdate({ target: boardConsents.userId, set: { consent, updatedAt: sql`now()` } });
    },
    hasPublicPortfolio: (userId: string) => sources.hasPublicPortfolio(db, userId),

    // Discover.

    async replaceDiscover(now: Date, tx: DbOrTx): Promise<number> {
      await tx.delete(discoverItems);
      await tx.delete(discoverFacetList);
      await sources.insertDiscoverItems(tx, now);
      // The facet rows (five per item, four indexes) are brought in line with the new items
      // rather than rewritten: most items' scores do not move between runs (no appreciation,
      // comment or follow this week), and rewriting all of them was 80 s of a 95 s refresh at
      // 170,000 items (bench:community). Rows whose item is gone or changed go; missing ones come.
      await tx.execute(sql`delete from discover_facets f where not exists (
          select 1 from discover_items i
           where i.kind = f.kind and i.item_id = f.item_id and (f.facet = 'all' or f.facet = any(i.facets))
             and i.published_at = f.published_at and i.appreciations_week = f.appreciations_week and i.trending = f.trending)`);
      await tx.execute(sql`insert into discover_facets (facet, kind, item_id, published_at, appreciations_week, trending)
        select f.facet, i.kind, i.item_id, i.published_at, i.appreciations_week, i.trending
        from discover_items i cross join lateral unnest(array['all'] || i.facets) as f(facet)
        on conflict (facet, kind, item_id) do nothing`);
      await sources.insertFacetList(tx);
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(discoverItems);
      return Number(row?.n ?? 0);
    },
    async replaceCollectorFacets(tx: DbOrTx): Promise<void> {
      await tx.delete(boardCollectorFacets);
      await sources.insertCollectorFacets(tx);
    },
    async discoverPage(facet: string, sort: DiscoverSortKey, offset: number, limit: number): Promise<DiscoverItemRow[]> {
      const order: SQL[] = sort === 'trending'
        ? [desc(discoverFacets.trending), desc(discoverFacets.publishedAt), asc(discoverFacets.kind), desc(discoverFacets.itemId)]
        : sort === 'appreciated'
          ? [desc(discoverFacets.appreciationsWeek), desc(discoverFacets.publishedAt), asc(discoverFacets.kind), desc(discoverFacets.itemId)]
          : [desc(discoverFacets.publishedAt), asc(discoverFacets.kind), desc(discoverFacets.itemId)];
      const keys = await db.select({ kind: discoverFacets.kind, itemId: discoverFacets.itemId }).from(discoverFacets)
        .where(eq(discoverFacets.facet, facet)).orderBy(...order).limit(limit).offset(offset);
      if (keys.length === 0) return [];
      const rows = await db.select().from(discoverItems)
        .where(sql`(${discoverItems.kind}, ${discoverItems.itemId}) in (${sql.join(keys.map((k) => sql`(${k.kind}, ${k.itemId})`), sql`, `)})`);
      const byKey = new Map(rows.map((r) => [`${r.kind}:${r.itemId}`, r]));
      return keys.map((k) => byKey.get(`${k.kind}:${k.itemId}`)).filter((r): r is DiscoverItemRow => r !== undefined);
    },
    async facetList() {
      return db.select().from(discoverFacetList).orderBy(desc(discoverFacetList.items), asc(discoverFacetList.label));
    },
    async discoverComputedAt(): Promise<Date | null> {
      return (await this.lastRun(DISCOVER_RUN, 'all'))?.computedAt ?? null;
    },

    // Members to follow.

    async collectorsOf(facets: string[], exclude: string, perFacet: number): Promise<{ userId: string; facet: string; pieces: number }[]> {
      if (facets.length === 0) return [];
      const out: { userId: string; facet: string; pieces: number }[] = [];
      for (const facet of facets) {
        const rows = await db.select({ userId: boardCollectorFacets.userId, pieces: boardCollectorFacets.pieces }).from(boardCollectorFacets)
          .where(and(eq(boardCollectorFacets.facet, facet), sql`${boardCollectorFacets.userId} <> ${exclude}`))
          .orderBy(desc(boardCollectorFacets.pieces), asc(boardCollectorFacets.userId)).limit(perFacet);
        out.push(...rows.map((r) => ({ ...r, facet })));
      }
      return out;
    },
    facetExists: (kind: 'category' | 'house', slug: string) => sources.facetExists(db, kind, slug),
    facetsOf: (userId: string, limit: number) => sources.facetsOf(db, userId, limit),
    followedByFollowed: (userId: string, limit: number) => sources.followedByFollowed(db, userId, limit),
    alreadyFollowed: (userId: string, ids: string[]) => sources.alreadyFollowed(db, userId, ids),
  };
}

export type BoardsRepo = ReturnType<typeof createBoardsRepo>;
