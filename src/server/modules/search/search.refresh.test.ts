import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createSearchRepo, HEAD_ROWS, refreshSearchIndex } from './index.js';
import type { InstantResponse } from '../../../shared/search/contracts.js';

/** The search tables follow the catalogue: a full refresh, one product, a removal. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 400 });
});
afterAll(async () => {
  await t?.close();
});

const instant = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/search/instant?q=${encodeURIComponent(q)}` })).json() as InstantResponse;

/** search_words and search_overlaps as a recount of product_search gives them; [] when they agree. */
async function countsOff(): Promise<unknown[]> {
  const { rows } = await t.database.query(
    `with words as (select w, count(*)::int as n from product_search s, unnest(s.words) w group by w),
          pairs as (select x.prefix, count(*)::int as n from product_search s, patina_search_overlaps(s.words) x(prefix) group by x.prefix)
     (select 'word' as kind, coalesce(w.w, sw.word) as key, w.n as recount, sw.ndoc as stored
      from words w full join search_words sw on sw.word = w.w where w.n is distinct from sw.ndoc)
     union all
     (select 'overlap', coalesce(o.prefix, so.prefix), o.n, so.n
      from pairs o full join search_overlaps so on so.prefix = o.prefix where o.n is distinct from so.n)`,
  );
  return rows;
}

describe('search refresh', () => {
  it('bumps search_state.version on every write of the vocabulary, so another instance holding it reloads it within seconds', async () => {
    const repo = createSearchRepo(t.database);
    const version = async () => Number((await t.database.query<{ v: string }>('select version::text as v from search_state')).rows[0]!.v);
    expect((await repo.terms('zqzqzqx'))[0]!.words).toEqual([]);
    const before = await version();
    // As another process's refresh would: this process is not told.
    await t.database.query(`insert into search_words (word, ndoc) values ('zqzqzqx', 1)`);
    expect(await version()).toBeGreaterThan(before);
    const deadline = Date.now() + 20_000;
    let words: string[] = [];
    while (Date.now() < deadline) {
      words = (await repo.terms('zqzqzqx'))[0]!.words;
      if (words.length > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(words).toEqual(['zqzqzqx']);
    await t.database.query(`delete from search_words where word = 'zqzqzqx'`);
  }, 30_000);

  it('holds one row per product after the seed, most popular first', async () => {
    const { rows } = await t.database.query<{ p: number; s: number; unordered: number; first: number; top: number }>(
      `select (select count(*) from products)::int as p, (select count(*) from product_search)::int as s,
              (select count(*) filter (where not ok)::int from (select popularity <= lag(popularity, 1, 1000::smallint) over (order by ctid) as ok from product_search) x) as unordered,
              (select popularity from product_search order by ctid limit 1) as first,
              (select max(popularity) from product_search) as top`,
    );
    expect(rows[0]!.s).toBe(rows[0]!.p);
    // The heap keeps insertion order but for the odd row placed where it fits.
    expect(rows[0]!.unordered).toBeLessThan(rows[0]!.s * 0.02);
    expect(rows[0]!.first).toBe(rows[0]!.top);
  });

  it('makes a renamed product findable after refreshProducts', async () => {
    const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 1');
    const id = rows[0]!.id;
    expect((await instant('zyxwvut')).total).toBe(0);
    await t.database.query(`update products set name = 'Zyxwvut Édition', full_name = full_name || ' Zyxwvut Édition' where id = $1`, [id]);
    await createSearchRepo(t.database).refreshProducts([id]);
    const found = await instant('zyxwvut edition');
    expect(found.results.map((r) => r.id)).toEqual([id]);
    expect(found.results[0]!.name).toBe('Zyxwvut Édition');
    expect(found.total).toBe(1);
    expect(await countsOff()).toEqual([]);
  });

  it('ranks in memory on facts that follow refreshProducts (a renamed product moves up at once)', async () => {
    const inMemory = createSearchRepo(t.database);
    const inDatabase = createSearchRepo(t.database, { rankInMemory: false });
    await inMemory.warm();
    // A house word with many products; its least popular product among the dropdown's candidates.
    const { rows: words } = await t.database.query<{ word: string }>(
      `select brand_norm as word from product_search where brand_norm ~ '^[a-z]+$' group by brand_norm order by count(*) desc, brand_norm limit 1`,
    );
    const word = words[0]!.word;
    const ranked = async () => {
      const terms = await inMemory.terms(word);
      const ours = await inMemory.instant(word, terms, 8);
      expect(ours.via).toBe('memory');
      expect({ ...ours, via: undefined }).toEqual(await inDatabase.instant(word, terms, 8));
      return ours.rows.map((r) => r.product_id);
    };
    const { rows } = await t.database.query<{ id: number }>(
      `select product_id as id from product_search where brand_norm = $1 order by popularity desc, product_id limit 1 offset 30`,
      [word],
    );
    const id = Number(rows[0]!.id);
    expect(await ranked()).not.toContain(id);
    // Its name becomes the house's word twice: the same trigrams as the query, the closest name.
    await t.database.query(`update products set name = $2 where id = $1`, [id, `${word} ${word}`]);
    await createSearchRepo(t.database).refreshProducts([id]);
    expect((await ranked())[0]).toBe(id);
  });

  it('keeps every head as a recount gives it through refreshes, full heads included (renamed, more or less popular, removed)', async () => {
    // Heads of 5: most house and category words have more carriers, so their heads are full.
    const headRows = 5;
    // The reference: a word's head counted from product_search (key = popularity descending, then id).
    const recountOf = (rows: number) =>
      `array(select (100 - s.popularity)::bigint * 4294967296 + s.product_id from product_search s where s.words && array[sw.word] order by s.popularity desc, s.product_id limit ${rows})`;
    const recount = recountOf(headRows);
    await t.database.query(`update search_words sw set head = ${recount}`);
    const headsOff = async () => (await t.database.query<{ word: string }>(
      `select sw.word from search_words sw where sw.head is distinct from ${recount}`,
    )).rows;
    const { rows: full } = await t.database.query<{ n: number }>(`select count(*)::int as n from search_words where cardinality(head) = ${headRows}`);
    expect(full[0]!.n).toBeGreaterThan(10);
    const repo = createSearchRepo(t.database, { headRows });
    const { rows: pool } = await t.database.query<{ id: number }>(
      `select p.id from products p where not exists (select 1 from auctions a where a.product_id = p.id)
         and not exists (select 1 from listings l where l.product_id = p.id) order by p.id limit 120`,
    );
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = () => Number(pool[Math.floor(next() * pool.length)]!.id);
    for (let round = 0; round < 12; round++) {
      const ids = Array.from({ length: 1 + Math.floor(next() * 4) }, pick);
      for (const id of ids) {
        const change = next();
        if (change < 0.4) await t.database.query('update products set views = $2, wishlist_count = $3 where id = $1', [id, Math.floor(next() * 4000), Math.floor(next() * 240)]);
        else if (change < 0.7) await t.database.query(`update products set views = 0, wishlist_count = 0 where id = $1`, [id]);
        else if (change < 0.9) await t.database.query(`update products set name = $2, full_name = $2 where id = $1`, [id, `Headword${round} ${id}`]);
        else await t.database.query('delete from products where id = $1', [id]);
      }
      await repo.refreshProducts(ids);
      expect({ round, off: await headsOff() }).toEqual({ round, off: [] });
    }
    expect(await countsOff()).toEqual([]);
    // Heads as the module keeps them, for the tests after this one.
    await createSearchRepo(t.database).refreshProducts(pool.map((r) => Number(r.id)));
    await t.database.query(`update search_words sw set head = ${recountOf(HEAD_ROWS)}`);
  });

  it('holds each word once per product, in byte order, and counts products, not words', async () => {
    const { rows } = await t.database.query<{ bad: number }>(
      `select count(*)::int as bad from product_search
       where words is distinct from array(select distinct w collate "C" from unnest(words) w order by 1)`,
    );
    expect(rows[0]!.bad).toBe(0);
    expect(await countsOff()).toEqual([]);
  });

  it('implies only words every product of a word carries', async () => {
    const { rows } = await t.database.query<{ word: string; implied: string }>(
      `select sw.word, x as implied from search_words sw, unnest(sw.implies) x
       where exists (select 1 from product_search s where sw.word = any(s.words) and not x = any(s.words))`,
    );
    expect(rows).toEqual([]);
    const { rows: some } = await t.database.query<{ n: number }>(`select count(*)::int as n from search_words where implies <> '{}'`);
    expect(some[0]!.n).toBeGreaterThan(0);
  });

  it('drops a removed product with its row', async () => {
    const { rows } = await t.database.query<{ id: number }>(
      `select p.id from products p where not exists (select 1 from auctions a where a.product_id = p.id) order by p.id desc limit 1`,
    );
    const id = rows[0]!.id;
    await t.database.query('delete from listings where product_id = $1', [id]);
    await t.database.query('delete from products where id = $1', [id]);
    const { rows: left } = await t.database.query<{ n: number }>('select count(*)::int as n from product_search where product_id = $1', [id]);
    expect(left[0]!.n).toBe(0);
    expect(await countsOff()).toEqual([]);
  });

  it('rebuilds the same tables from scratch', async () => {
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from search_words');
    const report = await refreshSearchIndex(t.database);
    const { rows } = await t.database.query<{ p: number }>('select count(*)::int as p from products');
    expect(report.products).toBe(rows[0]!.p);
    expect(report.words).toBeGreaterThan(0);
    expect(report.words).toBeLessThanOrEqual(before.rows[0]!.n);
    const { rows: indexes } = await t.database.query<{ n: number }>(
      `select count(*)::int as n from pg_indexes where tablename in ('product_search', 'search_words')`,
    );
    expect(indexes[0]!.n).toBe(7);
    expect(await countsOff()).toEqual([]);
  });
});
