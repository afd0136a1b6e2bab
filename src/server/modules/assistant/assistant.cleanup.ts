import { z } from 'zod';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import type { AssistantRepo } from './assistant.repo.js';

/**
 * Guests' conversations end with their browser session (issue #16). The session cookie has no
 * expiry the server can see, so a guest's conversation counts as ended once it has been idle
 * this long (decision 029); members keep theirs until they delete it or their account.
 */
export const GUEST_CONVERSATION_IDLE_HOURS = 24;
export const GUEST_CLEANUP_JOB = 'assistant.guest-cleanup';
/** Runs every hour; each run deletes in batches so one transaction never holds many rows. */
const EVERY_MS = 3600 * 1000;
const BATCH = 500;

const hourOf = (d: Date) => d.toISOString().slice(0, 13);

export function defineGuestCleanupJob(jobs: Pick<JobRunner, 'define'>, deps: { repo: Pick<AssistantRepo, 'deleteIdleGuestConversations'>; now: () => Date }): {
  job: JobKind<{ hour: string }>;
  /** Makes sure the next run is scheduled (on boot; idempotent: one job per hour). */
  schedule(): Promise<void>;
  /** One pass now: how many guest conversations it deleted. */
  sweep(): Promise<number>;
} {
  let job: JobKind<{ hour: string }> | null = null;
  const schedule = async (from = deps.now()) => {
    const at = new Date(Math.floor(from.getTime() / EVERY_MS) * EVERY_MS + EVERY_MS);
    await job!.enqueue({ hour: hourOf(at) }, { runAt: at, uniqueKey: `${GUEST_CLEANUP_JOB}:${hourOf(at)}` });
  };
  const sweep = async () => {
    const before = new Date(deps.now().getTime() - GUEST_CONVERSATION_IDLE_HOURS * 3600 * 1000);
    let total = 0;
    for (;;) {
      const n = await deps.repo.deleteIdleGuestConversations(before, BATCH);
      total += n;
      if (n < BATCH) return total;
    }
  };
  job = jobs.define(
    GUEST_CLEANUP_JOB,
    async () => {
      await sweep();
      await schedule();
    },
    { payload: z.object({ hour: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/) }), maxAttempts: 5 },
  );
  return { job, schedule: () => schedule(), sweep };
}
