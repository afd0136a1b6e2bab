import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.js';
import type { Database } from '../../db/client.js';
import { seedDemo } from '../../demo/seed.js';
import { createCatalogRepo } from './catalog.repo.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database, { products: 800 });
});
afterAll(async () => database?.close());

const SHOWN = 'coalesce(nullif(lowest_ask, 0), nullif(price, 0), nullif(recommended_price, 0), 0)';

describe('priceNeighbours', () => {
  it('answers exactly the pieces of the category priced closest, as ordering the whole band would', async () => {
    const repo = createCatalogRepo(database.db);
    const { rows: pieces } = await database.query<{ id: number; category: string; shown: number }>(
      `select id::int as id, category, ${SHOWN}::float8 as shown from products where ${SHOWN} > 0 order by id limit 12`,
    );
    expect(pieces.length).toBe(12);
    for (const p of pieces) {
      const lo = Math.floor(p.shown * 0.5);
      const hi = Math.ceil(p.shown * 2);
      for (const limit of [1, 7, 200]) {
        const { rows: expected } = await database.query<{ id: number }>(
          `select id::int as id from products
           where category = $1 and ${SHOWN} between $2 and $3 and id <> $4
           order by abs(${SHOWN} - $5), id limit $6`,
          [p.category, lo, hi, p.id, p.shown, limit],
        );
        const got = await repo.priceNeighbours(p.category, p.shown, lo, hi, p.id, limit);
        expect(got.map((r) => r.id), `product ${p.id}, limit ${limit}`).toEqual(expected.map((r) => r.id));
      }
    }
  });

  it('is read through the category price index on PostgreSQL', async () => {
    if (database.engine !== 'postgres') return;
    await database.exec('analyze products');
    const { rows } = await database.query<{ 'QUERY PLAN': string }>(
      `explain select id from products where category = 'watches' and ${SHOWN} >= 100000 order by ${SHOWN} limit 10`,
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('products_category_shown_price_idx');
  });
});
