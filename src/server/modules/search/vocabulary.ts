import type { Database } from '../../db/client.js';
import { catchUpFacts } from './ranking-facts.js';
import { HEAD_ID_RANGE, type Term } from './search.sql.js';

/**
 * The catalogue's vocabulary (search_words, search_overlaps) held in memory, so that the words
 * of an ASCII query (normalized here as patina_search_norm does: asciiNorm) become their
 * catalogue words without a round trip: patina_search_terms's prefix and typo rules (two
 * neighbouring letters swapped, then trigram similarity), computed here
 * (search.routes.test.ts holds the two equal). Accented or other text, and
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

/** patina_transpositions: only a word this long is read as two neighbouring letters swapped. */
export const TRANSPOSITION_MIN = 5;

/**
 * patina_transpositions of migration 0052 (issue #39): `token` with each pair of neighbouring
 * letters swapped, left to right, for a token of TRANSPOSITION_MIN letters or more; a swap of
 * two equal letters (the token itself) is left out. For the plain ASCII tokens the vocabulary
 * answers, code units are characters, as the database counts them.
 */
export function transpositionsOf(token: string): string[] {
  const out: string[] = [];
  if (token.length < TRANSPOSITION_MIN) return out;
  for (let k = 0; k + 1 < token.length; k++) {
    if (token[k] === token[k + 1]) continue;
    out.push(token.slice(0, k) + token[k + 1]! + token[k]! + token.slice(k + 2));
  }
  return out;
}

/**
 * patina_search_terms's first typo rule (issue #39): of the catalogue words that are `token`
 * with two neighbouring letters swapped ('pertus' -> petrus, whose trigram similarity is only
 * 0.27), the commonest, then the first in code-unit order; null when there is none. At most
 * length - 1 lookups in the word map.
 */
function transposedWord(v: Vocabulary, token: string): VocabularyWord | null {
  let best: VocabularyWord | null = null;
  for (const candidate of transpositionsOf(token)) {
    const w = v.byWord.get(candidate);
    if (w && (!best || w.ndoc > best.ndoc || (w.ndoc === best.ndoc && w.word < best.word))) best = w;
  }
  return best;
}

/**
 * patina_search_terms's typo rule in memory: a transposition of `token` found in the catalogue
 * (transposedWord) first; else the catalogue word most similar to `token` by pg_trgm's
 * similarity (shared trigrams over all trigrams of the two, as float4), at least
 * SIMILARITY_THRESHOLD, then the commoner, then the first in code-unit order; null when
 * none is that close. search.routes.test.ts holds it equal to the database's answer.
 */
function closestWord(v: Vocabulary, token: string): VocabularyWord | null {
  const transposed = transposedWord(v, token);
  if (transposed) return transposed;
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
export function vocabularyOf(database: Database): Promise<Vocabulary | null> {
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
export function candidatesFromHeads(v: Vocabulary, words: string[], cap: number): number[] | null {
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
export function termsFromVocabulary(v: Vocabulary, query: string): Term[] | null {
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

/** Drops the vocabulary held for `database` (its search tables were just written): the next search loads it again. */
export function forgetVocabulary(database: Database): void {
  vocabularies.delete(database);
}
