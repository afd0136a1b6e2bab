import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateQueries, type CatalogueEntry } from './search-workload.js';
import { percentile } from './harness.js';

/**
 * `npx tsx bench/search-ab.ts --base DIR`: this checkout's instant search against another
 * checkout's (DIR, e.g. `git archive <commit>` unpacked with node_modules linked), on the same
 * PostgreSQL database, in the same minutes. On a machine other work loads, latency alone
 * says little; this interleaves the two: blocks of distinct queries one at a time, each
 * block sent to both servers (which goes first alternates), then 50-concurrent passes
 * A, B, A, B of queries neither has seen. CPU per request is the server process plus the
 * database's backends during its pass (the other server is idle then). Prints a table and
 * writes bench/results/search-ab-<stamp>.md.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_search' },
    base: { type: 'string' },
    port: { type: 'string', default: '3681' },
    single: { type: 'string', default: '1200' },
    block: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '50' },
    seed: { type: 'string', default: '36' },
  },
});
if (!values.base) throw new Error('--base DIR: the other checkout to compare with');

interface Sample { q: string; server: number; client: number; status: number }

function request(agent: http.Agent, port: number, q: string): Promise<Sample> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, agent, path: `/api/search/instant?q=${encodeURIComponent(q)}&limit=8` }, (res) => {
      res.resume();
      res.on('end', () => {
        const timing = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
        resolve({ q, server: timing ? Number(timing[1]) : Number.NaN, client: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0 });
      });
    });
    req.on('error', reject);
  });
}

function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

async function backendPids(url: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

async function start(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'bench/search.bench.ts'), '--serve', values.url!, '--port', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('READY')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server in ${dir} exited (${code}) before it was ready`)));
  });
  return child;
}

interface Tally { samples: Sample[]; node: number; db: number; elapsed: number }
const empty = (): Tally => ({ samples: [], node: 0, db: 0, elapsed: 0 });

async function measured(server: ChildProcess, tally: Tally, pass: () => Promise<Sample[]>) {
  const before = await backendPids(values.url!);
  const db0 = new Map(before.map((pid) => [pid, cpuSeconds([pid])]));
  const node0 = cpuSeconds([server.pid!]);
  const t = process.hrtime.bigint();
  const samples = await pass();
  tally.elapsed += Number(process.hrtime.bigint() - t) / 1e9;
  tally.node += cpuSeconds([server.pid!]) - node0;
  const after = await backendPids(values.url!);
  tally.db += after.reduce((sum, pid) => sum + cpuSeconds([pid]) - (db0.get(pid) ?? 0), 0);
  tally.samples.push(...samples);
}

async function oneByOne(port: number, queries: string[]): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const out: Sample[] = [];
  for (const q of queries) out.push(await request(agent, port, q));
  agent.destroy();
  return out;
}

async function concurrent(port: number, queries: string[], seconds: number, n: number): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: n });
  const out: Sample[] = [];
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: n }, async () => {
    while (Date.now() < deadline && next < queries.length) out.push(await request(agent, port, queries[next++]!));
  }));
  agent.destroy();
  return out;
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

const c = new pg.Client({ connectionString: values.url });
await c.connect();
const { rows: catalogue } = await c.query<CatalogueEntry>(
  `select b.name as brand, p.model, p.reference, count(*)::int as n from products p join brands b on b.id = p.brand_id group by 1, 2, 3 order by 1, 2, 3`,
);
await c.end();
const single = Number(values.single);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
// Enough distinct queries for the single pass, a warm-up, and every concurrent pass.
const all = generateQueries(catalogue, single + 100 + rounds * 2 * 3000, Number(values.seed)).map((g) => g.q);
const warm = all.slice(0, 50);
const singles = all.slice(100, 100 + single);
const loadQueries = all.slice(100 + single);

const notes: string[] = [`Load average (1, 5, 15 min) at the start: ${load()} on ${os.cpus().length} cores.`];
const base = await start(path.resolve(values.base), Number(values.port));
const ours = await start(process.cwd(), Number(values.port) + 1);
const servers: [string, ChildProcess, number][] = [
  [`base (${path.basename(path.resolve(values.base))})`, base, Number(values.port)],
  ['this checkout', ours, Number(values.port) + 1],
];
const one = [empty(), empty()];
const many = [empty(), empty()];
try {
  // Both load their vocabulary and warm their connections on the same few queries (not measured).
  for (const [, , port] of servers) await oneByOne(port, warm);
  const block = Number(values.block);
  for (let k = 0, b = 0; k < singles.length; k += block, b++) {
    const queries = singles.slice(k, k + block);
    const order = b % 2 === 0 ? [0, 1] : [1, 0];
    for (const s of order) await measured(servers[s]![1], one[s]!, () => oneByOne(servers[s]![2], queries));
    console.log(`one at a time: ${Math.min(k + block, singles.length)} / ${singles.length}`);
  }
  let next = 0;
  for (let r = 0; r < rounds; r++) {
    for (const s of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const queries = loadQueries.slice(next, next + 3000);
      next += 3000;
      await measured(servers[s]![1], many[s]!, () => concurrent(servers[s]![2], queries, seconds, concurrency));
      console.log(`${concurrency} concurrent: round ${r + 1}, ${servers[s]![0]}`);
    }
  }
} finally {
  for (const [, child] of servers) {
    const done = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await done;
  }
}
notes.push(`Load average (1, 5, 15 min) at the end: ${load()} on ${os.cpus().length} cores.`);

const rowOf = (name: string, pass: string, t: Tally, rps: boolean) => {
  const server = t.samples.map((s) => s.server).filter(Number.isFinite).sort((a, b) => a - b);
  const client = t.samples.map((s) => s.client).sort((a, b) => a - b);
  const n = t.samples.length;
  return `| ${name} | ${pass} | ${n.toLocaleString('en-US')} | ${rps ? (n / t.elapsed).toFixed(0) : '–'} | ${ms(percentile(server, 50))} | ${ms(percentile(server, 95))} | ${ms(percentile(server, 99))} | ${ms(percentile(client, 50))} | ${ms(percentile(client, 99))} | ${ms((t.node * 1000) / n)} + ${ms((t.db * 1000) / n)} | ${t.samples.filter((s) => s.status !== 200).length} |`;
};
const table = [
  '| server | pass | requests | req/s | p50 ms | p95 ms | p99 ms | client p50 ms | client p99 ms | CPU ms/req Node + DB | non-200 |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...servers.flatMap(([name], s) => [rowOf(name, 'uncached, one at a time', one[s]!, false), rowOf(name, `uncached, ${concurrency} concurrent`, many[s]!, true)]),
].join('\n');
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const out = path.join('bench', 'results', `search-ab-${stamp}.md`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `# Instant search, this checkout against ${values.base}, interleaved, ${new Date().toISOString()}\n\n` +
    `Same PostgreSQL database (${new URL(values.url!).pathname.slice(1)}), ${single} distinct queries one at a time in blocks of ${values.block} sent to both ` +
    `(alternating which goes first), then ${rounds} rounds of ${seconds} s at ${concurrency} concurrent each, of queries neither server saw. ` +
    `Latency server-side (Server-Timing) unless marked client.\n\n${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`,
);
console.log(`\n${table}\n\n${notes.join('\n')}\n\nwritten to ${out}`);
