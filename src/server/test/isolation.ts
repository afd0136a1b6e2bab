import type { Database } from '../db/client.js';

/**
 * Every server test starts from the state its file's setup left, whatever ran before it.
 *
 * The baseline is what the database holds when a test begins (migrations, the demo
 * catalogue and members, sessions signed in by `beforeAll`). Whatever a test writes is undone
 * after it: each table of the `public` schema gets a statement trigger that, on the first
 * write of a test, copies the table as it was into the `patina_test` schema (copy on write),
 * and after the test every table so copied is put back and the copy dropped. Tables are found
 * in the catalogue when the first test starts, so a table a later migration adds is covered
 * without a list to keep; a test pays only for the tables it writes, large catalogue tables
 * included (a test that changes a price gets it back afterwards, not a truncated catalogue).
 *
 * Sequences are not rewound: ids keep growing across a file, so an id a test saw is never
 * reused for another row (in-process caches keyed by id stay honest).
 * Works the same on PGlite and PostgreSQL: plain PL/pgSQL, superuser's
 * `session_replication_role = replica` to put rows back without firing the app's triggers or
 * foreign-key checks (the rows were consistent when copied).
 */

const SCHEMA = 'patina_test';

const INSTALL = `
create schema if not exists ${SCHEMA};
create table if not exists ${SCHEMA}.written (name text primary key);

create or replace function ${SCHEMA}.before_write() returns trigger language plpgsql as $fn$
begin
  -- Never wait here: two transactions recording their first writes of two tables in crossing
  -- orders would deadlock on this table's index. A table already recorded is done; one being
  -- recorded by another transaction right now (its lock is held) is that transaction's to copy.
  if exists (select 1 from ${SCHEMA}.written where name = tg_table_name) then
    return null;
  end if;
  if not pg_try_advisory_xact_lock(hashtext('${SCHEMA}.written'), hashtext(tg_table_name)) then
    return null;
  end if;
  insert into ${SCHEMA}.written values (tg_table_name) on conflict do nothing;
  if found then
    -- A copy left without its row (a background writer racing the end of the last test) is
    -- stale: take the table as it is now.
    execute format('drop table if exists ${SCHEMA}.%I', tg_table_name);
    execute format('create table ${SCHEMA}.%I as table public.%I', tg_table_name, tg_table_name);
  end if;
  return null;
end
$fn$;

create or replace function ${SCHEMA}.restore() returns void language plpgsql as $fn$
declare
  t text;
  cols text;
begin
  perform set_config('session_replication_role', 'replica', true);
  for t in select name from ${SCHEMA}.written order by name loop
    -- Only the rows this loop saw are done; one a background writer commits meanwhile stays
    -- with its copy for the next call. A row whose copy is gone has nothing to put back.
    delete from ${SCHEMA}.written where name = t;
    continue when to_regclass(format('${SCHEMA}.%I', t)) is null;
    select string_agg(quote_ident(attname), ', ' order by attnum) into cols
      from pg_attribute
     where attrelid = format('public.%I', t)::regclass and attnum > 0 and not attisdropped and attgenerated = '';
    execute format('delete from public.%I', t);
    -- on conflict: a background writer (an event's subscriber, say the search rows of a piece
    -- whose price the test changed) may commit the same key between the delete and this insert;
    -- its row is newer, and the next test takes it as part of the baseline (accept).
    execute format('insert into public.%1$I (%2$s) overriding system value select %2$s from ${SCHEMA}.%1$I on conflict do nothing', t, cols);
    execute format('drop table if exists ${SCHEMA}.%I', t);
  end loop;
  perform set_config('session_replication_role', 'origin', true);
end
$fn$;

create or replace function ${SCHEMA}.accept() returns void language plpgsql as $fn$
declare
  t text;
begin
  for t in select name from ${SCHEMA}.written loop
    delete from ${SCHEMA}.written where name = t;
    execute format('drop table if exists ${SCHEMA}.%I', t);
  end loop;
end
$fn$;

do $do$
declare
  t text;
begin
  for t in
    select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'
  loop
    execute format(
      'create or replace trigger patina_test_written before insert or update or delete or truncate on public.%I
         for each statement execute function ${SCHEMA}.before_write()', t);
  end loop;
end
$do$;
`;

const armed = new WeakSet<Database>();
const open = new Set<Database>();

/** Called by the helpers for each test database; the hooks of `setup.ts` do the rest. */
export function trackDatabase(database: Database): void {
  open.add(database);
}

export function forgetDatabase(database: Database): void {
  open.delete(database);
}

/**
 * Before each test: the first time, install the triggers (setup ran without them, at full
 * speed); later, whatever changed between tests (a nested `beforeAll`, a late background
 * write) becomes part of the baseline.
 */
export async function beginTest(): Promise<void> {
  for (const database of open) {
    if (armed.has(database)) {
      await database.query(`select ${SCHEMA}.accept()`);
    } else {
      await database.exec(INSTALL);
      armed.add(database);
    }
  }
}

/** After each test: every table the test wrote is put back as it was. */
export async function endTest(): Promise<void> {
  for (const database of open) {
    if (armed.has(database)) await restoreWithRetry(database);
  }
}

/**
 * The restore is one statement, so a deadlock with a background writer (an event's subscriber
 * still at work on PostgreSQL) rolls it back whole: it is safe to run again once the writer
 * is through.
 */
async function restoreWithRetry(database: Database): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.query(`select ${SCHEMA}.restore()`);
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: string }).code !== '40P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
