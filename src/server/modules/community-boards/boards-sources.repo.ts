/* eslint-disable patina-tables/own-tables -- decision 059: the refresh job aggregates across the
   community, portfolio, follows, catalogue, pricing, orders and accounts tables in SQL, at
   100,000 members in under a minute; asking each module's service row by row could not.
   Migration 0048 runs before 0049 adds hidden_at, so the owners' views cannot be made there:
   all of this SQL is kept here, in one file, read-only, and is the follow-up to move behind
   views the owners publish. */
import { param, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { Board, Period } from '../../../shared/leaderboards/contracts.js';
import { PERIOD_DAYS } from '../../../shared/leaderboards/contracts.js';
import { TRENDING_HALF_LIFE_HOURS, TRENDING_WEIGHTS, TRENDING_WINDOW_DAYS } from '../../../shared/discover/trending.js';

/**
 * Who may appear on a board (issue #37): a member with a public portfolio (the whole portfolio
 * made public in collection_visibility, or a published portfolio not hidden by a moderator),
 * or who said yes in settings (board_consents). Suspended accounts never appear.
 */
const ELIGIBLE = sql`(
  select cv.user_id from collection_visibility cv where cv.kind = 'portfolio' and cv.is_public
  union select p.owner_id from community_portfolios p where p.status = 'published' and p.hidden_at is null
  union select c.user_id from board_consents c where c.consent
)`;

/**
 * The pieces counted for a member: all their pieces when the whole portfolio is public or they
 * consented, else the pieces of their published portfolios. Only the product is read, never
 * what they paid or their notes.
 */
const PUBLIC_PIECES = sql`(
  select pi.user_id, pi.id as item_id, pi.product_id from portfolio_items pi
    join collection_visibility cv on cv.user_id = pi.user_id and cv.kind = 'portfolio' and cv.is_public
  union
  select pi.user_id, pi.id, pi.product_id from portfolio_items pi
    join board_consents c on c.user_id = pi.user_id and c.consent
  union
  select pi.user_id, pi.id, pi.product_id from community_portfolios p
    join community_portfolio_pieces pp on pp.portfolio_id = p.id
    join portfolio_items pi on pi.id = pp.item_id and pi.user_id = p.owner_id
    where p.status = 'published' and p.hidden_at is null
)`;

/** The market value of a piece, as shared/portfolio/valuation.ts marketValue: last sale, else lowest ask, price, recommended price. */
const MARKET_VALUE = sql`coalesce(nullif(pr.last_sale, 0), nullif(pr.lowest_ask, 0), nullif(pr.price, 0), nullif(pr.recommended_price, 0))`;

const since = (now: Date, period: Period): Date | null => {
  const days = PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
};

/** (user_id, value) for one board and period: what is ranked, before eligibility. */
function scores(board: Board, period: Period, now: Date): SQL {
  const from = since(now, period);
  const at = now.toISOString();
  const after = (column: SQL) => (from ? sql`${column} >= ${from.toISOString()}::timestamptz and ${column} <= ${at}::timestamptz` : sql`${column} <= ${at}::timestamptz`);
  switch (board) {
    case 'portfolio_value':
      return sql`select pp.user_id, sum(${MARKET_VALUE})::bigint as value
        from ${PUBLIC_PIECES} pp join products pr on pr.id = pp.product_id group by pp.user_id`;
    case 'growth_30d':
    case 'growth_1y': {
      const then = new Date(now.getTime() - (board === 'growth_30d' ? 30 : 365) * 86_400_000).toISOString();
      // Each product's last sale now and at the earlier date, once per product; pieces without both are left out.
      return sql`with pieces as (
          select pp.user_id, pr.product_code from ${PUBLIC_PIECES} pp join products pr on pr.id = pp.product_id
        ), codes as (
          select c.product_code, n.price as now_price, t.price as then_price from (select distinct product_code from pieces) c
          cross join lateral (select s.sell_price as price from pricing_published_sales s where s.product_code = c.product_code and s.sale_date <= ${at}::timestamptz order by s.sale_date desc limit 1) n
          cross join lateral (select s.sell_price as price from pricing_published_sales s where s.product_code = c.product_code and s.sale_date <= ${then}::timestamptz order by s.sale_date desc limit 1) t
          where n.price > 0 and t.price > 0
        )
        select p.user_id, (round((sum(c.now_price) - sum(c.then_price)) * 10000.0 / sum(c.then_price)))::bigint as value
        from pieces p join codes c on c.product_code = p.product_code group by p.user_id`;
    }
    case 'most_followed':
      return sql`select x.followee_id as user_id, count(distinct x.follower_id)::bigint as value from (
          select f.follower_id, f.followee_id, f.created_at from follows f
          union all
          select pf.user_id, p.owner_id, pf.created_at from community_portfolio_follows pf
            join community_portfolios p on p.id = pf.portfolio_id where p.status = 'published' and p.hidden_at is null
        ) x where x.follower_id <> x.followee_id and ${after(sql`x.created_at`)} group by x.followee_id`;
    case 'writers':
      return sql`select e.author_id as user_id, count(*)::bigint as value from community_appreciations a
        join community_entries e on e.id = a.entry_id
        where e.status = 'published' and e.hidden_at is null and ${after(sql`a.created_at`)} group by e.author_id`;
    case 'sellers':
      return sql`select o.seller_id as user_id, count(*)::bigint as value from orders o
        where o.status = 'completed' and ${after(sql`coalesce(o.closed_at, o.updated_at)`)} group by o.seller_id`;
  }
}

/** Growth boards rank losses too (below the gains); the others rank only members with something to count. */
const counts = (board: Board) => (board === 'growth_30d' || board === 'growth_1y' ? sql`true` : sql`s.value > 0`);

/**
 * Writes one board and period into board_ranks (the caller deleted its old rows in the same
 * transaction). The order is shared/leaderboards/rank.ts compareRanked: value desc, joined_at
 * asc, user_id asc. Returns how many members it ranks.
 */
export async function insertBoard(tx: DbOrTx, board: Board, period: Period, now: Date): Promise<number> {
  const rows = await queryRows<{ n: number }>(tx, sql`with ranked as (
      insert into board_ranks (board, period, rank, user_id, value, joined_at)
      select ${board}, ${period}, row_number() over (order by s.value desc, u.created_at asc, u.id asc), u.id, s.value, u.created_at
      from (${scores(board, period, now)}) s
      join "user" u on u.id = s.user_id and u.suspended_at is null
      where ${counts(board)} and s.user_id in ${ELIGIBLE}
      returning 1
    ) select count(*)::int as n from ranked`);
  return Number(rows[0]?.n ?? 0);
}

/** Whether this member has a public portfolio (the whole of it, or a published one). */
export async function hasPublicPortfolio(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await queryRows<{ yes: boolean }>(tx, sql`select exists (
      select 1 from collection_visibility cv where cv.user_id = ${userId} and cv.kind = 'portfolio' and cv.is_public
      union all select 1 from community_portfolios p where p.owner_id = ${userId} and p.status = 'published' and p.hidden_at is null
    ) as yes`);
  return Boolean(rows[0]?.yes);
}

const decay = (at: SQL, now: string) =>
  sql`power(0.5, extract(epoch from (${now}::timestamptz - ${at})) / ${TRENDING_HALF_LIFE_HOURS * 3600})`;

/**
 * Rewrites discover's items (the caller deleted the old ones in the same transaction): published
 * entries for members (visibility 'members', not hidden) and published portfolios (not hidden),
 * with their facets and their trending score (shared/discover/trending.ts, the same constants).
 */
export async function insertDiscoverItems(tx: DbOrTx, now: Date): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000).toISOString();
  const weekStart = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const inWindow = (column: SQL) => sql`${column} >= ${windowStart}::timestamptz and ${column} <= ${at}::timestamptz`;
  const { appreciation, comment, follow } = TRENDING_WEIGHTS;
  await tx.execute(sql`insert into discover_items
      (kind, item_id, owner_id, title, published_at, appreciations_count, comments_count, followers_count, appreciations_week, trending, facets)
    select 'entry', e.id, e.author_id, e.title, e.published_at, e.appreciations_count, e.comments_count, 0,
      coalesce(w.n, 0), coalesce(t.score, 0), coalesce(fc.facets, '{}')
    from community_entries e
    join "user" u on u.id = e.author_id and u.suspended_at is null
    left join (select a.entry_id, count(*)::int as n from community_appreciations a where a.created_at >= ${weekStart}::timestamptz group by a.entry_id) w on w.entry_id = e.id
    left join (
      select x.entry_id, sum(x.weight * ${decay(sql`x.at`, at)}) as score from (
        select a.entry_id, ${appreciation}::float8 as weight, a.created_at as at from community_appreciations a where ${inWindow(sql`a.created_at`)}
        union all
        select c.entry_id, ${comment}::float8, c.created_at from community_comments c
          where ${inWindow(sql`c.created_at`)} and c.hidden_at is null and c.deleted_at is null
      ) x group by x.entry_id
    ) t on t.entry_id = e.id
    left join lateral (
      select array_agg(distinct f.facet) as facets from (
        select 'category:' || pr.category as facet from products pr where pr.id = any(e.piece_ids)
        union select 'house:' || b.slug from products pr join brands b on b.id = pr.brand_id where pr.id = any(e.piece_ids)
      ) f
    ) fc on true
    where e.status = 'published' and e.visibility = 'members' and e.hidden_at is null and e.published_at <= ${at}::timestamptz`);
  await tx.execute(sql`insert into discover_items
      (kind, item_id, owner_id, title, published_at, appreciations_count, comments_count, followers_count, appreciations_week, trending, facets)
    select 'portfolio', p.id, p.owner_id, p.title, p.published_at, p.appreciations_count, 0, p.followers_count,
      coalesce(w.n, 0), coalesce(t.score, 0), coalesce(fc.facets, '{}')
    from community_portfolios p
    join "user" u on u.id = p.owner_id and u.suspended_at is null
    left join (select a.portfolio_id, count(*)::int as n from community_portfolio_appreciations a where a.created_at >= ${weekStart}::timestamptz group by a.portfolio_id) w on w.portfolio_id = p.id
    left join (
      select x.portfolio_id, sum(x.weight * ${decay(sql`x.at`, at)}) as score from (
        select a.portfolio_id, ${appreciation}::float8 as weight, a.created_at as at from community_portfolio_appreciations a where ${inWindow(sql`a.created_at`)}
        union all
        select f.portfolio_id, ${follow}::float8, f.created_at from community_portfolio_follows f where ${inWindow(sql`f.created_at`)}
      ) x group by x.portfolio_id
    ) t on t.portfolio_id = p.id
    left join lateral (
      select array_agg(distinct f.facet) as facets from (
        select 'category:' || pr.category as facet from community_portfolio_pieces pp
          join portfolio_items pi on pi.id = pp.item_id join products pr on pr.id = pi.product_id where pp.portfolio_id = p.id
        union select 'house:' || b.slug from community_portfolio_pieces pp
          join portfolio_items pi on pi.id = pp.item_id join products pr on pr.id = pi.product_id join brands b on b.id = pr.brand_id
          where pp.portfolio_id = p.id
      ) f
    ) fc on true
    where p.status = 'published' and p.hidden_at is null and p.published_at <= ${at}::timestamptz`);
}

/** The names of the categories and houses discover offers, from the catalogue. */
export async function insertFacetList(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`insert into discover_facet_list (facet, label, items)
    select f.facet, coalesce(c.name, b.name, f.facet), count(*)::int from discover_facets f
    left join categories c on f.facet = 'category:' || c.slug
    left join brands b on f.facet = 'house:' || b.slug
    where f.facet <> 'all' group by f.facet, c.name, b.name`);
}

/** What the ranked collectors collect (their public pieces), by category and house. */
export async function insertCollectorFacets(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`insert into board_collector_facets (facet, user_id, pieces)
    select f.facet, f.user_id, count(*)::int from (
      select pp.user_id, 'category:' || pr.category as facet from ${PUBLIC_PIECES} pp join products pr on pr.id = pp.product_id
      union all
      select pp.user_id, 'house:' || b.slug from ${PUBLIC_PIECES} pp join products pr on pr.id = pp.product_id join brands b on b.id = pr.brand_id
    ) f
    join "user" u on u.id = f.user_id and u.suspended_at is null
    group by f.facet, f.user_id`);
}

/** The categories and houses a member collects (all their own pieces: only they see the suggestions), most pieces first. */
export async function facetsOf(tx: DbOrTx, userId: string, limit: number): Promise<{ facet: string; label: string }[]> {
  return queryRows(tx, sql`select f.facet, min(f.label) as label from (
      select 'category:' || pr.category as facet, c.name as label from portfolio_items pi join products pr on pr.id = pi.product_id
        join categories c on c.slug = pr.category where pi.user_id = ${userId}
      union all
      select 'house:' || b.slug, b.name from portfolio_items pi join products pr on pr.id = pi.product_id
        join brands b on b.id = pr.brand_id where pi.user_id = ${userId}
    ) f group by f.facet order by count(*) desc, f.facet limit ${limit}`);
}

/** Members followed by the members this one follows, with how many of those follow each; not already followed, not themself. */
export async function followedByFollowed(tx: DbOrTx, userId: string, limit: number): Promise<{ user_id: string; n: number }[]> {
  const rows = await queryRows<{ user_id: string; n: number }>(tx, sql`select f2.followee_id as user_id, count(distinct f1.followee_id)::int as n
    from follows f1 join follows f2 on f2.follower_id = f1.followee_id and f2.kind = 'member'
    join "user" u on u.id = f2.followee_id and u.suspended_at is null
    where f1.follower_id = ${userId} and f1.kind = 'member' and f2.followee_id <> ${userId}
      and not exists (select 1 from follows f3 where f3.follower_id = ${userId} and f3.followee_id = f2.followee_id and f3.kind = 'member')
    group by f2.followee_id order by n desc, f2.followee_id limit ${limit}`);
  return rows.map((r) => ({ user_id: r.user_id, n: Number(r.n) }));
}

/** Of these members, the ones this member already follows. */
export async function alreadyFollowed(tx: DbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(tx, sql`select f.followee_id as id from follows f
    where f.follower_id = ${userId} and f.kind = 'member' and f.followee_id = any(${param(ids)}::text[])`);
  return new Set(rows.map((r) => r.id));
}

/** Whether the catalogue has this category (top level) or house. */
export async function facetExists(tx: DbOrTx, kind: 'category' | 'house', slug: string): Promise<boolean> {
  const rows = kind === 'category'
    ? await queryRows<{ yes: boolean }>(tx, sql`select exists (select 1 from categories c where c.slug = ${slug}) as yes`)
    : await queryRows<{ yes: boolean }>(tx, sql`select exists (select 1 from brands b where b.slug = ${slug}) as yes`);
  return Boolean(rows[0]?.yes);
}
