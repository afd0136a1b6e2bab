import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { testConfig } from '../../test/config.js';
import { SEARCH_STATEMENT_TIMEOUT_MS } from './search.repo.js';

/**
 * Issue #10 items 8 and 18, on PostgreSQL over a real socket: a search whose client went away
 * is cancelled on the database, and a statement timeout bounds every search. A search is made
 * slow the way a real one can be: another session holds a lock on product_search (as a
 * refresh or a migration would), so the search's statement waits in the engine. The queries
 * carry an accent: a plain one whose candidates are held in memory is ranked there and may
 * not read product_search at all (decision 042).
 */
const onPostgres = testConfig().database.kind === 'postgres';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ products: 300 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

interface Backend { pid: number; state: string | null; wait_event_type: string | null }

/** The backends running a statement on product_search other than the lock holder's. */
async function searchBackends(): Promise<Backend[]> {
  const { rows } = await t.database.query<Backend>(
    `select pid, state, wait_event_type from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state = 'active'
       and query like '%product_search%' and query not like '%lock table%'`,
  );
  return rows;
}

async function until<T>(what: () => Promise<T | null>, ms: number): Promise<{ value: T; after: number }> {
  const started = Date.now();
  for (;;) {
    const value = await what();
    if (value !== null) return { value, after: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** While another session holds a lock on product_search. */
async function whileLocked(run: () => Promise<void>) {
  const { rows } = await t.database.query<{ db: string }>('select current_database() as db');
  const config = testConfig().database;
  if (config.kind !== 'postgres') throw new Error('PostgreSQL only');
  const url = new URL(config.url);
  url.pathname = `/${rows[0]!.db}`;
  const holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table product_search in access exclusive mode');
    await run();
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
}

describe.skipIf(!onPostgres)('search statements on PostgreSQL', () => {
  it('cancels the statement of a search whose HTTP client went away', async () => {
    // The vocabulary is read once; it does not touch product_search afterwards.
    expect((await t.app.inject({ method: 'GET', url: '/api/search/instant?q=rolex' })).statusCode).toBe(200);
    await whileLocked(async () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/search/instant?q=om%C3%A9ga%20speedm&limit=8' });
      req.on('error', () => {});
      const { value: waiting } = await until(async () => (await searchBackends()).find((b) => b.wait_event_type === 'Lock') ?? null, 3000);
      const closedAt = Date.now();
      req.destroy();
      // Gone from the running statements long before the statement timeout would end it.
      const { after } = await until(async () => ((await searchBackends()).some((b) => b.pid === waiting.pid) ? null : true), 1000);
      expect(Date.now() - closedAt).toBeLessThan(SEARCH_STATEMENT_TIMEOUT_MS / 2);
      expect(after).toBeLessThan(1000);
    });
  });

  it('ends a search that runs longer than the statement timeout with a 503 and Retry-After', async () => {
    await whileLocked(async () => {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/search/instant?q=cart%C3%AFer%20tan&limit=8' });
      const took = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ error: { code: 'too_slow' } });
      // The search's own bound, well below the global 10 s.
      expect(took).toBeGreaterThanOrEqual(SEARCH_STATEMENT_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(SEARCH_STATEMENT_TIMEOUT_MS + 2000);
      expect(await searchBackends()).toEqual([]);
    });
  });
});
