import pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { isCatalogueEmpty, seedDemo } from '../src/server/demo/seed.js';
import { HEAD_ROWS, refreshSearchIndex } from '../src/server/modules/search/index.js';

/**
 * The benchmarks' big catalogue: a PostgreSQL database (patina_bench_search by default) on
 * the server of `adminUrl`, migrated and holding `products` generated products. Made once and
 * kept between runs, as seeding a million takes minutes; `reseed` starts it afresh. Answers
 * the database's own URL.
 */
export async function prepareBenchDatabase(options: { adminUrl: string; db: string; products: number; reseed: boolean }): Promise<string> {
  const { adminUrl, db, products, reseed } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(db)) throw new Error(`not a plain database name: '${db}'`);
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const exists = (await c.query('select 1 from pg_database where datname = $1', [db])).rowCount === 1;
  if (reseed && exists) await c.query(`drop database ${db} with (force)`);
  if (reseed || !exists) await c.query(`create database ${db}`);
  await c.end();
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrate(database);
    if (await isCatalogueEmpty(database)) {
      console.log(`Seeding ${products.toLocaleString('en-US')} products into ${db} (a few minutes, once)…`);
      const r = await seedDemo(database, { products, log: (l) => console.log(l) });
      console.log(`  seeded in ${(r.ms / 1000).toFixed(1)} s`);
    } else {
      const { rows } = await database.query<{ n: number; short: boolean }>(
        `select (select count(*) from product_search)::int as n,
                exists (select 1 from search_words where cardinality(head) < least(ndoc, ${HEAD_ROWS})) as short`,
      );
      if ((rows[0]?.n ?? 0) === 0) {
        console.log('Filling the search tables…');
        await refreshSearchIndex(database, (l) => console.log(l));
      } else if (rows[0]?.short) {
        // Filled before the heads grew to HEAD_ROWS (036): the dropdown would take its slower path.
        console.log(`Refreshing the search tables (heads shorter than ${HEAD_ROWS})…`);
        await refreshSearchIndex(database, (l) => console.log(l));
      }
    }
  } finally {
    await database.close();
  }
  return url.toString();
}
