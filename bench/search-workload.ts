import { createRng, type Rng } from '../src/server/demo/rng.js';
import { ABBREVIATIONS, expandAbbreviations } from '../src/shared/search/abbreviations.js';
import { normalizeQuery } from '../src/shared/search/normalize.js';

/**
 * The benchmark's queries (issue #10 item 18): drawn with a seeded random source from the
 * catalogue's own brands, models and references, in the shapes people type into the header
 * box. Every query is distinct, so a server that answers each once has nothing cached.
 */
export interface CatalogueEntry {
  brand: string;
  model: string;
  reference: string | null;
  /** How many products carry this brand, model and reference: commoner pieces are typed more. */
  n: number;
}

export type QueryKind = 'brand prefix' | 'model word' | 'typo' | 'brand + partial model' | 'reference' | 'abbreviation';

/** Of every 100 queries, how many of each kind (the rest fill in when a kind runs dry). */
const MIX: [QueryKind, number][] = [
  ['brand prefix', 15],
  ['model word', 15],
  ['typo', 20],
  ['brand + partial model', 25],
  ['reference', 12],
  ['abbreviation', 13],
];

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const wordsOf = (s: string) => plain(s).split(/[^a-z0-9]+/).filter((w) => w.length > 0);

/** A prefix of at least `min` characters (the whole text at most), cut anywhere. */
function prefix(rng: Rng, text: string, min: number): string {
  if (text.length <= min) return text;
  return text.slice(0, rng.int(min, text.length)).trimEnd();
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit: a letter dropped, doubled, replaced by a neighbour on the alphabet, or two swapped. */
function typo(rng: Rng, word: string): string {
  const i = rng.int(1, word.length - 1);
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + rng.pick([...LETTERS]) + word.slice(i + 1);
    default:
      return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, i) + word.slice(i + 1);
  }
}

/** A cumulative-weight picker: entries carrying more products come up more often. */
function weighted<T>(items: T[], weight: (t: T) => number): (rng: Rng) => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const item of items) cumulative.push((sum += Math.max(1, Math.sqrt(weight(item)))));
  return (rng) => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

/** `count` distinct queries (fewer only if the catalogue cannot give that many), with their kinds. */
export function generateQueries(catalogue: CatalogueEntry[], count: number, seed: number): { q: string; kind: QueryKind }[] {
  const rng = createRng(seed);
  const entry = weighted(catalogue, (e) => e.n);
  const withReference = catalogue.filter((e) => e.reference && /\d/.test(e.reference));
  const referenceEntry = withReference.length > 0 ? weighted(withReference, (e) => e.n) : null;
  const houseOf = new Map<string, string>(Object.entries(ABBREVIATIONS).map(([abbr, house]) => [house, abbr]));
  const abbreviated = catalogue.filter((e) => houseOf.has(wordsOf(e.brand).join(' ')));
  const abbreviatedEntry = abbreviated.length > 0 ? weighted(abbreviated, (e) => e.n) : null;

  const make: Record<QueryKind, () => string | null> = {
    'brand prefix': () => prefix(rng, plain(entry(rng).brand), 2),
    'model word': () => {
      const words = wordsOf(entry(rng).model).filter((w) => w.length >= 3);
      return words.length > 0 ? prefix(rng, rng.pick(words), 3) : null;
    },
    typo: () => {
      const e = entry(rng);
      const words = [...wordsOf(e.brand), ...wordsOf(e.model)].filter((w) => w.length >= 5 && /^[a-z]+$/.test(w));
      return words.length > 0 ? typo(rng, rng.pick(words)) : null;
    },
    'brand + partial model': () => {
      const e = entry(rng);
      const brand = rng.chance(0.5) ? wordsOf(e.brand)[0]! : plain(e.brand);
      return `${brand} ${prefix(rng, plain(e.model), 2)}`;
    },
    reference: () => (referenceEntry ? prefix(rng, plain(referenceEntry(rng).reference!), 4) : null),
    abbreviation: () => {
      if (!abbreviatedEntry) return null;
      const e = abbreviatedEntry(rng);
      const abbr = houseOf.get(wordsOf(e.brand).join(' '))!;
      const cased = rng.chance(0.5) ? abbr.toUpperCase() : abbr;
      return rng.chance(0.2) ? cased : `${cased} ${prefix(rng, plain(e.model), 2)}`;
    },
  };

  const kinds = MIX.flatMap(([kind, n]) => Array<QueryKind>(n).fill(kind));
  const seen = new Set<string>();
  const out: { q: string; kind: QueryKind }[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 50; attempt++) {
    const kind = kinds[attempt % kinds.length]!;
    const q = make[kind]()?.replace(/\s+/g, ' ').trim();
    // Two characters at least (SEARCH_MIN_CHARS): shorter text is never sent.
    // Distinct as the server's cache sees them ('AP royal' and 'ap royal' are one entry).
    const key = q && expandAbbreviations(normalizeQuery(q));
    if (!q || !key || key.length < 2 || seen.has(key)) continue;
    seen.add(key);
    out.push({ q, kind });
  }
  // Shuffled with the same seed: kinds interleave and every run sends the same sequence.
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
