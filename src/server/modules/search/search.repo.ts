import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { queryRows, textSql } from '../../db/rows.js';
import type { SearchSort } from '../../../shared/search/contracts.js';
import { asciiNorm, PLAIN_TEXT, rankCandidates, type RankedFact } from './memory-rank.js';

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
  /** Sum of those words' product counts (a product with two of them counts twice). */
  ndoc: number;
  /** Products carrying any of them, each once: exact unless the query word is one letter. */
  nprod: number;
  /** Words every one of those products carries (their house's, often their model's). */
  implies: string[];
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
/**
 * A word carried by at least this share of the products gives its first CANDIDATE_CAP
 * quicker from the popularity-ordered table read in order (about CANDIDATE_CAP × rows / n
 * rows, each checked) than from the index (all n gathered first); measured on a million,
 * the two cost the same near 25,000 for a check of a few words, near 100,000 for a short
 * prefix of many (each of a row's words tested for the prefix).
 */
const walkShare = (t: Term) => (t.corrected || t.words.length <= 8 ? 0.025 : 0.1);
/**
 * The rarest word's matches among its first HEAD_ROWS products are the dropdown's candidates
 * when there are at least this many; fewer, and the dropdown looks further.
 */
const HEAD_MIN_CANDIDATES = 50;
/**
 * For a query of several words not all implied by the rarest, the dropdown reads the rarest
 * word's first this many products (in popularity order): all of them, and the count is
 * exact, when it has no more; else the share of them that match estimates the count.
 */
export const HEAD_ROWS = 500;

const BRAND_HIT = `(m.brand_norm = q.norm or q.norm like m.brand_norm || ' %' or m.brand_norm like q.norm || '%')`;
/** SPEC: exact name first, brand matches up; then closeness of the name, then popularity. */
const RELEVANCE = `(m.name_norm = q.norm) desc, ${BRAND_HIT} desc, similarity(m.name_norm, q.norm) desc, m.popularity desc, m.product_id`;

/** The popularity order of refreshAll's layout: most popular rows first. */
const FULL_RELEVANCE = `(m.name_norm = q.norm) desc, ${BRAND_HIT} desc, m.popularity desc, m.product_id`;

/**
 * Read product_search in the order refreshAll laid it out (most popular first). A plain
 * sequential scan may start anywhere in a large table (PostgreSQL's synchronized scans join
 * a scan in progress, or begin where the last one stopped); a TID range scan always starts
 * at the first block. Also harmless on a bitmap scan, which reads blocks in order anyway.
 */
const IN_LAYOUT_ORDER = `s.ctid >= '(0,0)'::tid`;

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
 * How a query's words are matched. The anchor is the word with the fewest products; words
 * the anchor implies (every anchor product carries one of their words: 'louis' for
 * 'vuitton') need no check, and when all do, the anchor's product count is the query's.
 */
export interface Shape {
  anchor: Term;
  rest: Term[];
  /** The number of matches when it is known without reading product rows. */
  known: number | null;
}

export function shapeOf(terms: Term[]): Shape {
  const anchor = [...terms].sort((a, b) => a.nprod - b.nprod || a.words.length - b.words.length || a.i - b.i)[0]!;
  const implied = new Set(anchor.implies);
  const rest = terms.filter((t) => t !== anchor && !t.words.some((w) => implied.has(w)));
  const exact = anchor.corrected || anchor.token.length >= 2;
  return { anchor, rest, known: rest.length === 0 && exact ? anchor.nprod : null };
}

/**
 * The anchor's words checked on the rows an exact name finds (few), never through the words
 * index: a generic plan would otherwise gather every product of a common word to AND them.
 */
const NOT_INDEXED_ANCHOR = 'coalesce(s.words && $4::text[], false)';

/** Product ids as one array literal: pg's per-element escaping of a 500-number array costs more. */
function idList(ids: number[]): string {
  return `{${ids.join(',')}}`;
}

/** A prepared statement's name for a text built from a few fixed shapes (same text, same name). */
function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

class Params {
  readonly values: unknown[];
  constructor(...first: unknown[]) {
    this.values = first;
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A query word as an index condition (GIN on words: gathers every product carrying it). */
function indexed(t: Term, p: Params, alias = 's'): string {
  return `${alias}.words && ${p.add(t.words)}::text[]`;
}

/**
 * A query word checked row by row, hidden from the index (coalesce() keeps the planner from
 * gathering it). A short prefix of many words tests each of the row's words for the prefix
 * instead (overlap with a long list compares every pair).
 */
function checked(t: Term, p: Params, alias = 's'): string {
  if (t.corrected || t.words.length <= 8) return `coalesce(${alias}.words && ${p.add(t.words)}::text[], false)`;
  return `exists (select 1 from unnest(${alias}.words) x where starts_with(x, ${p.add(t.token)}))`;
}

/**
 * WHERE for the results page, auction lots and facets: the anchor through the index unless
 * it is broad, at most one more narrow word through the index, the rest checked per row,
 * then the filters; every value a parameter.
 */
function conditions(terms: Term[], f: SearchFilters, p: Params, alias = 's', rows = 0): string {
  const { anchor, rest } = shapeOf(terms);
  const broad = (t: Term) => rows > 0 && (t.nprod >= rows * 0.1 || t.words.length > 64);
  const second = rest.filter((t) => !broad(t)).sort((a, b) => a.nprod - b.nprod)[0];
  const where: string[] = [];
  // A single broad word is quicker row by row; with other words, the index narrows it first.
  where.push(broad(anchor) && rest.length === 0 ? checked(anchor, p, alias) : indexed(anchor, p, alias));
  for (const t of rest) where.push(t === second && !broad(anchor) ? indexed(t, p, alias) : checked(t, p, alias));
  if (f.category) where.push(`${alias}.category = ${p.add(f.category)}`);
  if (f.brand) where.push(`${alias}.brand_slug = ${p.add(f.brand)}`);
  if (f.condition) where.push(`${alias}.condition = ${p.add(f.condition)}`);
  if (f.minCents !== undefined) where.push(`${alias}.price_shown >= ${p.add(f.minCents)}`);
  if (f.maxCents !== undefined) where.push(`${alias}.price_shown <= ${p.add(f.maxCents)}`);
  return where.join(' and ');
}

const noFilters = (f: SearchFilters) =>
  !f.category && !f.brand && !f.condition && f.minCents === undefined && f.maxCents === undefined;

const pick = ({ product_id, popularity, trend }: MatchRow): MatchRow => ({ product_id, popularity, trend });

/**
 * The row of product_search for products, computed from the catalogue, plus the words of
 * the product's house and model (for search_words.implies; not stored per product).
 */
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
             end as trend,
             b.brand_words, patina_search_words(p.model) as model_words
      from products p
      join (select id, slug, name, patina_search_norm(name) as brand_norm, patina_search_words(name) as brand_words from brands) b on b.id = p.brand_id
      ${sales}
      ${where}
    ) x
    ${order}`;
}

/**
 * search_words.head's keys: ascending is the dropdown's order (popularity descending, then
 * product id), and the product id is the key modulo HEAD_ID_RANGE.
 */
const HEAD_ID_RANGE = 4294967296;
const HEAD_KEY = `((100 - s.popularity)::bigint * ${HEAD_ID_RANGE} + s.product_id)`;

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
 * The catalogue's vocabulary (search_words, search_overlaps) held in memory, so that the words
 * of an ASCII query (normalized here as patina_search_norm does: asciiNorm) become their
 * catalogue words without a round trip: patina_search_terms's prefix and typo rules,
 * computed here (search.routes.test.ts holds the two equal). Accented or other text, and
 * prefixes of more than PREFIX_WORDS words still ask the database. Shared by every repo on
 * one database, dropped by a refresh, and read again within VOCABULARY_CHECK_MS (plus the
 * load) of a refresh run by another process.
 */
interface VocabularyWord {
  word: string;
  ndoc: number;
  implies: string[];
  /** search_words.head: its first products' keys, ascending (HEAD_KEY). */
  head: number[];
}
interface Vocabulary {
  /** By word, in code-unit order: a prefix's words are one run. */
  words: VocabularyWord[];
  byWord: Map<string, VocabularyWord>;
  /** search_overlaps, by prefix. */
  overlaps: { prefix: string; n: number }[];
  /** pg_trgm's trigrams of every word, for typos: see closestWord. */
  trigrams: TrigramIndex;
}

/**
 * pg_trgm's trigrams of one word (already lower case, letters and digits): the word padded
 * with two spaces before and one after, each run of three characters once.
 */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  const chars = Array.from(padded);
  for (let k = 0; k + 3 <= chars.length; k++) out.add(chars[k]! + chars[k + 1]! + chars[k + 2]!);
  return out;
}

/** Each trigram's words (as indexes into Vocabulary.words), and each word's trigram count. */
interface TrigramIndex {
  postings: Map<string, number[]>;
  sizes: Uint16Array;
}

function trigramIndexOf(words: VocabularyWord[]): TrigramIndex {
  const postings = new Map<string, number[]>();
  const sizes = new Uint16Array(words.length);
  for (const [k, w] of words.entries()) {
    const grams = trigramsOf(w.word);
    sizes[k] = grams.size;
    for (const g of grams) {
      const list = postings.get(g);
      if (list) list.push(k);
      else postings.set(g, [k]);
    }
  }
  return { postings, sizes };
}

/** pg_trgm.similarity_threshold's default: `a % b` holds when similarity(a, b) >= this. */
const SIMILARITY_THRESHOLD = 0.3;

/**
 * patina_search_terms's typo rule in memory: the catalogue word most similar to `token` by
 * pg_trgm's similarity (shared trigrams over all trigrams of the two, as float4), at least
 * SIMILARITY_THRESHOLD, then the commoner, then the first in code-unit order; null when
 * none is that close. search.routes.test.ts holds it equal to the database's answer.
 */
function closestWord(v: Vocabulary, token: string): VocabularyWord | null {
  const grams = trigramsOf(token);
  const shared = new Map<number, number>();
  for (const g of grams) for (const k of v.trigrams.postings.get(g) ?? []) shared.set(k, (shared.get(k) ?? 0) + 1);
  let best: VocabularyWord | null = null;
  let bestScore = -1;
  for (const [k, n] of shared) {
    const score = Math.fround(n / (grams.size + v.trigrams.sizes[k]! - n));
    if (score < SIMILARITY_THRESHOLD) continue;
    const w = v.words[k]!;
    if (!best || score > bestScore || (score === bestScore && (w.ndoc > best.ndoc || (w.ndoc === best.ndoc && w.word < best.word)))) {
      best = w;
      bestScore = score;
    }
  }
  return best;
}

/**
 * How often an instance asks whether the vocabulary changed (search_state.version, bumped by
 * every statement that writes search_words or search_overlaps: a refresh by any process).
 * Only a change reloads it, in the background: searches keep the held one meanwhile.
 */
const VOCABULARY_CHECK_MS = 5_000;
/** Above this many words the vocabulary stays in the database (see 004-search.md). */
const VOCABULARY_MAX = 250_000;
/** patina_search_terms: a prefix searches for its 1,000 commonest words at most. */
const PREFIX_WORDS = 1000;
interface HeldVocabulary {
  checked: number;
  version: string | null;
  value: Promise<Vocabulary | null>;
  reloading: boolean;
}
const vocabularies = new WeakMap<Database, HeldVocabulary>();
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** search_state.version as text (null when it cannot be read: every check then reloads). */
async function vocabularyVersion(database: Database): Promise<string | null> {
  try {
    const { rows } = await database.query<{ v: string }>('select version::text as v from search_state where id = 1');
    return rows[0]?.v ?? null;
  } catch {
    return null;
  }
}

async function loadVocabulary(database: Database): Promise<Vocabulary | null> {
  const [words, overlaps] = await Promise.all([
    // float8[]: both engines answer numbers (keys stay below 2^53).
    // Heads as text split here: a generic array parser takes a second for a million keys.
    database.query<Omit<VocabularyWord, 'head'> & { head: string }>(
      `select word, ndoc, implies, array_to_string(head, ',') as head from search_words limit ${VOCABULARY_MAX + 1}`,
    ),
    database.query<{ prefix: string; n: number }>('select prefix, n from search_overlaps'),
  ]);
  if (words.rows.length > VOCABULARY_MAX) return null;
  // Keys stay below 2^53: exact as numbers.
  const sorted: VocabularyWord[] = words.rows
    .map((w) => ({ ...w, head: w.head === '' ? [] : w.head.split(',').map(Number) }))
    .sort((a, b) => byCodeUnit(a.word, b.word));
  await catchUpFacts(database);
  return {
    words: sorted,
    trigrams: trigramIndexOf(sorted),
    byWord: new Map(sorted.map((w) => [w.word, w])),
    overlaps: overlaps.rows.sort((a, b) => byCodeUnit(a.prefix, b.prefix)),
  };
}

/**
 * The vocabulary of `database`: loaded at the first search (and after a refresh in this
 * process), then checked every VOCABULARY_CHECK_MS and reloaded only when its version moved.
 */
function vocabularyOf(database: Database): Promise<Vocabulary | null> {
  const held = vocabularies.get(database);
  if (!held) {
    const entry: HeldVocabulary = { checked: Date.now(), version: null, value: Promise.resolve(null), reloading: false };
    // The version first: a change while the words are read is seen at the next check.
    entry.value = vocabularyVersion(database).then((version) => {
      entry.version = version;
      return loadVocabulary(database);
    });
    entry.value.catch(() => vocabularies.delete(database));
    vocabularies.set(database, entry);
    return entry.value;
  }
  if (!held.reloading && Date.now() - held.checked >= VOCABULARY_CHECK_MS) {
    held.checked = Date.now();
    held.reloading = true;
    void (async () => {
      try {
        const version = await vocabularyVersion(database);
        if (version !== null && version === held.version) return;
        const value = await loadVocabulary(database);
        held.value = Promise.resolve(value);
        held.version = version;
      } catch {
        // kept as it was; the next check tries again
      } finally {
        held.reloading = false;
      }
    })();
  }
  return held.value;
}

/**
 * What the dropdown ranks its candidates by (name, house, popularity, trend), for every product
 * in a word's head, held per database beside the vocabulary (decision 042): a plain query
 * whose candidates come from the heads is then ranked here, and the database is asked only
 * for exact-name matches. The first load reads every head's products, in the background
 * (searches meanwhile rank in the database); each vocabulary load then catches up with the
 * rows written since (product_search.seq, numbered as written: refreshes take one lock, so
 * numbers follow commits). Loads and catch-ups run one at a time, in the order asked, so a
 * later read never loses to an earlier one. Kept across vocabulary reloads.
 */
interface HeldFacts {
  byId: Map<number, RankedFact>;
  /** The highest product_search.seq read: a row written since has a higher one. */
  seq: number;
  /** A full load under way (the first, or after a full refresh): searches rank in the database. */
  loading: Promise<void> | null;
  /** Candidates a search found missing (a product new to a head): read by the next catch-up. */
  missing: Set<number>;
  /** A catch-up asked for by a search (for missing candidates) and not yet begun. */
  catchUpAsked: boolean;
  /** The loads and catch-ups, one after another. */
  chain: Promise<void>;
  /** One string per house and per word: a million facts share a few thousand. */
  strings: Map<string, string>;
  /**
   * Every product name (name_norm) written up to `seq`, and perhaps some no longer held: a
   * query that is none of them has no exact-name match, and the database is not asked.
   * Null when there are more than NAMES_MAX (the database is always asked).
   */
  names: Set<string> | null;
}
const factsHeld = new WeakMap<Database, HeldFacts>();
/** More rows written since the last look than this (a full refresh): the facts are read afresh. */
const FACTS_CATCH_UP_MAX = 20_000;
const MISSING_MAX = 10_000;
/** Distinct product names held at most (a million products share about a thousand). */
const NAMES_MAX = 200_000;
/** Words as one string (split here: a generic array parser costs more). */
const FACT_COLUMNS = "product_id, name_norm, brand_norm, array_to_string(words, ' ') as words, popularity, trend, seq";
interface FactRow {
  product_id: number | string;
  name_norm: string;
  brand_norm: string;
  words: string;
  popularity: number;
  trend: RankedFact['trend'];
  seq: number | string;
}

/**
 * Keeps these rows' facts (and their names). `range`: they are every row written after
 * held.seq up to the highest among them, which then becomes held.seq; only products already
 * held are updated (a product new to a head is read when a search misses it), so the facts
 * stay the heads' products and do not grow towards the whole catalogue.
 */
function keepFacts(held: HeldFacts, byId: Map<number, RankedFact>, rows: FactRow[], range: boolean): void {
  const shared = (x: string) => {
    const known = held.strings.get(x);
    if (known !== undefined) return known;
    held.strings.set(x, x);
    return x;
  };
  for (const r of rows) {
    held.names?.add(r.name_norm);
    if (range) held.seq = Math.max(held.seq, Number(r.seq));
    const id = Number(r.product_id);
    if (range && !byId.has(id)) continue;
    byId.set(id, {
      name: r.name_norm,
      brand: shared(r.brand_norm),
      words: r.words === '' ? [] : r.words.split(' ').map(shared),
      popularity: Number(r.popularity),
      trend: r.trend,
      plain: PLAIN_TEXT.test(r.name_norm),
    });
  }
  if (held.names && held.names.size > NAMES_MAX) held.names = null;
}

/** Runs `task` after every load and catch-up asked before it. */
function inTurn(held: HeldFacts, task: () => Promise<void>): Promise<void> {
  const run = held.chain.then(task);
  held.chain = run.catch(() => {});
  return run;
}

/** Every head's products afresh, in turn; searches rank in the database until it is done. */
function loadAllFacts(database: Database, held: HeldFacts): void {
  held.byId = new Map();
  held.missing.clear();
  const run = inTurn(held, async () => {
    if (factsHeld.get(database) !== held) return;
    try {
      // Every name and the highest number, in one snapshot: every row numbered up to it is
      // among the names (writers number rows under one lock), later ones are caught up.
      const { rows: top } = await database.query<{ seq: number | string | null; names: string | null }>(
        `select (select max(seq) from product_search) as seq,
                (select string_agg(name_norm, chr(10)) from (select distinct name_norm from product_search limit ${NAMES_MAX + 1}) n) as names`,
      );
      const names = (top[0]?.names ?? '').split('\n');
      const { rows } = await database.query<FactRow>(
        `select ${FACT_COLUMNS} from product_search s
         where s.product_id in (select distinct k % ${HEAD_ID_RANGE} from search_words, unnest(head) k)`,
      );
      const byId = new Map<number, RankedFact>();
      held.strings = new Map();
      held.names = names.length > NAMES_MAX ? null : new Set(names);
      keepFacts(held, byId, rows, false);
      held.seq = Number(top[0]?.seq ?? 0);
      held.byId = byId;
    } catch {
      factsHeld.delete(database);
    }
  });
  held.loading = run;
  void run.finally(() => {
    if (held.loading === run) held.loading = null;
  });
}

/** The rows written since held.seq, then the candidates searches missed. Never throws. */
async function catchUp(database: Database, held: HeldFacts): Promise<void> {
  if (factsHeld.get(database) !== held) return;
  try {
    const { rows } = await database.query<FactRow>(
      `select ${FACT_COLUMNS} from product_search where seq > $1 order by seq limit ${FACTS_CATCH_UP_MAX + 1}`,
      [held.seq],
    );
    if (rows.length > FACTS_CATCH_UP_MAX) {
      loadAllFacts(database, held);
      return;
    }
    keepFacts(held, held.byId, rows, true);
    if (held.missing.size > 0) {
      const ids = [...held.missing];
      held.missing.clear();
      const { rows: found } = await database.query<FactRow>(
        `select ${FACT_COLUMNS} from product_search where product_id = any($1::bigint[])`,
        [`{${ids.join(',')}}`],
      );
      keepFacts(held, held.byId, found, false);
    }
  } catch {
    // Dropped: the next vocabulary load reads them afresh; searches rank in the database meanwhile.
    factsHeld.delete(database);
  }
}

/**
 * Brings the facts up to date with product_search, in turn after any load under way. Called
 * by every vocabulary load (awaited), so the facts are never older than the heads they rank;
 * the very first load is not awaited (searches rank in the database until it is done).
 */
async function catchUpFacts(database: Database): Promise<void> {
  const held = factsHeld.get(database);
  if (!held) {
    const fresh: HeldFacts = {
      byId: new Map(), seq: 0, loading: null, missing: new Set(), catchUpAsked: false, chain: Promise.resolve(), strings: new Map(), names: null,
    };
    factsHeld.set(database, fresh);
    loadAllFacts(database, fresh);
    return;
  }
  await inTurn(held, () => catchUp(database, held));
}

/** A search missed some candidates: read them soon, in turn, not at the next vocabulary load. */
function askForMissing(database: Database, held: HeldFacts): void {
  if (held.catchUpAsked) return;
  held.catchUpAsked = true;
  void inTurn(held, async () => {
    held.catchUpAsked = false;
    await catchUp(database, held);
  });
}

/** The first index whose key is not below `token` (keys sorted in code-unit order). */
function lowerBound<T>(rows: T[], key: (row: T) => string, token: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(rows[mid]!) < token) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * patina_search_terms for one plain word: the catalogue words it begins, else its closest
 * word (a typo), else nothing; null to ask the database (a prefix of too many words).
 */
function prefixTerm(v: Vocabulary, token: string, i: number): Term | null {
  const run: Vocabulary['words'] = [];
  for (let k = lowerBound(v.words, (w) => w.word, token); k < v.words.length && v.words[k]!.word.startsWith(token); k++) run.push(v.words[k]!);
  if (run.length > PREFIX_WORDS) return null;
  if (run.length === 0) {
    const c = closestWord(v, token);
    if (!c) return { i, token, words: [], ndoc: 0, nprod: 0, implies: [], corrected: false };
    return { i, token, words: [c.word], ndoc: c.ndoc, nprod: c.ndoc, implies: [...c.implies].sort(byCodeUnit), corrected: true };
  }
  let overlap = 0;
  for (let k = lowerBound(v.overlaps, (o) => o.prefix, token); k < v.overlaps.length && v.overlaps[k]!.prefix.startsWith(token); k++) overlap += v.overlaps[k]!.n;
  const ndoc = run.reduce((sum, w) => sum + w.ndoc, 0);
  const carried = new Map<string, number>();
  for (const w of run) for (const x of w.implies) carried.set(x, (carried.get(x) ?? 0) + 1);
  return {
    i,
    token,
    words: [...run].sort((a, b) => b.ndoc - a.ndoc || byCodeUnit(a.word, b.word)).map((w) => w.word),
    ndoc,
    nprod: ndoc - overlap,
    implies: [...carried].filter(([, n]) => n === run.length).map(([x]) => x).sort(byCodeUnit),
    corrected: false,
  };
}

/**
 * The first `cap` products, in the dropdown's order, carrying any of these words: their heads
 * merged (each ascending; a product carrying two of the words counts once). Product ids, or
 * null when a word's head is missing or incomplete (a word new since the last full refresh).
 */
function candidatesFromHeads(v: Vocabulary, words: string[], cap: number): number[] | null {
  const heads: number[][] = [];
  for (const w of words) {
    const entry = v.byWord.get(w);
    if (!entry || entry.head.length < Math.min(entry.ndoc, cap)) return null;
    if (entry.head.length > 0) heads.push(entry.head);
  }
  const out: number[] = [];
  if (heads.length === 1) {
    for (const key of heads[0]!.slice(0, cap)) out.push(key % HEAD_ID_RANGE);
    return out;
  }
  // A k-way merge over a binary heap of [head, position], smallest current key on top.
  const heap: [number[], number][] = heads.map((h) => [h, 0]);
  const keyAt = (e: [number[], number]) => e[0][e[1]]!;
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && keyAt(heap[l]!) < keyAt(heap[m]!)) m = l;
      if (r < heap.length && keyAt(heap[r]!) < keyAt(heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  let last = -1;
  while (heap.length > 0 && out.length < cap) {
    const top = heap[0]!;
    const key = keyAt(top);
    if (key !== last) out.push(key % HEAD_ID_RANGE);
    last = key;
    top[1]++;
    if (top[1] >= top[0].length) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    if (heap.length > 0) down(0);
  }
  return out;
}

/** The plain-word query's terms from the vocabulary, or null when the database must answer. */
function termsFromVocabulary(v: Vocabulary, query: string): Term[] | null {
  const tokens = query.split(/\s+/).filter((t) => t !== '');
  if (tokens.length === 0 || !tokens.every((t) => /^[a-z0-9]+$/.test(t))) return null;
  const terms: Term[] = [];
  for (const [k, token] of tokens.slice(0, 8).entries()) {
    const term = prefixTerm(v, token, k + 1);
    if (!term) return null;
    terms.push(term);
  }
  return terms;
}

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
    const held = factsHeld.get(database);
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
      await factsHeld.get(database)?.loading;
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
        const label = column === 'brand_slug' ? 'coalesce((select b.name from brands b where b.slug = g.value), g.value)' : 'g.value';
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
      vocabularies.delete(database);
      const { rows } = await database.query<{ p: number; w: number }>(
        'select (select count(*) from product_search)::int as p, (select count(*) from search_words)::int as w',
      );
      return { products: rows[0]?.p ?? 0, words: rows[0]?.w ?? 0 };
    },

    /** True when the catalogue has products but the search tables have none (an older database). */
    async needsFill(tx?: DbOrTx): Promise<boolean> {
      const { rows } = await run<{ needs: boolean }>(
        'select (exists (select 1 from products) and not exists (select 1 from product_search)) as needs',
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
      vocabularies.delete(database);
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
