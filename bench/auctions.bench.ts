import type { ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { incrementFor } from '../src/shared/auctions/bidding.js';
import { ask, countStatements, percentile, serveApp, spawnServer, stopServer, waitFor } from './harness.js';

/**
 * `npm run bench:auctions`: a storm of bids (issue #14 "Speed and durability").
 *
 * One server process (a child, as `npm start` runs it) answers over HTTP on PostgreSQL
 * (database bench_auctions, a small catalogue) and then on PGlite (a fresh data directory).
 * This process plays the bidders: members with real sessions (rows in `session`, signed
 * cookies, looked up by the server on every request). Each bidder bids every bidders/`--rate`
 * seconds (think time; the offered load is `--rate` bids/s in all, open loop unless the server
 * falls behind), a maximum one to three increments over the latest price the room has seen (as
 * the lot's live stream shows it), with a fresh idempotency key; one accepted bid in about 20 is sent
 * again with the same key (a retry) and must come back `created: false` with the same bid id.
 *
 *   0. warm-up: `--warm-up` (5) seconds of the same storm on a lot of its own, on the fresh server
 *      (JIT, pooled connections, the bidders' sockets), on its own row of the table, not a goal;
 *   1. one hot lot, `--bidders` (200) bidders, `--seconds` (60);
 *   2. `--lots` (100) lots × `--per-lot` (20) bidders, `--seconds2` (30);
 *   3. bid-to-screen: Chromium (playwright-core) on the hot lot's page while `--screen-rate` (500)
 *      bids/s are offered for `--screen-seconds` (20): acknowledgement at the client → the page's
 *      shown price reaching the bid's price (a MutationObserver, same clock), p50/p95;
 *   4. kill -9: the server is SIGKILLed halfway through a `--crash-seconds` (20) hot-lot storm and
 *      started again on the same database: every acknowledged bid is in the log, no lot is locked;
 *   5. PGlite: the hot lot again, `--pglite-seconds` (30).
 *
 * CPU per acknowledged bid: the server process's, and its PostgreSQL backends' (/proc). Set
 * BENCH_COUNT_QUERIES=1 to print the statements per bid, BENCH_CPU_PROF=<dir> to profile the server.
 *
 * After each phase: every acknowledged bid id is in the log exactly once, the log holds
 * nothing unacknowledged beyond failed requests, and each lot's stored state equals the replay
 * of its log. Goals: PostgreSQL ≥ 1,500 accepted bids/s with p99 ≤ 50 ms; PGlite ≥ 300/s.
 * Prints a table and writes bench/results/auctions-<stamp>.md and .json.
 */
const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    engine: { type: 'string', default: 'both' },
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    db: { type: 'string', default: 'bench_auctions' },
    bidders: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    lots: { type: 'string', default: '100' },
    'per-lot': { type: 'string', default: '20' },
    /** Seconds of a storm on a lot of its own before the measured phases on PostgreSQL (0: none); reported on its own row. */
    'warm-up': { type: 'string', default: '5' },
    /** Lots × bidders phase (0: skip). */
    seconds2: { type: 'string', default: '30' },
    'pglite-seconds': { type: 'string', default: '30' },
    /** Bids offered per second in all: each bidder bids every bidders/rate seconds (their think time). */
    rate: { type: 'string', default: '1700' },
    'pglite-rate': { type: 'string', default: '400' },
    port: { type: 'string', default: '3430' },
    /** Bid-to-screen phase (0: skip): Chromium on the hot lot's page while this many bids/s are offered. */
    'screen-seconds': { type: 'string', default: '20' },
    'screen-rate': { type: 'string', default: '500' },
    /** kill -9 phase (0: skip): the server is killed halfway through a storm this long. */
    'crash-seconds': { type: 'string', default: '20' },
    /**
     * Server processes on the one PostgreSQL database (stateless instances behind a balancer):
     * each bidder keeps its connection to one of them, in turn. The first sets up and verifies.
     * 1 by default; the kill -9 and PGlite phases always run one.
     */
    instances: { type: 'string', default: '1' },
  },
});

const PREFIX = 'bench-auc-';
const memberId = (i: number) => `${PREFIX}${String(i).padStart(6, '0')}`;

// ---------------------------------------------------------------------------------------
// Server mode: the app on the bench database; setup and checks run here (PGlite is one process's).
async function serve(target: string, port: number): Promise<void> {
  // BENCH_COUNT_QUERIES=1: the statements sent to PostgreSQL during a phase, by text (where the round trips go).
  const { statements, print: printStatements } = await countStatements();
  const { openDatabase } = await import('../src/server/db/client.js');
  const { migrate } = await import('../src/server/db/migrate.js');
  const { isCatalogueEmpty, seedDemo } = await import('../src/server/demo/seed.js');
  const { testConfig } = await import('../src/server/test/config.js');
  const { COOKIE_PREFIX, SESSION_IDLE_SECONDS } = await import('../src/server/modules/accounts/auth.js');
  const database = target.startsWith('postgres')
    ? await openDatabase({ kind: 'postgres', url: target })
    : await openDatabase({ kind: 'pglite', dataDir: target });
  await migrate(database);
  if (await isCatalogueEmpty(database)) await seedDemo(database, { products: 300 });
  // The web app is served when built (the bid-to-screen phase opens the lot page in Chromium).
  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');
  const config = testConfig({ logLevel: 'silent', webDist: fs.existsSync(path.join(webDist, 'index.html')) ? webDist : '/nonexistent', dataDir: path.join(os.tmpdir(), 'patina-bench-auctions') });
  // Request to answer inside the server (Fastify's own clock), for the bids: what of the bidders' latency is the server's.
  const serverTimes: number[] = [];

  async function setup(members: number, lots: number, seconds: number): Promise<{ cookies: string[]; lots: number[] }> {
    await database.query(`delete from session where user_id like '${PREFIX}%'`);
    await database.query(
      `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type, created_at, updated_at)
       select '${PREFIX}' || lpad(i::text, 6, '0'), 'Bench Bidder ' || i, '${PREFIX}' || i || '@patina.bench', true, 'Bench', 'Bidder' || i,
              'verified_member', now(), now()
         from generate_series(0, $1) i
       on conflict (id) do nothing`,
      [members],
    );
    const ids = Array.from({ length: members }, (_, i) => memberId(i + 1));
    const tokens = ids.map(() => randomBytes(24).toString('base64url'));
    await database.query(
      `insert into session (id, token, user_id, expires_at, created_at, updated_at)
       select 's-' || u || '-' || left(t, 8), t, u, $3, now(), now() from unnest($1::text[], $2::text[]) as x(u, t)`,
      // A week ahead, like a fresh sign-in: the server takes its fast path (no refresh due).
      [ids, tokens, new Date(Date.now() + SESSION_IDLE_SECONDS * 1000)],
    );
    // Bidders need a card on file: each has the test card 4242…, saved as the wallet saves one.
    await database.query(
      `insert into simulated_card_tokens (token, outcome, last4)
       select 'tok_bench_' || u, 'succeeds', '4242' from unnest($1::text[]) as x(u)
       on conflict (token) do nothing`,
      [ids],
    );
    await database.query(
      `insert into payment_methods (user_id, provider, token, brand, last4, exp_month, exp_year, name)
       select u, 'simulated', 'tok_bench_' || u, 'Visa', '4242', 12, 2099, 'Bench Bidder'
         from unnest($1::text[]) as x(u)
       on conflict (provider, token) do nothing`,
      [ids],
    );
    // Statistics as a database in service has them (fresh rows would be planned as tiny tables: sequential scans).
    await database.query('analyze "user", session, payment_methods, auctions, auction_bids');
    // Member 0 sells every lot; they end well after the phase, so soft close stays out of it.
    const { rows } = await database.query<{ id: string }>(
      `insert into auctions (slug, product_id, seller_id, currency, starting_price, reserve_price, status, starts_at, ends_at)
       select 'bench-lot-' || md5(random()::text), p.id, '${memberId(0)}', 'USD', 10000, 5000000, 'live', now() - interval '1 minute',
              now() + make_interval(secs => $2 + 3600)
         from (select id from products order by id limit $1) p
       returning id`,
      [lots, seconds],
    );
    const cookies = tokens.map((t) => `${COOKIE_PREFIX}.session_token=${encodeURIComponent(`${t}.${createHmac('sha256', config.authSecret).update(t).digest('base64')}`)}`);
    cpuMark = await cpuNow();
    statements.clear();
    loopDelay.reset();
    serverTimes.length = 0;
    return { cookies, lots: rows.map((r) => Number(r.id)) };
  }

  /** CPU ms of this server process, and per backend serving its database (PostgreSQL: /proc/<pid>/stat, same machine). */
  async function cpuNow(): Promise<{ node: number; db: Map<number, number> | null }> {
    const u = process.cpuUsage();
    const node = (u.user + u.system) / 1000;
    if (!target.startsWith('postgres')) return { node, db: null };
    const { rows } = await database.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
    const db = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        db.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        return { node, db: null };
      }
    }
    return { node, db };
  }
  let cpuMark: Awaited<ReturnType<typeof cpuNow>> = { node: 0, db: null };
  // The server's event loop: how long a ready answer can wait for its turn (a tail of latency no query shows).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  async function verify(app: FastifyInstance, lots: number[], acknowledged: number[]): Promise<Record<string, unknown>> {
    const cpu = await cpuNow();
    // Read before the checks below: replaying a hot lot's 100,000 bids holds this loop ~600 ms.
    const serverLoop = loopStats(loopDelay);
    const inServer = [...serverTimes].sort((a, b) => a - b);
    const serverLatency = { p50: Number(percentile(inServer, 50).toFixed(1)), p99: Number(percentile(inServer, 99).toFixed(1)) };
    printStatements('acknowledged bid', acknowledged.length);
    const { rows } = await database.query<{ id: string }>('select id from auction_bids where auction_id = any($1::bigint[])', [lots]);
    const logged = new Set(rows.map((r) => Number(r.id)));
    const acked = new Set(acknowledged);
    const missing = [...acked].filter((id) => !logged.has(id)).length;
    const unacknowledged = [...logged].filter((id) => !acked.has(id)).length;
    let replayMismatches = 0;
    for (const lot of lots) {
      const r = await app.auctions.bidding.replayed(lot);
      const canonical = (o: object) => JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
      if (!r || canonical(r.replayed) !== canonical(r.stored)) replayMismatches += 1;
    }
    const { rows: locks } = await database.query<{ n: number }>(
      "select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'auctions' and l.mode = 'RowExclusiveLock' and not l.granted",
    );
    const bids = Math.max(1, acked.size);
    // A group's bids share their placed_at (bidding.service.ts): groups committed, and bids per group.
    const { rows: groupRows } = await database.query<{ groups: number }>(
      'select count(distinct (auction_id, placed_at))::int as groups from auction_bids where auction_id = any($1::bigint[]) and id = any($2::bigint[])',
      [lots, acknowledged],
    );
    const groups = groupRows[0]?.groups ?? 0;
    let dbMs: number | null = null;
    if (cpu.db && cpuMark.db) {
      dbMs = 0;
      for (const [pid, ms] of cpu.db) dbMs += ms - (cpuMark.db.get(pid) ?? 0);
    }
    const cpuPerBid = { nodeMs: Number(((cpu.node - cpuMark.node) / bids).toFixed(3)), dbMs: dbMs === null ? null : Number((dbMs / bids).toFixed(3)) };
    // No lot is left locked: each row can be taken at once (SKIP LOCKED leaves out the locked ones).
    const { rows: free } = await database.query<{ id: string }>('select id from auctions where id = any($1::bigint[]) for update skip locked', [lots]);
    return { cpuPerBid, groups, bidsPerGroup: Number((acked.size / Math.max(1, groups)).toFixed(1)), serverLatency, serverLoop, lockedLots: lots.length - free.length, logged: logged.size, acknowledged: acked.size, missing, unacknowledged, duplicateAcks: acknowledged.length - acked.size, replayMismatches, waitingLocks: locks[0]?.n ?? 0 };
  }

  await serveApp({
    database, port, config,
    beforeListen: (app) => app.addHook('onResponse', async (req, reply) => {
      if (req.method === 'POST' && reply.statusCode === 201) serverTimes.push(reply.elapsedTime);
    }),
    onMessage: (msg, app) => void (async () => {
      try {
        if (msg.cmd === 'setup') process.send?.({ cmd: 'setup-done', ...(await setup(msg.members as number, msg.lots as number, msg.seconds as number)) });
        if (msg.cmd === 'verify') process.send?.({ cmd: 'verify-done', result: await verify(app, msg.lots as number[], msg.acknowledged as number[]) });
        if (msg.cmd === 'cpu') process.send?.({ cmd: 'cpu-done', node: (await cpuNow()).node });
      } catch (error) {
        process.send?.({ cmd: 'failed', error: String(error) });
      }
    })(),
  });
}

/** An event loop delay histogram as p50 / p99 / max ms. */
function loopStats(h: ReturnType<typeof monitorEventLoopDelay>): { p50: number; p99: number; max: number } {
  const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
  return { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
}

// ---------------------------------------------------------------------------------------

interface PhaseResult {
  name: string;
  engine: string;
  offeredPerSecond: number;
  seconds: number;
  lots: number;
  bidders: number;
  requests: number;
  accepted: number;
  refused: number;
  retriesSame: number;
  failures: number;
  acceptedPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  load: string;
  check: Record<string, unknown>;
}

interface PhaseOptions {
  name: string; engine: string; lots: number; perLot: number; seconds: number; rate: number;
  /** kill -9 the server this long into the storm, then verify on `restart()`'s server. */
  crash?: { afterMs: number; restart: () => Promise<ChildProcess> };
  /** Open the (first) lot's page in Chromium and time each acknowledged bid to the page's DOM. */
  screen?: boolean;
  /** More server processes on the same database, and their ports: bidder i sends to instance i mod (1 + extras). */
  extras?: { child: ChildProcess; port: number }[];
}

async function phase(child: ChildProcess, port: number, opts: PhaseOptions): Promise<PhaseResult> {
  const bidders = opts.lots * opts.perLot;
  const setup = await ask<{ cookies: string[]; lots: number[] }>(child, { cmd: 'setup', members: bidders + 1, lots: opts.lots, seconds: opts.seconds }, 'setup-done');
  const screen = opts.screen ? await openScreen(port, setup.cookies[bidders]!, setup.lots[0]!) : null;
  const acks: { price: number; at: number }[] = [];
  let crashed = false;
  const agent = new http.Agent({ keepAlive: true, maxSockets: bidders });
  const extras = opts.extras ?? [];
  const ports = [port, ...extras.map((e) => e.port)];
  const cpuOfExtras = async () => (await Promise.all(extras.map((e) => ask<{ node: number }>(e.child, { cmd: 'cpu' }, 'cpu-done')))).reduce((sum, c) => sum + c.node, 0);
  const extrasCpuBefore = await cpuOfExtras();
  const post = (pathName: string, cookie: string, body: unknown, to = port) =>
    new Promise<{ status: number; ms: number; body: string }>((resolve) => {
      const payload = JSON.stringify(body);
      const began = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port: to, path: pathName, method: 'POST', agent, headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - began, body: text }));
        },
      );
      req.on('error', (e) => resolve({ status: 0, ms: performance.now() - began, body: String(e) }));
      req.end(payload);
    });

  const minimum = new Map<number, number>(setup.lots.map((l) => [l, 10_000]));
  const times: number[] = [];
  const acknowledged: number[] = [];
  let accepted = 0;
  let refused = 0;
  const refusedCodes: Record<string, number> = {};
  const refusedSamples: string[] = [];
  let failures = 0;
  let retriesSame = 0;
  let requests = 0;
  let inFlight = 0;
  const failureSamples: string[] = [];
  const loadBefore = os.loadavg()[0]!;
  // The bidders' own event loop: an answer that arrived while it was busy is timed late.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const began = performance.now();
  const until = began + opts.seconds * 1000;

  // The room's latest price, as every bidder's page has it from the lot's live stream.
  const latest = new Map<number, number>(setup.lots.map((l) => [l, 10_000]));
  const period = (bidders / opts.rate) * 1000;

  if (opts.crash) {
    const { afterMs } = opts.crash;
    setTimeout(() => {
      crashed = true;
      child.kill('SIGKILL');
    }, afterMs);
  }

  async function bidder(i: number): Promise<void> {
    const lot = setup.lots[i % setup.lots.length]!;
    const cookie = setup.cookies[i]!;
    const to = ports[i % ports.length]!;
    let n = 0;
    let next = began + Math.random() * period;
    while (performance.now() < until) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      next += period;
      n += 1;
      // Over the latest price the room has seen, one to three steps: most top it, some are overtaken in flight.
      const seen = Math.max(minimum.get(lot)!, latest.get(lot)!);
      const max = seen + incrementFor(seen) * (1 + Math.floor(Math.random() * 3));
      latest.set(lot, Math.max(latest.get(lot)!, max));
      const key = `b${i}n${n}${randomBytes(4).toString('hex')}`;
      const res = await post(`/api/auctions/${lot}/bids`, cookie, { max_amount: max, idempotency_key: key }, to);
      requests += 1;
      if (res.status === 201) {
        accepted += 1;
        times.push(res.ms);
        const body = JSON.parse(res.body) as { bid_id: number; lot: { next_minimum: number; current_bid: number } };
        acknowledged.push(body.bid_id);
        if (screen && lot === setup.lots[0]) acks.push({ price: body.lot.current_bid, at: performance.timeOrigin + performance.now() });
        minimum.set(lot, Math.max(minimum.get(lot)!, body.lot.next_minimum));
        if (n % 20 === 0) {
          // A retried request: the same key and amount is the same bid.
          const again = await post(`/api/auctions/${lot}/bids`, cookie, { max_amount: max, idempotency_key: key }, to);
          requests += 1;
          const b = JSON.parse(again.body) as { bid_id?: number; created?: boolean };
          if (again.status === 200 && b.created === false && b.bid_id === body.bid_id) retriesSame += 1;
          else {
            failures += 1;
            if (failureSamples.length < 5) failureSamples.push(`retry ${again.status} ${again.body.slice(0, 120)}`);
          }
        }
      } else if (res.status === 422) {
        refused += 1;
        const body = JSON.parse(res.body) as { error: { code: string } };
        refusedCodes[body.error.code] = (refusedCodes[body.error.code] ?? 0) + 1;
        if (process.env.BENCH_DEBUG_REFUSALS && refusedSamples.length < 12) refusedSamples.push(`bid ${max} (seen ${seen}): ${res.body.slice(0, 160)}`);
        if (body.error.code === 'bid_too_low') {
          const m = /at least \$([\d,]+)/.exec(res.body);
          if (m) minimum.set(lot, Math.max(minimum.get(lot)!, Number(m[1]!.replace(/,/g, '')) * 100));
        }
      } else if (crashed && (res.status === 0 || res.status >= 500)) {
        // The server was killed: this bid's answer is lost (it may or may not have committed); the bidder stops.
        inFlight += 1;
        return;
      } else {
        failures += 1;
        if (failureSamples.length < 5) failureSamples.push(`${res.status} ${res.body.slice(0, 160)}`);
      }
    }
  }

  await Promise.all(Array.from({ length: bidders }, (_, i) => bidder(i)));
  const elapsed = (performance.now() - began) / 1000;
  clientLoop.disable();
  const loadAfter = os.loadavg()[0]!;
  agent.destroy();
  const screenCheck = screen ? await screen.finish(acks) : null;
  let verifier = child;
  if (opts.crash) verifier = await opts.crash.restart();
  const extrasCpuMs = (await cpuOfExtras()) - extrasCpuBefore;
  const { result: check } = await ask<{ result: Record<string, unknown> }>(verifier, { cmd: 'verify', lots: setup.lots, acknowledged }, 'verify-done');
  if (extras.length > 0) {
    // Node's CPU per bid over every instance (the first one's, as verify measured it, plus the others').
    const perBid = check.cpuPerBid as { nodeMs: number };
    perBid.nodeMs = Number((perBid.nodeMs + extrasCpuMs / Math.max(1, new Set(acknowledged).size)).toFixed(3));
    check.instances = ports.length;
  }
  if (opts.crash) {
    check.inFlightAtKill = inFlight;
    delete check.cpuPerBid; // the verifying server is a fresh process: no CPU of the storm to report
  }
  if (screenCheck) check.bidToScreen = screenCheck;
  if (failureSamples.length > 0) check.failureSamples = failureSamples;
  check.refusedCodes = refusedCodes;
  check.clientLoop = loopStats(clientLoop);
  if (refusedSamples.length > 0) check.refusedSamples = refusedSamples;
  times.sort((a, b) => a - b);
  return {
    name: opts.name, engine: opts.engine, offeredPerSecond: opts.rate, seconds: Number(elapsed.toFixed(1)), lots: opts.lots, bidders, requests, accepted, refused, retriesSame, failures,
    acceptedPerSecond: Math.round(accepted / elapsed), p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times[times.length - 1] ?? NaN,
    load: `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`, check,
  };
}

/**
 * Chromium (playwright-core, as e2e/browser.ts launches it) on the lot's page, signed in as a
 * watcher. A MutationObserver stamps every change of the shown price with the page's
 * performance.timeOrigin + performance.now() (the same clock as this process's on one machine);
 * an acknowledged bid is on screen when the shown price first reaches its price.
 */
async function openScreen(port: number, cookie: string, lot: number) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext();
  const eq = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/auction/${lot}`);
  await page.waitForSelector('[data-testid="current-bid"]', { timeout: 60_000 });
  await page.evaluate(() => {
    const w = window as unknown as { priceLog: [number, string][] };
    w.priceLog = [];
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="current-bid"]')?.textContent ?? '';
      if (text === last) return;
      last = text;
      w.priceLog.push([performance.timeOrigin + performance.now(), text]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return {
    async finish(acks: { price: number; at: number }[]) {
      await new Promise((r) => setTimeout(r, 2000));
      const log = await page.evaluate(() => (window as unknown as { priceLog: [number, string][] }).priceLog);
      await browser.close();
      // '$12,500' → 1250000 minor units; the shown price only rises.
      const shown = log.map(([at, text]) => ({ at, price: Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100) }));
      const lags: number[] = [];
      let unseen = 0;
      for (const a of acks) {
        const first = shown.find((s) => s.price >= a.price && s.at >= a.at - 1000);
        if (first) lags.push(Math.max(0, first.at - a.at));
        else unseen += 1;
      }
      lags.sort((x, y) => x - y);
      return { acknowledged: acks.length, domUpdates: shown.length, unseen, p50: Number(percentile(lags, 50).toFixed(1)), p95: Number(percentile(lags, 95).toFixed(1)), max: Number((lags.at(-1) ?? NaN).toFixed(1)) };
    },
  };
}

/** The server child on `target` (PostgreSQL's URL or PGlite's directory), once it is listening; profiled under BENCH_CPU_PROF. */
async function startServer(target: string, port: number): Promise<ChildProcess> {
  const child = spawnServer(fileURLToPath(import.meta.url), target, port);
  await waitFor(child, 'ready', 300_000);
  return child;
}

async function withServer<T>(target: string, port: number, work: (child: ChildProcess) => Promise<T>): Promise<T> {
  const child = await startServer(target, port);
  try {
    return await work(child);
  } finally {
    await stopServer(child);
  }
}

async function main(): Promise<void> {
  const port = Number(values.port);
  const results: PhaseResult[] = [];
  const engines = values.engine === 'both' ? ['postgres', 'pglite'] : [values.engine!];
  if (engines.includes('postgres') && Number(values['screen-seconds']) > 0) {
    const { buildWeb, webBuildIsStale } = await import('../src/server/web-build.js');
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    if (webBuildIsStale(root, path.join(root, 'dist/web'))) {
      console.log('Building the web app (the bid-to-screen phase opens the lot page)…');
      await buildWeb(root);
    }
  }
  if (engines.includes('postgres')) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: values.url });
    await admin.connect();
    await admin.query(`drop database if exists ${values.db} with (force)`);
    await admin.query(`create database ${values.db}`);
    await admin.end();
    const url = new URL(values.url!);
    url.pathname = `/${values.db}`;
    await withServer(url.toString(), port, async (child) => {
      // The first instance has migrated the database; the others start on it.
      const extras: { child: ChildProcess; port: number }[] = [];
      try {
        for (let k = 1; k < Number(values.instances); k++) extras.push({ child: await startServer(url.toString(), port + 10 + k), port: port + 10 + k });
        const on = extras.length > 0 ? `, ${extras.length + 1} instances` : '';
        if (Number(values['warm-up']) > 0) {
          // A fresh process (JIT, pooled connections, the bidders' sockets) is slow for its first
          // seconds; a server in service has long been warm when a lot turns hot. Its own lot, its own row.
          console.log(`PostgreSQL: warm-up, a hot lot of its own, ${values['warm-up']} s${on}…`);
          results.push(await phase(child, port, { name: 'warm-up (fresh server, not a goal)', engine: 'PostgreSQL', lots: 1, perLot: Number(values.bidders), seconds: Number(values['warm-up']), rate: Number(values.rate), extras }));
          console.log(JSON.stringify(results.at(-1)));
        }
        console.log(`PostgreSQL: one hot lot, ${values.bidders} bidders, ${values.seconds} s${on}…`);
        results.push(await phase(child, port, { name: 'one hot lot', engine: 'PostgreSQL', lots: 1, perLot: Number(values.bidders), seconds: Number(values.seconds), rate: Number(values.rate), extras }));
        console.log(JSON.stringify(results.at(-1)));
        if (Number(values.seconds2) > 0) {
          console.log(`PostgreSQL: ${values.lots} lots × ${values['per-lot']} bidders, ${values.seconds2} s${on}…`);
          results.push(await phase(child, port, { name: `${values.lots} lots × ${values['per-lot']}`, engine: 'PostgreSQL', lots: Number(values.lots), perLot: Number(values['per-lot']), seconds: Number(values.seconds2), rate: Number(values.rate), extras }));
          console.log(JSON.stringify(results.at(-1)));
        }
        if (Number(values['screen-seconds']) > 0) {
          console.log(`PostgreSQL: bid-to-screen, Chromium on the hot lot's page, ${values['screen-rate']} bids/s offered, ${values['screen-seconds']} s${on}…`);
          results.push(await phase(child, port, { name: 'bid-to-screen', engine: 'PostgreSQL', lots: 1, perLot: Number(values.bidders), seconds: Number(values['screen-seconds']), rate: Number(values['screen-rate']), screen: true, extras }));
          console.log(JSON.stringify(results.at(-1)));
        }
      } finally {
        await Promise.all(extras.map((e) => stopServer(e.child)));
      }
    });
    if (Number(values['crash-seconds']) > 0) {
      // kill -9 halfway through a hot-lot storm; a fresh server on the same database verifies.
      const seconds = Number(values['crash-seconds']);
      console.log(`PostgreSQL: kill -9 ${seconds / 2} s into a ${seconds} s storm, restart, verify…`);
      let child = await startServer(url.toString(), port);
      try {
        results.push(await phase(child, port, {
          name: 'kill -9 mid-storm', engine: 'PostgreSQL', lots: 1, perLot: Number(values.bidders), seconds, rate: Number(values.rate),
          crash: { afterMs: (seconds * 1000) / 2, restart: async () => (child = await startServer(url.toString(), port)) },
        }));
      } finally {
        await stopServer(child);
      }
      console.log(JSON.stringify(results.at(-1)));
    }
  }
  if (engines.includes('pglite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-auctions-pglite-'));
    try {
      await withServer(dir, port + 1, async (child) => {
        console.log(`PGlite: one hot lot, ${values.bidders} bidders, ${values['pglite-seconds']} s…`);
        results.push(await phase(child, port + 1, { name: 'one hot lot', engine: 'PGlite', lots: 1, perLot: Number(values.bidders), seconds: Number(values['pglite-seconds']), rate: Number(values['pglite-rate']) }));
        console.log(JSON.stringify(results.at(-1)));
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const md = [
    `# bench:auctions — ${new Date().toISOString()}`,
    '',
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), shared; load average before/after each phase in the table.`,
    `Bidders are HTTP clients in the bench process (same machine), each with a real session; ${Number(values.instances) > 1 ? `${values.instances} server processes on the one database (the kill -9 and PGlite phases: one), each bidder keeping to one` : 'one server process'}; a bid is`,
    'accepted when answered 201. Latency is of accepted bids, request to answer. Goals: PostgreSQL ≥ 1,500 accepted/s, p99 ≤ 50 ms; PGlite ≥ 300/s.',
    '',
    '| engine | phase | bidders | offered/s | s | requests | accepted | accepted/s | refused (too low) | p50 | p95 | p99 | max | retries same bid | failures | load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.engine} | ${r.name} | ${r.bidders} | ${r.offeredPerSecond} | ${r.seconds} | ${r.requests} | ${r.accepted} | **${r.acceptedPerSecond}** | ${r.refused} | ${ms(r.p50)} | ${ms(r.p95)} | **${ms(r.p99)}** | ${ms(r.max)} | ${r.retriesSame} | ${r.failures} | ${r.load} |`),
    '',
    'Checks after each phase (log = every bid row of the phase\'s lots; acknowledged = bid ids answered 201):',
    '',
    ...results.map((r) => `- ${r.engine}, ${r.name}: ${JSON.stringify(r.check)}`),
    '',
    ...results.filter((r) => r.check.bidToScreen).map((r) => {
      const b = r.check.bidToScreen as { p50: number; p95: number; max: number; acknowledged: number; unseen: number };
      return `Bid-to-screen (Chromium on the lot page, acknowledgement at the client → the shown price reaches the bid's price, same clock; goal p95 ≤ 100 ms): p50 ${b.p50} ms, **p95 ${b.p95} ms**, max ${b.max} ms over ${b.acknowledged} bids (${b.unseen} never shown), load ${r.load}.`;
    }),
    ...results.filter((r) => r.check.inFlightAtKill !== undefined).map((r) =>
      `kill -9: ${r.accepted} bids acknowledged before the kill, ${String(r.check.missing)} missing after the restart, ${String(r.check.lockedLots)} lots left locked, ${String(r.check.unacknowledged)} committed whose answer was lost (${String(r.check.inFlightAtKill)} requests in flight), replay mismatches ${String(r.check.replayMismatches)}.`),
    '',
  ].join('\n');
  console.log(`\n${md}`);
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..*/, '');
  fs.writeFileSync(path.join(dir, `auctions-${stamp}.md`), md);
  fs.writeFileSync(path.join(dir, `auctions-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
}

if (values.serve) await serve(values.serve, Number(values.port));
else await main();
