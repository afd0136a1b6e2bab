import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/server/db/client.js';
import type { Config } from '../src/server/config.js';

/**
 * The benches' shared pieces: the nearest-rank percentile of sorted timings, and the server
 * child (a bench file run again with `--serve <database url> --port <port>`): how the bench
 * starts it, how it serves, and the messages between them.
 */

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** A message between a bench and its server child: `cmd` names it; 'failed' carries the child's `error`. */
export type ChildMessage = { cmd: string; [key: string]: unknown };

/**
 * Resolves with the child's first `cmd` message (it exits, reports 'failed' or stays silent
 * for `timeoutMs`: rejects).
 */
export function waitFor<T = ChildMessage>(child: ChildProcess, cmd: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', on);
      child.off('exit', exited);
    };
    const fail = (error: Error) => {
      done();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`no '${cmd}' from the child within ${timeoutMs} ms`)), timeoutMs);
    const on = (msg: ChildMessage) => {
      if (msg.cmd === 'failed') fail(new Error(String(msg.error)));
      else if (msg.cmd === cmd) {
        done();
        resolve(msg as T);
      }
    };
    const exited = (code: number | null) => fail(new Error(`the child exited (${code}) before '${cmd}'`));
    child.on('message', on);
    child.once('exit', exited);
  });
}

/** Sends `msg` to the child and resolves with its `reply` (see waitFor). */
export function ask<T = ChildMessage>(child: ChildProcess, msg: ChildMessage, reply: string, timeoutMs = 300_000): Promise<T> {
  const answer = waitFor<T>(child, reply, timeoutMs);
  child.send(msg);
  return answer;
}

/** BENCH_CPU_PROF=<dir>: Node's flags for a server child that writes a V8 CPU profile there when it stops. */
function profileFlags(): string[] {
  return process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
}

/**
 * The bench file `self` run again as its server child, on `target` (a database URL, or what
 * the bench's `--serve` takes), listening on `port`, with IPC; `node` are Node's flags
 * (`--expose-gc`). Profiled under BENCH_CPU_PROF. Wait for its 'ready' (waitFor) before
 * sending it work; stopServer ends it.
 */
export function spawnServer(self: string, target: string, port: number, options: { node?: string[] } = {}): ChildProcess {
  return spawn(
    process.execPath,
    [...(options.node ?? []), ...profileFlags(), '--import', 'tsx', self, '--serve', target, '--port', String(port)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
}

/** Ends a server child (SIGTERM: it closes the app and the database) and resolves when it has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The server child's side: the app (the tests' configuration, quiet, no web app unless
 * `config` says otherwise) on the PostgreSQL database at `url`, or on `database` when the
 * bench opened it itself, listening on `port`. SIGTERM closes the app and the database and
 * exits. `onMessage` answers the bench's questions (CPU time, memory); 'ready' is sent to
 * the bench last. The app is imported here, not at the top, so a bench's client processes
 * load none of it.
 */
export async function serveApp(options: {
  url?: string;
  database?: Database;
  port: number;
  config?: Partial<Config>;
  /** Runs before the app listens (a hook that times requests). */
  beforeListen?: (app: FastifyInstance) => void;
  onMessage?: (msg: ChildMessage, app: FastifyInstance) => void;
}): Promise<{ app: FastifyInstance; database: Database }> {
  const { openDatabase } = await import('../src/server/db/client.js');
  const { buildApp } = await import('../src/server/app.js');
  const { testConfig } = await import('../src/server/test/config.js');
  if (!options.database && !options.url) throw new Error('serveApp needs a database or its url');
  const database = options.database ?? (await openDatabase({ kind: 'postgres', url: options.url! }));
  const app = await buildApp(testConfig({ logLevel: 'silent', webDist: '/nonexistent', ...options.config }), { database });
  options.beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: options.port });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  const { onMessage } = options;
  if (onMessage) process.on('message', (msg: ChildMessage) => onMessage(msg, app));
  process.send?.({ cmd: 'ready' });
  return { app, database };
}

/**
 * A bench's own database, migrated and holding the demo catalogue of `products` pieces: on
 * PostgreSQL (`postgres` is the admin url) the database `name`, made anew when `reseed` says so
 * or when it does not exist yet (and kept between runs otherwise); else PGlite in a fresh
 * temporary directory.
 */
export async function openBenchDatabase(options: { postgres?: string; name: string; reseed: boolean; products: number }): Promise<{ database: Database; engine: string }> {
  const { openDatabase } = await import('../src/server/db/client.js');
  const { migrate } = await import('../src/server/db/migrate.js');
  const { seedDemo, isCatalogueEmpty } = await import('../src/server/demo/seed.js');
  let database: Database;
  let engine: string;
  if (options.postgres) {
    const { default: pg } = await import('pg');
    const admin = new URL(options.postgres);
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    const exists = (await c.query('select 1 from pg_database where datname = $1', [options.name])).rowCount === 1;
    if (options.reseed && exists) await c.query(`drop database ${options.name} with (force)`);
    if (options.reseed || !exists) await c.query(`create database ${options.name}`);
    await c.end();
    admin.pathname = `/${options.name}`;
    database = await openDatabase({ kind: 'postgres', url: admin.toString() });
    engine = 'PostgreSQL';
  } else {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    database = await openDatabase({ kind: 'pglite', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`)) });
    engine = 'PGlite (embedded)';
  }
  await migrate(database);
  if (await isCatalogueEmpty(database)) {
    const started = performance.now();
    await seedDemo(database, { products: options.products });
    console.log(`seeded ${options.products.toLocaleString('en-US')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { database, engine };
}

/**
 * BENCH_COUNT_QUERIES=1: counts the statements a server process sends, by their text's start
 * (where the round trips go). Patches pg's Client and PGlite (its query, exec and transaction);
 * an empty map that stays empty otherwise. `print` lists the commonest per unit of work.
 */
export async function countStatements(): Promise<{ statements: Map<string, number>; print: (per: string, units: number) => void }> {
  const statements = new Map<string, number>();
  const count = (q: unknown) => {
    const text = (typeof q === 'string' ? q : (q as { text?: string } | null)?.text ?? '?').replace(/\s+/g, ' ').slice(0, 90);
    statements.set(text, (statements.get(text) ?? 0) + 1);
  };
  const print = (per: string, units: number) => {
    if (statements.size === 0) return;
    const total = [...statements.values()].reduce((a, b) => a + b, 0);
    console.log(`statements per ${per} (${units}): ${(total / Math.max(1, units)).toFixed(2)} in all`);
    for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(n / Math.max(1, units)).toFixed(3)}  ${text}`);
  };
  if (!process.env.BENCH_COUNT_QUERIES) return { statements, print };
  const pg = (await import('pg')).default;
  const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    count(args[0]);
    return send.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const { PGlite } = await import('@electric-sql/pglite');
  type Runner = { query: (...a: unknown[]) => unknown; exec: (...a: unknown[]) => unknown };
  const counted = <T extends Runner>(target: T): T => ({
    ...target,
    query: (...a: unknown[]) => (count(a[0]), target.query(...a)),
    exec: (...a: unknown[]) => (count(a[0]), target.exec(...a)),
  });
  const proto = PGlite.prototype as unknown as Runner & { transaction: (fn: (tx: Runner) => unknown) => unknown };
  const { query, exec, transaction } = proto;
  proto.query = function (this: unknown, ...a: unknown[]) { count(a[0]); return query.apply(this, a); };
  proto.exec = function (this: unknown, ...a: unknown[]) { count(a[0]); return exec.apply(this, a); };
  proto.transaction = function (this: unknown, fn: (tx: Runner) => unknown) { count('BEGIN … COMMIT'); return transaction.call(this, (tx: Runner) => fn(counted(tx))); };
  return { statements, print };
}

/** A bench's answer from the server: status, the time from `began`, and the body as text. */
export interface Answer {
  status: number;
  ms: number;
  body: string;
}

/**
 * One request to the server child at 127.0.0.1:`port` on `agent` (keep-alive), with the
 * member's cookie and a JSON body when there is one; `ms` counts from `began` (now, unless an
 * open-loop bench passes the time the request was due).
 */
export function benchRequest(
  agent: http.Agent,
  port: number,
  request: { method: string; path: string; cookie: string; body?: unknown; headers?: Record<string, string>; began?: number },
): Promise<Answer> {
  const began = request.began ?? performance.now();
  return new Promise((resolve, reject) => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      {
        host: '127.0.0.1', port, path: request.path, method: request.method, agent,
        headers: { cookie: request.cookie, ...request.headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - began, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
