import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { SearchSort } from '../../../shared/search/contracts.js';

/**
 * The only SQL of the search module. Matching runs on product_search (one narrow row per
 * product, a GIN index on its words) and search_words (the catalogue's vocabulary, for
 * prefixes and typos); catalogue tables are read only by the refresh, which copies what
 * search needs. Query text only ever travels as a parameter.
 */

export interface Term {
  i: number;
  /** The query word, normalized. */
  token: string;
  /** Catalogue words this query word searches for; empty when nothing is close. */
  words: string[];
  /** Products carrying any of them (an upper bound of this word's matches). */
  ndoc: number;
  corrected: boolean;
}

export interface MatchRow {
  product_id: number;
  popularity: number;
  trend: 'up' | 'down' | 'stable';
}

export interface SearchFilters {
  category?: string;
  brand?: string;
  condition?: string;
  /** USD cents. */
  minCents?: number;
  maxCents?: number;
}

/** The dropdown ranks this many matches (the first in popularity order) and no more. */
export const CANDIDATE_CAP = 200;
/** Up to this many matches the dropdown's count is exact; above it, estimated. */
export const EXACT_COUNT_CAP = 2000;
/** Catalogues above this size estimate large multi-word counts from a 1 % block sample. */
const SAMPLE_FROM_ROWS = 200_000;

const BRAND_HIT = `(m.brand_norm = q.norm or q.norm like m.brand_norm || ' %' or m.brand_norm like q.norm || '%')`;
/** SPEC: exact name first, brand matches up; then closeness of the name, then popularity. */
const RELEVANCE = `(m.name_norm = q.norm) desc, ${BRAND_HIT} desc, similarity(m.name_norm, q.norm) desc, m.popularity desc, m.product_id`;

/** The popularity order of refreshAll's layout: most popular rows first. */
const FULL_RELEVANCE = `(m.name_norm = q.norm) desc, ${BRAND_HIT} desc, m.popularity desc, m.product_id`;

function orderBy(sort: SearchSort): string {
  switch (sort) {
    case 'relevance':
      return FULL_RELEVANCE;
    case 'price_asc':
      return 'm.price_shown asc, m.product_id';
    case 'price_desc':
      return 'm.price_shown desc, m.product_id desc';
    case 'newest':
      return 'm.created_at desc, m.product_id desc';
  }
}

/**
 * WHERE for the terms and filters: `words && $n` per query word (all must match), then the
 * filters; every value a parameter. The first parameter is always the query text.
 */
function conditions(terms: Term[], f: SearchFilters, params: unknown[], alias = 's', rows = 0): string {
  const where: string[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  const indexed = indexedTerms(terms, rows);
  for (const t of terms) {
    // A word most products carry is cheaper to check row by row (the table is in popularity
    // order, so the first 200 come quickly) than to gather from the index; coalesce() keeps
    // the planner from using the index for it.
    if (indexed.has(t)) add((p) => `${alias}.words && ${p}::text[]`, t.words);
    else if (t.corrected || t.words.length <= 8) add((p) => `coalesce(${alias}.words && ${p}::text[], false)`, t.words);
    // A short prefix of many words: test each of the row's words for the prefix instead
    // (overlap with a long list compares every pair).
    else add((p) => `exists (select 1 from unnest(${alias}.words) x where starts_with(x, ${p}))`, t.token);
  }
  if (f.category) add((p) => `${alias}.category = ${p}`, f.category);
  if (f.brand) add((p) => `${alias}.brand_slug = ${p}`, f.brand);
  if (f.condition) add((p) => `${alias}.condition = ${p}`, f.condition);
  if (f.minCents !== undefined) add((p) => `${alias}.price_shown >= ${p}`, f.minCents);
  if (f.maxCents !== undefined) add((p) => `${alias}.price_shown <= ${p}`, f.maxCents);
  return where.join(' and ');
}

/**
 * Which query words go through the GIN index: the narrow ones (under a tenth of the catalogue
 * and under 64 catalogue words), at most two; when every word is broad, the narrowest of
 * several, or none for a single broad word.
 */
export function indexedTerms(terms: Term[], rows: number): Set<Term> {
  const broad = (t: Term) => rows > 0 && (t.ndoc >= rows * 0.1 || t.words.length > 64);
  const byNdoc = [...terms].sort((a, b) => a.ndoc - b.ndoc);
  const narrow = byNdoc.filter((t) => !broad(t)).slice(0, 2);
  if (narrow.length > 0) return new Set(narrow);
  return new Set(terms.length > 1 ? byNdoc.slice(0, 1) : []);
}

const pick = ({ product_id, popularity, trend }: MatchRow): MatchRow => ({ product_id, popularity, trend });

/** The row of product_search for products, computed from the catalogue. */
function sourceSelect(stats: 'grouped' | 'lateral', where: string, order: string): string {
  const sales =
    stats === 'grouped'
      ? `left join (
           select product_code, count(*)::int as sales,
                  (array_agg(sell_price order by sale_date desc))[1] as last_price,
                  (array_agg(sell_price order by sale_date desc))[2] as previous_price
           from historical_sales group by product_code
         ) st on st.product_code = p.product_code`
      : `left join lateral (
           select count(*)::int as sales,
                  (array_agg(sell_price order by sale_date desc))[1] as last_price,
                  (array_agg(sell_price order by sale_date desc))[2] as previous_price
           from historical_sales h where h.product_code = p.product_code
         ) st on true`;
  // Popularity and trend follow shared/search/trend.ts (search.refresh.test.ts holds them equal).
  return `
    select x.* from (
      select p.id as product_id,
             patina_search_words(
               case when starts_with(lower(p.full_name), lower(b.name)) then '' else b.name || ' ' end
               || p.full_name
               || case when strpos(lower(p.full_name), lower(p.model)) > 0 then '' else ' ' || p.model end
               || case when p.reference is null or strpos(lower(p.full_name), lower(p.reference)) > 0 then '' else ' ' || p.reference end
             ) as words,
             patina_search_norm(p.name) as name_norm,
             b.brand_norm, b.slug as brand_slug, p.category, p.condition,
             coalesce(nullif(p.lowest_ask, 0), nullif(p.price, 0), nullif(p.recommended_price, 0), 0) as price_shown,
             p.created_at,
             greatest(1, least(100, round(100 * (
               least(greatest(p.views, 0), 4000)::numeric / 4000
               + least(greatest(p.wishlist_count, 0), 240)::numeric / 240
               + least(coalesce(st.sales, 0), 40)::numeric / 40) / 3)))::smallint as popularity,
             case
               when st.previous_price > 0 and (st.last_price - st.previous_price) * 100.0 / st.previous_price > 2 then 'up'
               when st.previous_price > 0 and (st.last_price - st.previous_price) * 100.0 / st.previous_price < -2 then 'down'
               else 'stable'
             end as trend
      from products p
      join (select id, slug, name, patina_search_norm(name) as brand_norm from brands) b on b.id = p.brand_id
      ${sales}
      ${where}
    ) x
    ${order}`;
}

const COLUMNS = 'product_id, words, name_norm, brand_norm, brand_slug, category, condition, price_shown, created_at, popularity, trend';

export function createSearchRepo(database: Database) {
  let sizeSeen: { at: number; rows: number } | null = null;

  async function catalogueRows(): Promise<number> {
    if (sizeSeen && Date.now() - sizeSeen.at < 60_000) return sizeSeen.rows;
    const { rows } = await database.query<{ n: number }>(
      `select greatest(reltuples, 0)::float8 as n from pg_class where relname = 'product_search' and relkind = 'r'`,
    );
    sizeSeen = { at: Date.now(), rows: rows[0]?.n ?? 0 };
    return sizeSeen.rows;
  }

  async function exactCount(terms: Term[], f: SearchFilters, cap?: number): Promise<number> {
    const params: unknown[] = [];
    const where = conditions(terms, f, params, 's', await catalogueRows());
    const sql = cap === undefined
      ? `select count(*)::int as n from product_search s where ${where}`
      : `select count(*)::int as n from (select 1 from product_search s where ${where} limit ${cap + 1}) x`;
    const { rows } = await database.query<{ n: number }>(sql, params);
    return rows[0]?.n ?? 0;
  }

  /** The dropdown's count: exact up to EXACT_COUNT_CAP, estimated above (never below it). */
  async function dropdownCount(terms: Term[]): Promise<number> {
    const fewest = Math.min(...terms.map((t) => t.ndoc));
    if (terms.length === 1 && fewest > EXACT_COUNT_CAP * 5) return fewest;
    const rows = await catalogueRows();
    if (terms.length > 1 && fewest > EXACT_COUNT_CAP && rows >= SAMPLE_FROM_ROWS) {
      // Several words, each common: estimate from a 1 % block sample first, and count
      // exactly only when the estimate says the answer is small.
      const params: unknown[] = [];
      const where = conditions(terms, {}, params, 's', rows);
      const { rows: sample } = await database.query<{ n: number }>(
        `select count(*)::int as n from product_search s tablesample system (1) repeatable (7) where ${where}`,
        params,
      );
      const estimate = (sample[0]?.n ?? 0) * 100;
      if (estimate > EXACT_COUNT_CAP * 2) return estimate;
    }
    const capped = await exactCount(terms, {}, EXACT_COUNT_CAP);
    if (capped <= EXACT_COUNT_CAP) return capped;
    if (terms.length === 1) return Math.max(capped, fewest);
    return exactCount(terms, {});
  }

  return {
    /** What each query word searches for (prefix words, or a typo's correction). */
    async terms(query: string): Promise<Term[]> {
      const { rows } = await database.query<{ i: number; token: string; words: string[]; ndoc: number | string; corrected: boolean }>(
        'select i, token, words, ndoc, corrected from patina_search_terms($1)',
        [query],
      );
      return rows.map((r) => ({ i: r.i, token: r.token, words: r.words, ndoc: Number(r.ndoc), corrected: r.corrected }));
    },

    /**
     * The dropdown: the first CANDIDATE_CAP matches in popularity order (refreshAll lays the
     * table out that way, so no sort of every match is needed) plus exact-name matches,
     * ranked; the first `limit`, and the number of all matches.
     */
    async instant(query: string, terms: Term[], limit: number): Promise<{ rows: MatchRow[]; total: number }> {
      const params: unknown[] = [query, limit];
      const where = conditions(terms, {}, params, 's', await catalogueRows());
      const ranked = database.query<MatchRow & { n_cand: number }>(
        `with q as (select patina_search_norm($1) as norm)
         select m.product_id, m.popularity, m.trend, count(*) over ()::int as n_cand
         from (
           (select s.product_id, s.popularity, s.trend, s.name_norm, s.brand_norm from product_search s
            where ${where} limit ${CANDIDATE_CAP})
           union
           (select s.product_id, s.popularity, s.trend, s.name_norm, s.brand_norm from product_search s, q
            where s.name_norm = q.norm and ${where} limit 20)
         ) m, q
         order by ${RELEVANCE}
         limit $2`,
        params,
      );
      const { rows } = await ranked;
      const nCand = rows[0]?.n_cand ?? 0;
      const total = nCand < CANDIDATE_CAP ? nCand : await dropdownCount(terms);
      return { rows: rows.map(pick), total };
    },

    /** The results page: every match, filtered, sorted and paged, with the exact total. */
    async search(query: string, terms: Term[], f: SearchFilters, sort: SearchSort, limit: number, offset: number): Promise<{ rows: MatchRow[]; total: number }> {
      const params: unknown[] = [query, limit, offset];
      const where = conditions(terms, f, params, 'm', await catalogueRows());
      const [{ rows }, total] = await Promise.all([
        database.query<MatchRow>(
          `with q as (select patina_search_norm($1) as norm)
           select m.product_id, m.popularity, m.trend from product_search m, q
           where ${where}
           order by ${orderBy(sort)}
           limit $2 offset $3`,
          params,
        ),
        exactCount(terms, f),
      ]);
      return { rows: rows.map(pick), total };
    },

    /** Counts by category, brand and condition among the matches, each ignoring its own filter. */
    async facets(terms: Term[], f: SearchFilters) {
      const catalogue = await catalogueRows();
      const facet = async (column: 'category' | 'brand_slug' | 'condition', without: SearchFilters, limit: number) => {
        const params: unknown[] = [];
        const where = conditions(terms, without, params, 's', catalogue);
        const label = column === 'brand_slug' ? 'coalesce((select b.name from brands b where b.slug = g.value), g.value)' : 'g.value';
        const { rows } = await database.query<{ value: string; label: string; count: number }>(
          `select g.value, ${label} as label, g.count
           from (select s.${column} as value, count(*)::int as count from product_search s
                 where ${where} group by s.${column} order by count(*) desc, s.${column} limit ${limit}) g
           order by g.count desc, g.value`,
          params,
        );
        return rows;
      };
      const [categories, brands, conditions_] = await Promise.all([
        facet('category', { ...f, category: undefined }, 20),
        facet('brand_slug', { ...f, brand: undefined }, 30),
        facet('condition', { ...f, condition: undefined }, 10),
      ]);
      return { categories, brands, conditions: conditions_ };
    },

    /** Which of these products (live auction lots) match, best first, and how many. */
    async matchAmong(query: string, terms: Term[], productIds: number[], limit: number): Promise<{ ids: number[]; total: number }> {
      if (productIds.length === 0) return { ids: [], total: 0 };
      const params: unknown[] = [query, productIds, limit];
      const where = conditions(terms, {}, params);
      const { rows } = await database.query<{ product_id: number; total: number }>(
        `with q as (select patina_search_norm($1) as norm)
         select m.product_id, count(*) over ()::int as total
         from (select s.product_id, s.popularity, s.name_norm, s.brand_norm from product_search s
               where s.product_id = any($2::bigint[]) and ${where}) m, q
         order by ${RELEVANCE}
         limit $3`,
        params,
      );
      return { ids: rows.map((r) => r.product_id), total: rows[0]?.total ?? 0 };
    },

    /**
     * Rebuilds product_search and search_words from the whole catalogue, most popular rows
     * first. Indexes are dropped for the load and built afterwards, side by side.
     */
    async refreshAll(log: (line: string) => void = () => {}): Promise<{ products: number; words: number }> {
      const started = Date.now();
      const step = (what: string) => log(`  search ${what} at ${Date.now() - started} ms`);
      const { rows: defs } = await database.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.schemaname = 'public' and i.tablename in ('product_search', 'search_words')
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      );
      // The foreign key would check a million rows one by one; added back, it checks them in one join.
      const { rows: fks } = await database.query<{ conname: string; def: string }>(
        `select conname, pg_get_constraintdef(oid) as def from pg_constraint
         where conrelid = 'product_search'::regclass and contype = 'f'`,
      );
      for (const d of defs) await database.exec(`drop index if exists "${d.indexname}"`);
      for (const c of fks) await database.exec(`alter table product_search drop constraint "${c.conname}"`);
      try {
        await database.exec('truncate product_search, search_words');
        const memory = database.engine === 'postgres' ? "set work_mem = '256MB'; " : '';
        // Computed into a staging table first: CREATE TABLE AS may use parallel workers where
        // INSERT ... SELECT may not, and normalizing a million names is the costly part.
        const load = `product_search_load_${randomBytes(4).toString('hex')}`;
        await database.exec(`${memory}create unlogged table ${load} as ${sourceSelect('grouped', '', '')}`);
        step('rows computed');
        try {
          await database.exec(`${memory}insert into product_search (${COLUMNS}) select ${COLUMNS} from ${load} order by popularity desc, product_id`);
        } finally {
          await database.exec(`drop table if exists ${load}`);
        }
        step('rows loaded');
        await database.exec(`${memory}insert into search_words (word, ndoc) select w, count(*)::int from product_search, unnest(words) w group by w`);
        step('vocabulary');
      } finally {
        const memory = database.engine === 'postgres' ? "set maintenance_work_mem = '256MB'; " : '';
        await Promise.all([
          ...defs.map((d) => database.exec(`${memory}${d.indexdef}`)),
          ...fks.map((c) => database.exec(`alter table product_search add constraint "${c.conname}" ${c.def}`)),
        ]);
        step('indexes');
      }
      await database.exec(database.engine === 'postgres' ? 'vacuum analyze product_search, search_words' : 'analyze product_search; analyze search_words');
      step('vacuum');
      sizeSeen = null;
      const { rows } = await database.query<{ p: number; w: number }>(
        'select (select count(*) from product_search)::int as p, (select count(*) from search_words)::int as w',
      );
      return { products: rows[0]?.p ?? 0, words: rows[0]?.w ?? 0 };
    },

    /** True when the catalogue has products but the search tables have none (an older database). */
    async needsFill(): Promise<boolean> {
      const { rows } = await database.query<{ needs: boolean }>(
        'select (exists (select 1 from products) and not exists (select 1 from product_search)) as needs',
      );
      return rows[0]?.needs ?? false;
    },

    /** Brings these products' search rows up to date (new, changed or removed products). */
    async refreshProducts(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await database.query('delete from product_search where product_id = any($1::bigint[])', [ids]);
      await database.query(`insert into product_search (${COLUMNS}) ${sourceSelect('lateral', 'where p.id = any($1::bigint[])', '')}`, [ids]);
      await database.query(
        `insert into search_words (word, ndoc)
         select w, count(*)::int from product_search s, unnest(s.words) w where s.product_id = any($1::bigint[]) group by w
         on conflict (word) do update set ndoc = search_words.ndoc + excluded.ndoc`,
        [ids],
      );
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
