import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helper.js';
import { seedDemoMembers } from '../demo/seed.js';
import type { Database } from '../db/client.js';

/**
 * The isolation every server test relies on (isolation.ts): whatever a test writes is gone
 * before the next test. The tests below each check that they start from the setup's state and
 * then write something different; whichever of them runs second proves the first was undone,
 * in either order.
 */
let database: Database;
let baseline: string;

/** Everything the tests below touch, as one comparable string. */
async function state(): Promise<string> {
  const { rows } = await database.query(
    `select
       (select json_agg(u order by id) from (select id, name, email from "user") u) as users,
       (select json_agg(s order by id) from (select id, user_id from "session") s) as sessions,
       (select json_agg(c order by slug) from (select slug, name from categories) c) as categories,
       (select json_agg(r order by key) from (select key, count from rate_limits) r) as limits,
       (select json_agg(l order by id) from (select id, note from added_later) l) as later`,
  );
  return JSON.stringify(rows[0]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoMembers(database);
  await database.query(`insert into categories (slug, name, position) values ('watches', 'Watches', 1), ('bags', 'Bags', 2)`);
  // Setup may sign members in; their sessions are part of what every test starts from.
  await database.query(
    `insert into "session" (id, user_id, token, expires_at, created_at, updated_at)
     select 'setup-' || id, id, 'token-' || id, now() + interval '1 day', now(), now() from "user"`,
  );
  // A table no list names, as a later migration would add it: found in the catalogue.
  await database.exec(`create table added_later (id bigint primary key generated always as identity, note text not null)`);
  await database.query(`insert into added_later (note) values ('from setup')`);
  baseline = await state();
});
afterAll(async () => database?.close());

describe('each test starts from the state its file set up', () => {
  it('undoes inserts, updates and deletes, foreign keys and identity columns included', async () => {
    expect(await state()).toBe(baseline);
    await database.query(
      `insert into "user" (id, name, email, email_verified) values ('writer-one', 'Writer One', 'one@example.com', true)`,
    );
    await database.query(`update categories set name = name || ' (renamed)' where slug = 'watches'`);
    // Deleting members takes their sessions with them (on delete cascade).
    await database.query(`delete from "user" where email like '%@patina.demo'`);
    await database.query(`insert into added_later (note) values ('from test one')`);
    expect(await state()).not.toBe(baseline);
  });

  it('undoes a truncate and rows written by the app through its own SQL', async () => {
    expect(await state()).toBe(baseline);
    await database.exec(`truncate "session", added_later`);
    await database.query(`insert into rate_limits (key, count, window_start) values ('sign-in:10.0.0.1', 3, now())`);
    expect(await state()).not.toBe(baseline);
  });

  it('keeps ids growing: a row written after a restore never reuses an id a test saw', async () => {
    expect(await state()).toBe(baseline);
    const { rows: [first] } = await database.query<{ id: number }>(`insert into added_later (note) values ('a') returning id::int`);
    const { rows: [max] } = await database.query<{ id: number }>(`select max(id)::int as id from added_later`);
    expect(first!.id).toBe(max!.id);
    expect(first!.id).toBeGreaterThan(1);
  });
});
