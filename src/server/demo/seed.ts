import type { Database } from '../db/client.js';
import { DEMO_CATEGORIES } from './categories.js';
import { DEMO_BRANDS } from './brands.js';
import { generateProducts } from './generate-products.js';
import type { DemoProduct } from './catalogue-types.js';
import { artworkUrl } from '../../shared/catalog/images.js';
import { hashPassword } from '../modules/accounts/index.js';
import { refreshSearchIndex } from '../modules/search/index.js';
import { seedBidHistories, seedSecondChanceLot } from './auction-bids.js';
import { seedDemoCommunity } from './community.js';
import { seedDemoJournal } from './journal.js';
import { seedDemoPortfolios } from './community-portfolios.js';

/**
 * Loads the demo catalogue: categories, brands, products (from the deterministic generator),
 * then, in SQL, a year and a half of sales, active listings and live auctions. Randomness in
 * SQL comes from md5 of the product code, so the same count gives the same catalogue on
 * PGlite and PostgreSQL.
 */

export interface DemoMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: 'admin' | 'verified_member' | 'registered';
  expertise: string[];
  role: string;
}

export const DEMO_MEMBERS: DemoMember[] = [
  { email: 'admin@patina.demo', password: 'patina-admin-demo', firstName: 'Adèle', lastName: 'Marchand', userType: 'admin', expertise: [], role: 'admin' },
  { email: 'expert@patina.demo', password: 'patina-expert-demo', firstName: 'Julian', lastName: 'Hargreaves', userType: 'verified_member', expertise: ['watches', 'jewelry'], role: 'expert (watches, jewelry)' },
  { email: 'member@patina.demo', password: 'patina-member-demo', firstName: 'Sofia', lastName: 'Castellane', userType: 'verified_member', expertise: [], role: 'verified member' },
  { email: 'registered@patina.demo', password: 'patina-registered-demo', firstName: 'Theo', lastName: 'Lindqvist', userType: 'registered', expertise: [], role: 'registered' },
];

/**
 * Houses that consign on Patina in the demo; they sell, they do not sign in. Each deals in
 * what a house of its kind would (a watch comes from a watch dealer, never from the yacht
 * brokers or the wine merchant: issue #10 item 12), and has been a member for years, long
 * before its oldest listing.
 */
export const DEMO_SELLERS: readonly { name: string; deals: readonly string[]; memberYears: number }[] = [
  { name: 'Maison Aurèle', deals: ['bags', 'fashion', 'shoes', 'jewelry'], memberYears: 6 },
  { name: 'Kensington Vault', deals: ['watches', 'jewelry', 'collectibles'], memberYears: 5 },
  { name: 'Rue Cambon Archive', deals: ['bags', 'fashion', 'shoes', 'jewelry'], memberYears: 4 },
  { name: 'Geneva Time Partners', deals: ['watches'], memberYears: 7 },
  { name: 'Ginza Select', deals: ['bags', 'watches', 'fashion', 'shoes', 'collectibles'], memberYears: 3 },
  { name: 'Hôtel Drouot Consignments', deals: ['art', 'furniture', 'collectibles'], memberYears: 8 },
  { name: 'Mayfair Motor House', deals: ['vehicles/cars'], memberYears: 5 },
  { name: 'Monaco Marine Brokers', deals: ['vehicles/jets', 'vehicles/yachts'], memberYears: 6 },
  { name: 'Cellar & Cask', deals: ['fine-living'], memberYears: 4 },
  { name: 'Atelier Nord', deals: ['furniture', 'art'], memberYears: 3 },
  { name: 'Palm Beach Provenance', deals: ['jewelry', 'watches', 'art', 'bags'], memberYears: 5 },
  { name: 'Milano Heritage', deals: ['fashion', 'shoes', 'bags', 'furniture'], memberYears: 4 },
];

/** Whether a demo house deals in a category (or, for vehicles, the sub-category). */
export function sellerDeals(seller: (typeof DEMO_SELLERS)[number], category: string, subcategory: string): boolean {
  return seller.deals.includes(category) || seller.deals.includes(`${category}/${subcategory}`);
}

/**
 * SQL picking, by a hash in [0, 1), one of the houses that deal in the product's category:
 * a CASE over every (category, sub-category) the demo catalogue has.
 */
function sellerFor(category: string, subcategory: string, hash: string): string {
  const branches = DEMO_CATEGORIES.flatMap((c) =>
    c.subcategories.map((s) => {
      const ids = DEMO_SELLERS.flatMap((seller, i) => (sellerDeals(seller, c.slug, s.slug) ? [`'${sellerId(i)}'`] : []));
      if (ids.length === 0) throw new Error(`no demo house deals in ${c.slug}/${s.slug}`);
      return `when ${category} = '${c.slug}' and ${subcategory} = '${s.slug}' then (array[${ids.join(',')}])[1 + floor(${hash} * ${ids.length})::int]`;
    }),
  );
  return `(case ${branches.join(' ')} end)`;
}

const BATCH = 5000;

export interface SeedOptions {
  products: number;
  seed?: number;
  log?: (line: string) => void;
  /** Called as a seed begins (the start says so before the long wait). */
  onStart?: () => void;
  /** Also the demo community (collectors, journal entries, follows): `npm start` and `npm run seed` do; tests' catalogues do not. */
  community?: boolean;
}

export interface SeedReport {
  products: number;
  sales: number;
  listings: number;
  auctions: number;
  ms: number;
}

function sellerId(index: number): string {
  return `demo-seller-${String(index + 1).padStart(2, '0')}`;
}

export async function isCatalogueEmpty(database: Database): Promise<boolean> {
  const { rows } = await database.query<{ n: number }>('select count(*)::int as n from products');
  return (rows[0]?.n ?? 0) === 0;
}

export async function clearCatalogue(database: Database): Promise<void> {
  await database.exec('TRUNCATE historical_sales, auctions, listings, products, brands, categories RESTART IDENTITY CASCADE');
}

export async function seedDemoMembers(database: Database): Promise<void> {
  for (const m of DEMO_MEMBERS) {
    const id = `demo-${m.email.split('@')[0]}`;
    await database.query(
      `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type, expertise)
       values ($1, $2, $3, true, $4, $5, $6, $7) on conflict (id) do nothing`,
      [id, `${m.firstName} ${m.lastName}`, m.email, m.firstName, m.lastName, m.userType, m.expertise],
    );
    const { rows } = await database.query<{ n: number }>(`select count(*)::int as n from account where user_id = $1`, [id]);
    if ((rows[0]?.n ?? 0) === 0) {
      await database.query(
        `insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`,
        [`${id}-credential`, id, await hashPassword(m.password)],
      );
    }
  }
  for (const [i, { name, memberYears }] of DEMO_SELLERS.entries()) {
    const slug = name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');
    const since = `now() - make_interval(years => ${memberYears}, days => ${(i * 37) % 300})`;
    await database.query(
      `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type, created_at, updated_at)
       values ($1, $2, $3, true, $2, '', 'verified_member', ${since}, ${since})
       on conflict (id) do update set name = excluded.name, created_at = excluded.created_at`,
      [sellerId(i), name, `${slug}@sellers.patina.demo`],
    );
  }
}

async function seedCategoriesAndBrands(database: Database): Promise<Map<string, number>> {
  let position = 0;
  for (const c of DEMO_CATEGORIES) {
    await database.query(
      'insert into categories (slug, name, parent_slug, position, blurb, age_restricted) values ($1, $2, null, $3, $4, $5)',
      [c.slug, c.name, position++, c.blurb, c.ageRestricted],
    );
    for (const s of c.subcategories) {
      await database.query(
        'insert into categories (slug, name, parent_slug, position, blurb, age_restricted) values ($1, $2, $3, $4, $5, $6)',
        [s.slug, s.name, c.slug, position++, s.blurb, c.ageRestricted],
      );
    }
  }
  const { rows } = await database.query<{ id: number; slug: string }>(
    `insert into brands (slug, name, categories, subcategory, country, founded, story, popular_rank)
     select slug, name, string_to_array(cats, ','), subcategory, country, founded, story, popular_rank
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::smallint[], $7::text[], $8::smallint[])
       as t(slug, name, cats, subcategory, country, founded, story, popular_rank)
     returning id, slug`,
    [
      DEMO_BRANDS.map((b) => b.slug),
      DEMO_BRANDS.map((b) => b.name),
      DEMO_BRANDS.map((b) => b.categories.join(',')),
      DEMO_BRANDS.map((b) => b.subcategory ?? null),
      DEMO_BRANDS.map((b) => b.country),
      DEMO_BRANDS.map((b) => b.founded),
      DEMO_BRANDS.map((b) => b.story),
      DEMO_BRANDS.map((b) => b.popularRank),
    ],
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

const PRODUCT_COLUMNS = [
  'ref_int', 'product_code', 'slug', 'name', 'full_name', 'brand_id', 'category', 'subcategory', 'model', 'reference',
  'condition', 'color', 'materials', 'attributes', 'description', 'image_feature', 'retail_price', 'price',
  'recommended_price', 'investment_piece', 'views', 'wishlist_count', 'created_at',
] as const;
const PRODUCT_TYPES = [
  'int', 'text', 'text', 'text', 'text', 'int', 'text', 'text', 'text', 'text',
  'text', 'text', 'text[]', 'jsonb', 'text', 'text', 'bigint', 'bigint',
  'bigint', 'boolean', 'int', 'int', 'timestamptz',
] as const;

type Cell = string | number | boolean | null | string[];

/** A small integer hash: deterministic per product, identical on both engines. */
function mix(n: number, salt: number): number {
  let h = Math.imul(n ^ salt, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

function productRow(p: DemoProduct, brandIds: Map<string, number>, now: number): Cell[] {
  const brandId = brandIds.get(p.brandSlug);
  if (brandId === undefined) throw new Error(`Demo product ${p.slug} names unknown brand ${p.brandSlug}`);
  const created = new Date(now - p.ageDays * 86_400_000 - (p.refInt % 86_400) * 1000).toISOString();
  return [
    p.refInt, p.productCode, p.slug, p.name, p.fullName, brandId, p.category, p.subcategory, p.model, p.reference,
    p.condition, p.color, p.materials, JSON.stringify(p.attributes), p.description, artworkUrl(p.artKind, p.colorHex),
    p.retailPrice, p.marketPrice, Math.round(p.marketPrice * 0.97),
    p.marketPrice > 1_000_000 || INVESTMENT_BRANDS.has(p.brandSlug),
    mix(p.refInt, 1) % 4000, mix(p.refInt, 2) % 240, created,
  ];
}

/** PostgreSQL's COPY text format: tabs, newlines and backslashes escaped; arrays as literals. */
function copyField(value: Cell): string {
  if (value === null) return '\\N';
  const text = Array.isArray(value)
    ? `{${value.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`
    : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/**
 * Products in batches: COPY on PostgreSQL (a million in well under a minute), one
 * `insert … select from unnest($1::int[], …)` statement per batch on PGlite.
 */
async function insertProducts(database: Database, batch: DemoProduct[], brandIds: Map<string, number>, now: number): Promise<void> {
  const rows = batch.map((p) => productRow(p, brandIds, now));
  if (database.copyFrom) {
    const text = rows.map((r) => r.map(copyField).join('\t')).join('\n') + '\n';
    await database.copyFrom(`copy products (${PRODUCT_COLUMNS.join(', ')}) from stdin`, text);
    return;
  }
  const params = PRODUCT_COLUMNS.map((_, i) =>
    PRODUCT_TYPES[i] === 'text[]' ? rows.map((r) => (r[i] as string[]).join('\u001f')) : rows.map((r) => r[i]),
  );
  const casts = PRODUCT_TYPES.map((t, i) => `$${i + 1}::${t === 'text[]' || t === 'jsonb' ? 'text' : t}[]`);
  const selects = PRODUCT_COLUMNS.map((c, i) =>
    PRODUCT_TYPES[i] === 'text[]' ? `string_to_array(${c}, chr(31))` : PRODUCT_TYPES[i] === 'jsonb' ? `${c}::jsonb` : c,
  );
  await database.query(
    `insert into products (${PRODUCT_COLUMNS.join(', ')})
     select ${selects.join(', ')} from unnest(${casts.join(', ')}) as t(${PRODUCT_COLUMNS.join(', ')})`,
    params,
  );
}

/** SPEC §9: investment pieces are above $10,000 or from these houses. */
const INVESTMENT_BRANDS = new Set(['hermes', 'rolex', 'patek-philippe', 'richard-mille', 'audemars-piguet']);

/** A deterministic number in [0, 1) from a product code and a salt. */
const H = (salt: string, expr = 'p.product_code') => `(('x' || substr(md5(${expr} || ':${salt}'), 1, 8))::bit(32)::bigint::float8 / 4294967296.0)`;

/**
 * Four deterministic numbers in [0, 1) from one md5: each 8 hex digits is one number.
 * One hash per row instead of one per number keeps a million-product load fast.
 */
const U = (hash: string, i: 0 | 1 | 2 | 3) => `(('x' || substr(${hash}, ${1 + i * 8}, 8))::bit(32)::bigint::float8 / 4294967296.0)`;

/**
 * Sales over 540 days, denser recently so that 90-day trends have five sales: most of a
 * small catalogue trades, a fifth of a huge one (a million products still get millions of
 * sales).
 */
async function seedSales(database: Database, products: number): Promise<void> {
  const share = products <= 100_000 ? 0.45 : 0.2;
  const most = products <= 100_000 ? 38 : 24;
  await database.exec(`
    insert into historical_sales (product_code, sell_price, currency, condition, source, sale_date)
    select d.product_code,
           greatest(100, round(d.price * (1 - d.drift * a.age_days / 365.0) * (0.94 + ${U('r.h', 0)} * 0.12)))::bigint,
           'USD', d.condition,
           case when ${U('r.h', 1)} < 0.7 then 'patina' else 'market' end,
           now() - make_interval(secs => a.age_days * 86400)
    from (
      select p.product_code, p.price, p.condition,
             3 + floor(${U('ph.h', 0)} * ${U('ph.h', 1)} * ${most})::int as n,
             ${U('ph.h', 2)} * 0.45 - 0.15 as drift,
             ${U('ph.h', 3)} as trades
      from products p
      cross join lateral (select md5(p.product_code || ':sales') as h) ph
    ) d
    cross join lateral generate_series(1, d.n) k
    cross join lateral (select md5(d.product_code || ':' || k) as h) r
    cross join lateral (select 540 * power(1 - k::float8 / (d.n + 1), 1.5) + ${U('r.h', 2)} * 2 as age_days) a
    where d.trades < ${share}`);
}

/** 55% of products have one to three active listings from the demo houses. */
async function seedListings(database: Database): Promise<void> {
  await database.exec(`
    insert into listings (product_id, seller_id, price, currency, status, condition, created_at)
    select d.id,
           ${sellerFor('d.category', 'd.subcategory', U('r.h', 0))},
           round(d.price * (0.92 + ${U('r.h', 1)} * 0.22))::bigint,
           'USD', 'active', d.condition, d.created_at + make_interval(hours => k * 7)
    from (
      select p.id, p.product_code, p.price, p.condition, p.created_at, p.category, p.subcategory,
             1 + floor(${U('ph.h', 0)} * 3)::int as copies, ${U('ph.h', 1)} as listed
      from products p
      cross join lateral (select md5(p.product_code || ':listings') as h) ph
    ) d
    cross join lateral generate_series(1, d.copies) k
    cross join lateral (select md5(d.product_code || ':' || k || ':ask') as h) r
    where d.listed < 0.55`);
}

/** last_sale, lowest_ask, best seller and good deal in one pass over the products. */
async function deriveProductFigures(database: Database): Promise<void> {
  await database.exec(`
    update products p
    set last_sale = x.last_sale,
        best_seller = coalesce(x.sales >= 28, false),
        lowest_ask = x.ask,
        is_good_deal = coalesce(x.ask < p.recommended_price, false)
    from (
      select coalesce(s.product_code, l.product_code) as product_code, s.last_sale, s.sales, l.ask
      from (
        select distinct on (product_code) product_code, sell_price as last_sale,
               count(*) over (partition by product_code) as sales
        from historical_sales
        order by product_code, sale_date desc
      ) s
      full join (
        select p2.product_code, min(l.price) as ask
        from listings l join products p2 on p2.id = l.product_id
        where l.status = 'active'
        group by p2.product_code
      ) l on l.product_code = s.product_code
    ) x
    where x.product_code = p.product_code`);
}

/**
 * A few submissions wait in the demo expert's queue (issue #12): the demo member's watches
 * and jewellery, the first of each category by id, so every seed gives the same queue.
 */
async function seedReviewQueue(database: Database): Promise<void> {
  await database.exec(`
    insert into listings (product_id, seller_id, price, currency, status, condition, category, sale_type, details, submitted_at, created_at, updated_at)
    select p.id, 'demo-member', round(p.price * 0.98)::bigint, 'USD', 'in_review', p.condition, p.category, 'fixed',
           jsonb_build_object(
             'piece', jsonb_build_object('kind', 'catalogue', 'product_id', p.id),
             'condition', p.condition,
             'description', 'From my own collection, kept in a safe and worn rarely. Full set as described.',
             'price', jsonb_build_object('type', 'fixed', 'price', round(p.price * 0.98)::bigint, 'accept_offers', true),
             'ships_from', 'FR'),
           now() - make_interval(hours => (x.rn * 5)::int), now() - make_interval(days => 2), now() - make_interval(hours => (x.rn * 5)::int)
    from (
      select id, row_number() over (partition by category order by id) as rn
      from products where category in ('watches', 'jewelry') and price > 0
    ) x
    join products p on p.id = x.id
    where x.rn <= 2`);
}

/**
 * Bulk loads go faster into bare tables: secondary indexes (not those behind constraints)
 * are dropped for the load and built again afterwards from their own definitions.
 */
async function withoutSecondaryIndexes(database: Database, tables: string[], load: () => Promise<void>): Promise<void> {
  type IndexRow = { indexname: string; indexdef: string; tablename: string };
  const { rows: present } = await database.query<IndexRow>(
    `select i.indexname, i.indexdef, i.tablename from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  // A seed killed during the load left its indexes dropped: their definitions were kept in
  // seed_runs before dropping, so this run builds them again too.
  const { rows: kept } = await database.query<{ dropped_indexes: IndexRow[] | string }>(
    "select dropped_indexes from seed_runs where name = 'demo'",
  );
  const keptRows = kept[0] ? (typeof kept[0].dropped_indexes === 'string' ? (JSON.parse(kept[0].dropped_indexes) as IndexRow[]) : kept[0].dropped_indexes) : [];
  const rows = [...present, ...keptRows.filter((k) => !present.some((p) => p.indexname === k.indexname))];
  await database.query("update seed_runs set dropped_indexes = $1::jsonb where name = 'demo'", [JSON.stringify(rows)]);
  for (const r of present) await database.exec(`drop index if exists "${r.indexname}"`);
  try {
    await load();
  } finally {
    const memory = database.engine === 'postgres' ? "set maintenance_work_mem = '256MB'; " : '';
    // One connection per table builds its indexes, so two tables build side by side.
    const byTable = new Map<string, string[]>();
    for (const r of rows) byTable.set(r.tablename, [...(byTable.get(r.tablename) ?? []), r.indexdef]);
    await Promise.all([...byTable.values()].map(async (defs) => {
      for (const def of defs) await database.exec(`${memory}${def.replace(/^CREATE (UNIQUE )?INDEX /i, 'CREATE $1INDEX IF NOT EXISTS ')}`);
    }));
    await database.query("update seed_runs set dropped_indexes = '[]'::jsonb where name = 'demo'");
  }
}

/**
 * Live auctions: about 1.5% of products, at least 40; the first few end within the hour so a
 * first visit sees countdowns move, the rest spread over two weeks.
 */
function liveAuctionTarget(products: number): number {
  return Math.max(40, Math.min(2000, Math.round(products * 0.015)));
}

export async function seedAuctions(database: Database, opts: { target?: number; salt?: string } = {}): Promise<number> {
  const { rows: countRows } = await database.query<{ n: number }>('select count(*)::int as n from products');
  const total = countRows[0]?.n ?? 0;
  const target = opts.target ?? liveAuctionTarget(total);
  const salt = opts.salt ?? 'auction';
  // Prices in whole dollars (bids are whole units); six more lots open later (upcoming).
  const { rows } = await database.query<{ n: number; ids: number[] | null }>(`
    with picked as (
      select p.id, p.slug, p.price, p.product_code, p.category, p.subcategory,
             row_number() over (order by ${H(salt)}) as rn
      from products p
      where p.price > 0 and not exists (select 1 from auctions a where a.product_id = p.id and a.status in ('live', 'scheduled'))
        -- A piece whose lot closed within this second would get the same slug again.
        and not exists (select 1 from auctions a where a.slug = left(p.slug, 180) || '-lot-' || (extract(epoch from now())::bigint % 100000000)::text)
      order by ${H(salt)}
      limit $1 + case when $1 >= 20 then 6 else 0 end
    ), ins as (
      insert into auctions (slug, product_id, seller_id, currency, starting_price, current_bid, reserve_price, buy_now_price,
                            bid_count, watchers, status, starts_at, ends_at)
      select left(slug, 180) || '-lot-' || (extract(epoch from now())::bigint % 100000000)::text, id,
             ${sellerFor('category', 'subcategory', H('aseller', 'product_code'))},
             'USD',
             greatest(100, round(price * 0.6 / 100) * 100)::bigint,
             null,
             greatest(100, round(price * 0.9 / 100) * 100)::bigint,
             case when ${H('bin', 'product_code')} < 0.4 then round(price * 1.25 / 100) * 100 end::bigint,
             case when upcoming then 0 else bids end,
             (${H('watch', 'product_code')} * 180)::int + bids * 3,
             case when upcoming then 'scheduled' else 'live' end,
             case when upcoming then now() + make_interval(hours => (1 + rn % 6)::int) else now() - make_interval(days => 3) end,
             now() + case
               when upcoming then make_interval(days => 4, hours => (rn % 6)::int)
               when rn <= 8 then make_interval(mins => (6 * rn)::int)
               when rn <= 8 + floor($1 * 0.15) then make_interval(mins => (60 + (rn - 8) * 1380 / greatest(floor($1 * 0.15), 1))::int)
               else make_interval(mins => (24 * 60 + ${H('end', 'product_code')} * 13 * 24 * 60)::int)
             end
      from (select picked.*, floor(${H('bids', 'product_code')} * ${H('bids2', 'product_code')} * 42)::int as bids,
                   (rn > $1) as upcoming from picked) x
      returning id, status = 'scheduled' as upcoming
    )
    select count(*) filter (where not upcoming)::int as n, array_agg(id::int) as ids from ins`, [target]);
  const ids = (rows[0]?.ids ?? []).map(Number);
  // Each lot runs for a listing of its seller's, sold at auction (issues #12 and #14): the
  // winner's order reserves and sells that listing as any order does.
  await database.query(
    `with lots as (
       select a.id, a.product_id, a.seller_id, a.currency, a.starting_price, a.reserve_price, a.buy_now_price, a.starts_at, p.condition, p.category
       from auctions a join products p on p.id = a.product_id
       where a.id = any($1::bigint[]) and a.listing_id is null
     ), made as (
       insert into listings (product_id, seller_id, price, currency, status, condition, category, sale_type, details, approved_at, created_at, updated_at)
       select product_id, seller_id, starting_price, currency, 'active', condition, category, 'auction',
              jsonb_build_object('condition', condition, 'price', jsonb_build_object(
                'type', 'auction', 'start_price', starting_price, 'reserve', reserve_price, 'buy_now', buy_now_price, 'duration_days', 7)),
              least(starts_at, now()), least(starts_at, now()), least(starts_at, now())
       from lots
       returning id, product_id, seller_id
     )
     update auctions a set listing_id = made.id
     from made
     where a.id = any($1::bigint[]) and a.product_id = made.product_id and a.seller_id = made.seller_id`,
    [ids],
  );
  // Bid histories that obey the rules, by houses other than the lot's seller.
  await seedBidHistories(database, ids, DEMO_SELLERS.map((_, i) => sellerId(i)));
  return rows[0]?.n ?? 0;
}

/**
 * The demo ages between visits: auctions past their end are closed through the app's closing
 * path (`closeDue`: the winner's order on the lot's listing, the unsold lot's listing ended,
 * the notifications), exactly as a lot's own job would, and fresh ones are opened so the site
 * never looks finished.
 */
export async function refreshDemoAuctions(database: Database, closeDue: () => Promise<number>): Promise<{ closed: number; opened: number }> {
  const closed = await closeDue();
  const { rows: live } = await database.query<{ n: number; soon: number; products: number }>(
    `select count(*)::int as n,
            count(*) filter (where ends_at < now() + interval '1 hour')::int as soon,
            (select count(*) from products)::int as products
     from auctions where status = 'live' and ends_at > now()`,
  );
  const { n = 0, soon = 0, products = 0 } = live[0] ?? {};
  const deficit = Math.max(0, liveAuctionTarget(products) - n);
  let opened = 0;
  if (products > 0 && (deficit > 0 || soon === 0)) {
    opened = await seedAuctions(database, { target: Math.max(deficit, 8), salt: `refresh-${Date.now()}` });
  }
  return { closed, opened };
}

/**
 * Whether the demo catalogue is whole: 'none' (never seeded), 'running' (a seed started and
 * never finished: killed, crashed) or 'complete'.
 */
export async function demoSeedState(database: Database): Promise<'none' | 'running' | 'complete'> {
  const { rows } = await database.query<{ status: 'running' | 'complete' }>("select status from seed_runs where name = 'demo'");
  return rows[0]?.status ?? 'none';
}

/**
 * What `npm start` does before serving: seed an empty catalogue, and seed again, from
 * scratch, one whose last seed never finished, so a half-built catalogue is never served.
 * Returns what it did, for the start to tell.
 */
export async function prepareDemoCatalogue(
  database: Database,
  options: SeedOptions,
): Promise<{ action: 'seeded' | 'reseeded' | 'kept'; report?: SeedReport }> {
  const state = await demoSeedState(database);
  if (state === 'running') {
    options.log?.('The last demo seed did not finish: building the catalogue again from the start…');
    await clearCatalogue(database);
    return { action: 'reseeded', report: await seedDemo(database, { community: true, ...options }) };
  }
  if (await isCatalogueEmpty(database)) return { action: 'seeded', report: await seedDemo(database, { community: true, ...options }) };
  return { action: 'kept' };
}

export async function seedDemo(database: Database, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  options.onStart?.();
  const started = Date.now();
  const now = started;
  // Marked first and cleared last: a seed that dies in between is seen at the next start.
  await database.query(
    `insert into seed_runs (name, status, started_at) values ('demo', 'running', now())
     on conflict (name) do update set status = 'running', started_at = now(), finished_at = null`,
  );
  await seedDemoMembers(database);
  const brandIds = await seedCategoriesAndBrands(database);
  await withoutSecondaryIndexes(database, ['products', 'historical_sales', 'listings'], async () => {
    // One batch is written while the next is generated: the two cores share the work.
    let batch: DemoProduct[] = [];
    let inFlight: Promise<void> = Promise.resolve();
    let done = 0;
    const flush = async (rows: DemoProduct[]) => {
      await inFlight;
      inFlight = insertProducts(database, rows, brandIds, now);
      // Awaited at the next flush; this only keeps an early failure from counting as unhandled.
      inFlight.catch(() => undefined);
      done += rows.length;
      if (done % 100_000 === 0) log(`  ${done.toLocaleString('en-US')} products`);
    };
    for (const product of generateProducts(options.products, options.seed)) {
      batch.push(product);
      if (batch.length === BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await flush(batch);
    await inFlight;
    log(`  products in ${Date.now() - started} ms`);
    // Independent of each other: on PostgreSQL they run on two connections at once.
    await Promise.all([seedSales(database, options.products), seedListings(database)]);
    log(`  sales and listings at ${Date.now() - started} ms`);
    // A bulk load, not a change anyone follows: a new catalogue has no wishlists or search
    // rows yet (refreshed whole below), so it publishes no product.changed events.
    await deriveProductFigures(database);
    log(`  figures at ${Date.now() - started} ms`);
  });
  log(`  indexes at ${Date.now() - started} ms`);
  await seedReviewQueue(database);
  const auctions = await seedAuctions(database);
  await seedSecondChanceLot(database, sellerId(0));
  if (options.community) {
    const { entries } = await seedDemoCommunity(database, { seed: options.seed ?? 37 });
    log(`  community (${entries} entries) at ${Date.now() - started} ms`);
    log(`  public portfolios (${(await seedDemoPortfolios(database)).portfolios}) at ${Date.now() - started} ms`);
  }
  // The Journal's articles by Patina's editors and experts (issue #36), on the demo's own pieces.
  if (options.community) log(`  journal (${await seedDemoJournal(database)} articles) at ${Date.now() - started} ms`);
  await database.exec(`
    update brands b set image = x.image_feature
    from (select distinct on (brand_id) brand_id, image_feature from products order by brand_id, views desc, id) x
    where x.brand_id = b.id`);
  await refreshSearchIndex(database);
  await database.exec('analyze');
  const { rows } = await database.query<{ p: number; s: number; l: number }>(
    'select (select count(*) from products)::int as p, (select count(*) from historical_sales)::int as s, (select count(*) from listings)::int as l',
  );
  await database.query("update seed_runs set status = 'complete', finished_at = now() where name = 'demo'");
  return { products: rows[0]?.p ?? 0, sales: rows[0]?.s ?? 0, listings: rows[0]?.l ?? 0, auctions, ms: Date.now() - started };
}
