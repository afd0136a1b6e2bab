import { and, eq, inArray, lte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { jobs } from './jobs.tables.js';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  uniqueKey: string | null;
  maxAttempts: number;
  /** An exact time, or a delay from the database's now(); neither = due now. */
  runAt?: Date;
  delayMs?: number;
}

/** When a job runs: one clock, the database's, so instances with skewed clocks agree. */
function when(at: { runAt?: Date; delayMs?: number }): SQL {
  if (at.runAt) return sql`${at.runAt.toISOString()}::timestamptz`;
  return sql`now() + make_interval(secs => ${(at.delayMs ?? 0) / 1000})`;
}

/** A claim is ours while the row still names us and this attempt; a re-claim changes both. */
function held(id: number, owner: string, attempts: number): SQL {
  return and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, owner), eq(jobs.attempts, attempts))!;
}

export interface JobsRepo {
  /** Inserts the job, or returns the one already holding its unique key untouched. */
  insert(job: NewJob, tx?: DbOrTx): Promise<{ job: JobRow; created: boolean }>;
  /**
   * Takes up to `limit` due jobs of `kind` for `leaseSeconds`, in one statement: pending jobs
   * whose time has come, and running jobs whose lease ran out. Rows another runner is claiming
   * at this instant are skipped, never waited for.
   */
  claim(kind: string, limit: number, leaseSeconds: number, owner: string): Promise<JobRow[]>;
  /** Done, if the claim is still ours; false means another runner took it over. */
  complete(id: number, owner: string, attempts: number, tx?: DbOrTx): Promise<boolean>;
  /** Back to pending after `delaySeconds`, keeping the error. */
  retry(id: number, owner: string, attempts: number, error: string, delaySeconds: number): Promise<boolean>;
  /** Dead: out of attempts, or a payload no attempt can fix. */
  bury(id: number, owner: string, attempts: number, error: string): Promise<boolean>;
  /** Removes a pending job; a running, done or dead one stays as it is. */
  cancel(uniqueKey: string, tx?: DbOrTx): Promise<boolean>;
  /** Moves a pending job to another time; false when there is no pending job with that key. */
  reschedule(uniqueKey: string, at: { runAt?: Date; delayMs?: number }, tx?: DbOrTx): Promise<boolean>;
  get(id: number): Promise<JobRow | null>;
  getByKey(uniqueKey: string): Promise<JobRow | null>;
}

const ERROR_LIMIT = 4000;

export function createJobsRepo(db: Db): JobsRepo {
  const repo: JobsRepo = {
    async insert(job, tx) {
      const handle = tx ?? db;
      const [row] = await handle
        .insert(jobs)
        .values({ kind: job.kind, payload: job.payload, uniqueKey: job.uniqueKey, maxAttempts: job.maxAttempts, runAt: when(job) })
        .onConflictDoNothing({ target: jobs.uniqueKey })
        .returning();
      if (row) return { job: row, created: true };
      // The key is taken (only a unique key can conflict): the first job stands.
      const [existing] = await handle.select().from(jobs).where(eq(jobs.uniqueKey, job.uniqueKey!));
      if (!existing) throw new Error(`job ${job.uniqueKey} conflicted and then vanished; enqueue it again`);
      return { job: existing, created: false };
    },

    async claim(kind, limit, leaseSeconds, owner) {
      // The CTE is evaluated once (FOR UPDATE keeps it from being inlined), so the rows it
      // locked are exactly the rows the update marks.
      const due = db.$with('due').as(
        db
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, kind),
              or(
                and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
                and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
              ),
            ),
          )
          .orderBy(jobs.runAt, jobs.id)
          .limit(limit)
          .for('update', { skipLocked: true }),
      );
      const rows = await db
        .with(due)
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
          lockedBy: owner,
          updatedAt: sql`now()`,
        })
        .where(inArray(jobs.id, db.select({ id: due.id }).from(due)))
        .returning();
      return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
    },

    async complete(id, owner, attempts, tx) {
      const rows = await (tx ?? db)
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
        .where(held(id, owner, attempts))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    async retry(id, owner, attempts, error, delaySeconds) {
      const rows = await db
        .update(jobs)
        .set({
          status: 'pending',
          lockedUntil: null,
          lockedBy: null,
          lastError: error.slice(0, ERROR_LIMIT),
          runAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          updatedAt: sql`now()`,
        })
        .where(held(id, owner, attempts))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    async bury(id, owner, attempts, error) {
      const rows = await db
        .update(jobs)
        .set({ status: 'dead', lockedUntil: null, lastError: error.slice(0, ERROR_LIMIT), updatedAt: sql`now()`, finishedAt: sql`now()` })
        .where(held(id, owner, attempts))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    async cancel(uniqueKey, tx) {
      const rows = await (tx ?? db)
        .delete(jobs)
        .where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, 'pending')))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    async reschedule(uniqueKey, at, tx) {
      const rows = await (tx ?? db)
        .update(jobs)
        .set({ runAt: when(at), updatedAt: sql`now()` })
        .where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, 'pending')))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    async get(id) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },

    async getByKey(uniqueKey) {
      const [row] = await db.select().from(jobs).where(eq(jobs.uniqueKey, uniqueKey));
      return row ?? null;
    },
  };
  return repo;
}
