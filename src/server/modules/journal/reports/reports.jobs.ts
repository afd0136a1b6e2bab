import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import type { JobKind, JobRunner } from '../../../platform/jobs/index.js';
import { isReportPeriod, lastWholeMonth, periodBounds, shiftPeriod } from '../../../../shared/journal/report-text.js';
import type { MarketReports } from './reports.service.js';

/** The monthly job that writes last month's market reports (issue #36, decision 056). */
export const MARKET_REPORTS_JOB = 'journal.market-reports';

/** One job per month, ever, whichever instance enqueues it (the job runner's unique key). */
export const marketReportsKey = (period: string) => `${MARKET_REPORTS_JOB}:${period}`;

/**
 * Defines `journal.market-reports`: the job for month P runs once P is over (at the first
 * instant of the month after, in UTC), writes P's reports through the Journal in the job's own
 * transaction (the reports and the job's completion commit together), and schedules the next
 * month. Every instance schedules at start; the unique key keeps one job per month, so a month
 * is written once however many instances enqueue or claim it.
 *
 * `schedule()` enqueues the month under way, due when it ends; `schedule({ backfillMonths: n })`
 * also the last n whole months, due at once: the demo asks for 12, so its catalogue gets a year
 * of reports written by this same job from the seeded history (an instance that starts later
 * finds those months' jobs done, and writes nothing again).
 */
export function defineMarketReportsJob(
  jobs: Pick<JobRunner, 'define'>,
  deps: { reports: () => MarketReports; now: () => Date },
): { job: JobKind<{ period: string }>; schedule(options?: { backfillMonths?: number }): Promise<void> } {
  let job: JobKind<{ period: string }> | null = null;
  const enqueue = async (period: string, tx?: DbOrTx) => {
    await job!.enqueue({ period }, { runAt: periodBounds(period).end, uniqueKey: marketReportsKey(period), ...(tx ? { tx } : {}) });
  };
  job = jobs.define(
    MARKET_REPORTS_JOB,
    async ({ payload }, { tx }) => {
      await deps.reports().write(payload.period, tx);
      // In the job's transaction: on PGlite, one connection, the outer handle would wait on it.
      await enqueue(shiftPeriod(payload.period, 1), tx);
    },
    {
      payload: z.object({ period: z.string().refine(isReportPeriod, 'must be a month, YYYY-MM') }),
      transaction: true,
      maxAttempts: 5,
      // A month's reports read a month of sales: seconds at a million products (bench/journal.bench.ts), well inside this.
      leaseSeconds: 900,
    },
  );
  return {
    job,
    async schedule(options = {}) {
      const last = lastWholeMonth(deps.now());
      const back = Math.max(0, options.backfillMonths ?? 0);
      for (let i = back - 1; i >= 0; i--) await enqueue(shiftPeriod(last, -i));
      // The month under way, due when it ends.
      await enqueue(shiftPeriod(last, 1));
    },
  };
}
