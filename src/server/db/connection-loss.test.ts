import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/helper.js';
import { Browser } from '../test/browser.js';
import { seedDemoMembers } from '../demo/seed.js';
import { isConflictError, isConnectionError } from './client.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('isConnectionError', () => {
  it('knows a terminated backend and a refused connection from a wrong query', () => {
    expect(isConnectionError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '57P01' }) }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError('57P01')).toBe(false);
  });
});

// Only PostgreSQL has backends to terminate; PGlite runs inside this process.
describe('isConflictError', () => {
  it('knows a deadlock\'s victim and a serialization failure, wrapped or not, from other errors', () => {
    expect(isConflictError(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isConflictError(new Error('Failed query', { cause: Object.assign(new Error('could not serialize access'), { code: '40001' }) }))).toBe(true);
    expect(isConflictError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConflictError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(false);
    expect(isConflictError('40P01')).toBe(false);
  });
});

describe.skipIf(!onPostgres)('a dropped PostgreSQL connection (issue #10 item 1)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 150 });
    await seedDemoMembers(t.database);
    dbName = (await t.database.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    // Closing waits for every pooled client: one leaked by a failed BEGIN would hang here.
    await t?.close();
  });

  const terminate = () =>
    admin.query('select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);

  it('survives its backends being terminated during a write loop, answers 503 meanwhile, and loses nothing acknowledged', async () => {
    const member = new Browser(t);
    expect((await member.signIn('member@patina.demo', 'patina-member-demo')).status).toBe(200);
    const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 100');
    const ids = rows.map((r) => r.id);

    const statuses: number[] = [];
    const acknowledged: number[] = [];
    let killing = true;
    let terminated = 0;
    const killer = (async () => {
      while (killing) {
        terminated += Number((await terminate()).rows[0]!.n);
        await new Promise((r) => setTimeout(r, 40));
      }
    })();
    await Promise.all(
      [0, 1, 2, 3].map(async (lane) => {
        for (let i = lane; i < ids.length; i += 4) {
          const res = await member.put(`/api/wishlist/${ids[i]}`);
          statuses.push(res.status);
          if (res.status === 201 || res.status === 200) acknowledged.push(ids[i]!);
          else {
            expect(res.status, JSON.stringify(res.body)).toBe(503);
            expect(res.headers['retry-after']).toBe('5');
          }
        }
      }),
    );
    killing = false;
    await killer;

    expect(terminated).toBeGreaterThan(0);
    expect(statuses).toHaveLength(ids.length);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 503)).toBe(true);
    // Back to normal at once: the pool replaced every broken connection.
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    const saved = await t.database.query<{ product_id: number }>("select product_id from wishlist_items where user_id = 'demo-member'");
    const savedIds = new Set(saved.rows.map((r) => Number(r.product_id)));
    console.log(`terminated ${terminated} backends; ${acknowledged.length} acknowledged, ${statuses.filter((s) => s === 503).length} answered 503`);
    for (const id of acknowledged) expect(savedIds.has(id), `acknowledged ${id}`).toBe(true);
  }, 120_000);
});

describe.skipIf(!onPostgres)('statement timeout (issue #10 item 8)', () => {
  it('cancels a statement that runs too long, and the app answers 503 with Retry-After', async () => {
    const { openDatabase } = await import('./client.js');
    const { buildApp } = await import('../app.js');
    const { testConfig } = await import('../test/config.js');
    const config = testConfig();
    // A migrated database of its own: the app starts its event readers, which need their tables.
    const own = await createTestDatabase();
    const { rows } = await own.query<{ db: string }>('select current_database() as db');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.db}`;
    const slow = await openDatabase({ kind: 'postgres', url: url.toString() }, { statementTimeoutMs: 150 });
    try {
      await expect(slow.query('select pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
      expect((await slow.query<{ n: number }>('select 1 as n')).rows[0]!.n).toBe(1);
      const app = await buildApp(config, { database: slow });
      app.get('/api/test-slow', async () => slow.query('select pg_sleep(1)'));
      await app.ready();
      const res = await app.inject('/api/test-slow');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'too_slow', message: 'This took too long to answer. Please try again in a moment.' } });
      await app.close();
    } finally {
      await slow.close();
      await own.close();
    }
  });
});
