import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asciiNorm, brandHit, rankCandidates, similarity, trigramCodes, type RankedFact } from './memory-rank.js';
import { trigramsOf } from './vocabulary.js';

/**
 * The in-memory ranking against plain references: pg_trgm's trigrams as a set of strings,
 * BRAND_HIT as its LIKE patterns read, and the order as a full sort. (search.routes.test.ts
 * holds the whole dropdown equal to the database's on both engines.)
 */
const word = fc.stringMatching(/^[a-z0-9]{1,9}$/);
const plain = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));

/** pg_trgm's trigrams of a text of words: each word's (trigramsOf, the typo corrector's), once. */
const referenceTrigrams = (text: string) => new Set(text.split(' ').flatMap((w) => [...trigramsOf(w)]));

describe('in-memory ranking', () => {
  it('normalizes ASCII text as patina_search_norm does, and leaves any other text to the database', () => {
    expect(asciiNorm('Charles & Ray')).toBe('charles ray');
    expect(asciiNorm("  F.P. Journe -- pilot's ")).toBe('f p journe pilot s');
    expect(asciiNorm('5711/1A-010')).toBe('5711 1a 010');
    expect(asciiNorm('&')).toBe('');
    expect(asciiNorm('Hermès')).toBeNull();
    expect(asciiNorm('ｒｏｌｅｘ')).toBeNull();
  });

  it("computes pg_trgm's trigram set and similarity", () => {
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        const ra = referenceTrigrams(a);
        const rb = referenceTrigrams(b);
        expect(trigramCodes(a).length).toBe(ra.size);
        const shared = [...ra].filter((g) => rb.has(g)).length;
        expect(similarity(trigramCodes(a), trigramCodes(b))).toBe(Math.fround(shared / (ra.size + rb.size - shared)));
      }),
      { numRuns: 500 },
    );
    expect(similarity(trigramCodes('rolex'), trigramCodes('rolex'))).toBe(1);
    expect(similarity(trigramCodes('word'), trigramCodes('two words'))).toBe(Math.fround(4 / 11));
  });

  it("reads BRAND_HIT's patterns: the house, the house then a word, or the start of the house", () => {
    const like = (brand: string, norm: string) =>
      brand === norm || new RegExp(`^${brand} .*$`).test(norm) || new RegExp(`^${norm}.*$`).test(brand);
    fc.assert(
      fc.property(plain, plain, fc.nat(6), (brand, other, cut) => {
        for (const norm of [other, brand, brand.slice(0, cut + 1), `${brand} ${other}`, `${brand}${other}`]) {
          expect(brandHit(brand, norm), `${brand} / ${norm}`).toBe(like(brand, norm));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the first of a full sort by exact name, house, similarity, popularity, then id', () => {
    const fact = fc.record({ name: plain, brand: word, popularity: fc.integer({ min: 1, max: 100 }) });
    fc.assert(
      fc.property(plain, fc.uniqueArray(fc.tuple(fc.nat(5000), fact), { selector: ([id]) => id, maxLength: 60 }), fc.integer({ min: 0, max: 30 }), (norm, rows, limit) => {
        // Some names and houses equal to the query, so that every key decides somewhere.
        const ids = rows.map(([id]) => id);
        const facts: RankedFact[] = rows.map(([id, f]) => {
          const name = id % 7 === 0 ? norm : f.name;
          return { ...f, name, brand: id % 5 === 0 ? norm.split(' ')[0]! : f.brand, words: [], trend: 'stable', plain: true, grams: trigramCodes(name) };
        });
        const q = trigramCodes(norm);
        const key = (k: number) => [Number(facts[k]!.name === norm), Number(brandHit(facts[k]!.brand, norm)), similarity(trigramCodes(facts[k]!.name), q), facts[k]!.popularity, -ids[k]!];
        const sorted = ids.map((_, k) => k).sort((x, y) => {
          const a = key(x);
          const b = key(y);
          for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
          return 0;
        });
        expect(rankCandidates(norm, ids, facts, limit)).toEqual(sorted.slice(0, limit));
      }),
      { numRuns: 300 },
    );
  });
});
