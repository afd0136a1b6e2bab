import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { createJobsRepo, type JobRow, type JobsRepo } from './jobs.repo.js';
import type { JobStatus } from './jobs.tables.js';

export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  /** Poll interval in ms; 0 starts no timer (tests call runDue()). */
  pollMs: number;
  log: JobLog;
  /** Written into `locked_by` of the jobs this runner holds; host, pid and a random tag by default. */
  name?: string;
}

/** A claimed job as its handler sees it: the payload is already parsed by the kind's schema. */
export interface Job<P> {
  id: number;
  kind: string;
  payload: P;
  uniqueKey: string | null;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

export interface JobContext {
  /**
   * With `transaction: true`, the transaction that also marks the job done: the handler's
   * writes and the job's completion commit together or not at all. Otherwise the plain
   * handle, each statement committing on its own.
   */
  tx: DbOrTx;
}

export type JobHandler<P> = (job: Job<P>, ctx: JobContext) => Promise<void>;

export interface JobKindOptions<S extends z.ZodType> {
  /** The payload's shape; checked when enqueued and again when run. Plain JSON data only. */
  payload: S;
  /** Attempts before the job is dead; 5 by default. */
  maxAttempts?: number;
  /** Seconds to wait before attempt `attempts + 1`; exponentialBackoff() by default. */
  backoff?: (attempts: number) => number;
  /** How long a claim holds; a handler must finish well within it. 300 s by default. */
  leaseSeconds?: number;
  /** Jobs of this kind one runner runs at once; 1 by default. */
  concurrency?: number;
  /** Run the handler in a transaction that also marks the job done (see JobContext). */
  transaction?: boolean;
  /**
   * false: the runner's own timer leaves this kind alone and its owner drives it with
   * runDue({ kinds: [kind] }) on its own schedule (the mailer, with MAIL_POLL_MS).
   */
  polled?: boolean;
}

export interface EnqueueOptions {
  /** Not before this time. */
  runAt?: Date;
  /** Not before this many ms from now (the database's now). */
  delayMs?: number;
  /** One job per key, ever: a second enqueue returns the first job and changes nothing. */
  uniqueKey?: string;
  /** Enqueue inside the caller's transaction: the job exists if and only if it commits. */
  tx?: DbOrTx;
}

export interface EnqueuedJob {
  id: number;
  /** false: the unique key already had a job, returned as it is. */
  created: boolean;
  status: JobStatus;
  runAt: Date;
}

/** A defined kind, typed by its payload. */
export interface JobKind<P> {
  readonly kind: string;
  enqueue(payload: P, options?: EnqueueOptions): Promise<EnqueuedJob>;
}

export interface JobRunner {
  readonly repo: JobsRepo;
  define<S extends z.ZodType>(kind: string, handler: JobHandler<z.output<S>>, options: JobKindOptions<S>): JobKind<z.input<S>>;
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<EnqueuedJob>;
  /** Drops a pending job; false when none is pending under that key (running, done, dead or absent). */
  cancel(uniqueKey: string, tx?: DbOrTx): Promise<boolean>;
  /** Moves a pending job (an auction's end moved on soft close); false when none is pending. */
  reschedule(uniqueKey: string, at: { runAt?: Date; delayMs?: number }, tx?: DbOrTx): Promise<boolean>;
  /**
   * Runs every due job of these kinds (all defined kinds by default) until none is due;
   * resolves when done. A call while a kind is draining joins that drain, which then looks
   * once more.
   */
  runDue(options?: { kinds?: readonly string[] }): Promise<void>;
  start(): void;
  /** Stops polling and claiming; resolves when the jobs in flight have finished. */
  stop(): Promise<void>;
}

/** base, 2·base, 4·base … seconds, capped. */
export function exponentialBackoff({ baseSeconds = 10, maxSeconds = 3600 } = {}): (attempts: number) => number {
  return (attempts) => Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

interface Definition {
  kind: string;
  handler: JobHandler<unknown>;
  payload: z.ZodType;
  maxAttempts: number;
  backoff: (attempts: number) => number;
  leaseSeconds: number;
  concurrency: number;
  transaction: boolean;
  polled: boolean;
}

/** The claim moved to another runner (our lease ran out): our transaction must not commit. */
class LeaseLost extends Error {}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

export function createJobRunner(db: Db, options: JobRunnerOptions): JobRunner {
  const repo = createJobsRepo(db);
  const owner = options.name ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const kinds = new Map<string, Definition>();
  const draining = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;

  function definition(kind: string): Definition {
    const def = kinds.get(kind);
    if (!def) throw new Error(`no job kind "${kind}" is defined on this runner`);
    return def;
  }

  async function enqueue(kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<EnqueuedJob> {
    const def = definition(kind);
    const parsed = def.payload.safeParse(payload);
    if (!parsed.success) throw new Error(`invalid payload for job "${kind}": ${z.prettifyError(parsed.error)}`);
    const { job, created } = await repo.insert(
      {
        kind,
        payload: parsed.data,
        uniqueKey: opts.uniqueKey ?? null,
        maxAttempts: def.maxAttempts,
        ...(opts.runAt ? { runAt: opts.runAt } : {}),
        ...(opts.delayMs ? { delayMs: opts.delayMs } : {}),
      },
      opts.tx,
    );
    // Committed and due now: run it soon rather than at the next tick.
    if (created && !opts.tx && !opts.runAt && !opts.delayMs && def.polled && timer) schedule(0);
    return { id: job.id, created, status: job.status, runAt: job.runAt };
  }

  /** Runs one claimed job to done, a later retry, or dead. */
  async function execute(def: Definition, row: JobRow): Promise<void> {
    const context = { job: row.id, kind: row.kind, attempts: row.attempts };
    if (row.attempts > row.maxAttempts) {
      // Re-claimed after a lease ran out, with nothing left to try.
      const error = `attempt ${row.attempts - 1} of ${row.maxAttempts} stopped without finishing (its lease ran out)`;
      options.log.warn({ ...context, err: error }, 'job dead');
      await repo.bury(row.id, owner, row.attempts, row.lastError ? `${error}; before that: ${row.lastError}` : error);
      return;
    }
    const parsed = def.payload.safeParse(row.payload);
    if (!parsed.success) {
      // No retry can mend a payload: dead now, with the reason.
      const error = `invalid payload: ${z.prettifyError(parsed.error)}`;
      options.log.error({ ...context, err: error }, 'job dead');
      await repo.bury(row.id, owner, row.attempts, error);
      return;
    }
    const job: Job<unknown> = {
      id: row.id,
      kind: row.kind,
      payload: parsed.data,
      uniqueKey: row.uniqueKey,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      runAt: row.runAt,
    };
    try {
      if (def.transaction) {
        await db.transaction(async (tx) => {
          await def.handler(job, { tx });
          if (!(await repo.complete(row.id, owner, row.attempts, tx))) throw new LeaseLost();
        });
      } else {
        await def.handler(job, { tx: db });
        if (!(await repo.complete(row.id, owner, row.attempts))) {
          options.log.warn(context, 'job finished after its lease ran out; another runner may have run it again');
        }
      }
    } catch (error) {
      if (error instanceof LeaseLost) {
        options.log.warn(context, 'job lease ran out before it finished; its writes were rolled back');
        return;
      }
      const message = messageOf(error);
      if (row.attempts >= row.maxAttempts) {
        options.log.error({ ...context, err: message }, 'job dead');
        await repo.bury(row.id, owner, row.attempts, message);
      } else {
        const delay = def.backoff(row.attempts);
        options.log.warn({ ...context, err: message, retryInSeconds: delay }, 'job failed');
        await repo.retry(row.id, owner, row.attempts, message, delay);
      }
    }
  }

  /** One of `concurrency` workers: claims a job at a time so its lease starts when it runs. */
  async function worker(def: Definition): Promise<void> {
    while (!stopping) {
      const [row] = await repo.claim(def.kind, 1, def.leaseSeconds, owner);
      if (!row) return;
      await execute(def, row);
    }
  }

  function drain(kind: string): Promise<void> {
    const running = draining.get(kind);
    if (running) {
      again.add(kind);
      return running;
    }
    const def = definition(kind);
    const pass = (async () => {
      try {
        do {
          again.delete(kind);
          const results = await Promise.allSettled(Array.from({ length: def.concurrency }, () => worker(def)));
          const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
          if (failed) throw failed.reason;
        } while (again.has(kind) && !stopping);
      } finally {
        draining.delete(kind);
      }
    })();
    draining.set(kind, pass);
    return pass;
  }

  async function runDue(opts: { kinds?: readonly string[] } = {}): Promise<void> {
    const wanted = opts.kinds ?? [...kinds.keys()];
    const results = await Promise.allSettled(wanted.map(drain));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  function schedule(delay: number) {
    if (stopping || options.pollMs <= 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // Each kind drains on its own: a long job of one kind (a leaderboard refresh of a minute)
      // no longer holds back the other kinds' next poll. A kind still draining is not started
      // twice; drain() asks its running pass to look again.
      for (const d of kinds.values()) {
        if (!d.polled) continue;
        drain(d.kind).catch((error: unknown) => options.log.error({ err: error, kind: d.kind }, 'job pass failed'));
      }
      schedule(options.pollMs);
    }, delay);
    timer.unref();
  }

  return {
    repo,
    define(kind, handler, kindOptions) {
      if (kinds.has(kind)) throw new Error(`job kind "${kind}" is defined twice`);
      const def: Definition = {
        kind,
        handler: handler as JobHandler<unknown>,
        payload: kindOptions.payload,
        maxAttempts: kindOptions.maxAttempts ?? 5,
        backoff: kindOptions.backoff ?? exponentialBackoff(),
        leaseSeconds: kindOptions.leaseSeconds ?? 300,
        concurrency: Math.max(1, kindOptions.concurrency ?? 1),
        transaction: kindOptions.transaction ?? false,
        polled: kindOptions.polled ?? true,
      };
      kinds.set(kind, def);
      return { kind, enqueue: (payload, opts) => enqueue(kind, payload, opts) };
    },
    enqueue,
    cancel: (uniqueKey, tx) => repo.cancel(uniqueKey, tx),
    reschedule: (uniqueKey, at, tx) => repo.reschedule(uniqueKey, at, tx),
    runDue,
    start() {
      stopping = false;
      schedule(options.pollMs);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...draining.values()]);
    },
  };
}
