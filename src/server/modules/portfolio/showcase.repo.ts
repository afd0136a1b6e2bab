import { and, asc, count, desc, eq, inArray, isNull, notInArray, param, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { MonthlyLastSales } from '../../../shared/portfolio/value-history.js';
import { portfolioItems } from './portfolio.tables.js';
import { communityPortfolioAppreciations, communityPortfolioFollows, communityPortfolioPieces, communityPortfolios } from './showcase.tables.js';

export type ShowcaseRow = typeof communityPortfolios.$inferSelect;
export interface ShowcaseFields {
  title: string;
  description: string;
  coverItemId: number | null;
  showValues: boolean;
}

/**
 * A piece of a portfolio as the public side may read it: which item, which product, when it
 * joined Patina. Never the price paid, the date acquired or the note (they are not selected).
 */
export interface ShownItem {
  itemId: number;
  productId: number;
  addedAt: Date;
}

/** Public portfolios' Drizzle code (the portfolio module's). Every read for others leaves out hidden rows. */
export function createShowcaseRepo(db: Db) {
  const shown = and(eq(communityPortfolios.status, 'published'), isNull(communityPortfolios.hiddenAt));
  const own = (id: number, ownerId: string) => and(eq(communityPortfolios.id, id), eq(communityPortfolios.ownerId, ownerId), isNull(communityPortfolios.hiddenAt));

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The member's items among `ids`: the only pieces they may show. */
    async ownedItems(ownerId: string, ids: number[], tx: DbOrTx = db): Promise<ShownItem[]> {
      if (ids.length === 0) return [];
      return tx
        .select({ itemId: portfolioItems.id, productId: portfolioItems.productId, addedAt: portfolioItems.createdAt })
        .from(portfolioItems)
        .where(and(eq(portfolioItems.userId, ownerId), inArray(portfolioItems.id, ids)));
    },

    /** All of a member's pieces as the value history needs them (their portfolio holds at most 500). */
    memberItems(ownerId: string, limit: number, tx: DbOrTx = db): Promise<ShownItem[]> {
      return tx
        .select({ itemId: portfolioItems.id, productId: portfolioItems.productId, addedAt: portfolioItems.createdAt })
        .from(portfolioItems)
        .where(eq(portfolioItems.userId, ownerId))
        .orderBy(asc(portfolioItems.createdAt), asc(portfolioItems.id))
        .limit(limit);
    },

    /** A member's portfolios, counted under a per-member lock so two creations cannot pass the cap together. */
    async lockAndCount(ownerId: string, tx: Tx): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('showcase:' || ${ownerId}))`);
      const [row] = await tx.select({ n: count() }).from(communityPortfolios).where(eq(communityPortfolios.ownerId, ownerId));
      return Number(row?.n ?? 0);
    },

    async insert(ownerId: string, fields: ShowcaseFields, tx: DbOrTx = db): Promise<ShowcaseRow> {
      const [row] = await tx.insert(communityPortfolios).values({ ownerId, ...fields, status: 'published', publishedAt: sql`now()` }).returning();
      return row!;
    },

    /** The owner's portfolio, locked for the rest of the transaction; null if not theirs, gone or hidden. */
    async lockOwn(id: number, ownerId: string, tx: DbOrTx = db): Promise<ShowcaseRow | null> {
      const [row] = await tx.select().from(communityPortfolios).where(own(id, ownerId)).for('update').limit(1);
      return row ?? null;
    },

    async update(id: number, ownerId: string, fields: Partial<ShowcaseFields>, tx: DbOrTx = db): Promise<ShowcaseRow | null> {
      const [row] = await tx.update(communityPortfolios).set({ ...fields, updatedAt: sql`now()` }).where(own(id, ownerId)).returning();
      return row ?? null;
    },

    async remove(id: number, ownerId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(communityPortfolios).where(own(id, ownerId)).returning({ id: communityPortfolios.id });
      return rows.length > 0;
    },

    /**
     * Sets the pieces and their order; answers the items that were not there before (the
     * pieces followers hear of). Pieces taken out go; those kept keep their `added_at`.
     */
    async setPieces(portfolioId: number, itemIds: number[], tx: DbOrTx = db): Promise<number[]> {
      const before = new Set((await tx.select({ itemId: communityPortfolioPieces.itemId }).from(communityPortfolioPieces)
        .where(eq(communityPortfolioPieces.portfolioId, portfolioId))).map((r) => r.itemId));
      await tx.delete(communityPortfolioPieces).where(and(
        eq(communityPortfolioPieces.portfolioId, portfolioId),
        itemIds.length > 0 ? notInArray(communityPortfolioPieces.itemId, itemIds) : undefined,
      ));
      if (itemIds.length > 0) {
        await tx
          .insert(communityPortfolioPieces)
          .values(itemIds.map((itemId, position) => ({ portfolioId, itemId, position })))
          .onConflictDoUpdate({ target: [communityPortfolioPieces.portfolioId, communityPortfolioPieces.itemId], set: { position: sql`excluded.position` } });
      }
      return itemIds.filter((i) => !before.has(i));
    },

    /** A portfolio members may see: published and not hidden. */
    async visible(id: number, tx: DbOrTx = db): Promise<ShowcaseRow | null> {
      const [row] = await tx.select().from(communityPortfolios).where(and(eq(communityPortfolios.id, id), shown)).limit(1);
      return row ?? null;
    },

    /** A member's visible portfolios, newest change first. */
    byOwner(ownerId: string, limit: number, tx: DbOrTx = db): Promise<ShowcaseRow[]> {
      return tx
        .select()
        .from(communityPortfolios)
        .where(and(eq(communityPortfolios.ownerId, ownerId), shown))
        .orderBy(desc(communityPortfolios.updatedAt), desc(communityPortfolios.id))
        .limit(limit);
    },

    /** The pieces of these portfolios in their order (id, product, when it joined Patina; nothing private). */
    async pieces(portfolioIds: number[], tx: DbOrTx = db): Promise<Map<number, ShownItem[]>> {
      const out = new Map<number, ShownItem[]>(portfolioIds.map((id) => [id, []]));
      if (portfolioIds.length === 0) return out;
      const rows = await tx
        .select({ portfolioId: communityPortfolioPieces.portfolioId, itemId: portfolioItems.id, productId: portfolioItems.productId, addedAt: portfolioItems.createdAt })
        .from(communityPortfolioPieces)
        .innerJoin(portfolioItems, eq(portfolioItems.id, communityPortfolioPieces.itemId))
        .where(inArray(communityPortfolioPieces.portfolioId, portfolioIds))
        .orderBy(asc(communityPortfolioPieces.portfolioId), asc(communityPortfolioPieces.position), asc(communityPortfolioPieces.itemId));
      for (const r of rows) out.get(r.portfolioId)?.push({ itemId: r.itemId, productId: r.productId, addedAt: r.addedAt });
      return out;
    },

    /** Follows once; the count moves with the row, in the caller's transaction. */
    async follow(portfolioId: number, userId: string, tx: DbOrTx = db): Promise<{ created: boolean; count: number }> {
      const inserted = await tx.insert(communityPortfolioFollows).values({ portfolioId, userId }).onConflictDoNothing().returning({ id: communityPortfolioFollows.portfolioId });
      const [row] = inserted.length === 0
        ? await tx.select({ count: communityPortfolios.followersCount }).from(communityPortfolios).where(eq(communityPortfolios.id, portfolioId))
        : await tx.update(communityPortfolios).set({ followersCount: sql`${communityPortfolios.followersCount} + 1` }).where(eq(communityPortfolios.id, portfolioId)).returning({ count: communityPortfolios.followersCount });
      return { created: inserted.length > 0, count: row?.count ?? 0 };
    },

    async unfollow(portfolioId: number, userId: string, tx: DbOrTx = db): Promise<number> {
      const removed = await tx.delete(communityPortfolioFollows)
        .where(and(eq(communityPortfolioFollows.portfolioId, portfolioId), eq(communityPortfolioFollows.userId, userId)))
        .returning({ id: communityPortfolioFollows.portfolioId });
      const [row] = removed.length === 0
        ? await tx.select({ count: communityPortfolios.followersCount }).from(communityPortfolios).where(eq(communityPortfolios.id, portfolioId))
        : await tx.update(communityPortfolios).set({ followersCount: sql`greatest(${communityPortfolios.followersCount} - 1, 0)` }).where(eq(communityPortfolios.id, portfolioId)).returning({ count: communityPortfolios.followersCount });
      return row?.count ?? 0;
    },

    async appreciate(portfolioId: number, userId: string, tx: DbOrTx = db): Promise<number> {
      const inserted = await tx.insert(communityPortfolioAppreciations).values({ portfolioId, userId }).onConflictDoNothing().returning({ id: communityPortfolioAppreciations.portfolioId });
      const [row] = inserted.length === 0
        ? await tx.select({ count: communityPortfolios.appreciationsCount }).from(communityPortfolios).where(eq(communityPortfolios.id, portfolioId))
        : await tx.update(communityPortfolios).set({ appreciationsCount: sql`${communityPortfolios.appreciationsCount} + 1` }).where(eq(communityPortfolios.id, portfolioId)).returning({ count: communityPortfolios.appreciationsCount });
      return row?.count ?? 0;
    },

    async unappreciate(portfolioId: number, userId: string, tx: DbOrTx = db): Promise<number> {
      const removed = await tx.delete(communityPortfolioAppreciations)
        .where(and(eq(communityPortfolioAppreciations.portfolioId, portfolioId), eq(communityPortfolioAppreciations.userId, userId)))
        .returning({ id: communityPortfolioAppreciations.portfolioId });
      const [row] = removed.length === 0
        ? await tx.select({ count: communityPortfolios.appreciationsCount }).from(communityPortfolios).where(eq(communityPortfolios.id, portfolioId))
        : await tx.update(communityPortfolios).set({ appreciationsCount: sql`greatest(${communityPortfolios.appreciationsCount} - 1, 0)` }).where(eq(communityPortfolios.id, portfolioId)).returning({ count: communityPortfolios.appreciationsCount });
      return row?.count ?? 0;
    },

    /** Whether the viewer follows and appreciates a portfolio. */
    async standing(portfolioId: number, userId: string, tx: DbOrTx = db): Promise<{ following: boolean; appreciated: boolean }> {
      const [f, a] = await Promise.all([
        tx.select({ id: communityPortfolioFollows.portfolioId }).from(communityPortfolioFollows)
          .where(and(eq(communityPortfolioFollows.portfolioId, portfolioId), eq(communityPortfolioFollows.userId, userId))).limit(1),
        tx.select({ id: communityPortfolioAppreciations.portfolioId }).from(communityPortfolioAppreciations)
          .where(and(eq(communityPortfolioAppreciations.portfolioId, portfolioId), eq(communityPortfolioAppreciations.userId, userId))).limit(1),
      ]);
      return { following: f.length > 0, appreciated: a.length > 0 };
    },

    async followerIds(portfolioId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ userId: communityPortfolioFollows.userId }).from(communityPortfolioFollows)
        .where(eq(communityPortfolioFollows.portfolioId, portfolioId)).orderBy(asc(communityPortfolioFollows.createdAt), asc(communityPortfolioFollows.userId));
      return rows.map((r) => r.userId);
    },

    /**
     * The last sale of each month each of these products' models sold in, through what pricing
     * and the catalogue publish for other modules (migration 0042). Zero prices are no sales.
     */
    async monthlyLastSales(productIds: number[], tx: DbOrTx = db): Promise<{ codes: Map<number, string>; sales: MonthlyLastSales }> {
      const codes = new Map<number, string>();
      const sales: MonthlyLastSales = new Map();
      if (productIds.length === 0) return { codes, sales };
      const ids = [...new Set(productIds)];
      const products = await queryRows<{ id: string | number; product_code: string }>(tx, sql`
        select id, product_code from catalog_published_products where id = any(${param(ids)}::bigint[])`);
      for (const p of products) codes.set(Number(p.id), p.product_code);
      const wanted = [...new Set(codes.values())];
      if (wanted.length === 0) return { codes, sales };
      const rows = await queryRows<{ product_code: string; month: string; sell_price: string | number }>(tx, sql`
        select distinct on (s.product_code, date_trunc('month', s.sale_date at time zone 'UTC'))
               s.product_code, to_char(date_trunc('month', s.sale_date at time zone 'UTC'), 'YYYY-MM') as month, s.sell_price
          from pricing_published_sales s
         where s.product_code = any(${param(wanted)}::text[]) and s.sell_price > 0
         order by s.product_code, date_trunc('month', s.sale_date at time zone 'UTC'), s.sale_date desc`);
      for (const r of rows) {
        let byMonth = sales.get(r.product_code);
        if (!byMonth) sales.set(r.product_code, (byMonth = new Map()));
        byMonth.set(r.month, Number(r.sell_price));
      }
      return { codes, sales };
    },
  };
}

export type ShowcaseRepo = ReturnType<typeof createShowcaseRepo>;
