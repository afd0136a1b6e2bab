import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.js';
import type { Database } from './client.js';
import { queryRows } from './rows.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

// Only node-postgres connections keep named statements; PGlite runs each statement in-process.
describe.skipIf(!onPostgres)('statements sent often are prepared once per connection (decision 046)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The texts this connection holds as named statements (one transaction: one connection). */
  const prepared = (names: { name: string; statement: string }[]) => names.filter((n) => n.name.startsWith('patina_')).map((n) => n.statement);

  it('names a text with parameters from its third run, and leaves parameterless and one-off texts unnamed', async () => {
    const held = await database.db.transaction(async (tx) => {
      const marker = `m${Date.now()}`;
      for (let i = 0; i < 4; i++) await queryRows(tx, sql`select ${i}::int as n, ${marker}::text as often`);
      await queryRows(tx, sql`select ${1}::int as once_only`);
      for (let i = 0; i < 4; i++) await queryRows(tx, sql.raw('select 1 as no_parameters'));
      const rows = await queryRows<{ name: string; statement: string }>(tx, sql.raw('select name, statement from pg_prepared_statements'));
      return prepared(rows);
    });
    expect(held.some((s) => s.includes('as often'))).toBe(true);
    expect(held.some((s) => s.includes('once_only'))).toBe(false);
    expect(held.some((s) => s.includes('no_parameters'))).toBe(false);
  });

  it('answers a named statement as an unnamed one, on every connection of the pool', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => database.query<{ n: number; word: string }>('select $1::int as n, $2::text as word', [i, `w${i}`])),
    );
    expect(answers.map((a) => a.rows[0])).toEqual(Array.from({ length: 30 }, (_, i) => ({ n: i, word: `w${i}` })));
  });
});
