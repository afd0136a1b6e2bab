import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createSearchRepo, refreshSearchIndex } from './index.js';
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

describe('search refresh', () => {
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
    expect(indexes[0]!.n).toBe(6);
  });
});
