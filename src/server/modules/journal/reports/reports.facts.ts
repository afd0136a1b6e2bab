import type { DbOrTx } from '../../../db/client.js';
import type { CategoryLine, HouseFacts, IndexPoint, InterestFacts, ModelMove, ReportFacts, ReportLinkable } from '../../../../shared/journal/report-facts.js';
import {
  MIN_INTEREST, MIN_MODEL_SALES, REPORT_LIST_SIZE, percentChange, periodBounds, shiftPeriod,
} from '../../../../shared/journal/report-text.js';
import type { InterestRow, ReportsRepo, ScopeKey } from './reports.repo.js';

/** Months of index the report's chart shows, the reported month included. */
export const SERIES_MONTHS = 12;
/** Months before the reported one that a model's move is measured against. */
export const MODEL_BASE_MONTHS = 3;

export const MARKET_SCOPE = 'market';

export interface MonthFacts {
  period: string;
  market: ReportFacts;
  categories: ReportFacts[];
}

/**
 * Gathers one month's facts for every top-level category and for the market, in eight queries
 * over the published views (reports.repo.ts). Pure reading; nothing is written.
 */
export async function gatherMonthFacts(repo: ReportsRepo, period: string, tx?: DbOrTx): Promise<MonthFacts> {
  const { start, end } = periodBounds(period);
  const seriesFrom = periodBounds(shiftPeriod(period, -(SERIES_MONTHS - 1))).start;
  const previousStart = periodBounds(shiftPeriod(period, -1)).start;
  const modelBase = periodBounds(shiftPeriod(period, -MODEL_BASE_MONTHS)).start;

  // One after another: PGlite is one connection, and on PostgreSQL each query already uses the machine.
  const categories = await repo.categories(tx);
  const index = await repo.index(seriesFrom, end, tx);
  const models = await repo.models(start, end, modelBase, MIN_MODEL_SALES, tx);
  const houses = await repo.houses(start, end, previousStart, tx);
  const listings = await repo.listings(start, end, tx);
  const auctions = await repo.auctions(start, end, tx);
  const topLots = await repo.topLots(start, end, tx);
  const wishlist = await repo.wishlistRisers(start, end, previousStart, MIN_INTEREST, REPORT_LIST_SIZE, tx);
  const views = await repo.viewRisers(start, end, previousStart, MIN_INTEREST, REPORT_LIST_SIZE, tx);

  const brandIds = [...new Set([...models.map((m) => m.brandId), ...houses.map((h) => h.brandId)])];
  const brands = new Map((await repo.brands(brandIds, tx)).map((b) => [b.id, { slug: b.slug, name: b.name }]));
  const brandOf = (id: number): ReportLinkable => brands.get(id) ?? { slug: String(id), name: 'Unknown house' };

  const moves: (ModelMove & { category: string })[] = models.map((m) => ({
    category: m.category,
    brand: brandOf(m.brandId),
    model: m.model,
    product: { id: m.productId, slug: m.productSlug, name: m.productName },
    sales: m.sales,
    previousSales: m.previousSales,
    median: m.median,
    previousMedian: m.previousMedian,
    change: percentChange(m.median, m.previousMedian) ?? 0,
  }));

  const seriesOf = (key: ScopeKey): IndexPoint[] =>
    index.filter((r) => r.category === key).map(({ period: p, median, sales, value }) => ({ period: p, median, sales, value })).sort((a, b) => a.period.localeCompare(b.period));
  const housesOf = (key: ScopeKey): HouseFacts[] =>
    houses.filter((h) => h.category === key)
      .map((h) => ({
        brand: brandOf(h.brandId), sales: h.sales, median: h.median, previousMedian: h.previousMedian, previousSales: h.previousSales,
        retailSales: h.retailSales, retention: h.retention,
      }))
      .sort((a, b) => b.sales - a.sales || a.brand.name.localeCompare(b.brand.name));
  const interest = (rows: InterestRow[], key: ScopeKey): InterestFacts[] =>
    rows.filter((r) => key === null || r.category === key)
      .sort((a, b) => (b.current - b.previous) - (a.current - a.previous) || b.current - a.current || a.productSlug.localeCompare(b.productSlug))
      .slice(0, REPORT_LIST_SIZE)
      .map((r) => ({ product: { id: r.productId, slug: r.productSlug, name: r.productName }, current: r.current, previous: r.previous }));
  const auctionsOf = (key: ScopeKey) => {
    const row = auctions.find((a) => a.category === key);
    const lots = topLots.filter((t) => key === null || t.category === key).sort((a, b) => b.hammer - a.hammer || a.slug.localeCompare(b.slug));
    const top = lots[0];
    return {
      closed: row?.closed ?? 0, sold: row?.sold ?? 0, hammerTotal: row?.hammerTotal ?? 0,
      top: top ? { slug: top.slug, productName: top.productName, hammer: top.hammer, bids: top.bids, startingPrice: top.startingPrice } : null,
    };
  };
  const listingsOf = (key: ScopeKey) => {
    const row = listings.find((l) => l.category === key);
    return { onOffer: row?.onOffer ?? 0, sold: row?.sold ?? 0 };
  };

  const facts = (key: ScopeKey, category: ReportLinkable | null, lines: CategoryLine[]): ReportFacts => ({
    scope: key ?? MARKET_SCOPE,
    category,
    period,
    series: seriesOf(key),
    models: moves.filter((m) => key === null || m.category === key).map(({ category: _c, ...m }) => m),
    houses: housesOf(key),
    listings: listingsOf(key),
    auctions: auctionsOf(key),
    wishlist: interest(wishlist, key),
    views: interest(views, key),
    categories: lines,
  });

  const previous = shiftPeriod(period, -1);
  const lines: CategoryLine[] = categories.map((c) => {
    const now = index.find((r) => r.category === c.slug && r.period === period);
    const before = index.find((r) => r.category === c.slug && r.period === previous);
    return { category: c, sales: now?.sales ?? 0, median: now?.median ?? null, previousMedian: before?.median ?? null, previousSales: before?.sales ?? 0 };
  });

  return {
    period,
    market: facts(null, null, lines),
    categories: categories.map((c) => facts(c.slug, c, [])),
  };
}
