import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createSearchRepo } from './search.repo.js';
import { CANDIDATE_CAP, HEAD_ROWS, type Term } from './search.sql.js';
import { similarity, trigramCodes } from './memory-rank.js';
import { forgetVocabulary, transpositionsOf } from './vocabulary.js';
import type { AuctionSearchResponse, InstantResponse, SearchResponse } from '../../../shared/search/contracts.js';
import { popularity } from '../../../shared/search/trend.js';
import { priceShown } from '../../../shared/pricing/price-shown.js';

/**
 * The search calls of SPEC §7 on a seeded 3,000-product catalogue, on PGlite or (with
 * DATABASE_URL) PostgreSQL: relevance as a person types, counts, limits, and every kind of
 * bad input answered sanely or with a 400 — never a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 3000 });
});
afterAll(async () => {
  await t?.close();
});

async function get<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T, headers: res.headers };
}
const instant = (q: string, limit = 8) => get<InstantResponse>(`/api/search/instant?q=${encodeURIComponent(q)}&limit=${limit}`);

describe('GET /api/search/instant relevance', () => {
  it.each([
    ['hermes', 'Hermès', 'accent-blind'],
    ['HERMÈS', 'Hermès', 'case and accents either way'],
    ['rol', 'Rolex', 'prefix as you type'],
    ['rolx', 'Rolex', 'a typo'],
    ['hermmes', 'Hermès', 'a doubled letter'],
    ['patek philipe', 'Patek Philippe', 'a typo in the second word'],
    ['birkin 30 togo', 'Hermès', 'several words across name and model'],
    ['126610', 'Rolex', 'a reference number'],
    ['AP royal oak', 'Audemars Piguet', "a house's abbreviation (issue #10 item 19)"],
    ['LV neverfull', 'Louis Vuitton', "a house's abbreviation"],
    ['VCA', 'Van Cleef & Arpels', "a house's abbreviation alone"],
    ['PP 5711', 'Patek Philippe', "a house's abbreviation and a reference"],
  ])('%s finds %s first (%s)', async (q, brand) => {
    const { status, body } = await instant(q);
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results[0]!.brand).toBe(brand);
    expect(body.total).toBeGreaterThanOrEqual(body.results.length);
  });

  it('matches every word across brand, name, model and reference', async () => {
    const { body } = await instant('birkin 30 togo', 20);
    for (const r of body.results) expect(r.full_name.toLowerCase()).toMatch(/birkin 30.*togo/);
    const ref = await instant('126610');
    for (const r of ref.body.results) expect(r.full_name).toContain('126610');
  });

  it('puts an exact name first and the brand matches up', async () => {
    const { body: some } = await instant('submariner date', 24);
    const name = some.results.find((r) => r.name.toLowerCase().startsWith('submariner date'))!.name;
    const { body } = await instant(name);
    expect(body.results[0]!.name).toBe(name);
    const { body: brand } = await instant('cartier');
    expect(brand.results.every((r) => r.brand === 'Cartier')).toBe(true);
  });

  it('answers the fields of SPEC §3 with confidence, a computed trend and popularity', async () => {
    const { body } = await instant('rolex');
    const first = body.results[0]!;
    for (const key of ['id', 'slug', 'name', 'full_name', 'brand', 'category', 'image_feature', 'price', 'recommended_price', 'retail_price', 'lowest_ask', 'last_sale', 'color', 'is_good_deal', 'investment_piece', 'best_seller', 'confidence', 'market_trend', 'popularity']) {
      expect(first).toHaveProperty(key);
    }
    expect(first.confidence).toBe(98); // 95 at rank 0, +5 brand, clamped
    expect(['up', 'down', 'stable']).toContain(first.market_trend);
    for (const r of body.results) expect(r.popularity).toBeGreaterThanOrEqual(1);
    expect(body.results.map((r) => r.confidence)).toEqual([...body.results.map((r) => r.confidence)].sort((a, b) => b - a));
  });

  it('computes popularity and trend from views, wishlists and sales as shared/search/trend.ts says', async () => {
    const { body } = await instant('chanel', 5);
    for (const r of body.results) {
      const { rows } = await t.database.query<{ views: number; wishlist_count: number; sales: number; last: number | null; prev: number | null }>(
        `select p.views, p.wishlist_count,
                (select count(*)::int from historical_sales h where h.product_code = p.product_code) as sales,
                (select sell_price from historical_sales h where h.product_code = p.product_code order by sale_date desc limit 1) as last,
                (select sell_price from historical_sales h where h.product_code = p.product_code order by sale_date desc offset 1 limit 1) as prev
         from products p where p.id = $1`,
        [r.id],
      );
      const p = rows[0]!;
      expect(r.popularity).toBe(popularity(p.views, p.wishlist_count, p.sales));
      const change = p.last !== null && p.prev ? ((p.last - p.prev) * 100) / p.prev : 0;
      expect(r.market_trend).toBe(change > 2 ? 'up' : change < -2 ? 'down' : 'stable');
    }
  });

  it('counts all matches, beyond the limit', async () => {
    const { body } = await instant('rolex', 8);
    expect(body.results).toHaveLength(8);
    const { rows } = await t.database.query<{ n: number }>(
      `select count(*)::int as n from products p join brands b on b.id = p.brand_id where b.name = 'Rolex'`,
    );
    expect(body.total).toBe(rows[0]!.n);
  });

  it('finds nothing for words the catalogue does not have', async () => {
    expect((await instant('qqqqxzv')).body).toEqual({ results: [], total: 0, total_exact: true });
  });

  it('is public and cacheable: Cache-Control, ETag, 304 when unchanged, and a Server-Timing figure', async () => {
    const first = await get('/api/search/instant?q=chanel&limit=8');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(first.headers['server-timing']).toMatch(/^app;dur=\d+\.\d+$/);
    const etag = String(first.headers.etag);
    const again = await get('/api/search/instant?q=chanel&limit=8', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const other = await get('/api/search/instant?q=gucci&limit=8', { 'if-none-match': etag });
    expect(other.status).toBe(200);
  });
});

describe('GET /api/search/instant counts', () => {
  /** Every product carrying, for each word of the query, one of the words it searches for. */
  async function bruteCount(q: string): Promise<number> {
    const { rows } = await t.database.query<{ n: number }>(
      `select count(*)::int as n from product_search s
       where not exists (select 1 from patina_search_terms($1) t where not s.words && t.words)`,
      [q],
    );
    return rows[0]!.n;
  }

  it.each(['ch', 'ca', 'ro', 'ma', 'her'])('counts each product once for %s, a prefix of several words', async (q) => {
    const { body } = await instant(q);
    expect(body.total_exact).toBe(true);
    expect(body.total).toBe(await bruteCount(q));
  });

  it.each(['louis vuit', 'patek phil', 'hermes birkin', 'birkin 30 t', 'rolex sub'])('counts %s exactly', async (q) => {
    const { body } = await instant(q);
    expect(body.total_exact).toBe(true);
    expect(body.total).toBe(await bruteCount(q));
  });

  it('expands plain words in memory exactly as patina_search_terms does in the database', async () => {
    const repo = createSearchRepo(t.database);
    const { rows } = await t.database.query<{ word: string }>('select word from search_words order by ndoc desc, word limit 40');
    const queries = [
      ...new Set(rows.flatMap((r) => [r.word.slice(0, 1), r.word.slice(0, 2), r.word.slice(0, 3), r.word])),
      'louis vuit', 'patek phil', 'hermes birkin 30', 'birkin 30 t', 'rolex sub', 'a b c d e f g h i j',
      // ASCII punctuation, normalized in memory as patina_search_norm does.
      'charles & ray', 'f.p. jour', '5711/', "pilot's w", 'rolls-royc', 'van cleef & arpel', '-rolex-', 'a.', '(cartier)', 'x--y', '&',
    ];
    const sorted = (terms: Term[]) => terms.map((x) => ({ ...x, words: [...x.words].sort(), implies: [...x.implies].sort() }));
    for (const q of queries) expect(sorted(await repo.terms(q)), q).toEqual(sorted(await repo.termsFromDatabase(q)));
  });

  it('corrects typos in memory exactly as patina_search_terms does with pg_trgm in the database', async () => {
    const repo = createSearchRepo(t.database);
    const { rows } = await t.database.query<{ word: string }>(
      `select word from search_words where word ~ '^[a-z0-9]{4,}$' order by ndoc desc, word limit 150`,
    );
    // One edit each: a letter dropped, doubled, swapped with the next, replaced; words the catalogue lacks.
    const edits = (w: string, k: number) => [
      w.slice(0, k) + w.slice(k + 1),
      w.slice(0, k) + w[k] + w.slice(k),
      w.slice(0, k) + (w[k + 1] ?? '') + w[k] + w.slice(k + 2),
      w.slice(0, k) + 'q' + w.slice(k + 1),
    ];
    const queries = [
      ...new Set(rows.flatMap((r, n) => edits(r.word, 1 + (n % (r.word.length - 1))))),
      'bauette', 'rolx', 'vuiton birkn', 'zzqxj', 'qqqqqq', 'x1', 'patk 5711',
    ];
    const sorted = (terms: Term[]) => terms.map((x) => ({ ...x, words: [...x.words].sort(), implies: [...x.implies].sort() }));
    let corrected = 0;
    for (const q of queries) {
      const ours = await repo.terms(q);
      expect(sorted(ours), q).toEqual(sorted(await repo.termsFromDatabase(q)));
      corrected += ours.filter((x) => x.corrected).length;
    }
    expect(corrected).toBeGreaterThan(50);
  });

  it('ranks plain queries in memory exactly as the database ranks them (RELEVANCE, pg_trgm similarity)', async () => {
    const inMemory = createSearchRepo(t.database);
    const inDatabase = createSearchRepo(t.database, { rankInMemory: false });
    await inMemory.warm();
    const { rows: words } = await t.database.query<{ word: string }>(
      `select word from search_words where word ~ '^[a-z0-9]{3,}$' order by ndoc desc, word limit 60`,
    );
    // Whole names (the exact-name arm), names cut short, houses, words, prefixes and typos.
    const { rows: names } = await t.database.query<{ name_norm: string; brand_norm: string }>(
      `select name_norm, brand_norm from product_search where name_norm ~ '^[a-z0-9 ]+$' order by popularity desc, product_id limit 40`,
    );
    // The least popular products' names: some are found only by the exact-name arm (below the
    // first CANDIDATE_CAP of their rarest word).
    const { rows: rare } = await t.database.query<{ name_norm: string }>(
      `select s.name_norm from product_search s where s.name_norm ~ '^[a-z0-9 ]+$' order by s.popularity, s.product_id limit 40`,
    );
    const queries = [
      ...new Set([
        ...rare.map((r) => r.name_norm),
        ...words.flatMap((r) => [r.word, r.word.slice(0, 3), r.word.slice(0, -1), `${r.word.slice(0, 2)}q${r.word.slice(3)}`]),
        ...names.flatMap((r) => [r.name_norm, r.name_norm.split(' ').slice(-1)[0]!, r.brand_norm]),
        // Several words: a name's first words, a house and a word cut short, common pairs.
        ...names.flatMap((r) => {
          const w = r.name_norm.split(' ');
          return [w.slice(0, 2).join(' '), `${w[0]} ${(w[1] ?? '').slice(0, 2)}`, `${r.brand_norm} ${w.at(-1)!.slice(0, 3)}`, w.slice(-2).join(' ')];
        }),
        ...words.slice(0, 12).flatMap((a, i) => words.slice(i + 1, 12).map((b) => `${a.word} ${b.word}`)),
        ...words.slice(0, 12).map((a) => `${a.word} ${a.word.slice(0, 2)}q`),
        // Punctuation between and around the words.
        ...names.slice(0, 15).flatMap((r) => [r.name_norm.replaceAll(' ', ' & '), `${r.name_norm.replaceAll(' ', '-')}.`, `'${r.brand_norm}'/`]),
      ]),
    ];
    let ranked = 0;
    let several = 0;
    for (const q of queries) {
      const terms = (await inMemory.terms(q)).filter((x) => x.words.length > 0);
      if (terms.length === 0) continue;
      for (const limit of [8, 24]) {
        const ours = await inMemory.instant(q, terms, limit);
        const theirs = await inDatabase.instant(q, terms, limit);
        expect(theirs.via, q).toBeUndefined();
        if (ours.via === 'memory') {
          ranked++;
          if (terms.length > 1) several++;
        }
        expect({ ...ours, via: undefined }, `${q} (${limit})`).toEqual(theirs);
      }
    }
    expect(ranked).toBeGreaterThan(400);
    expect(several).toBeGreaterThan(100);
  });

  it('computes pg_trgm similarity in memory exactly as the database does', async () => {
    const { rows } = await t.database.query<{ a: string; b: string; s: number }>(
      `select n.name_norm as a, q.q as b, similarity(n.name_norm, q.q) as s
       from (select name_norm from product_search where name_norm ~ '^[a-z0-9 ]+$' order by product_id limit 60) n,
            (values ('rolex'), ('rolex sub'), ('a'), ('chanel classic flap'), ('x1 y2'), ('birkin 30 togo'), ('12 6610')) q(q)`,
    );
    expect(rows.length).toBe(420);
    for (const r of rows) expect(similarity(trigramCodes(r.a), trigramCodes(r.b)), `${r.a} / ${r.b}`).toBe(Math.fround(Number(r.s)));
  });

  it('estimates the count of several common words that do not imply one another, and says so', async () => {
    const { rows: common } = await t.database.query<{ word: string }>(
      'select word from search_words where ndoc > $1 and word ~ $2 order by ndoc desc, word limit 12',
      [HEAD_ROWS, '^[a-z]{3,}$'],
    );
    const pairs = common.flatMap((a, i) => common.slice(i + 1).map((b) => `${a.word} ${b.word}`));
    let estimated: { q: string; body: InstantResponse } | undefined;
    for (const q of pairs) {
      const { body } = await instant(q);
      if (!body.total_exact) {
        estimated = { q, body };
        break;
      }
    }
    expect(estimated, `no estimated count among ${pairs.join(', ')}`).toBeDefined();
    const truth = await bruteCount(estimated!.q);
    expect(estimated!.body.total).toBeGreaterThan(truth * 0.75);
    expect(estimated!.body.total).toBeLessThan(truth * 1.25);
  });
});

describe('typos that swap two letters (issue #39)', () => {
  const sorted = (terms: Term[]) => terms.map((x) => ({ ...x, words: [...x.words].sort(), implies: [...x.implies].sort() }));
  /** The query's terms, in memory and from patina_search_terms: held equal, then the memory's. */
  async function termsBoth(q: string): Promise<Term[]> {
    const repo = createSearchRepo(t.database);
    const ours = await repo.terms(q);
    expect(sorted(ours), q).toEqual(sorted(await repo.termsFromDatabase(q)));
    return ours;
  }

  it.each([
    // Below pg_trgm's 0.3 each ('pertus' and petrus share 3 of 11 trigrams): nothing before.
    ['roayl', 'royal', 'Audemars Piguet'],
    ['kiotn', 'kiton', 'Kiton'],
    ['pertus', 'petrus', 'Petrus'],
    ["chucrh's", 'church', "Church's"],
  ])('%s is corrected to %s, in memory as in the database, and finds pieces of %s', async (q, word, brand) => {
    const terms = await termsBoth(q);
    expect(terms[0]).toMatchObject({ words: [word], corrected: true });
    // "church's" is the words church and s; so is "chucrh's".
    if (q === "chucrh's") expect(terms.map((x) => x.token)).toEqual(['chucrh', 's']);
    for (const url of [`/api/search/instant?q=${encodeURIComponent(q)}&limit=24`, `/api/search?q=${encodeURIComponent(q)}&limit=60`]) {
      const { status, body } = await get<{ results: { brand: string; full_name: string }[]; total: number }>(url);
      expect(status, url).toBe(200);
      expect(body.results.length, url).toBeGreaterThan(0);
      // Pétrus: accents off, as the search reads names.
      const fold = (x: string) => x.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      for (const r of body.results) expect(fold(r.full_name), url).toContain(word);
      expect(body.results.map((r) => fold(r.brand)), url).toContain(fold(brand));
    }
  });

  it('reads no swap into a word of four letters, and keeps the trigram rule when no swap is a catalogue word', async () => {
    // 'sutd' is stud with two letters swapped, but has four letters: the trigram rule alone
    // (1 trigram of 9 shared), and it finds nothing.
    expect((await t.database.query('select 1 from search_words where word = $1', ['stud'])).rows).toHaveLength(1);
    expect(await termsBoth('sutd')).toMatchObject([{ words: [], corrected: false }]);
    // No swap of these is a catalogue word: corrected by trigram similarity as before.
    expect(await termsBoth('rolx')).toMatchObject([{ words: ['rolex'], corrected: true }]);
    expect(await termsBoth('hermmes')).toMatchObject([{ words: ['hermes'], corrected: true }]);
  });

  it('generates the swaps in the database as transpositionsOf does in memory', async () => {
    for (const w of ['petrus', 'abba', 'aabbc', 'kiotn', 'aaaaa', 'abcd', 'x', 'ab12c9']) {
      const { rows } = await t.database.query<{ a: string[] }>('select patina_transpositions($1) as a', [w]);
      expect(rows[0]!.a, w).toEqual(transpositionsOf(w));
    }
  });

  it('prefers the commonest swap, then the first in code-unit order, and a swap over a closer trigram match', async () => {
    // Words no other test uses; the vocabulary held in memory is dropped to read them.
    const added: [string, number][] = [
      ['qzjxkv', 1], ['zqxjkv', 1], ['zqjxvk', 3], // zqjxkv: zqjxvk, the commonest
      ['yqjxvk', 2], ['qyjxkv', 2], // yqjxkv: a tie, qyjxkv first
      ['wqjxkvv', 1], ['aqwjxkvv', 50], // qwjxkvv: wqjxkvv (a swap, similarity 0.33) over aqwjxkvv (0.55)
      ['wzqk', 1], // zwqk: four letters, no swap
    ];
    await t.database.query(
      'insert into search_words (word, ndoc) select * from unnest($1::text[], $2::int[])',
      [added.map(([w]) => w), added.map(([, n]) => n)],
    );
    forgetVocabulary(t.database);
    try {
      expect(await termsBoth('zqjxkv')).toMatchObject([{ words: ['zqjxvk'], ndoc: 3, corrected: true }]);
      expect(await termsBoth('yqjxkv')).toMatchObject([{ words: ['qyjxkv'], ndoc: 2, corrected: true }]);
      expect(await termsBoth('qwjxkvv')).toMatchObject([{ words: ['wqjxkvv'], corrected: true }]);
      expect(await termsBoth('zwqk')).toMatchObject([{ words: [], corrected: false }]);
    } finally {
      await t.database.query('delete from search_words where word = any($1)', [added.map(([w]) => w)]);
      forgetVocabulary(t.database);
    }
  });
});

describe('GET /api/search/auctions', () => {
  it('answers live lots whose piece matches, with the auction fields of SPEC §3', async () => {
    const { rows } = await t.database.query<{ brand: string }>(
      `select b.name as brand from auctions a join products p on p.id = a.product_id join brands b on b.id = p.brand_id
       where a.status = 'live' and a.ends_at > now() group by b.name order by count(*) desc limit 1`,
    );
    const brand = rows[0]!.brand;
    const { status, body } = await get<AuctionSearchResponse>(`/api/search/auctions?q=${encodeURIComponent(brand)}&limit=8`);
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThanOrEqual(body.results.length);
    const first = body.results[0]!;
    expect(first.brand).toBe(brand);
    for (const key of ['id', 'slug', 'name', 'full_name', 'brand', 'image_feature', 'current_bid', 'reserve_price', 'buy_now_price', 'bid_count', 'watchers', 'ends_at']) {
      expect(first).toHaveProperty(key);
    }
    expect(first.confidence).toBe(85);
    expect(new Date(first.ends_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('GET /api/search (results page, manual search, suggestions)', () => {
  it('answers 20 and 6 results for the manual search and suggestions', async () => {
    expect((await get<SearchResponse>('/api/search?q=hermes&limit=20')).body.results).toHaveLength(20);
    expect((await get<SearchResponse>('/api/search?q=hermes&limit=6')).body.results).toHaveLength(6);
  });

  it('pages without repeats and counts pages', async () => {
    const one = (await get<SearchResponse>('/api/search?q=rolex&limit=10&page=1')).body;
    const two = (await get<SearchResponse>('/api/search?q=rolex&limit=10&page=2')).body;
    expect(one.page_count).toBe(Math.ceil(one.total / 10));
    const ids = new Set(one.results.map((r) => r.id));
    expect(two.results.some((r) => ids.has(r.id))).toBe(false);
    const beyond = (await get<SearchResponse>(`/api/search?q=rolex&limit=10&page=${one.page_count + 1}`)).body;
    expect(beyond.results).toEqual([]);
    expect(beyond.total).toBe(one.total);
  });

  it('filters by category, brand, condition and price, with facets', async () => {
    const all = (await get<SearchResponse>('/api/search?q=gold&limit=60&facets=1')).body;
    expect(all.facets!.categories.length).toBeGreaterThan(1);
    const cat = all.facets!.categories[0]!;
    const inCat = (await get<SearchResponse>(`/api/search?q=gold&limit=60&category=${cat.value}`)).body;
    expect(inCat.total).toBe(cat.count);
    expect(inCat.results.every((r) => r.category === cat.value)).toBe(true);
    const brand = all.facets!.brands[0]!;
    const ofBrand = (await get<SearchResponse>(`/api/search?q=gold&limit=60&brand=${brand.value}`)).body;
    expect(ofBrand.total).toBe(brand.count);
    expect(ofBrand.results.every((r) => r.brand === brand.label)).toBe(true);
    const cond = (await get<SearchResponse>('/api/search?q=gold&limit=60&condition=Excellent')).body;
    expect(cond.results.every((r) => r.condition === 'Excellent')).toBe(true);
    const priced = (await get<SearchResponse>('/api/search?q=gold&limit=60&min=5000&max=20000')).body;
    for (const r of priced.results) {
      expect(priceShown(r)).toBeGreaterThanOrEqual(500_000);
      expect(priceShown(r)).toBeLessThanOrEqual(2_000_000);
    }
  });

  it('sorts by price either way and by newest', async () => {
    const up = (await get<SearchResponse>('/api/search?q=chanel&limit=30&sort=price_asc')).body.results.map(priceShown);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await get<SearchResponse>('/api/search?q=chanel&limit=30&sort=price_desc')).body.results.map(priceShown);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const newest = (await get<SearchResponse>('/api/search?q=chanel&limit=30&sort=newest')).body.results.map((r) => r.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });
});

describe('GET /api/search/instant exact names', () => {
  it('finds a product whose name is the query below the first candidates, in memory as in the database, and after a rename', async () => {
    const inMemory = createSearchRepo(t.database);
    const inDatabase = createSearchRepo(t.database, { rankInMemory: false });
    // The commonest plain word, and its least popular product: far below the first CANDIDATE_CAP.
    const { rows: common } = await t.database.query<{ word: string }>(
      `select word from search_words where word ~ '^[a-z]{4,}$' and ndoc > $1 order by ndoc desc, word limit 1`,
      [CANDIDATE_CAP * 2],
    );
    const word = common[0]!.word;
    const { rows: last } = await t.database.query<{ id: number; name: string }>(
      `select p.id, p.name from products p join product_search s on s.product_id = p.id
       where $1 = any(s.words) order by s.popularity, s.product_id limit 1`,
      [word],
    );
    const { id, name } = last[0]!;
    const rename = async (to: string) => {
      await t.database.query('update products set name = $2 where id = $1', [id, to]);
      await inMemory.refreshProducts([Number(id)]);
    };
    await inMemory.warm();
    await rename(word);
    try {
      const terms = await inMemory.terms(word);
      const ours = await inMemory.instant(word, terms, 8);
      expect(ours.via).toBe('memory');
      expect(ours.rows[0]!.product_id).toBe(Number(id));
      expect({ ...ours, via: undefined }).toEqual(await inDatabase.instant(word, terms, 8));
    } finally {
      await rename(name);
    }
  });
});

describe('bad input: a sane answer or a 400 with a message, never a 500', () => {
  const paths = ['/api/search/instant', '/api/search', '/api/search/auctions'];
  const sane = [
    ['tsquery and SQL metacharacters', `& | ! : * ( ) ' \\ -- ; drop table products`],
    ['only metacharacters', `&|!:*()'\\`],
    ['a quote', "hermes' or '1'='1"],
    ['emoji', '👜⌚️💎'],
    ['emoji beside a word', 'rolex 👑'],
    ['right-to-left text', 'שעון רולקס'],
    ['right-to-left override', '\u202erolex\u202c'],
    ['a LIKE wildcard', 'rol%_'],
    ['many words', Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')],
    ['one character', 'r'],
    ['one letter as a word', 'a.'],
    ['one-letter words', 'a b c'],
    ['nothing', ''],
  ] as const;

  it.each(paths.flatMap((p) => sane.map(([what, q]) => [p, what, q] as const)))('%s: %s answers 200', async (path, _what, q) => {
    const { status, body } = await get<{ results: unknown[] }>(`${path}?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.results)).toBe(true);
  });

  it("ranks by the words that match instead of finding nothing: 'cartier santos 10' (issue #10 item 19)", async () => {
    for (const path of ['/api/search/instant', '/api/search']) {
      const { status, body } = await get<{ results: { brand: string; name: string }[]; missing?: string[] }>(`${path}?q=${encodeURIComponent('cartier santos qzxv')}`);
      expect(status).toBe(200);
      expect(body.missing).toEqual(['qzxv']);
      expect(body.results.length).toBeGreaterThan(0);
      for (const r of body.results) {
        expect(r.brand).toBe('Cartier');
        expect(r.name.toLowerCase()).toContain('santos');
      }
    }
    const whole = await get<{ missing?: string[] }>('/api/search/instant?q=cartier%20santos');
    expect(whole.body.missing).toBeUndefined();
    const nothing = await get<{ results: unknown[]; missing?: string[] }>('/api/search/instant?q=qzxv%20wvvq');
    expect(nothing.body.results).toEqual([]);
  });

  it('still finds Rolex beside a stray emoji', async () => {
    expect((await instant('rolex 👑')).body.results[0]?.brand).toBe('Rolex');
  });

  it.each(paths)('%s: control characters answer 400 (issue #10 item 6)', async (path) => {
    const { status, body } = await get<{ error: { code: string } }>(`${path}?q=${encodeURIComponent('rol\u0000\u0007\u001bex\u007f')}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('control_character');
  });

  it.each(paths)('%s: q of 500 characters answers 400 with a message', async (path) => {
    const { status, body } = await get<{ error: { code: string; message: string } }>(`${path}?q=${'a'.repeat(500)}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe("query parameter 'q' must be at most 200 characters");
  });

  it.each([
    ['/api/search/instant?q=rolex&limit=0', "query parameter 'limit' must be 1 or more"],
    ['/api/search/instant?q=rolex&limit=100000', "query parameter 'limit' must be at most 24"],
    ['/api/search/instant?q=rolex&limit=abc', "query parameter 'limit' must be a number"],
    ['/api/search?q=rolex&limit=0', "query parameter 'limit' must be 1 or more"],
    ['/api/search?q=rolex&limit=100000', "query parameter 'limit' must be at most 60"],
    ['/api/search?q=rolex&page=-1', "query parameter 'page' must be 1 or more"],
    ['/api/search?q=rolex&page=1.5', "query parameter 'page' must be a whole number"],
    ['/api/search?q=rolex&page=100000', "query parameter 'page' must be at most 500 (narrow the search to see more)"],
    ['/api/search?q=rolex&sort=random', "query parameter 'sort' must be one of relevance, price_asc, price_desc, newest"],
    ['/api/search?q=rolex&min=10&max=5', "query parameter 'min' must not be above max"],
    ['/api/search?q=rolex&brand=Rol%27ex', "query parameter 'brand' must be a lower-case slug"],
    ['/api/search/auctions?q=rolex&limit=0', "query parameter 'limit' must be 1 or more"],
  ])('%s answers 400: %s', async (url, message) => {
    const { status, body } = await get<{ error: { code: string; message: string } }>(url);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toBe(message);
  });
});
