import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ask, percentile, serveApp, spawnServer, stopServer, waitFor } from './harness.js';

/**
 * `npm run bench:realtime`: live events to many browsers at once (issue #9 §2).
 *
 * One server process (a child, as `npm start` runs it) on PostgreSQL (database
 * bench_realtime, small catalogue), and N distinct members with their own sessions, made in
 * bulk in the database. Client processes (two by default, away from the server) open one
 * Server-Sent Events stream per member, each following one public topic (product:<id>) and,
 * as every stream does, the member's own. This process then publishes events to that topic
 * the way a service does — an outbox row and NOTIFY in one transaction, through its own `pg`
 * connection — and takes the time just after COMMIT returns. Each client notes when its copy
 * arrives; latency is arrival minus commit (one machine, one clock). Memory per connection is
 * the server's RSS and heap after the streams opened minus before, divided by N.
 * Prints a table and writes bench/results/realtime-<stamp>.md and .json.
 */
const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    client: { type: 'boolean', default: false },
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    db: { type: 'string', default: 'bench_realtime' },
    clients: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '2' },
    events: { type: 'string', default: '20' },
    interval: { type: 'string', default: '500' },
    port: { type: 'string', default: '3410' },
    /** Client mode: which members (by index) this process connects. */
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '0' },
    product: { type: 'string', default: '1' },
  },
});

const CHANNEL = 'patina_events';
const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------------------------------
// Server mode: the app on the bench database; answers memory questions over IPC.
async function serve(url: string, port: number): Promise<void> {
  await serveApp({
    url, port,
    onMessage: (msg, app) => {
      if (msg.cmd === 'fanout') {
        process.send?.({ cmd: 'fanout', fanouts: app.liveStreams.fanouts() });
        return;
      }
      if (msg.cmd !== 'mem') return;
      // A collection first, so the figure is what the streams hold rather than garbage not yet swept.
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      process.send?.({ cmd: 'mem', rss: m.rss, heap: m.heapUsed, streams: app.liveStreams.count() });
    },
  });
}

// ---------------------------------------------------------------------------------------
// Client mode: opens `count` streams from the cookies on stdin, reports arrivals over IPC.
interface ClientReport {
  cmd: 'connected' | 'arrivals';
  opened?: number;
  /** Seconds from this process's first handshake to its last stream open. */
  seconds?: number;
  failed?: number;
  /** Per event sequence number: arrival times (ms since epoch) in this process. */
  arrivals?: Record<number, number[]>;
}

async function client(): Promise<void> {
  const port = Number(values.port);
  const topic = `product:${values.product}`;
  const cookies: string[] = JSON.parse(fs.readFileSync(0, 'utf8')) as string[];
  const began = performance.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 0 });
  const arrivals: Record<number, number[]> = {};
  let opened = 0;
  let failed = 0;
  const marker = '"shown_after":';

  function open(cookie: string): Promise<void> {
    return new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, agent, path: `/api/events/stream?topics=${topic}`, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          failed++;
          res.resume();
          resolve();
          return;
        }
        opened++;
        resolve();
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = now();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (!frame.includes('event: product.changed')) continue;
            // The bench numbers its events in shown_after; parsing the whole JSON would only add client time.
            const i = frame.indexOf(marker);
            const seq = Number.parseInt(frame.slice(i + marker.length), 10);
            (arrivals[seq] ??= []).push(at);
          }
        });
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
    });
  }

  // A few hundred handshakes at a time: each is a session lookup on the server.
  let next = 0;
  await Promise.all(Array.from({ length: 200 }, async () => {
    while (next < cookies.length) await open(cookies[next++]!);
  }));
  if (!process.connected) process.exit(1);
  process.send?.({ cmd: 'connected', opened, failed, seconds: (performance.now() - began) / 1000 } satisfies ClientReport);
  process.on('message', (msg: { cmd: string }) => {
    if (msg.cmd === 'report') process.send?.({ cmd: 'arrivals', arrivals } satisfies ClientReport);
    if (msg.cmd === 'exit') {
      agent.destroy();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------------------------------
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** N members, each with a live session, made in one statement each; answers their signed cookies. */
async function makeMembers(c: pg.Client, n: number, secret: string): Promise<string[]> {
  const { COOKIE_PREFIX } = await import('../src/server/modules/accounts/auth.js');
  await c.query(`delete from "user" where email like 'bench-rt-%@patina.bench'`);
  const expires = new Date(Date.now() + 7 * 24 * 3600_000);
  const tokens: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(`bench-rt-${i}`);
    tokens.push(randomBytes(24).toString('base64url'));
  }
  await c.query(
    `insert into "user" (id, name, email, email_verified, first_name, last_name, user_type)
     select id, 'Bench ' || id, id || '@patina.bench', true, 'Bench', id, 'verified' from unnest($1::text[]) as id`,
    [ids],
  );
  await c.query(
    `insert into session (id, token, user_id, expires_at)
     select 's-' || u, t, u, $3 from unnest($1::text[], $2::text[]) as x(u, t)`,
    [ids, tokens, expires],
  );
  // Better Auth's signed cookie: `<token>.<base64 HMAC-SHA256 of the token>`, URI-encoded.
  return tokens.map((t) => `${COOKIE_PREFIX}.session_token=${encodeURIComponent(`${t}.${createHmac('sha256', secret).update(t).digest('base64')}`)}`);
}

function get(port: number, pathName: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: pathName, headers: { cookie } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

async function main(): Promise<void> {
  const n = Number(values.clients);
  const processes = Number(values.processes);
  const events = Number(values.events);
  const interval = Number(values.interval);
  const port = Number(values.port);
  const self = fileURLToPath(import.meta.url);
  const { testConfig } = await import('../src/server/test/config.js');
  const { prepareBenchDatabase } = await import('./bench-db.js');
  const config = testConfig();

  const url = await prepareBenchDatabase({ adminUrl: values.url!, db: values.db!, products: 200, reseed: false });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const productId = (await db.query<{ id: number }>('select min(id)::int as id from products')).rows[0]!.id;
  const t0 = performance.now();
  const cookies = await makeMembers(db, n, config.authSecret);
  console.log(`${n.toLocaleString('en-US')} members and sessions made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const server = spawnServer(self, url, port, { node: ['--expose-gc'] });
  const clients: ChildProcess[] = [];
  try {
    await waitFor(server, 'ready', 120_000);
    const me = await get(port, '/api/me', cookies[0]!);
    if (me.status !== 200) throw new Error(`the bench's session cookie is refused by /api/me: ${me.status} ${me.body.slice(0, 200)}`);
    console.log(`cookie checked against /api/me: ${me.status}`);

    const memOf = async () => {
      return ask<{ rss: number; heap: number; streams: number }>(server, { cmd: 'mem' }, 'mem', 30_000);
    };
    const before = await memOf();

    const per = Math.ceil(n / processes);
    const connected: Promise<ClientReport>[] = [];
    for (let p = 0; p < processes; p++) {
      const slice = cookies.slice(p * per, (p + 1) * per);
      const child = spawn(process.execPath, ['--import', 'tsx', self, '--client', '--port', String(port), '--product', String(productId)], { stdio: ['pipe', 'inherit', 'inherit', 'ipc'] });
      child.stdin!.end(JSON.stringify(slice));
      clients.push(child);
      connected.push(waitFor<ClientReport>(child, 'connected', 1_800_000));
    }
    const reports = await Promise.all(connected);
    const connectSeconds = Math.max(...reports.map((r) => r.seconds ?? 0));
    const opened = reports.reduce((s, r) => s + (r.opened ?? 0), 0);
    const failed = reports.reduce((s, r) => s + (r.failed ?? 0), 0);
    console.log(`${opened.toLocaleString('en-US')} streams open (${failed} failed) in ${connectSeconds.toFixed(1)} s`);
    await sleep(2000);
    const after = await memOf();

    // Publish as a service does: the outbox row and NOTIFY in one transaction; the clock starts when COMMIT returns.
    const committed: number[] = [];
    for (let seq = 0; seq < events; seq++) {
      await db.query('begin');
      await db.query(`insert into domain_events (type, topics, payload) values ('product.changed', $1, $2)`, [
        [`product:${productId}`],
        { product_id: productId, shown_before: 100_000, shown_after: seq },
      ]);
      await db.query('select pg_notify($1, $2)', [CHANNEL, '']);
      await db.query('commit');
      committed.push(now());
      await sleep(interval);
    }
    await sleep(3000);

    const latencies: number[] = [];
    let delivered = 0;
    for (const child of clients) {
      const r = await ask<ClientReport>(child, { cmd: 'report' }, 'arrivals', 60_000);
      for (const [seq, times] of Object.entries(r.arrivals ?? {})) {
        const at = committed[Number(seq)]!;
        for (const t of times) latencies.push(t - at);
        delivered += times.length;
      }
    }
    latencies.sort((a, b) => a - b);

    // The server's own share: from COMMIT to the event heard here, and to the last of its writes returning.
    const { fanouts } = await ask<{ fanouts: { heard: number; written: number; streams: number }[] }>(server, { cmd: 'fanout' }, 'fanout', 30_000);
    const ours = fanouts.slice(-events);
    const heardMs = ours.map((f, i) => f.heard - committed[i]!).sort((a, b) => a - b);
    const writtenMs = ours.map((f, i) => f.written - committed[i]!).sort((a, b) => a - b);
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; load average at the end ${load}`,
      clients: n,
      opened,
      failed,
      connect_seconds: Number(connectSeconds.toFixed(1)),
      events,
      interval_ms: interval,
      p50_ms: Number(percentile(latencies, 50).toFixed(1)),
      p95_ms: Number(percentile(latencies, 95).toFixed(1)),
      p99_ms: Number(percentile(latencies, 99).toFixed(1)),
      max_ms: Number((latencies.at(-1) ?? Number.NaN).toFixed(1)),
      delivered_pct: Number(((100 * delivered) / (opened * events)).toFixed(2)),
      server_heard_p50_ms: Number(percentile(heardMs, 50).toFixed(1)),
      server_all_written_p50_ms: Number(percentile(writtenMs, 50).toFixed(1)),
      server_all_written_max_ms: Number((writtenMs.at(-1) ?? Number.NaN).toFixed(1)),
      rss_before_mb: Number((before.rss / 2 ** 20).toFixed(1)),
      rss_after_mb: Number((after.rss / 2 ** 20).toFixed(1)),
      rss_per_connection_kb: Number(((after.rss - before.rss) / 1024 / Math.max(1, opened)).toFixed(1)),
      heap_per_connection_kb: Number(((after.heap - before.heap) / 1024 / Math.max(1, opened)).toFixed(1)),
      goal_met: percentile(latencies, 95) <= 100 && percentile(latencies, 99) <= 250 && delivered === opened * events,
    };
    const md = [
      `# Realtime benchmark — ${result.date}`,
      '',
      `${result.machine}. One server process on PostgreSQL; ${processes} client processes; each stream is a distinct member ` +
        `following product:${productId} and their own topic. ${events} events ${interval} ms apart, timed from COMMIT to arrival. Goal: p95 ≤ 100 ms, p99 ≤ 250 ms.`,
      '',
      '| clients | connected in | events | p50 | p95 | p99 | max | delivered | server RSS / connection | heap / connection |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${opened.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} | ${result.connect_seconds} s | ${events} | ${result.p50_ms} ms | ${result.p95_ms} ms | ${result.p99_ms} ms | ${result.max_ms} ms | ${result.delivered_pct} % | ${result.rss_per_connection_kb} KiB | ${result.heap_per_connection_kb} KiB |`,
      '',
      `Where the time goes, per event (from COMMIT): the server hears it after ${result.server_heard_p50_ms} ms (p50) and has ` +
        `written it to every stream after ${result.server_all_written_p50_ms} ms (p50; worst ${result.server_all_written_max_ms} ms); ` +
        `the rest is the clients reading ${opened.toLocaleString('en-US')} sockets on the same two cores.`,
      '',
      `Server RSS ${result.rss_before_mb} MiB before the streams, ${result.rss_after_mb} MiB with them. Goal ${result.goal_met ? 'met' : 'NOT met'}.`,
      '',
    ].join('\n');
    console.log(`\n${md}`);
    const dir = path.join(path.dirname(self), 'results');
    fs.mkdirSync(dir, { recursive: true });
    const stamp = result.date.replace(/[:]/g, '-').replace(/\..*/, '');
    fs.writeFileSync(path.join(dir, `realtime-${stamp}.md`), md);
    fs.writeFileSync(path.join(dir, `realtime-${stamp}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const child of clients) if (child.connected) child.send({ cmd: 'exit' });
    await stopServer(server);
    await db.query(`delete from "user" where email like 'bench-rt-%@patina.bench'`);
    await db.end();
  }
}

if (values.serve) await serve(values.serve, Number(values.port));
else if (values.client) await client();
else await main();
