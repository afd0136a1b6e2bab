import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { queryRows, textSql } from '../../db/rows.js';
import type { SearchSort } from '../../../shared/search/contracts.js';
import { asciiNorm, PLAIN_TEXT, rankCandidates, type RankedFact } from './memory-rank.js';
import { askForMissing, FACT_COLUMNS, factsOf, keepFacts, MISSING_MAX, type FactRow } from './ranking-facts.js';
import {
  CANDIDATE_CAP, checked, conditions, HEAD_ID_RANGE, HEAD_KEY, HEAD_MIN_CANDIDATES, HEAD_ROWS, idList, IN_LAYOUT_ORDER, indexed, noFilters,
  NOT_INDEXED_ANCHOR, orderBy, Params, RELEVANCE, shapeOf, statementName, walkShare, type MatchRow, type SearchFilters, type Shape, type Term,
} from './search.sql.js';
import { candidatesFromHeads, forgetVocabulary, termsFromVocabulary, vocabularyOf } from './vocabulary.js';

/**
 * The search module's statements. Matching runs on product_search (one narrow row per
 * product, a GIN index on its words) and search_words (the catalogue's vocabulary, for
 * prefixes and typos); catalogue tables are read only by the refresh, which copies what
 * search needs. Query text only ever travels as a parameter. The SQL text a query is matched
 * with is built in search.sql.ts; the vocabulary (vocabulary.ts) and the ranking facts
 * (ranking-facts.ts) are held in memory and read by their own loads.
 */

const pick = ({ product_id, popularity, trend }: MatchRow): MatchRow => ({ product_id, popularity, trend });

/**
 * The row of product_search for products, computed from what the catalogue and pricing publish
 * for other modules (the views of migration 0042: never their tables), plus the words of the
 * product's house and model (for search_words.implies; not stored per product).
 */
function sourceSelect(stats: 'grouped' | 'lateral', where: string, order: string): string {
  const sales =
    stats === 'grouped'
      ? `left join (
           select product_code, count(*)::int as sales,
                  (array_agg(sell_price order by sale_date desc))[1] as last_price,
                  (array_agg(sell_price order by sale_date desc))[2] as previous_price
           from pricing_published_sales group by product_code
         ) st on st.product_code = p.product_code`
      : `left join lateral (
           select count(*)::int as sales,
                  (array_agg(sell_price order by sale_date desc))[1] as last_price,
                  (array_agg(sell_price order by sale_date desc))[2] as previous_price
           from pricing_published_sales h where h.product_code = p.product_code
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
             end as trend,
             b.brand_words, patina_search_words(p.model) as model_words
      from catalog_published_products p
      join (select id, slug, name, patina_search_norm(name) as brand_norm, patina_search_words(name) as brand_words from catalog_published_brands) b on b.id = p.brand_id
      ${sales}
      ${where}
    ) x
    ${order}`;
}


/**
 * The heads of the words that `list`'s products carry now or carried (`before`), after their
 * rows were replaced: each head loses these products' old keys and gains their new ones, in
 * key order, cut at `headRows`. That is the head a recount gives when the old head held every
 * carrier of its word (it was shorter than `headRows`), or when enough of the merged keys lie
 * at or before its old last key (every carrier it did not hold comes after that key). Only a
 * full head that lost more than it gained there is counted again from product_search.
 * `unseen`: some product had no row before, so any head may still name it (all are searched).
 */
function headsOf(list: string, before: string[], unseen: boolean, headRows: number): SQL {
  const n = sql.raw(String(headRows));
  const ids = sql.raw(list);
  const range = sql.raw(String(HEAD_ID_RANGE));
  const key = sql.raw(HEAD_KEY);
  // Each head's merge and check are worked out first (materialized), then written: one pass.
  return sql`
    with c as materialized (
      select w.word, w.head, array(
               select x from (
                 select k as x from unnest(w.head) k where not (k % ${range} = any(${ids}))
                 union all
                 select ${key} from product_search s where s.product_id = any(${ids}) and w.word = any(s.words)
               ) u order by x) as merged
      from search_words w
      where w.word = any(array(
              select t from product_search s, unnest(s.words) t where s.product_id = any(${ids})
              union select unnest(${sql.param(before)}::text[])))
         ${unseen ? sql`or exists (select 1 from unnest(w.head) k where k % ${range} = any(${ids}))` : sql``}
    ), f as materialized (
      select c.word,
             case when cardinality(c.head) < ${n} or (select count(*) from unnest(c.merged) x where x <= c.head[${n}]) >= ${n}
                  then c.merged[1:${n}] end as fast
      from c
    )
    update search_words sw
    set head = coalesce(f.fast, array(
      select ${key} from product_search s where s.words && array[sw.word] order by s.popularity desc, s.product_id limit ${n}))
    from f
    where sw.word = f.word`;
}

const COLUMNS = 'product_id, words, name_norm, brand_norm, brand_slug, category, condition, price_shown, created_at, popularity, trend';

/**
 * Search statements run on connections of their own (Database.readLane): two cores serve
 * best with few statements at once, and a burst of searches waits in this process rather than
 * crowding the database (and the rest of the site's connections). Each statement is bounded
 * well below the global timeout: a dropdown answer is worth nothing after a few seconds.
 */
export const SEARCH_CONNECTIONS = 4;
export const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

export interface SearchRepoOptions {
  /** Rank plain dropdown queries in memory when the facts are held (default); false: always in the database. */
  rankInMemory?: boolean;
  /** The length of a word's head that refreshProducts keeps (HEAD_ROWS; a test makes heads full with fewer products). */
  headRows?: number;
}

export function createSearchRepo(database: Database, options: SearchRepoOptions = {}) {
  const lane = database.readLane({ max: SEARCH_CONNECTIONS, statementTimeoutMs: SEARCH_STATEMENT_TIMEOUT_MS });
  const rankInMemory = options.rankInMemory ?? true;
  const headRows = options.headRows ?? HEAD_ROWS;

  /**
   * The dropdown of a plain query whose candidates come from the heads, ranked in memory on
   * the held facts, in the order RELEVANCE gives in the database (search.routes.test.ts holds
   * the two equal). `ids` are the anchor's first products from the heads: CANDIDATE_CAP of
   * them when the anchor alone decides (`known`), else HEAD_ROWS, checked here for the other
   * words as `checked` checks them. The database only finds exact-name matches, by the name
   * index. Null when the database must answer: a fact not held (it is read at the next
   * catch-up), a name not plain text, or a rare combination that must look further.
   */
  async function instantInMemory(
    query: string, shape: Shape, ids: number[], limit: number, signal?: AbortSignal,
  ): Promise<{ rows: MatchRow[]; total: number; exact: boolean; via: 'memory' } | null> {
    const held = factsOf(database);
    const norm = asciiNorm(query);
    if (!rankInMemory || !held || held.loading || norm === null || !PLAIN_TEXT.test(norm)) return null;
    const { anchor, rest, known } = shape;
    const facts: RankedFact[] = [];
    let complete = true;
    for (const id of ids) {
      const fact = held.byId.get(id);
      if (fact) facts.push(fact);
      else {
        complete = false;
        if (held.missing.size < MISSING_MAX) held.missing.add(id);
      }
    }
    if (!complete) {
      askForMissing(database, held);
      return null;
    }
    const tests = rest.map((t): ((f: RankedFact) => boolean) => {
      if (t.corrected || t.words.length <= 8) {
        const words = new Set(t.words);
        return (f) => f.words.some((w) => words.has(w));
      }
      return (f) => f.words.some((w) => w.startsWith(t.token));
    });
    const candidateIds: number[] = [];
    const candidates: RankedFact[] = [];
    let hits = 0;
    for (let k = 0; k < facts.length; k++) {
      const fact = facts[k]!;
      if (tests.length > 0 && !tests.every((test) => test(fact))) continue;
      hits++;
      if (candidates.length < CANDIDATE_CAP) {
        if (!fact.plain) return null;
        candidateIds.push(ids[k]!);
        candidates.push(fact);
      }
    }
    // A rare combination: the database looks further, through the index.
    if (known === null && ids.length >= HEAD_ROWS && hits < HEAD_MIN_CANDIDATES) return null;
    // The anchor's words checked on the few rows the name index finds, as NOT_INDEXED_ANCHOR does.
    const p = new Params(norm);
    const carried = [`coalesce(s.words && ${p.add(anchor.words)}::text[], false)`, ...rest.map((t) => checked(t, p))];
    const text = `select ${FACT_COLUMNS} from product_search s where s.name_norm = $1 and ${carried.join(' and ')} limit 20`;
    // No product has this name: no exact-name match to look for.
    const { rows: exact } = held.names && !held.names.has(norm)
      ? { rows: [] }
      : await lane.query<FactRow>(text, p.values, { name: statementName('search_instant_exact', text), signal });
    if (exact.length > 0) {
      // Union: an exact match among the candidates is counted once (and ranked on its row as read now).
      const found = new Map<number, RankedFact>();
      keepFacts(held, found, exact, false);
      for (const [id, fact] of found) {
        const k = candidateIds.indexOf(id);
        if (k >= 0) candidates[k] = fact;
        else {
          candidateIds.push(id);
          candidates.push(fact);
        }
      }
    }
    const nCand = candidates.length;
    const rows = rankCandidates(norm, candidateIds, candidates, limit).map((k) => ({
      product_id: candidateIds[k]!, popularity: candidates[k]!.popularity, trend: candidates[k]!.trend,
    }));
    if (known !== null) return { rows, total: nCand < CANDIDATE_CAP ? nCand : Math.max(known, nCand), exact: true, via: 'memory' };
    // The anchor has no more products than were read: every match is known.
    if (ids.length < HEAD_ROWS) return { rows, total: hits, exact: true, via: 'memory' };
    const estimate = Math.round((anchor.nprod * hits) / ids.length);
    return { rows, total: Math.min(anchor.nprod, Math.max(nCand, estimate)), exact: false, via: 'memory' };
  }

  /**
   * A statement on the database, or on the caller's transaction when one is given (the same
   * text and parameters: see textSql). Searches themselves run on the lane.
   */
  async function run<R>(text: string, params: unknown[] = [], tx?: DbOrTx): Promise<{ rows: R[] }> {
    if (!tx) return database.query<R>(text, params);
    return { rows: await queryRows<R>(tx, textSql(text, params)) };
  }

  let sizeSeen: { at: number; rows: number } | null = null;

  async function catalogueRows(tx?: DbOrTx): Promise<number> {
    if (sizeSeen && Date.now() - sizeSeen.at < 60_000) return sizeSeen.rows;
    const { rows } = await run<{ n: number }>(
      `select greatest(reltuples, 0)::float8 as n from pg_class where relname = 'product_search' and relkind = 'r'`,
      [],
      tx,
    );
    sizeSeen = { at: Date.now(), rows: rows[0]?.n ?? 0 };
    return sizeSeen.rows;
  }

  async function exactCount(terms: Term[], f: SearchFilters, signal?: AbortSignal): Promise<number> {
    const { known } = shapeOf(terms);
    if (known !== null && noFilters(f)) return known;
    const p = new Params();
    const where = conditions(terms, f, p, 's', await catalogueRows());
    const { rows } = await lane.query<{ n: number }>(`select count(*)::int as n from product_search s where ${where}`, p.values, { signal });
    return rows[0]?.n ?? 0;
  }

  /** patina_search_terms itself (typos, accents, anything the vocabulary does not answer). */
  async function termsFromDatabase(query: string, signal?: AbortSignal): Promise<Term[]> {
    const { rows } = await lane.query<{
      i: number; token: string; words: string[]; ndoc: number | string; nprod: number | string; implies: string[]; corrected: boolean;
    }>('select i, token, words, ndoc, nprod, implies, corrected from patina_search_terms($1)', [query], { name: 'search_terms', signal });
    return rows.map((r) => ({
      i: r.i, token: r.token, words: r.words, ndoc: Number(r.ndoc), nprod: Number(r.nprod), implies: r.implies, corrected: r.corrected,
    }));
  }

  return {
    /** What each query word searches for (prefix words, or a typo's correction). */
    async terms(query: string, signal?: AbortSignal): Promise<Term[]> {
      const vocabulary = await vocabularyOf(database);
      const norm = asciiNorm(query);
      const known = vocabulary && norm !== null && termsFromVocabulary(vocabulary, norm);
      if (known) return known;
      return termsFromDatabase(query, signal);
    },

    termsFromDatabase,

    /** Loads the vocabulary now (at start), so the first search does not wait for it. */
    async warm(): Promise<void> {
      await vocabularyOf(database);
      await factsOf(database)?.loading;
    },

    /**
     * The dropdown: the first CANDIDATE_CAP matches in popularity order (refreshAll lays the
     * table out that way, so no sort of every match is needed) plus exact-name matches,
     * ranked; the first `limit`; and the number of all matches, in one statement (two when a
     * rare combination needs a second look). Every match carries the rarest word (the
     * anchor), so with other words the first matches are those among the anchor's first
     * HEAD_ROWS products (at least HEAD_MIN_CANDIDATES of them, or the dropdown looks further).
     * The number is exact when the words' counts give it (one word, or every other word
     * implied by the anchor), when the anchor has at most HEAD_ROWS products (all read), or
     * when fewer than CANDIDATE_CAP match; otherwise it is the anchor's exact count times the
     * share of its first HEAD_ROWS products that match, and `exact` is false.
     */
    async instant(
      query: string, terms: Term[], limit: number, signal?: AbortSignal,
    ): Promise<{ rows: MatchRow[]; total: number; exact: boolean; /** Set when ranked in memory. */ via?: 'memory' }> {
      const rows = await catalogueRows();
      const shape = shapeOf(terms);
      const { anchor, rest, known } = shape;
      const columns = 's.product_id, s.popularity, s.trend, s.name_norm, s.brand_norm';
      const ranked = (from: string, extra = '') =>
        `select m.product_id, m.popularity, m.trend, count(*) over ()::int as n_cand${extra}
         from (${from}) m, q
         order by ${RELEVANCE}
         limit $2`;

      if (known !== null) {
        // Every match is one of the anchor's products. Their first CANDIDATE_CAP, from the
        // words' heads in memory: the statement reads only those rows (by key) and the
        // exact-name matches, and its text never changes (prepared once per connection).
        const vocabulary = await vocabularyOf(database);
        const ids = vocabulary && candidatesFromHeads(vocabulary, anchor.words, CANDIDATE_CAP);
        if (ids) {
          const fromMemory = await instantInMemory(query, shape, ids, limit, signal);
          if (fromMemory) return fromMemory;
          const { rows: found } = await lane.query<MatchRow & { n_cand: number }>(
            `with q as (select patina_search_norm($1) as norm)
             ${ranked(
               `(select ${columns} from product_search s where s.product_id = any($3::bigint[]))
                union
                (select ${columns} from product_search s, q where s.name_norm = q.norm and ${NOT_INDEXED_ANCHOR} limit 20)`,
             )}`,
            [query, limit, idList(ids), anchor.words],
            { name: 'search_instant_heads', signal },
          );
          const nCand = found[0]?.n_cand ?? 0;
          return { rows: found.map(pick), total: nCand < CANDIDATE_CAP ? nCand : Math.max(known, nCand), exact: true };
        }
        // No heads (a database not refreshed since they came): read the anchor's products in
        // layout order when they are many, gather them from the index when they are few.
        const p = new Params(query, limit);
        const walk = anchor.nprod >= rows * walkShare(anchor);
        const where = `${walk ? checked(anchor, p) : indexed(anchor, p)} and ${IN_LAYOUT_ORDER}`;
        const { rows: found } = await lane.query<MatchRow & { n_cand: number }>(
          `with q as (select patina_search_norm($1) as norm)
           ${ranked(
             `(select ${columns} from product_search s where ${where} limit ${CANDIDATE_CAP})
              union
              (select ${columns} from product_search s, q where s.name_norm = q.norm and ${where} limit 20)`,
           )}`,
          p.values,
          { signal },
        );
        const nCand = found[0]?.n_cand ?? 0;
        return { rows: found.map(pick), total: nCand < CANDIDATE_CAP ? nCand : Math.max(known, nCand), exact: true };
      }

      // The anchor's first HEAD_ROWS products, each marked whether it carries the other words
      // too: the candidates, and the share that gives the count. From the anchor's words'
      // heads in memory when they are complete (the rows are then read by key), else the
      // anchor's products in layout order from the index.
      const vocabulary = await vocabularyOf(database);
      const headIds = vocabulary && candidatesFromHeads(vocabulary, anchor.words, HEAD_ROWS);
      const fromMemory = headIds && (await instantInMemory(query, shape, headIds, limit, signal));
      if (fromMemory) return fromMemory;
      const p = headIds ? new Params(query, limit, idList(headIds), anchor.words) : new Params(query, limit);
      const anchorWhere = headIds ? NOT_INDEXED_ANCHOR : `${indexed(anchor, p)} and ${IN_LAYOUT_ORDER}`;
      // (No other word when the only one is a single letter, whose count is only a bound.)
      const hit = rest.length > 0 ? rest.map((t) => checked(t, p)).join(' and ') : 'true';
      const head = headIds
        ? `select ${columns}, (${hit}) as hit from product_search s where s.product_id = any($3::bigint[])`
        : `select ${columns}, (${hit}) as hit from product_search s where ${anchorWhere} limit ${HEAD_ROWS}`;
      const text = `with q as (select patina_search_norm($1) as norm),
              head as materialized (${head}),
              seen as (select count(*)::int as head_rows, (count(*) filter (where hit))::int as head_hits from head)
         select r.*, seen.head_rows, seen.head_hits from seen left join lateral (
           ${ranked(
             `(select h.product_id, h.popularity, h.trend, h.name_norm, h.brand_norm from head h where h.hit
               order by h.popularity desc, h.product_id limit ${CANDIDATE_CAP})
              union
              (select ${columns} from product_search s, q where s.name_norm = q.norm and ${anchorWhere} and ${hit} limit 20)`,
           )}
         ) r on true`;
      const { rows: found } = await lane.query<MatchRow & { n_cand: number; head_rows: number; head_hits: number }>(
        text,
        p.values,
        // Its text varies only with the other words' number and kinds: each variant is
        // prepared once per connection (no parse and plan per search).
        headIds ? { name: statementName('search_instant_rest', text), signal } : { signal },
      );
      const { head_rows: headRows = 0, head_hits: headHits = 0 } = found[0] ?? {};
      let matches: (MatchRow & { n_cand: number })[] = found.filter((r) => r.product_id !== null);
      let nCand = matches[0]?.n_cand ?? 0;
      // The anchor has no more products than were read: every match is known.
      if (headRows < HEAD_ROWS) return { rows: matches.map(pick), total: headHits, exact: true };
      if (headHits < HEAD_MIN_CANDIDATES) {
        // A rare combination: look further for candidates, the narrowest other word through
        // the index as well.
        const p2 = new Params(query, limit);
        const where = conditions(terms, {}, p2, 's', rows);
        const { rows: more } = await lane.query<MatchRow & { n_cand: number }>(
          `with q as (select patina_search_norm($1) as norm)
           ${ranked(
             `(select ${columns} from product_search s where ${where} and ${IN_LAYOUT_ORDER} limit ${CANDIDATE_CAP})
              union
              (select ${columns} from product_search s, q where s.name_norm = q.norm and ${where} limit 20)`,
           )}`,
          p2.values,
          { signal },
        );
        matches = more;
        nCand = more[0]?.n_cand ?? 0;
        if (nCand < CANDIDATE_CAP) return { rows: matches.map(pick), total: nCand, exact: true };
      }
      const estimate = Math.round((anchor.nprod * headHits) / headRows);
      return { rows: matches.map(pick), total: Math.min(anchor.nprod, Math.max(nCand, estimate)), exact: false };
    },

    /** The results page: every match, filtered, sorted and paged, with the exact total. */
    async search(query: string, terms: Term[], f: SearchFilters, sort: SearchSort, limit: number, offset: number, signal?: AbortSignal): Promise<{ rows: MatchRow[]; total: number }> {
      const p = new Params(query, limit, offset);
      const where = conditions(terms, f, p, 'm', await catalogueRows());
      const [{ rows }, total] = await Promise.all([
        lane.query<MatchRow>(
          `with q as (select patina_search_norm($1) as norm)
           select m.product_id, m.popularity, m.trend from product_search m, q
           where ${where}
           order by ${orderBy(sort)}
           limit $2 offset $3`,
          p.values,
          { signal },
        ),
        exactCount(terms, f, signal),
      ]);
      return { rows: rows.map(pick), total };
    },

    /** Counts by category, brand and condition among the matches, each ignoring its own filter. */
    async facets(terms: Term[], f: SearchFilters, signal?: AbortSignal) {
      const catalogue = await catalogueRows();
      const facet = async (column: 'category' | 'brand_slug' | 'condition', without: SearchFilters, limit: number) => {
        const p = new Params();
        const where = conditions(terms, without, p, 's', catalogue);
        const label = column === 'brand_slug' ? 'coalesce((select b.name from catalog_published_brands b where b.slug = g.value), g.value)' : 'g.value';
        const { rows } = await lane.query<{ value: string; label: string; count: number }>(
          `select g.value, ${label} as label, g.count
           from (select s.${column} as value, count(*)::int as count from product_search s
                 where ${where} group by s.${column} order by count(*) desc, s.${column} limit ${limit}) g
           order by g.count desc, g.value`,
          p.values,
          { signal },
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
    async matchAmong(query: string, terms: Term[], productIds: number[], limit: number, signal?: AbortSignal): Promise<{ ids: number[]; total: number }> {
      if (productIds.length === 0) return { ids: [], total: 0 };
      const p = new Params(query, productIds, limit);
      const where = conditions(terms, {}, p);
      const { rows } = await lane.query<{ product_id: number; total: number }>(
        `with q as (select patina_search_norm($1) as norm)
         select m.product_id, count(*) over ()::int as total
         from (select s.product_id, s.popularity, s.name_norm, s.brand_norm from product_search s
               where s.product_id = any($2::bigint[]) and ${where}) m, q
         order by ${RELEVANCE}
         limit $3`,
        p.values,
        { signal },
      );
      return { ids: rows.map((r) => r.product_id), total: rows[0]?.total ?? 0 };
    },

    /**
     * Rebuilds product_search and search_words from the whole catalogue, most popular rows
     * first. Indexes are dropped for the load and built afterwards, side by side. It takes no
     * transaction: a rebuild of a million rows (DDL, VACUUM) runs on its own, never inside a
     * use case's transaction.
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
        await database.exec('truncate product_search, search_words, search_overlaps');
        const memory = database.engine === 'postgres' ? "set work_mem = '256MB'; " : '';
        // Computed into a staging table first: CREATE TABLE AS may use parallel workers where
        // INSERT ... SELECT may not, and normalizing a million names is the costly part.
        const load = `product_search_load_${randomBytes(4).toString('hex')}`;
        await database.exec(`${memory}create unlogged table ${load} as ${sourceSelect('grouped', '', '')}`);
        step('rows computed');
        try {
          await database.exec(`${memory}insert into product_search (${COLUMNS}) select ${COLUMNS} from ${load} order by popularity desc, product_id`);
          step('rows loaded');
          // Each word's products; and the words they all carry: their house's name when they
          // are all of one house (and carry it), their model's when they are all one model.
          await database.exec(
            `${memory}insert into search_words (word, ndoc, implies, head)
             select v.w, v.n, array(select distinct x from unnest(v.house || v.model) x order by x), v.head
             from (
               select u.w, count(*)::int as n,
                      (array_agg(${HEAD_KEY.replaceAll('s.', 'l.')} order by l.popularity desc, l.product_id))[1:${HEAD_ROWS}] as head,
                      case when min(l.brand_words) = max(l.brand_words) and bool_and(l.words @> l.brand_words) then min(l.brand_words) else '{}' end as house,
                      case when min(l.model_words) = max(l.model_words) and bool_and(l.words @> l.model_words) then min(l.model_words) else '{}' end as model
               from ${load} l, unnest(l.words) u(w)
               group by u.w
             ) v`,
          );
        } finally {
          await database.exec(`drop table if exists ${load}`);
        }
        await database.exec(
          `${memory}insert into search_overlaps (prefix, n)
           select x.prefix, count(*)::int from product_search s, patina_search_overlaps(s.words) x(prefix) group by x.prefix`,
        );
        step('vocabulary');
      } finally {
        const memory = database.engine === 'postgres' ? "set maintenance_work_mem = '256MB'; " : '';
        await Promise.all([
          ...defs.map((d) => database.exec(`${memory}${d.indexdef}`)),
          ...fks.map((c) => database.exec(`alter table product_search add constraint "${c.conname}" ${c.def}`)),
        ]);
        step('indexes');
      }
      await database.exec(
        database.engine === 'postgres'
          ? 'vacuum analyze product_search, search_words, search_overlaps'
          : 'analyze product_search; analyze search_words; analyze search_overlaps',
      );
      step('vacuum');
      sizeSeen = null;
      forgetVocabulary(database);
      const { rows } = await database.query<{ p: number; w: number }>(
        'select (select count(*) from product_search)::int as p, (select count(*) from search_words)::int as w',
      );
      return { products: rows[0]?.p ?? 0, words: rows[0]?.w ?? 0 };
    },

    /** True when the catalogue has products but the search tables have none (an older database). */
    async needsFill(tx?: DbOrTx): Promise<boolean> {
      const { rows } = await run<{ needs: boolean }>(
        'select (exists (select 1 from catalog_published_products) and not exists (select 1 from product_search)) as needs',
        [],
        tx,
      );
      return rows[0]?.needs ?? false;
    },

    /**
     * Brings these products' search rows up to date (new, changed or removed products). The
     * delete trigger of 0007 takes the old rows out of the counts; the new rows are added
     * here. A word's implied words keep only those every new product carrying it carries;
     * a word new to the catalogue implies nothing until the next full refresh.
     */
    async refreshProducts(ids: number[], tx?: DbOrTx): Promise<void> {
      if (ids.length === 0) return;
      if (!ids.every((id) => Number.isSafeInteger(id))) throw new TypeError('refreshProducts takes product ids');
      // Numbers only, so the list is written into the statements, which run in one transaction:
      // on PostgreSQL each query could otherwise take another pooled connection, and a failure
      // half-way would leave products out of the search. The lock keeps two refreshes from
      // counting the same rows twice.
      const list = `'{${ids.join(',')}}'::bigint[]`;
      const statements = [
        `delete from product_search where product_id = any(${list})`,
        `insert into product_search (${COLUMNS}) select ${COLUMNS} from (${sourceSelect('lateral', `where p.id = any(${list})`, '')}) y`,
        `insert into search_words (word, ndoc)
         select w, count(*)::int from product_search s, unnest(s.words) w where s.product_id = any(${list}) group by w
         on conflict (word) do update set ndoc = search_words.ndoc + excluded.ndoc`,
        `update search_words sw
         set implies = array(
           select x from unnest(sw.implies) x
           where not exists (
             select 1 from product_search s
             where s.product_id = any(${list}) and sw.word = any(s.words) and not x = any(s.words)))
         where sw.implies <> '{}'
           and sw.word in (select w from product_search s, unnest(s.words) w where s.product_id = any(${list}))`,
        `insert into search_overlaps (prefix, n)
         select x.prefix, count(*)::int from product_search s, patina_search_overlaps(s.words) x(prefix)
         where s.product_id = any(${list}) group by x.prefix
         on conflict (prefix) do update set n = search_overlaps.n + excluded.n`,
      ];
      // Within a caller's transaction, a savepoint: the rows change (or not) with the caller's.
      await (tx ?? database.db).transaction(async (inner) => {
        await inner.execute(sql`select pg_advisory_xact_lock(hashtext('patina:search-refresh'))`);
        // The words these products carried: the only heads that can name them (a head names a
        // product only among the carriers of its word), read before their rows are replaced.
        const [before] = await queryRows<{ words: string[] | null; rows: number }>(inner, sql.raw(
          `select array(select distinct w from product_search s, unnest(s.words) w where s.product_id = any(${list})) as words,
                  (select count(*)::int from product_search where product_id = any(${list})) as rows`,
        ));
        for (const statement of statements) await inner.execute(sql.raw(statement));
        // A product without a row before (new, or its row dropped with it) may still be named by
        // a head the last refresh left: only then are all heads searched for these ids.
        const unseen = (before?.rows ?? 0) < new Set(ids).size;
        await inner.execute(headsOf(list, before?.words ?? [], unseen, headRows));
      });
      forgetVocabulary(database);
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
