import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { bulkMembers, saveCard, type BuyingMember } from '../test/buying.js';
import { databaseRefusal } from './known-failures.js';

/**
 * A database that refuses writes for a while (issue #34 item 6): switched read-only for
 * maintenance, or a failover that left Patina on a standby. Writes answer 503 with a time to
 * try again, like a dropped connection, not 500; reads go on; `/api/ready` says not ready
 * until writes are taken again.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let bidder: BuyingMember;
let lotId: number;
/** PostgreSQL: the server's administrator connection (the pool's sessions are ended through it). */
let admin: pg.Client | null = null;
let dbName: string;

beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  bidder = (await bulkMembers(t, 1, 'verified_member'))[0]!;
  await saveCard(bidder.browser);
  const [seller] = await bulkMembers(t, 1, 'verified_member');
  const { rows: [product] } = await t.database.query<{ id: string }>('select id::text from products order by id limit 1');
  const { rows: [lot] } = await t.database.query<{ id: string }>(
    `insert into auctions (slug, product_id, seller_id, currency, starting_price, status, starts_at, ends_at)
     values ($1, $2, $3, 'USD', 1000000, 'live', now() - interval '1 minute', now() + interval '1 hour') returning id::text`,
    [`lot-${randomUUID()}`, product!.id, seller!.id],
  );
  lotId = Number(lot!.id);
  dbName = (await t.database.query<{ name: string }>('select current_database() as name')).rows[0]!.name;
  if (onPostgres) {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

/**
 * Switches the database read-only (or back) for every session Patina has. PGlite has one
 * session: SET is enough. On PostgreSQL the database's setting reaches new sessions only, so
 * the pool's sessions are ended (as a failover does) and it opens new ones.
 */
async function readOnly(on: boolean): Promise<void> {
  if (!admin) {
    await t.database.exec(`set default_transaction_read_only = ${on ? 'on' : 'off'}`);
    return;
  }
  await admin.query(`alter database ${pg.escapeIdentifier(dbName)} ${on ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
  // Done when as many reads at once as the pool has sessions (20) all see the setting: an
  // ended session fails its read and leaves the pool, a new one reads the setting.
  const want = on ? 'on' : 'off';
  for (let tries = 0; tries < 100; tries++) {
    const seen = await Promise.all(Array.from({ length: 20 }, () =>
      t.database.query<{ v: string }>("select current_setting('transaction_read_only') as v").then((r) => r.rows[0]!.v, () => 'ended')));
    if (seen.every((v) => v === want)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the pool did not take the setting');
}

const bid = (max: number) =>
  bidder.browser.post(`/api/auctions/${lotId}/bids`, { max_amount: max, idempotency_key: randomUUID().replace(/-/g, '') });

describe('a database that refuses writes', () => {
  it('answers a bid 503 with Retry-After, keeps answering reads, and says not ready until writes are taken again', async () => {
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    await readOnly(true);
    try {
      const refused = await bid(1_500_000);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toEqual({
        error: { code: 'database_unavailable', message: 'Patina cannot save changes for a moment. Please try again in a few seconds.' },
      });

      const read = await bidder.browser.get(`/api/auctions/${lotId}`);
      expect(read.status).toBe(200);

      const ready = await t.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: t.database.engine, reason: 'read_only' });
    } finally {
      await readOnly(false);
    }
    expect((await t.app.inject('/api/ready')).json()).toEqual({ status: 'ready', database: t.database.engine });
    const placed = await bid(1_500_000);
    expect(placed.status).toBe(201);
  });
});

describe('databaseRefusal', () => {
  it('knows read-only, full-disk and no-slots SQLSTATEs, wrapped or not, from other errors', () => {
    const pgError = (code: string) => Object.assign(new Error('x'), { code });
    expect(databaseRefusal(pgError('25006'))).toMatch(/cannot save changes/);
    expect(databaseRefusal(new Error('Failed query', { cause: pgError('25006') }))).toMatch(/cannot save changes/);
    expect(databaseRefusal(pgError('53100'))).toMatch(/cannot save changes/);
    expect(databaseRefusal(pgError('53300'))).toMatch(/too busy/);
    expect(databaseRefusal(pgError('23505'))).toBeNull();
    expect(databaseRefusal(pgError('toString'))).toBeNull();
    expect(databaseRefusal('25006')).toBeNull();
  });
});
