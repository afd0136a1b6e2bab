import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { lockDataDir, type DirLock } from './lock.js';
import { schema } from './schema.js';

/**
 * What `execute` answers on both drivers: PGlite's `Results` and node-postgres' `QueryResult`
 * differ in their other fields, but both carry the rows as `rows`, and that is all we read.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}
export interface QueryRows<R> {
  rows: R[];
}

/** Both engines behind one Drizzle type: every query is written once, in Postgres SQL. */
export type Db = PgDatabase<RowsQueryResultHKT, typeof schema>;

/** The handle inside `db.transaction(tx => …)`. Repo methods take `DbOrTx` so a use case can pass its transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  readonly engine: 'pglite' | 'postgres';
  readonly db: Db;
  /** Plain SQL with $1 parameters, for bulk loads and DDL the ORM does not express. */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Several statements in one round trip, no parameters. */
  exec(text: string): Promise<void>;
  /** `COPY … FROM STDIN` with text-format rows; PostgreSQL only (bulk loads). */
  copyFrom?(statement: string, rows: string): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered when the notifying transaction
   * commits), and once more after a lost listening connection is re-established, since
   * notifications sent meanwhile are gone. Answers a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Connections of their own for one kind of read-only work that must stay short (search):
   * see ReadLane. Closed with the database.
   */
  readLane(options: ReadLaneOptions): ReadLane;
  /** PGlite only: the whole data directory as a tarball, for `{ kind: 'pglite', from }` (the tests' migrated template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ReadLaneOptions {
  /** Connections at most: requests beyond them wait in this process, not in the database. */
  max: number;
  /** No statement of the lane runs longer (PostgreSQL cancels it: SQLSTATE 57014). */
  statementTimeoutMs: number;
}

export interface ReadLane {
  /**
   * One read-only statement. `name` makes it a prepared statement (one per connection,
   * parsed once). When `signal` aborts (the HTTP client went away) before the statement
   * starts, it never starts; while it runs, PostgreSQL cancels it (57014).
   */
  query<R = Record<string, unknown>>(text: string, params: unknown[], options?: { name?: string; signal?: AbortSignal }): Promise<{ rows: R[] }>;
}

/** The error a lane answers for a statement whose caller gave up before it began. */
export class QueryAbandonedError extends Error {
  readonly code = 'query_abandoned';
  constructor() {
    super('The statement was not run: its caller went away.');
  }
}

// bigint columns come back as numbers: money in minor units stays far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export type DatabaseConfig =
  /** `from`: an in-memory database starts as this dump of another (`dumpDataDir`) instead of running initdb. */
  | { kind: 'pglite'; dataDir: string | null; from?: Blob }
  | { kind: 'postgres'; url: string };

export interface OpenOptions {
  /**
   * PostgreSQL: no statement may run longer than this (ms); it is cancelled by the server
   * and the request answers 503. Unset for migrations and seeding, whose index builds are long.
   * (PGlite runs in this process and has no timer to cancel with.)
   */
  statementTimeoutMs?: number;
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url, options);
  return openPglite(config.dataDir, config.from);
}

async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  const lock: DirLock | null = dataDir ? lockDataDir(dataDir) : null;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(from ? { loadDataDir: from } : {}),
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  let closed = false;
  return {
    engine: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    async query<R>(text: string, params: unknown[] = []) {
      const result = await client.query<R>(text, params);
      return { rows: result.rows };
    },
    async exec(text: string) {
      await client.exec(text);
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!closed) await stop();
      };
    },
    // PGlite runs in this process, one statement at a time, with no timer to cancel by:
    // a statement whose caller went away before it began is skipped, nothing more.
    readLane: () => ({
      async query<R>(text: string, params: unknown[], options: { signal?: AbortSignal } = {}) {
        if (options.signal?.aborted) throw new QueryAbandonedError();
        const result = await client.query<R>(text, params);
        return { rows: result.rows };
      },
    }),
    async dumpDataDir() {
      await client.query('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (dataDir) await client.query('CHECKPOINT');
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** SQLSTATEs and socket errors that mean the server went away, not that the query was wrong. */
const CONNECTION_LOST = new Set([
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH',
]);

/** True when an error says the database is unreachable (answer 503 and try again later). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_LOST.has(code)) return true;
  if (error.cause !== undefined && error.cause !== error && isConnectionError(error.cause)) return true;
  return /Connection terminated|connection error|Client was closed|timeout exceeded when trying to connect/i.test(error.message);
}

/**
 * True when the database rolled the transaction back as a deadlock's victim or a serialization
 * failure (SQLSTATE 40P01, 40001), wrapped or not: nothing was written, and running it again
 * is the remedy.
 */
export function isConflictError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/** A statement that changes nothing, so running it twice is harmless. */
function isReadOnly(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return false;
  return /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|merge|for\s+update|nextval|setval|pg_advisory)/i.test(text);
}

function isBegin(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/** Every client of the pool gets the listeners that keep a dropped connection from killing the process. */
function guardPool(pool: pg.Pool) {
  // A backend that is terminated (failover, restart, pg_terminate_backend) makes its client
  // emit 'error'. The pool listens only while a client is idle; one that is checked out has
  // no listener and the event would kill the process. Every client gets its own listener;
  // the query in flight fails on its own, and the pool discards the broken client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Drizzle sends BEGIN outside its try/finally: when BEGIN fails on a dead connection the
    // client is never released, and the pool (and its shutdown) waits for it forever.
    // Release it here, with the error, so the pool discards it.
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const answer = send(...args);
      if (!isBegin(args[0]) || !(answer instanceof Promise)) return answer;
      return answer.catch((error: unknown) => {
        (client as unknown as { release?: (err?: unknown) => void }).release?.(error);
        throw error;
      });
    };
  });
  pool.on('error', () => {
    // idle client errors (server restart) are recovered by the pool on next checkout
  });
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    idleTimeoutMillis: 30_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  guardPool(pool);
  const lanes: pg.Pool[] = [];
  // An unreachable server should fail the start with its own message, not on first request.
  const probe = await pool.connect();
  probe.release();
  // Reads outside a transaction are retried once on a fresh connection; a write is not (it
  // may have committed before the connection dropped): its caller answers 503.
  const rawQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return rawQuery(...args);
    return rawQuery(...args).catch((error: unknown) => {
      if (isConnectionError(error) && isReadOnly(args[0])) return rawQuery(...args);
      throw error;
    });
  };
  let closed = false;
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    engine: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    async query<R>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return { rows: result.rows as R[] };
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async copyFrom(statement: string, rows: string) {
      const client = await pool.connect();
      try {
        await pipeline(Readable.from([rows]), client.query(copyFromStdin(statement)));
      } finally {
        client.release();
      }
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const listener = await listenPostgres(url, channel, onNotify);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    readLane(lane: ReadLaneOptions): ReadLane {
      // statement_timeout is a setting of the lane's connections, sent when each connects:
      // no statement of its own per query.
      const own = new pg.Pool({ connectionString: url, max: lane.max, idleTimeoutMillis: 30_000, statement_timeout: lane.statementTimeoutMs });
      guardPool(own);
      lanes.push(own);
      const once = async <R>(text: string, params: unknown[], name: string | undefined, signal: AbortSignal | undefined) => {
        const client = await own.connect();
        let failed: unknown;
        let cancelling: Promise<unknown> | null = null;
        const cancel = () => {
          // On another connection; the lane's client is kept until it is done, so the
          // cancel cannot reach a statement that a later caller runs on this backend.
          // (processID: the backend's pid, from the server's BackendKeyData; untyped in @types/pg.)
          const pid = (client as unknown as { processID: number }).processID;
          cancelling = pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
        };
        try {
          if (signal?.aborted) throw new QueryAbandonedError();
          signal?.addEventListener('abort', cancel, { once: true });
          const result = await client.query({ text, values: params, ...(name ? { name } : {}) });
          return { rows: result.rows as R[] };
        } catch (error) {
          failed = error;
          throw error;
        } finally {
          signal?.removeEventListener('abort', cancel);
          if (cancelling) await cancelling;
          client.release(isConnectionError(failed) ? (failed as Error) : undefined);
        }
      };
      return {
        async query<R>(text: string, params: unknown[], options: { name?: string; signal?: AbortSignal } = {}) {
          try {
            return await once<R>(text, params, options.name, options.signal);
          } catch (error) {
            // Read-only: once more on a fresh connection when the old one had died.
            if (isConnectionError(error) && !options.signal?.aborted) return once<R>(text, params, options.name, options.signal);
            throw error;
          }
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      await Promise.all([pool.end(), ...lanes.map((l) => l.end())]);
    },
  };
}

/** A quoted identifier: channel names are ours, but LISTEN takes no parameters. */
function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * LISTEN holds a connection of its own (a pooled one would be handed to someone else). When
 * it drops, it is opened again with backoff, and `onNotify('')` tells the listener to catch up
 * on whatever it may have missed.
 */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 100;

  async function open(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => {});
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    c.on('end', () => {
      if (client === c) client = null;
      if (!stopped) reopen();
    });
    await c.connect();
    await c.query(`LISTEN ${ident(channel)}`);
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    delay = 100;
  }

  function reopen(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      open().then(
        () => onNotify(''),
        () => {
          delay = Math.min(delay * 2, 5000);
          reopen();
        },
      );
    }, delay);
    retry.unref();
  }

  await open();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
