import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ask, benchRequest, countStatements, percentile, serveApp, spawnServer, stopServer, waitFor, type Answer } from './harness.js';

/**
 * `npm run bench:checkout`: buying at load (issue 13 "Speed").
 *
 * PostgreSQL database bench_checkout (a catalogue of 2,000 products, made once). Each run adds
 * fresh members with real sessions (made in bulk) and live listings, then one server process
 * (a child, as `npm start` runs it) answers over HTTP:
 *  1. `--buyers` distinct buyers (1,000) each buy a distinct listing (POST /api/orders), from
 *     `--concurrency` connections at once: orders per second over the whole run, and each
 *     request's latency (goal: ≥ 300 orders/s, p99 ≤ 100 ms);
 *  2. 100 other buyers all buy one listing at the same moment (100 connections): exactly one
 *     order, and the refusals' latency (goal: p99 ≤ 100 ms); `--rounds` such races (10), each
 *     on its own listing with its own buyers, their refusals pooled.
 * `--instances N` runs N server processes on the database and sends requests to them in turn,
 * as a load balancer would (the server keeps no state of its own, so any instance answers).
 * Each run also reports the server process's CPU time per request (user + system, from the
 * child's `process.cpuUsage()`), which the machine's load skews far less than latency.
 * Prints a table and writes bench/results/checkout.json (and a dated .md beside it).
 */
const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    db: { type: 'string', default: 'bench_checkout' },
    buyers: { type: 'string', default: '1000' },
    racers: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '100' },
    port: { type: 'string', default: '3430' },
    /** Races, each 100 fresh buyers on a fresh listing: their refusals are pooled for the percentiles. */
    rounds: { type: 'string', default: '10' },
    /** `race` runs the races alone (no 1,000-buyer run), to look at the refusal path quickly. */
    only: { type: 'string' },
    /**
     * Server processes on the one database (stateless instances, as behind a load balancer):
     * requests go to them in turn. Node runs JavaScript on one core; on this 2-core machine a
     * second instance lets both cores serve (PostgreSQL shares them). 1 by default.
     */
    instances: { type: 'string', default: '1' },
  },
});

const PREFIX = 'bench-co-';
/** The Origin a page of PUBLIC_URL sends (state-changing requests from elsewhere are refused). */
let ORIGIN = 'http://localhost:3000';

// ---------------------------------------------------------------------------------------
// Server mode: the app on the bench database.
async function serve(url: string, port: number): Promise<void> {
  // BENCH_COUNT_QUERIES=1: the statements of the 1,000-buyer run, per order.
  const { statements, print: printStatements } = await countStatements();
  await serveApp({
    url, port, config: { dataDir: path.join(os.tmpdir(), 'patina-bench-checkout') },
    // The bench asks for the process's CPU time around each run.
    onMessage: (msg) => {
      if (msg.cmd === 'cpu') process.send?.({ cmd: 'cpu', usage: process.cpuUsage() });
      if (msg.cmd === 'statements-reset') statements.clear();
      if (msg.cmd === 'statements') printStatements(`order on instance ${port}`, (msg as { units?: number }).units ?? 0);
    },
  });
}

// ---------------------------------------------------------------------------------------
function request(agent: http.Agent, port: number, method: 'GET' | 'POST', pathName: string, cookie: string, body?: unknown): Promise<Answer> {
  return benchRequest(agent, port, { method, path: pathName, cookie, body, headers: { origin: ORIGIN } });
}

/** Members with sessions as a sign-in makes them; answers their ids and signed cookies. */
async function members(c: pg.Client, run: string, n: number, secret: string, label: string): Promise<{ id: string; cookie: string }[]> {
  const { COOKIE_PREFIX, SESSION_IDLE_SECONDS } = await import('../src/server/modules/accounts/index.js');
  const ids = Array.from({ length: n }, (_, i) => `${PREFIX}${run}-${label}-${i}`);
  await c.query(
    `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type, created_at, updated_at)
     select u, 'Bench ' || u, u || '@patina.bench', true, 'Bench', 'Buyer', 'verified_member', now(), now() from unnest($1::text[]) as u`,
    [ids],
  );
  const tokens = ids.map(() => randomBytes(24).toString('base64url'));
  await c.query(
    `insert into session (id, token, user_id, expires_at) select 's-' || u, t, u, $3 from unnest($1::text[], $2::text[]) as x(u, t)`,
    // As a sign-in leaves it: not yet due for Better Auth's sliding refresh.
    [ids, tokens, new Date(Date.now() + SESSION_IDLE_SECONDS * 1000)],
  );
  return ids.map((id, i) => ({
    id,
    cookie: `${COOKIE_PREFIX}.session_token=${encodeURIComponent(`${tokens[i]}.${createHmac('sha256', secret).update(tokens[i]!).digest('base64')}`)}`,
  }));
}

/** `n` live fixed-price listings of random catalogue products, spread over the sellers. */
async function listings(c: pg.Client, sellers: string[], n: number): Promise<number[]> {
  const { rows } = await c.query<{ id: string }>(
    `insert into listings (product_id, seller_id, price, currency, status, condition, category, sale_type)
     select p.id, ($1::text[])[1 + i % cardinality($1::text[])], 50000 + (i * 7919) % 5000000, 'USD', 'active', 'Excellent', p.category, 'fixed'
       from generate_series(1, $2) i
       join lateral (select id, category from products order by id offset (i * 37) % (select count(*) from products) limit 1) p on true
     returning id::text`,
    [sellers, n],
  );
  return rows.map((r) => Number(r.id));
}

async function main(): Promise<void> {
  const buyersN = Number(values.buyers);
  const racersN = Number(values.racers);
  const rounds = Math.max(1, Number(values.rounds));
  const raceOnly = values.only === 'race';
  const concurrency = Number(values.concurrency);
  const warmupN = Number(values.warmup);
  const port = Number(values.port);
  const instances = Math.max(1, Number(values.instances));
  const self = fileURLToPath(import.meta.url);
  const { testConfig } = await import('../src/server/test/config.js');
  const { prepareBenchDatabase } = await import('./bench-db.js');
  const config = testConfig();
  ORIGIN = config.publicUrl;

  const url = await prepareBenchDatabase({ adminUrl: values.url!, db: values.db!, products: 2000, reseed: false });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const run = Date.now().toString(36);
  const sellers = (await members(db, run, 20, config.authSecret, 'seller')).map((s) => s.id);
  const warm = await members(db, run, warmupN, config.authSecret, 'warm');
  const buyers = raceOnly ? [] : await members(db, run, buyersN, config.authSecret, 'buyer');
  const racerRounds: { id: string; cookie: string }[][] = [];
  for (let r = 0; r < rounds; r++) racerRounds.push(await members(db, run, racersN, config.authSecret, `racer${r}`));
  const pieces = await listings(db, sellers, warmupN + buyers.length + rounds);
  const contestedAll = pieces.slice(warmupN + buyers.length);
  await db.query('analyze listings, orders, "user", session');

  // BENCH_CPU_PROF=dir profiles the servers (node --cpu-prof), to see where a checkout's time goes.
  const servers = Array.from({ length: instances }, (_, i) => spawnServer(self, url, port + i));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(concurrency, racersN) });
  /** The instance of the n-th request: in turn, as a round-robin balancer sends them. */
  let turn = 0;
  const nextPort = () => port + (turn++ % instances);
  try {
    await Promise.all(servers.map((server) => waitFor(server, 'ready', 120_000)));
    /** The server processes' CPU time so far, in ms (user + system), summed. */
    const cpuOf = async (server: (typeof servers)[number]) => {
      const { usage } = await ask<{ usage: NodeJS.CpuUsage }>(server, { cmd: 'cpu' }, 'cpu', 30_000);
      return (usage.user + usage.system) / 1000;
    };
    const cpuMs = async () => (await Promise.all(servers.map(cpuOf))).reduce((a, b) => a + b, 0);
    const buy = (who: { cookie: string }, listingId: number, key: string) => request(agent, nextPort(), 'POST', '/api/orders', who.cookie, { listingId, idempotencyKey: key });
    const probe = await buy(warm[0]!, pieces[0]!, `${run}-warm-0`);
    if (probe.status !== 201) throw new Error(`the bench's first order is refused: ${probe.status} ${probe.body.slice(0, 300)}`);

    /** Runs `jobs` from `width` connections at once; answers each one's result in order. */
    async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
      const out: T[] = new Array(jobs.length);
      let next = 0;
      await Promise.all(Array.from({ length: width }, async () => {
        while (next < jobs.length) {
          const i = next++;
          out[i] = await jobs[i]!();
        }
      }));
      return out;
    }

    await pool(warm.slice(1).map((w, i) => () => buy(w, pieces[i + 1]!, `${run}-warm-${i + 1}`)), concurrency);

    // The floor under any checkout on this machine now: a signed-in read that does nothing else.
    const baselineBegan = performance.now();
    const baselineCpu = await cpuMs();
    const baseline = await pool(buyers.map((b) => () => request(agent, nextPort(), 'GET', '/api/me', b.cookie)), concurrency);
    const baselineCpuMs = (await cpuMs()) - baselineCpu;
    const baselineSeconds = (performance.now() - baselineBegan) / 1000;

    const loadBefore = os.loadavg()[0]!;
    const began = performance.now();
    const distinctCpu = await cpuMs();
    for (const server of servers) server.send({ cmd: 'statements-reset' });
    const distinct = await pool(buyers.map((b, i) => () => buy(b, pieces[warmupN + i]!, `${run}-buy-${i}`)), concurrency);
    const distinctCpuMs = (await cpuMs()) - distinctCpu;
    for (const server of servers) server.send({ cmd: 'statements', units: Math.round(distinct.length / instances) });
    const seconds = (performance.now() - began) / 1000;

    // The first run's background work (each order's events: the lowest ask, search, image
    // search) is done before the races start, so they measure the race and not its tail.
    const settledBy = Date.now() + 120_000;
    for (;;) {
      const { rows: [lag] } = await db.query<{ behind: boolean }>(
        `select coalesce((select max(id) from domain_events), 0) > coalesce((select min(event_id) from event_consumers), 0) as behind`,
      );
      if (!lag?.behind || Date.now() > settledBy) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // All at the same moment: one connection per racer, opened before the starting gun.
    const raced: Answer[] = [];
    const racedPerRound: Answer[][] = [];
    let raceCpuMs = 0;
    for (let r = 0; r < rounds; r++) {
      // The racers' connections are opened (a signed-in read each) before the gun, as a page that is already open.
      await Promise.all(racerRounds[r]!.map((who) => request(agent, nextPort(), 'GET', '/api/me', who.cookie)));
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const before = await cpuMs();
      const racing = racerRounds[r]!.map((who, i) => gate.then(() => buy(who, contestedAll[r]!, `${run}-race-${r}-${i}`)));
      open();
      const answers = await Promise.all(racing);
      raceCpuMs += (await cpuMs()) - before;
      racedPerRound.push(answers);
      raced.push(...answers);
    }
    const loadAfter = os.loadavg()[0]!;

    const ok = distinct.filter((a) => a.status === 201);
    const failures = distinct.filter((a) => a.status !== 201);
    const won = raced.filter((a) => a.status === 201);
    const wonPerRound = racedPerRound.map((answers) => answers.filter((a) => a.status === 201).length);
    const refused = raced.filter((a) => a.status === 409 && a.body.includes('listing_sold'));
    const { rows: [counted] } = await db.query<{ distinct_orders: number; contested_orders: number }>(
      `select (select count(*)::int from orders where buyer_id like $1) as distinct_orders,
              (select max(n)::int from (select count(*) as n from orders where listing_id = any($2::bigint[]) group by listing_id) c) as contested_orders`,
      [`${PREFIX}${run}-buyer-%`, contestedAll],
    );

    const perRequest = (ms: number, n: number) => (n > 0 ? Number((ms / n).toFixed(2)) : Number.NaN);
    const stat = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { n: s.length, p50: Number(percentile(s, 50).toFixed(1)), p95: Number(percentile(s, 95).toFixed(1)), p99: Number(percentile(s, 99).toFixed(1)), max: Number((s.at(-1) ?? Number.NaN).toFixed(1)) };
    };
    const ordersPerSecond = Number((ok.length / seconds).toFixed(1));
    const distinctStat = stat(ok.map((a) => a.ms));
    const refusalStat = stat(refused.map((a) => a.ms));
    const baselineStat = stat(baseline.filter((a) => a.status === 200).map((a) => a.ms));
    const baselinePerSecond = Number((baseline.length / baselineSeconds).toFixed(1));
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; load average ${loadBefore.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end`,
      database: 'PostgreSQL',
      instances,
      baseline: {
        request: 'GET /api/me (a session lookup, nothing else)', requests: baseline.length, perSecond: baselinePerSecond, latencyMs: baselineStat,
        serverCpuMsPerRequest: perRequest(baselineCpuMs, baseline.length),
      },
      concurrency,
      warmup: warmupN,
      distinct: {
        buyers: buyersN, orders: ok.length, failures: failures.length, firstFailure: failures[0] ? `${failures[0].status} ${failures[0].body.slice(0, 200)}` : null,
        seconds: Number(seconds.toFixed(2)), ordersPerSecond, latencyMs: distinctStat, ordersInDatabase: counted?.distinct_orders ?? -1,
        serverCpuMsPerRequest: perRequest(distinctCpuMs, distinct.length),
        goal: { ordersPerSecond: 300, p99Ms: 100 }, met: ordersPerSecond >= 300 && distinctStat.p99 <= 100 && failures.length === 0,
      },
      race: {
        buyers: racersN, rounds, ordersPerRound: wonPerRound, orders: won.length, serverCpuMsPerRequest: perRequest(raceCpuMs, raced.length), refusedListingSold: refused.length, other: raced.length - won.length - refused.length,
        refusalLatencyMs: refusalStat,
        /** Each round's slowest refusal, in the order run (a cold first round shows here). */
        slowestRefusalPerRoundMs: racedPerRound.map((answers) => Number(Math.max(...answers.filter((a) => a.status === 409).map((a) => a.ms)).toFixed(1))), winnerMs: Number((won[0]?.ms ?? Number.NaN).toFixed(1)), ordersInDatabase: counted?.contested_orders ?? -1,
        goal: { orders: 1, p99Ms: 100 },
        met: wonPerRound.every((n) => n === 1) && (counted?.contested_orders ?? 0) === 1 && refused.length === rounds * (racersN - 1) && refusalStat.p99 <= 100,
      },
    };
    const row = (name: string, s: ReturnType<typeof stat>, cpu: number, extra: string, met: boolean) =>
      `| ${name} | ${s.n.toLocaleString('en-US')} | ${s.p50} ms | ${s.p95} ms | ${s.p99} ms | ${s.max} ms | ${cpu} ms | ${extra} | ${met ? 'met' : 'NOT met'} |`;
    const md = [
      `# Checkout benchmark — ${result.date}`,
      '',
      `${result.machine}. PostgreSQL; ${instances === 1 ? 'one server process' : `${instances} server processes (instances on the one database, requests to each in turn)`} over HTTP, each buyer a distinct member with a real session (looked up on every request).`,
      '',
      '| run | requests | p50 | p95 | p99 | max | server CPU / request | throughput / outcome | goal |',
      '|---|---:|---:|---:|---:|---:|---:|---|---|',
      ...(raceOnly ? [] : [
        row(`${buyersN.toLocaleString('en-US')} buyers, distinct listings, ${concurrency} at once`, distinctStat, result.distinct.serverCpuMsPerRequest, `${ordersPerSecond} orders/s (≥ 300, p99 ≤ 100 ms)`, result.distinct.met),
        row(`baseline: GET /api/me, same buyers, ${concurrency} at once`, baselineStat, result.baseline.serverCpuMsPerRequest, `${baselinePerSecond} requests/s (the machine's floor)`, true),
      ]),
      row(`${racersN} buyers on one listing, all at once (refusals), ${rounds} rounds`, refusalStat, result.race.serverCpuMsPerRequest, `${wonPerRound.join(' + ')} order(s), ${refused.length} × 409 listing_sold (exactly 1 per round, p99 ≤ 100 ms)`, result.race.met),
      '',
      `Slowest refusal of each race, in the order run: ${result.race.slowestRefusalPerRoundMs.map((ms) => `${ms} ms`).join(', ')}.`,
      `${failures.length} failed requests in the first run${failures.length ? ` (first: ${result.distinct.firstFailure})` : ''}; orders in the database: ${result.distinct.ordersInDatabase} and at most ${result.race.ordersInDatabase} on a contested listing.`,
      `Server CPU / request: the server process${instances === 1 ? '\'s' : 'es\''} user + system time over the run divided by its requests (the race's: over all racers, the winner included); PostgreSQL's own CPU is not in it.`,
      '',
    ].join('\n');
    console.log(`\n${md}`);
    const dir = path.join(path.dirname(self), 'results');
    fs.mkdirSync(dir, { recursive: true });
    const stamp = result.date.replace(/[:]/g, '-').replace(/\..*/, '');
    const name = `${raceOnly ? 'checkout-race' : 'checkout'}${instances === 1 ? '' : `-${instances}-instances`}`;
    fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(path.join(dir, `${name}-${stamp}.md`), md);
  } finally {
    await Promise.all(servers.map(stopServer));
    agent.destroy();
    await db.end();
  }
}

if (values.serve) await serve(values.serve, Number(values.port));
else await main();
