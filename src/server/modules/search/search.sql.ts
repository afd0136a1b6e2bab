import { createHash } from 'node:crypto';
import type { SearchSort } from '../../../shared/search/contracts.js';

/**
 * How a query becomes SQL text: what its words search for (Term), its shape (the anchor and
 * the words it implies), the dropdown's limits, the orders and the WHERE built for it, every
 * value a parameter (Params). The statements themselves run in search.repo.ts.
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
export const walkShare = (t: Term) => (t.corrected || t.words.length <= 8 ? 0.025 : 0.1);
/**
 * The rarest word's matches among its first HEAD_ROWS products are the dropdown's candidates
 * when there are at least this many; fewer, and the dropdown looks further.
 */
export const HEAD_MIN_CANDIDATES = 50;
/**
 * For a query of several words not all implied by the rarest, the dropdown reads the rarest
 * word's first this many products (in popularity order): all of them, and the count is
 * exact, when it has no more; else the share of them that match estimates the count.
 */
export const HEAD_ROWS = 500;

const BRAND_HIT = `(m.brand_norm = q.norm or q.norm like m.brand_norm || ' %' or m.brand_norm like q.norm || '%')`;
/** SPEC: exact name first, brand matches up; then closeness of the name, then popularity. */
export const RELEVANCE = `(m.name_norm = q.norm) desc, ${BRAND_HIT} desc, similarity(m.name_norm, q.norm) desc, m.popularity desc, m.product_id`;

/** The popularity order of refreshAll's layout: most popular rows first. */
const FULL_RELEVANCE = `(m.name_norm = q.norm) desc, ${BRAND_HIT} desc, m.popularity desc, m.product_id`;

/**
 * Read product_search in the order refreshAll laid it out (most popular first). A plain
 * sequential scan may start anywhere in a large table (PostgreSQL's synchronized scans join
 * a scan in progress, or begin where the last one stopped); a TID range scan always starts
 * at the first block. Also harmless on a bitmap scan, which reads blocks in order anyway.
 */
export const IN_LAYOUT_ORDER = `s.ctid >= '(0,0)'::tid`;

export function orderBy(sort: SearchSort): string {
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
export const NOT_INDEXED_ANCHOR = 'coalesce(s.words && $4::text[], false)';

/** Product ids as one array literal: pg's per-element escaping of a 500-number array costs more. */
export function idList(ids: number[]): string {
  return `{${ids.join(',')}}`;
}

/** A prepared statement's name for a text built from a few fixed shapes (same text, same name). */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

export class Params {
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
export function indexed(t: Term, p: Params, alias = 's'): string {
  return `${alias}.words && ${p.add(t.words)}::text[]`;
}

/**
 * A query word checked row by row, hidden from the index (coalesce() keeps the planner from
 * gathering it). A short prefix of many words tests each of the row's words for the prefix
 * instead (overlap with a long list compares every pair).
 */
export function checked(t: Term, p: Params, alias = 's'): string {
  if (t.corrected || t.words.length <= 8) return `coalesce(${alias}.words && ${p.add(t.words)}::text[], false)`;
  return `exists (select 1 from unnest(${alias}.words) x where starts_with(x, ${p.add(t.token)}))`;
}

/**
 * WHERE for the results page, auction lots and facets: the anchor through the index unless
 * it is broad, at most one more narrow word through the index, the rest checked per row,
 * then the filters; every value a parameter.
 */
export function conditions(terms: Term[], f: SearchFilters, p: Params, alias = 's', rows = 0): string {
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

export const noFilters = (f: SearchFilters) =>
  !f.category && !f.brand && !f.condition && f.minCents === undefined && f.maxCents === undefined;

/**
 * search_words.head's keys: ascending is the dropdown's order (popularity descending, then
 * product id), and the product id is the key modulo HEAD_ID_RANGE.
 */
export const HEAD_ID_RANGE = 4294967296;
export const HEAD_KEY = `((100 - s.popularity)::bigint * ${HEAD_ID_RANGE} + s.product_id)`;
