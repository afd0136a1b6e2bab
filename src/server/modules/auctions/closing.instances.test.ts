import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '../../test/helper.js';
import { testConfig } from '../../test/config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { seedDemo } from '../../demo/seed.js';
import { buildApp } from '../../app.js';
import { CLOSE_JOB } from './index.js';

/**
 * Two Patina instances on one PostgreSQL, each with its own pool (issue #14 "Closing, exactly
 * once"): both sweep and both run the closing jobs at once; every lot is closed by one of them,
 * once. PGlite is one process's database, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.DATABASE_URL)('closing lots with two instances on one PostgreSQL', () => {
  let first: Database;
  let second: Database;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    first = await createTestDatabase();
    await seedDemo(first, { products: 40 });
    const { rows } = await first.query<{ db: string }>('select current_database() as db');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.db}`;
    second = await openDatabase({ kind: 'postgres', url: url.toString() });
    for (const database of [first, second]) {
      const app = await buildApp(testConfig({ dataDir: path.join(os.tmpdir(), `patina-close-${randomBytes(4).toString('hex')}`) }), { database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await first?.close();
  });

  it('40 lots past their end, with bids, swept and job-closed by both at once: each closed once', async () => {
    await first.exec(`insert into "user" (id, name, email, email_verified, first_name, last_name, user_type)
      select 'close-m' || i, 'M' || i, 'close-m' || i || '@example.com', true, 'M', 'M' || i, 'verified_member' from generate_series(0, 3) i`);
    // Bidders hold a saved card (the test card 4242…), as the wallet saves one.
    await first.exec(`insert into simulated_card_tokens (token, outcome, last4) select 'tok_close_m' || i, 'succeeds', '4242' from generate_series(1, 2) i`);
    await first.exec(`insert into payment_methods (user_id, token, brand, last4, exp_month, exp_year, name)
      select 'close-m' || i, 'tok_close_m' || i, 'Visa', '4242', 12, 2099, 'M' || i from generate_series(1, 2) i`);
    const { rows: products } = await first.query<{ id: string }>('select id from products order by id limit 40');
    const lots: number[] = [];
    for (const p of products) {
      const { rows } = await first.query<{ id: string }>(
        `insert into auctions (slug, product_id, seller_id, starting_price, status, starts_at, ends_at)
         values ($1, $2, 'close-m0', 10000, 'live', now() - interval '1 hour', now() + interval '1 hour') returning id`,
        [`close-${randomUUID()}`, p.id],
      );
      lots.push(Number(rows[0]!.id));
    }
    // Bids through the service (the close job of each lot is enqueued with its first bid).
    for (const [i, lot] of lots.entries()) {
      await apps[i % 2]!.auctions.bidding.placeBid(lot, { id: 'close-m1', isVerified: true }, 20_000, `k-${lot}-1`);
      await apps[(i + 1) % 2]!.auctions.bidding.placeBid(lot, { id: 'close-m2', isVerified: true }, 15_000, `k-${lot}-2`);
    }
    await first.query(`update auctions set ends_at = now() - interval '1 second' where id = any($1::bigint[])`, [lots]);
    await first.query(`update jobs set run_at = now() - interval '1 second' where kind = $1`, [CLOSE_JOB]);

    const outcomes = await Promise.all([
      apps[0]!.auctions.closing.sweep(), apps[1]!.auctions.closing.sweep(),
      apps[0]!.jobs.runDue({ kinds: [CLOSE_JOB] }), apps[1]!.jobs.runDue({ kinds: [CLOSE_JOB] }),
    ]);
    const swept = (outcomes[0] as { closed: number }).closed + (outcomes[1] as { closed: number }).closed;
    expect(swept).toBeLessThanOrEqual(lots.length);

    const { rows: states } = await first.query<{ status: string; winner_id: string; hammer: string }>(
      'select status, winner_id, hammer_price::text as hammer from auctions where id = any($1::bigint[])', [lots]);
    expect(states).toHaveLength(lots.length);
    expect(states.every((s) => s.status === 'sold' && s.winner_id === 'close-m1' && s.hammer === '16000')).toBe(true);
    // Each close publishes one lot update without a bid: exactly one per lot.
    const { rows: closes } = await first.query<{ auction_id: number; n: number }>(
      `select (payload->>'auction_id')::int as auction_id, count(*)::int as n from domain_events
        where type = 'auction.updated' and payload->'bid_id' = 'null'::jsonb group by 1`);
    expect(closes).toHaveLength(lots.length);
    expect(closes.every((c) => c.n === 1)).toBe(true);
    const { rows: won } = await first.query<{ n: number }>(`select count(*)::int as n from notifications where type = 'auction_won' and user_id = 'close-m1'`);
    expect(won[0]!.n).toBe(lots.length);
    const { rows: jobs } = await first.query<{ status: string; n: number }>(`select status, count(*)::int as n from jobs where kind = $1 group by status`, [CLOSE_JOB]);
    expect(jobs).toEqual([{ status: 'done', n: lots.length }]);
  });
});
