import type { Database } from '../db/client.js';

/**
 * Public portfolios for the demo (issue #37): most of the demo collectors (a few hundred) own real pieces of
 * the catalogue's best-sold brands (added to Patina months ago, so their value has a history
 * from those models' sales) and show a curated selection of them, followed and appreciated by
 * the other collectors and by the demo member. Set statements only, run after the community's
 * collectors exist; a second run changes nothing. What the collectors "paid" is left unsaid.
 */

const TITLES: readonly ((brand: string) => string)[] = [
  (b) => `${b} before 1990`,
  (b) => `The ${b} I wear`,
  (b) => `${b}, ten years of looking`,
  (b) => `A small ${b} collection`,
  (b) => `${b} from the auction rooms`,
  (b) => `My ${b} shelf`,
  (b) => `${b}: the ones I kept`,
  (b) => `${b} for every day`,
  (b) => `${b}, inherited and added to`,
  (b) => `Why I keep coming back to ${b}`,
  (b) => `${b}: condition first`,
  (b) => `The quiet side of ${b}`,
];

const DESCRIPTIONS: readonly ((brand: string) => string)[] = [
  (b) => `The ${b} pieces I would never sell, in the order I found them.`,
  (b) => `What ties these together is how they are worn: every ${b} here goes out, none stays in a safe.`,
  (b) => `Bought slowly, from dealers and friends, each one checked twice. ${b} at its most understated.`,
  (b) => `A selection of my ${b} pieces, with the market's view of them over time.`,
  (b) => `Each ${b} here came with its papers, and each was checked by Patina's experts before it joined.`,
  (b) => `I started with one ${b} and never meant to own more. This is how that went.`,
];

/** Collectors with a public portfolio, and the brands they share out. */
const PORTFOLIOS = 260;
const BRANDS = 40;

/** Seeds the demo's public portfolios once; answers how many it made. */
export async function seedDemoPortfolios(database: Database): Promise<{ portfolios: number }> {
  const { rows: done } = await database.query<{ n: number }>(`select count(*)::int as n from community_portfolios where owner_id like 'demo-collector-%'`);
  if ((done[0]?.n ?? 0) > 0) return { portfolios: 0 };

  // The collectors' pieces: the most viewed models of the brands with the most sold models.
  const { rows: items } = await database.query<{ id: string; user_id: string; brand: string; r: number }>(
    `with c as (select id, (row_number() over (order by id) - 1)::int as i from "user" where id like 'demo-collector-%' order by id limit ${PORTFOLIOS}),
          sold as (select p.id, p.brand_id, p.views from products p where exists (select 1 from historical_sales s where s.product_code = p.product_code)),
          b as (select brand_id, count(*)::int as models, (row_number() over (order by count(*) desc, brand_id) - 1)::int as i
                  from sold group by brand_id having count(*) >= 3 order by count(*) desc, brand_id limit ${BRANDS}),
          nb as (select count(*)::int as n from b),
          picks as (select id, brand_id, row_number() over (partition by brand_id order by views desc, id)::int as r from sold where brand_id in (select brand_id from b)),
          -- Collector i shows brand i mod n; those sharing a brand start further down its list, and hold 3 to 7 pieces.
          own as (select c.id, c.i, b.brand_id, least((c.i / nb.n) % 4, b.models - 3) as skip, 3 + (c.i * 7) % 5 as pieces from c cross join nb join b on b.i = c.i % nb.n),
          added as (
            insert into portfolio_items (user_id, product_id, created_at, updated_at)
            select own.id, picks.id, now() - make_interval(months => 2 + (own.i * 7 + picks.r * 5) % 22, days => picks.r), now()
              from own join picks on picks.brand_id = own.brand_id and picks.r > own.skip and picks.r <= own.skip + own.pieces
            returning id, user_id, product_id)
     select a.id, a.user_id, br.name as brand, picks.r
       from added a join picks on picks.id = a.product_id join brands br on br.id = picks.brand_id
      order by a.user_id, picks.r`,
  );
  const owners = [...new Set(items.map((i) => i.user_id))];
  if (owners.length === 0) return { portfolios: 0 };
  const brandOf = new Map(items.map((i) => [i.user_id, i.brand]));
  const { rows: made } = await database.query<{ id: string; owner_id: string }>(
    `insert into community_portfolios (owner_id, title, description, show_values, status, published_at, created_at, updated_at)
     select o, t, d, v, 'published', now() - make_interval(days => n), now() - make_interval(days => n), now() - make_interval(days => n)
       from unnest($1::text[], $2::text[], $3::text[], $4::bool[], $5::int[]) as x(o, t, d, v, n)
     returning id, owner_id`,
    [
      owners,
      owners.map((o, i) => TITLES[(i * 5) % TITLES.length]!(brandOf.get(o)!)),
      owners.map((o, i) => DESCRIPTIONS[(i * 3) % DESCRIPTIONS.length]!(brandOf.get(o)!)),
      owners.map((_, i) => i % 4 !== 3), // one in four shows only the pieces
      owners.map((_, i) => 1 + ((i * 37) % 150)),
    ],
  );
  const ids = made.map((m) => Number(m.id));
  // Each shows its owner's pieces, most loved first (a reordering of the order they were added).
  await database.query(
    `insert into community_portfolio_pieces (portfolio_id, item_id, position, added_at)
     select p.id, i.id, (row_number() over (partition by p.id order by i.product_id desc) - 1)::int, p.published_at
       from community_portfolios p join portfolio_items i on i.user_id = p.owner_id
      where p.id = any($1::bigint[])`,
    [ids],
  );
  await database.query(
    `update community_portfolios p set cover_item_id = (select item_id from community_portfolio_pieces x where x.portfolio_id = p.id order by position limit 1)
      where p.id = any($1::bigint[])`,
    [ids],
  );
  // Followed by a few to a few dozen other collectors (the lower ids, who joined first, are the
  // better known) and by the demo member for every other one; appreciated by a few.
  await database.query(
    `insert into community_portfolio_follows (portfolio_id, user_id, created_at)
     select p.id, u.id, now() - make_interval(hours => (p.id * 7 + k * 13)::int % 500)
       from community_portfolios p
       join lateral (select row_number() over (order by id)::int as k, id from "user"
                      where id like 'demo-collector-%' and id <> p.owner_id and (hashtext(id || p.id::text) & 1023) < 24 + (p.id * 7919) % 200
                      order by id limit 40) u on true
      where p.id = any($1::bigint[])
     union all
     select p.id, 'demo-member', now() - make_interval(hours => 3) from community_portfolios p
      where p.id = any($1::bigint[]) and exists (select 1 from "user" where id = 'demo-member') and p.id % 2 = 0
     on conflict do nothing`,
    [ids],
  );
  await database.query(
    `insert into community_portfolio_appreciations (portfolio_id, user_id, created_at)
     select p.id, u.id, now() - make_interval(hours => (p.id * 11 + k * 17)::int % 700)
       from community_portfolios p
       join lateral (select row_number() over (order by id desc)::int as k, id from "user"
                      where id like 'demo-collector-%' and id <> p.owner_id and (hashtext(p.id::text || id) & 1023) < 16 + (p.id * 104729) % 120
                      order by id desc limit 30) u on true
      where p.id = any($1::bigint[])
     on conflict do nothing`,
    [ids],
  );
  await database.query(
    `update community_portfolios p set
       followers_count = (select count(*) from community_portfolio_follows f where f.portfolio_id = p.id),
       appreciations_count = (select count(*) from community_portfolio_appreciations a where a.portfolio_id = p.id)
     where p.id = any($1::bigint[])`,
    [ids],
  );
  return { portfolios: ids.length };
}
