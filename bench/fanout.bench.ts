import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * `npm run bench:fanout`: one notification event fanned out to 10,000 followers (issue #11
 * "Speed": rows and live delivery within 5 s, on PostgreSQL).
 *
 * A fresh database (bench_fanout, dropped and made again each run) with a small catalogue,
 * one seller and `--followers` members following them (inserted in bulk with
 * generate_series). The app is built in this process, as the server builds it; its event bus
 * runs as in production (LISTEN/NOTIFY). One `listing.published` event is published; the
 * notifications subscriber writes one row per follower (batched INSERTs of 2,000, one
 * transaction) and one `notification.created` event per follower's private topic (batched,
 * one NOTIFY). Measured from the publishing commit: until every row exists, and until the
 * bus's live feed (what every open SSE stream reads from) has delivered every event.
 * Prints a table and writes bench/results/fanout-<stamp>.md.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    db: { type: 'string', default: 'bench_fanout' },
    followers: { type: 'string', default: '10000' },
  },
});

const GOAL_MS = 5_000;

async function main(): Promise<void> {
  const followers = Number(values.followers);
  const admin = new pg.Client({ connectionString: values.url });
  await admin.connect();
  await admin.query(`drop database if exists ${values.db} with (force)`);
  await admin.query(`create database ${values.db}`);
  await admin.end();
  const url = new URL(values.url!);
  url.pathname = `/${values.db}`;

  const { openDatabase } = await import('../src/server/db/client.js');
  const { migrate } = await import('../src/server/db/migrate.js');
  const { seedDemo } = await import('../src/server/demo/seed.js');
  const { buildApp } = await import('../src/server/app.js');
  const { testConfig } = await import('../src/server/test/config.js');
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(database);
  await seedDemo(database, { products: 20 });
  const { rows: [product] } = await database.query<{ id: string }>('select id from products order by id limit 1');
  const productId = Number(product!.id);

  const t0 = performance.now();
  await database.query(`insert into "user" (id, name, email, email_verified, first_name, last_name, created_at, updated_at)
    select 'fan-' || g, 'Follower ' || g, 'fan-' || g || '@bench.example', true, 'Follower', g::text, now(), now()
    from generate_series(0, $1::int) g`, [followers]);
  await database.query(`insert into follows (follower_id, followee_id, kind)
    select 'fan-' || g, 'fan-0', 'member' from generate_series(1, $1::int) g`, [followers]);
  const seeded = performance.now() - t0;

  const app = await buildApp(
    testConfig({ logLevel: 'error', webDist: '/nonexistent', dataDir: path.join(os.tmpdir(), 'patina-bench-fanout'), eventsPollMs: 1000 }),
    { database },
  );
  await app.ready();

  let liveSeen = 0;
  let liveDoneAt = 0;
  let allLive: () => void = () => {};
  const liveDone = new Promise<void>((r) => (allLive = r));
  app.events.live((event) => {
    if (event.type !== 'notification.created') return;
    liveSeen++;
    if (liveSeen === followers) {
      liveDoneAt = performance.now();
      allLive();
    }
  });

  const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
  const start = performance.now();
  await app.events.publish(database.db, { type: 'listing.published', payload: { listing_id: 1, product_id: productId, seller_id: 'fan-0' } });
  const published = performance.now();

  let rowsAt = 0;
  let rows = 0;
  const deadline = published + 60_000;
  while (performance.now() < deadline) {
    const { rows: r } = await database.query<{ n: number }>(`select count(*)::int as n from notifications where type = 'followed_seller_listed'`);
    rows = r[0]!.n;
    if (rows >= followers) {
      rowsAt = performance.now();
      break;
    }
    await new Promise((res) => setTimeout(res, 10));
  }
  await Promise.race([liveDone, new Promise((res) => setTimeout(res, Math.max(0, deadline - performance.now())))]);
  const { rows: [counter] } = await database.query<{ n: number; s: number }>('select count(*)::int as n, sum(unread)::int as s from notification_counters');
  const { rows: [ev] } = await database.query<{ n: number }>(`select count(*)::int as n from domain_events where type = 'notification.created'`);

  const rowsMs = rowsAt ? rowsAt - published : NaN;
  const liveMs = liveDoneAt ? liveDoneAt - published : NaN;
  const ok = rowsMs <= GOAL_MS && liveMs <= GOAL_MS;
  const table = [
    '| measure | value |',
    '|---|---|',
    `| followers | ${followers.toLocaleString('en-US')} |`,
    `| publish (one event, commit) | ${(published - start).toFixed(1)} ms |`,
    `| all rows written (from commit) | ${rowsMs.toFixed(0)} ms (${rows.toLocaleString('en-US')} rows) |`,
    `| all live events delivered to the live feed (from commit) | ${liveMs.toFixed(0)} ms (${liveSeen.toLocaleString('en-US')} events, ${ev!.n.toLocaleString('en-US')} stored) |`,
    `| unread counters | ${counter!.n.toLocaleString('en-US')} members, ${Number(counter!.s).toLocaleString('en-US')} unread in all |`,
    `| goal (rows + live within 5 s) | ${ok ? 'met' : 'NOT met'} |`,
    `| setup (users + follows, SQL) | ${(seeded / 1000).toFixed(1)} s |`,
    `| load average at start (1, 5, 15 min; ${os.cpus().length} cores) | ${load} |`,
  ].join('\n');
  console.log(table);

  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `fanout-${stamp}.md`);
  fs.writeFileSync(file, `# bench:fanout — ${stamp}\n\nOne \`listing.published\` event fanned out to the seller's followers on PostgreSQL (${values.db}): one notification row and one \`notification.created\` event per follower's private topic, batched (INSERTs of 2,000 rows, events of 1,000, one NOTIFY), in the subscriber's one transaction.\n\n${table}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);

  await app.close();
  await database.close();
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
