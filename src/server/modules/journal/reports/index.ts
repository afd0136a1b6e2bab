/** The Journal's market reports written from the data (issue #36, decision 056). */
import type { MarketReports } from './reports.service.js';

export { createMarketReports, type GeneratedReport, type MarketReports } from './reports.service.js';
export { defineMarketReportsJob, MARKET_REPORTS_JOB, marketReportsKey } from './reports.jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market reports and their monthly job (app.ts); tests write a month with `reports.write`. */
    marketReports: { reports: MarketReports; schedule(options?: { backfillMonths?: number }): Promise<void> };
  }
}
