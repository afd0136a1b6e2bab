import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/helper.js';
import { seedDemo } from './seed.js';
import { seedDemoPortfolios } from './community-portfolios.js';

/**
 * The demo's public portfolios (issue #37): collectors' curated selections of real catalogue
 * pieces they own, each with sales history, ordered, with a cover among them, counters equal
 * to their rows; seeded once, in a few set statements (the time is printed for decision 058).
 */
let db: Database;
let ms = 0;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db, { products: 300, community: true });
  // Measured again on its own: the demo's portfolios and their pieces taken away, then re-made.
  await db.query(`delete from community_portfolios where owner_id like 'demo-collector-%'`);
  await db.query(`delete from portfolio_items where user_id like 'demo-collector-%'`);
  const started = performance.now();
  await seedDemoPortfolios(db);
  ms = performance.now() - started;
  console.log(`seedDemoPortfolios: ${ms.toFixed(0)} ms`);
});
afterAll(async () => {
  await db?.close();
});

describe('the demo public portfolios', () => {
  it('shows real pieces the collectors own, of models with sales, in order, with a cover among them', async () => {
    const { rows } = await db.query<{ id: string; owner_id: string; title: string; cover_item_id: string | null; n: number; sold: number; foreign: number; positions: number[] }>(
      `select p.id, p.owner_id, p.title, p.cover_item_id,
              count(x.item_id)::int as n,
              count(*) filter (where exists (select 1 from historical_sales s join products pr on pr.product_code = s.product_code where pr.id = i.product_id))::int as sold,
              count(*) filter (where i.user_id <> p.owner_id)::int as foreign,
              array_agg(x.position order by x.position) as positions
         from community_portfolios p join community_portfolio_pieces x on x.portfolio_id = p.id join portfolio_items i on i.id = x.item_id
        group by p.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.sold).toBe(r.n);
      expect(r.foreign).toBe(0);
      expect(r.positions.map(Number)).toEqual([...Array(r.n).keys()]);
      expect(r.cover_item_id).not.toBeNull();
      expect(r.title).not.toMatch(/undefined|null/);
    }
    const { rows: old } = await db.query<{ n: number }>(`select count(*)::int as n from portfolio_items where user_id like 'demo-collector-%' and created_at < now() - interval '3 months'`);
    expect(old[0]!.n).toBeGreaterThan(0);
  });

  it('keeps the counters equal to the rows, and is seeded once', async () => {
    const { rows: off } = await db.query(
      `select p.id from community_portfolios p
        where p.followers_count <> (select count(*) from community_portfolio_follows f where f.portfolio_id = p.id)
           or p.appreciations_count <> (select count(*) from community_portfolio_appreciations a where a.portfolio_id = p.id)
           or exists (select 1 from community_portfolio_follows f where f.portfolio_id = p.id and f.user_id = p.owner_id)`,
    );
    expect(off).toEqual([]);
    expect(await seedDemoPortfolios(db)).toEqual({ portfolios: 0 });
    expect(ms).toBeLessThan(5_000);
  });
});
