import { describe, expect, it } from 'vitest';
import { formatApproxCount, formatCount } from './format-count.js';
import { cutTitle } from './title.js';
import { auctionConfidence, confidence } from './confidence.js';
import { searchBadges } from './badges.js';
import { marketTrend, popularity } from './trend.js';
import { isSearchable, normalizeQuery } from './normalize.js';
import { SEARCH_MIN_CHARS, SEARCH_TOO_SHORT_HINT } from './constants.js';

describe('formatCount (SPEC §9: K and M with one decimal)', () => {
  it.each([
    [0, '0'], [7, '7'], [999, '999'], [1000, '1.0K'], [1540, '1.5K'], [12_345, '12.3K'],
    [999_949, '999.9K'], [999_950, '1.0M'], [1_000_000, '1.0M'], [2_345_678, '2.3M'], [-3, '0'], [Number.NaN, '0'],
  ])('%s -> %s', (n, shown) => expect(formatCount(n)).toBe(shown));
});

describe('formatApproxCount (an estimate, to two significant figures)', () => {
  it.each([
    [0, '0'], [7, '7'], [938, '940'], [1372, '1.4K'], [9_960, '10K'], [12_125, '12K'], [183_441, '180K'],
    [999_999, '1M'], [1_234_567, '1.2M'], [-3, '0'], [Number.NaN, '0'],
  ])('%s -> %s', (n, shown) => expect(formatApproxCount(n)).toBe(shown));
});

describe('cutTitle (SPEC §9: 50, 35 or 30 characters with an ellipsis)', () => {
  const long = 'Hermès Birkin 30 Togo Gold Palladium Hardware with Dust Bag and Box';
  it('keeps short titles whole', () => expect(cutTitle('Rolex Submariner', 'marketplace')).toBe('Rolex Submariner'));
  it('cuts at 50 by default', () => expect(cutTitle(long)).toBe(`${Array.from(long).slice(0, 50).join('').trimEnd()}...`));
  it('cuts marketplace cards at 35', () => expect(cutTitle(long, 'marketplace')).toBe('Hermès Birkin 30 Togo Gold Palladiu...'));
  it('cuts auction cards at 30', () => expect(cutTitle(long, 'auction')).toBe('Hermès Birkin 30 Togo Gold Pal...'));
  it('keeps exactly 35 whole', () => expect(cutTitle('x'.repeat(35), 'marketplace')).toBe('x'.repeat(35)));
  it('never splits an emoji', () => expect(cutTitle('👜'.repeat(40), 'auction')).toBe(`${'👜'.repeat(30)}...`));
});

describe('confidence (SPEC §9)', () => {
  const base = { query: 'zzz', name: 'Submariner', brand: 'Rolex' };
  it('is 95 minus 3 per rank', () => {
    expect(confidence({ ...base, rank: 0 })).toBe(95);
    expect(confidence({ ...base, rank: 4 })).toBe(83);
  });
  it('adds 5 for a brand match, accent-blind', () => expect(confidence({ rank: 2, query: 'hermes', name: 'Kelly 28', brand: 'Hermès' })).toBe(94));
  it('adds 10 when the name contains the query', () => expect(confidence({ rank: 3, query: 'birkin', name: 'Birkin 30 Togo', brand: 'Hermès' })).toBe(96));
  it('adds 15 when the name equals the query', () => expect(confidence({ rank: 5, query: 'birkin 30', name: 'Birkin 30', brand: 'Hermès' })).toBe(95));
  it('clamps to 98 and 70', () => {
    expect(confidence({ rank: 0, query: 'rolex', name: 'Rolex', brand: 'Rolex' })).toBe(98);
    expect(confidence({ ...base, rank: 30 })).toBe(70);
  });
  it('scores auctions 85 minus 2 per rank, clamped', () => {
    expect(auctionConfidence(0)).toBe(85);
    expect(auctionConfidence(3)).toBe(79);
    expect(auctionConfidence(50)).toBe(70);
  });
});

describe('searchBadges (SPEC §9)', () => {
  const item = { popularity: 50, brand: 'Gucci', category: 'bags', confidence: 80, lowest_ask: 200_000, price: null, recommended_price: null };
  it('gives none to an ordinary piece', () => expect(searchBadges(item)).toEqual([]));
  it('Popular above 80 only', () => {
    expect(searchBadges({ ...item, popularity: 80 })).toEqual([]);
    expect(searchBadges({ ...item, popularity: 81 })).toEqual(['Popular']);
  });
  it('Investment above $10,000 shown or from the named houses', () => {
    expect(searchBadges({ ...item, lowest_ask: 1_000_000 })).toEqual([]);
    expect(searchBadges({ ...item, lowest_ask: 1_000_100 })).toEqual(['Investment']);
    for (const brand of ['Hermès', 'Rolex', 'Patek Philippe', 'Richard Mille', 'AP', 'Audemars Piguet']) {
      expect(searchBadges({ ...item, brand })).toEqual(['Investment']);
    }
  });
  it('Rare for watches, collectibles and art above 85 confidence', () => {
    expect(searchBadges({ ...item, category: 'watches', confidence: 85 })).toEqual([]);
    expect(searchBadges({ ...item, category: 'art', confidence: 86 })).toEqual(['Rare']);
    expect(searchBadges({ ...item, category: 'bags', confidence: 90 })).toEqual([]);
  });
  it('Hot above 95 confidence', () => {
    expect(searchBadges({ ...item, confidence: 95 })).toEqual([]);
    expect(searchBadges({ ...item, category: 'collectibles', confidence: 96 })).toEqual(['Rare', 'Hot']);
  });
});

describe('market trend and popularity', () => {
  it('is stable within plus or minus 2 %', () => {
    expect(marketTrend(102, 100)).toBe('stable');
    expect(marketTrend(98, 100)).toBe('stable');
    expect(marketTrend(103, 100)).toBe('up');
    expect(marketTrend(97, 100)).toBe('down');
    expect(marketTrend(100, null)).toBe('stable');
  });
  it('keeps popularity within 1..100', () => {
    expect(popularity(0, 0, 0)).toBe(1);
    expect(popularity(4000, 240, 40)).toBe(100);
    expect(popularity(99_999, 99_999, 99_999)).toBe(100);
    expect(popularity(2000, 120, 20)).toBe(50);
  });
});

describe('query rules (SPEC §5)', () => {
  it('trims, lower-cases and drops control characters', () => {
    expect(normalizeQuery('  Hermès\u0000 BIRKIN\t\u202e ')).toBe('hermès birkin');
  });
  it(`searches from ${SEARCH_MIN_CHARS} characters, never from one`, () => {
    expect(isSearchable(' r ')).toBe(false);
    expect(isSearchable('ap')).toBe(true);
    expect(SEARCH_TOO_SHORT_HINT).toBe('Type at least 2 characters to search...');
  });
});
