/**
 * The dropdown's ranking (SPEC: exact name first, brand matches up; then closeness of the
 * name, then popularity) computed in this process, on the candidates' names held in memory,
 * exactly as search.sql.ts's RELEVANCE orders them in the database: pg_trgm's similarity
 * as float4, booleans true first, then popularity, then the product id.
 *
 * Only for plain texts: the query and every name made of the letters a–z, digits and single
 * spaces (what patina_search_norm leaves of such a query is the query itself, and pg_trgm's
 * words are then exactly the space-separated ones). Anything else is ranked by the database.
 */

/** A text whose normalized form and pg_trgm words this module computes exactly. */
export const PLAIN_TEXT = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;

/**
 * patina_search_norm of an ASCII text, computed here: lower case, every run of characters other
 * than letters and digits one space, trimmed ('Charles & Ray' → 'charles ray'; unaccent leaves
 * ASCII as it is). Null for any other text, which the database normalizes.
 */
export function asciiNorm(text: string): string | null {
  if (!ASCII.test(text)) return null;
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** A candidate as ranked and checked: its product_search row's name, house, words and popularity. */
export interface RankedFact {
  name: string;
  brand: string;
  /** product_search.words: sorted, each once. */
  words: string[];
  popularity: number;
  trend: 'up' | 'down' | 'stable';
  /** The name is plain text (PLAIN_TEXT): its similarity can be computed here. */
  plain: boolean;
  /** pg_trgm's trigrams of `name` (trigramCodes), computed at its first ranking. */
  grams?: Int32Array;
}

/**
 * pg_trgm's trigrams of a plain text, as sorted distinct codes: each word padded with two
 * spaces before and one after, every run of three characters (seven bits each: ASCII).
 */
export function trigramCodes(text: string): Int32Array {
  // A word of n characters gives n + 1 trigrams: at most the text's length plus one per word.
  const codes = new Int32Array(text.length * 2 + 1);
  let n = 0;
  let a = 32;
  let b = 32;
  for (let k = 0; k <= text.length; k++) {
    const c = k < text.length ? text.charCodeAt(k) : 32;
    if (c === 32) {
      // A word's end: its last trigram ends with the padding; the next word starts afresh.
      if (b !== 32) codes[n++] = (a << 14) | (b << 7) | 32;
      a = 32;
      b = 32;
      continue;
    }
    codes[n++] = (a << 14) | (b << 7) | c;
    a = b;
    b = c;
  }
  const sorted = codes.subarray(0, n).sort();
  let m = 0;
  for (let k = 0; k < n; k++) if (k === 0 || sorted[k] !== sorted[k - 1]) sorted[m++] = sorted[k]!;
  return sorted.slice(0, m);
}

/** pg_trgm's similarity: shared trigrams over all trigrams of the two, as float4. */
export function similarity(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return Math.fround(shared / (a.length + b.length - shared));
}

/** RELEVANCE's BRAND_HIT: the query is the house, begins with it as a word, or begins it. */
export function brandHit(brand: string, norm: string): boolean {
  if (norm.length > brand.length) return norm.charCodeAt(brand.length) === 32 && norm.startsWith(brand);
  return brand.startsWith(norm);
}

/**
 * The first `limit` of these candidates (parallel arrays of product ids and facts, every name
 * plain) in the dropdown's order for the plain query `norm`: exact name, house, similarity,
 * popularity (each higher first), then the lower id. One pass keeping the best `limit` in
 * order; answers their positions in the arrays.
 */
export function rankCandidates(norm: string, ids: number[], facts: RankedFact[], limit: number): number[] {
  const query = trigramCodes(norm);
  // The kept candidates, best first: position, then each key.
  const at: number[] = [];
  const flags: number[] = [];
  const sims: number[] = [];
  for (let k = 0; k < facts.length; k++) {
    const fact = facts[k]!;
    fact.grams ??= trigramCodes(fact.name);
    // Exact name above house, as two bits.
    const flag = (fact.name === norm ? 2 : 0) + (brandHit(fact.brand, norm) ? 1 : 0);
    const sim = similarity(fact.grams, query);
    let j = at.length;
    if (j === limit) {
      if (limit === 0 || !beats(flag, sim, k, j - 1, flags, sims, at, facts, ids)) continue;
      j--;
    }
    while (j > 0 && beats(flag, sim, k, j - 1, flags, sims, at, facts, ids)) {
      at[j] = at[j - 1]!;
      flags[j] = flags[j - 1]!;
      sims[j] = sims[j - 1]!;
      j--;
    }
    at[j] = k;
    flags[j] = flag;
    sims[j] = sim;
  }
  return at;
}

/** Candidate k (its flags and similarity given) ranks before the one kept at j. */
function beats(flag: number, sim: number, k: number, j: number, flags: number[], sims: number[], at: number[], facts: RankedFact[], ids: number[]): boolean {
  if (flag !== flags[j]) return flag > flags[j]!;
  if (sim !== sims[j]) return sim > sims[j]!;
  const a = facts[k]!.popularity;
  const b = facts[at[j]!]!.popularity;
  if (a !== b) return a > b;
  return ids[k]! < ids[at[j]!]!;
}
