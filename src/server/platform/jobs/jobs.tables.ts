import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work to do later, once: close an auction at its end time, deliver a mail, cancel an unpaid
 * order. Runners claim due rows with FOR UPDATE SKIP LOCKED and hold them for a lease; a row
 * whose lease ran out (its runner died) is claimed again. `dead` keeps a job that used up its
 * attempts, with its last error, for a person to look at.
 */
export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** At most one job per key, ever ("auction.close:42"): enqueueing it again changes nothing. */
    uniqueKey: text('unique_key').unique('jobs_unique_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: the claim is the holder's until then, and anyone's after. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim reads these two slices only; done and dead rows never enter either index.
    index('jobs_due_idx').on(t.kind, t.runAt).where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx').on(t.kind, t.lockedUntil).where(sql`${t.status} = 'running'`),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'dead')`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1 and ${t.attempts} >= 0`),
  ],
);
