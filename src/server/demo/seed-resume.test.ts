import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.js';
import type { Database } from '../db/client.js';
import { demoSeedState, prepareDemoCatalogue } from './seed.js';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const indexNames = async (db: Database) =>
  (await db.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'public' order by indexname")).rows.map((r) => r.indexname);
const counts = async (db: Database) =>
  (await db.query<{ p: number; s: number }>('select (select count(*) from products)::int as p, (select count(*) from historical_sales)::int as s')).rows[0]!;

describe('a demo seed that did not finish (issue #10 item 7)', () => {
  it('is seen at the next start and built again from scratch, never served half-built', async () => {
    database = await createTestDatabase();
    const allIndexes = await indexNames(database);
    expect(await demoSeedState(database)).toBe('none');

    // The first start dies right after the products are in: no sales, no listings yet.
    const dying = prepareDemoCatalogue(database, {
      products: 300,
      log: (line) => {
        if (line.startsWith('  products in')) throw new Error('killed');
      },
    });
    await expect(dying).rejects.toThrow('killed');
    expect(await demoSeedState(database)).toBe('running');
    expect(await counts(database)).toMatchObject({ p: 300, s: 0 });

    const lines: string[] = [];
    const next = await prepareDemoCatalogue(database, { products: 300, log: (l) => lines.push(l) });
    expect(next.action).toBe('reseeded');
    expect(lines[0]).toBe('The last demo seed did not finish: building the catalogue again from the start…');
    expect(await demoSeedState(database)).toBe('complete');
    const whole = await counts(database);
    expect(whole.p).toBe(300);
    expect(whole.s).toBeGreaterThan(1000);
    expect(await indexNames(database)).toEqual(allIndexes);

    // And a complete catalogue is kept as it is.
    expect((await prepareDemoCatalogue(database, { products: 300 })).action).toBe('kept');
  }, 120_000);

  it('builds again the indexes a killed seed had dropped', async () => {
    database = await createTestDatabase();
    const allIndexes = await indexNames(database);
    // What a SIGKILL during the load leaves: state running, secondary indexes dropped, their
    // definitions kept in seed_runs (no finally block ran to build them again).
    const { rows } = await database.query<{ indexname: string; indexdef: string; tablename: string }>(
      `select indexname, indexdef, tablename from pg_indexes where schemaname = 'public' and tablename = 'products'
         and not exists (select 1 from pg_constraint c where c.conname = indexname)`,
    );
    expect(rows.length).toBeGreaterThan(3);
    await database.query("insert into seed_runs (name, status, dropped_indexes) values ('demo', 'running', $1::jsonb)", [JSON.stringify(rows)]);
    for (const r of rows) await database.exec(`drop index "${r.indexname}"`);
    expect((await indexNames(database)).length).toBe(allIndexes.length - rows.length);

    expect((await prepareDemoCatalogue(database, { products: 200 })).action).toBe('reseeded');
    expect(await indexNames(database)).toEqual(allIndexes);
    expect(await demoSeedState(database)).toBe('complete');
  }, 120_000);
});
