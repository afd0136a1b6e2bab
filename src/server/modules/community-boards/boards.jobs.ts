import { z } from 'zod';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import type { BoardsService } from './boards.service.js';

/** The job that rewrites every leaderboard and discover's scores (issue #37, decision 059). */
export const BOARDS_REFRESH_JOB = 'community-boards.refresh';
/** How often: boards are current within this many minutes (plus the run's own time). */
export const REFRESH_EVERY_MINUTES = 5;
const EVERY_MS = REFRESH_EVERY_MINUTES * 60_000;

const slotOf = (d: Date) => new Date(Math.floor(d.getTime() / EVERY_MS) * EVERY_MS);
const keyOf = (slot: Date) => `${BOARDS_REFRESH_JOB}:${slot.toISOString().slice(0, 16)}`;

/**
 * `community-boards.refresh`: one job per five-minute slot, ever (the runner's unique key), so
 * however many instances schedule it, one claims and runs each slot. The handler first
 * schedules the next slot, then refreshes; each board is its own transaction inside
 * (service.refreshAll), so a reader sees a board's old ranks or its new ones, never half.
 * At boot every instance asks for the current slot at once: the demo's boards are full on
 * first start, and an instance starting within a slot another already ran finds it done.
 */
export function defineBoardsRefreshJob(
  jobs: Pick<JobRunner, 'define'>,
  deps: { service: () => Pick<BoardsService, 'refreshAll'>; now: () => Date },
): { job: JobKind<{ slot: string }>; schedule(): Promise<void>; runSoon(): Promise<void> } {
  let job: JobKind<{ slot: string }> | null = null;
  const enqueue = async (slot: Date, runAt?: Date) => {
    await job!.enqueue({ slot: slot.toISOString() }, { uniqueKey: keyOf(slot), ...(runAt ? { runAt } : {}) });
  };
  job = jobs.define(
    BOARDS_REFRESH_JOB,
    async ({ payload }) => {
      const current = slotOf(deps.now());
      const next = new Date(current.getTime() + EVERY_MS);
      await enqueue(next, next);
      // A slot whose time has passed (the app was down, or the run before overran it) is
      // skipped: the current slot's run is queued and does the same work once, not again and again.
      if (new Date(payload.slot) < current) return;
      await deps.service().refreshAll();
    },
    // A run at the benchmark's scale took 60 s (bench:community); the lease leaves room.
    { payload: z.object({ slot: z.string().datetime() }), maxAttempts: 3, leaseSeconds: 600 },
  );
  return {
    job,
    async schedule() {
      await enqueue(slotOf(deps.now()));
    },
    /** An admin's "recompute now": one more run, due at once (one per second at most). */
    async runSoon() {
      const at = deps.now();
      await job!.enqueue({ slot: at.toISOString() }, { uniqueKey: `${BOARDS_REFRESH_JOB}:now:${at.toISOString().slice(0, 19)}` });
    },
  };
}
