import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';

/**
 * What the market reports read (issue #36, decision 056), and only through the views the owning
 * modules publish (migrations 0042 and 0046): pricing's sales, the catalogue's products,
 * brands, categories and page views, listings, auction results and wishlist saves. Every query
 * answers all categories at once (and the market as a whole, through grouping sets), so a
 * month's eleven reports cost one pass over the month's sales rather than eleven.
 *
 * Prices: USD cents. Zero and negative prices are left out, as in every price statistic
 * (shared/pricing/price-stats.ts). Medians are pricing's: `round(percentile_cont(0.5))` per
 * calendar month in UTC, exactly as pricing.repo's brandIndex computes the brand index, so a
 * report's figure equals the one pricing shows for the same month.
 */

/** A category slug, or null for the market as a whole (the grouping set without a category). */
export type ScopeKey = string | null;

export interface IndexRow {
  category: ScopeKey;
  period: string;
  median: number;
  sales: number;
  value: number;
}

export interface ModelRow {
  category: string;
  brandId: number;
  model: string;
  sales: number;
  previousSales: number;
  median: number;
  previousMedian: number;
  /** The model's piece that sold most in the month (its page shows the model's sales). */
  productId: number;
  productSlug: string;
  productName: string;
}

export interface HouseRow {
  category: ScopeKey;
  brandId: number;
  sales: number;
  median: number;
  previousMedian: number | null;
  previousSales: number;
  retailSales: number;
  /** Median of price achieved ÷ retail over the sales with a known retail price; null with none. */
  retention: number | null;
}

export interface ListingRow {
  category: ScopeKey;
  onOffer: number;
  sold: number;
}

export interface AuctionRow {
  category: ScopeKey;
  closed: number;
  sold: number;
  hammerTotal: number;
}

export interface TopLotRow {
  category: string;
  slug: string;
  productName: string;
  hammer: number;
  bids: number;
  startingPrice: number;
}

export interface InterestRow {
  category: string;
  productId: number;
  productSlug: string;
  productName: string;
  current: number;
  previous: number;
}

export interface NamedRow {
  id: number;
  slug: string;
  name: string;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const n = (v: unknown) => Number(v);
const scope = (v: unknown): ScopeKey => (v === null || v === undefined ? null : String(v));

/** How long one statement of a month's reads may run inside the job's transaction. */
export const BATCH_STATEMENT_TIMEOUT = '120s';

export function createReportsRepo(db: Db) {
  return {
    /**
     * The month's reads are a batch job, not a request: inside the job's transaction a statement
     * may run past the serving app's STATEMENT_TIMEOUT_MS (SET LOCAL ends with the transaction).
     */
    async allowBatchReads(tx: DbOrTx): Promise<void> {
      await tx.execute(sql.raw(`set local statement_timeout = '${BATCH_STATEMENT_TIMEOUT}'`));
    },

    /** The top-level categories, in the menu's order. */
    async categories(tx: DbOrTx = db): Promise<{ slug: string; name: string }[]> {
      const rows = await queryRows(tx, sql`
        select slug, name from catalog_published_categories where parent_slug is null order by position, slug`);
      return rows.map((r) => ({ slug: String(r.slug), name: String(r.name) }));
    },

    async brands(ids: number[], tx: DbOrTx = db): Promise<NamedRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows(tx, sql`
        select id, slug, name from catalog_published_brands where id = any(${`{${ids.join(',')}}`}::int[])`);
      return rows.map((r) => ({ id: n(r.id), slug: String(r.slug), name: String(r.name) }));
    },

    /** Median price, sales and value per month in [from, to), per category and for the market. */
    async index(from: Date, to: Date, tx: DbOrTx = db): Promise<IndexRow[]> {
      const rows = await queryRows(tx, sql`
        with s as (
          select p.category, to_char(date_trunc('month', s.sale_date at time zone 'UTC'), 'YYYY-MM') as period, s.sell_price
          from pricing_published_sales s
          join catalog_published_report_products p on p.product_code = s.product_code
          where s.sell_price > 0 and s.sale_date >= ${ts(from)} and s.sale_date < ${ts(to)}
        )
        select category, period,
               round(percentile_cont(0.5) within group (order by sell_price))::bigint as median,
               count(*)::integer as sales,
               sum(sell_price)::bigint as value
        from s
        group by grouping sets ((category, period), (period))`);
      return rows.map((r) => ({ category: scope(r.category), period: String(r.period), median: n(r.median), sales: n(r.sales), value: n(r.value) }));
    },

    /**
     * Each model's median in the month [start, end) against the `before` months before it,
     * for the models with at least `minSales` sales in each.
     */
    async models(start: Date, end: Date, before: Date, minSales: number, tx: DbOrTx = db): Promise<ModelRow[]> {
      const rows = await queryRows(tx, sql`
        with s as (
          select p.category, p.brand_id, p.model, p.id, p.slug, p.name, s.sell_price, s.sale_date >= ${ts(start)} as current
          from pricing_published_sales s
          join catalog_published_report_products p on p.product_code = s.product_code
          where s.sell_price > 0 and s.sale_date >= ${ts(before)} and s.sale_date < ${ts(end)}
        ), m as (
          select category, brand_id, model,
                 count(*) filter (where current)::integer as sales,
                 count(*) filter (where not current)::integer as previous_sales,
                 round(percentile_cont(0.5) within group (order by sell_price) filter (where current))::bigint as median,
                 round(percentile_cont(0.5) within group (order by sell_price) filter (where not current))::bigint as previous_median
          from s
          group by category, brand_id, model
          having count(*) filter (where current) >= ${minSales} and count(*) filter (where not current) >= ${minSales}
        )
        , top as (
          -- Each model's piece sold most in the month: one grouping, not a scan per model.
          select distinct on (category, brand_id, model) category, brand_id, model, id, slug, name
          from (
            select category, brand_id, model, id, slug, name, count(*) as n
            from s where current group by category, brand_id, model, id, slug, name
          ) x
          order by category, brand_id, model, n desc, slug
        )
        select m.*, top.id as product_id, top.slug as product_slug, top.name as product_name
        from m join top on top.category = m.category and top.brand_id = m.brand_id and top.model = m.model`);
      return rows.map((r) => ({
        category: String(r.category), brandId: n(r.brand_id), model: String(r.model), sales: n(r.sales), previousSales: n(r.previous_sales),
        median: n(r.median), previousMedian: n(r.previous_median), productId: n(r.product_id), productSlug: String(r.product_slug), productName: String(r.product_name),
      }));
    },

    /** Each house's month: sales, median, last month's median and value retention, per category and for the market. */
    async houses(start: Date, end: Date, previous: Date, tx: DbOrTx = db): Promise<HouseRow[]> {
      const rows = await queryRows(tx, sql`
        with s as (
          select p.category, p.brand_id, p.retail_price, s.sell_price, s.sale_date >= ${ts(start)} as current
          from pricing_published_sales s
          join catalog_published_report_products p on p.product_code = s.product_code
          where s.sell_price > 0 and s.sale_date >= ${ts(previous)} and s.sale_date < ${ts(end)}
        )
        select category, brand_id,
               count(*) filter (where current)::integer as sales,
               count(*) filter (where not current)::integer as previous_sales,
               round(percentile_cont(0.5) within group (order by sell_price) filter (where current))::bigint as median,
               round(percentile_cont(0.5) within group (order by sell_price) filter (where not current))::bigint as previous_median,
               count(*) filter (where current and retail_price > 0)::integer as retail_sales,
               percentile_cont(0.5) within group (order by sell_price::float8 / retail_price) filter (where current and retail_price > 0) as retention
        from s
        group by grouping sets ((category, brand_id), (brand_id))
        having count(*) filter (where current) > 0`);
      return rows.map((r) => ({
        category: scope(r.category), brandId: n(r.brand_id), sales: n(r.sales), previousSales: n(r.previous_sales), median: n(r.median),
        previousMedian: r.previous_median === null ? null : n(r.previous_median), retailSales: n(r.retail_sales),
        retention: r.retention === null ? null : n(r.retention),
      }));
    },

    /**
     * Listings on offer during the month (listed before its end, and neither sold before it
     * began nor taken down: a withdrawn or expired listing keeps no date of leaving) and those
     * sold in it, per category and for the market.
     */
    async listings(start: Date, end: Date, tx: DbOrTx = db): Promise<ListingRow[]> {
      const rows = await queryRows(tx, sql`
        select p.category,
               count(*)::integer as on_offer,
               count(*) filter (where l.sold_at >= ${ts(start)} and l.sold_at < ${ts(end)})::integer as sold
        from listings_published_listings l
        join catalog_published_report_products p on p.id = l.product_id
        where l.status in ('active', 'reserved', 'sold')
          and coalesce(l.approved_at, l.created_at) < ${ts(end)}
          and (l.sold_at is null or l.sold_at >= ${ts(start)})
        group by grouping sets ((p.category), ())`);
      return rows.map((r) => ({ category: scope(r.category), onOffer: n(r.on_offer), sold: n(r.sold) }));
    },

    /** Lots that closed in the month: how many, how many sold, and for how much, per category and for the market. */
    async auctions(start: Date, end: Date, tx: DbOrTx = db): Promise<AuctionRow[]> {
      const rows = await queryRows(tx, sql`
        select p.category,
               count(*)::integer as closed,
               count(*) filter (where a.status = 'sold')::integer as sold,
               coalesce(sum(a.hammer_price) filter (where a.status = 'sold'), 0)::bigint as hammer_total
        from auctions_published_results a
        join catalog_published_report_products p on p.id = a.product_id
        where a.status in ('sold', 'unsold') and a.closed_at >= ${ts(start)} and a.closed_at < ${ts(end)}
        group by grouping sets ((p.category), ())`);
      return rows.map((r) => ({ category: scope(r.category), closed: n(r.closed), sold: n(r.sold), hammerTotal: n(r.hammer_total) }));
    },

    /** The month's dearest sold lot of each category. */
    async topLots(start: Date, end: Date, tx: DbOrTx = db): Promise<TopLotRow[]> {
      const rows = await queryRows(tx, sql`
        select distinct on (p.category) p.category, a.slug, p.name as product_name, a.hammer_price, a.bid_count, a.starting_price
        from auctions_published_results a
        join catalog_published_report_products p on p.id = a.product_id
        where a.status = 'sold' and a.hammer_price > 0 and a.closed_at >= ${ts(start)} and a.closed_at < ${ts(end)}
        order by p.category, a.hammer_price desc, a.slug`);
      return rows.map((r) => ({
        category: String(r.category), slug: String(r.slug), productName: String(r.product_name), hammer: n(r.hammer_price), bids: n(r.bid_count), startingPrice: n(r.starting_price),
      }));
    },

    /**
     * Pieces saved to wishlists most in the month, with the month before, `limit` per category,
     * at least `min` saves and more than the month before.
     */
    wishlistRisers(start: Date, end: Date, previous: Date, min: number, limit: number, tx: DbOrTx = db): Promise<InterestRow[]> {
      const at = (d: Date) => sql`${ts(d)}`;
      return risers(tx, { table: sql`wishlist_published_saves`, column: sql`created_at`, at }, { start, end, previous, min, limit });
    },

    /** The same for product page views (one per member, piece and day: catalog's product_views). */
    viewRisers(start: Date, end: Date, previous: Date, min: number, limit: number, tx: DbOrTx = db): Promise<InterestRow[]> {
      const at = (d: Date) => sql`${d.toISOString().slice(0, 10)}::date`;
      return risers(tx, { table: sql`catalog_published_product_views`, column: sql`day`, at }, { start, end, previous, min, limit });
    },
  };
}

/** A source of interest: one row per event, with the column that dates it and how a date is written. */
interface InterestSource {
  table: SQL;
  column: SQL;
  at: (d: Date) => SQL;
}

/** The pieces whose events rose most from the month before to the month, `limit` per category. */
async function risers(
  tx: DbOrTx, source: InterestSource, w: { start: Date; end: Date; previous: Date; min: number; limit: number },
): Promise<InterestRow[]> {
  const { table, column, at } = source;
  const rows = await queryRows(tx, sql`
    with c as (
      select e.product_id, count(*) filter (where e.${column} >= ${at(w.start)})::integer as current,
             count(*) filter (where e.${column} < ${at(w.start)})::integer as previous
      from ${table} e
      where e.${column} >= ${at(w.previous)} and e.${column} < ${at(w.end)}
      group by e.product_id
    ), ranked as (
      select p.category, p.id, p.slug, p.name, c.current, c.previous,
             row_number() over (partition by p.category order by c.current - c.previous desc, c.current desc, p.slug) as rank
      from c join catalog_published_report_products p on p.id = c.product_id
      where c.current >= ${w.min} and c.current > c.previous
    )
    select * from ranked where rank <= ${w.limit}`);
  return rows.map(interestRow);
}

function interestRow(r: Record<string, unknown>): InterestRow {
  return {
    category: String(r.category), productId: n(r.id), productSlug: String(r.slug), productName: String(r.name), current: n(r.current), previous: n(r.previous),
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
