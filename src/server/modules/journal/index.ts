/**
 * The Journal (issue #36): articles and market reports, their editors, scheduling and reading.
 *
 * ## For the market-reports generator (modules/journal/reports/)
 *
 *   const journal = createJournal({ db, jobs, audit, media, catalog, notifications, accounts, now });
 *   await journal.service.upsertGeneratedReport({
 *     category: 'handbags' | null,     // a category slug, or null for the whole market
 *     period: '2026-11',               // the month reported ('YYYY-MM')
 *     title, standfirst,               // plain text, one line each
 *     blocks,                          // JournalBlock[] (src/shared/journal/blocks.ts), validated again here
 *     dataVersion: 'sha256…',          // anything that changes when the figures change
 *     publish: true,                   // publish now (default); false keeps a new report as a draft
 *   }, tx?)
 *   → { articleId, slug, outcome: 'created' | 'updated' | 'unchanged' | 'held_for_editor' }
 *
 * One report per (category, period). Same dataVersion again: 'unchanged'. New data on a
 * report no editor has touched: its text is replaced (a new revision, source 'generator').
 * New data on a report an editor has edited: **the editor's text is kept**; the generated text
 * is stored as a revision and the report is flagged `pendingData` with what changed (title,
 * standfirst, which blocks), which /admin/journal shows; the editor takes it or keeps theirs.
 * A report first published raises the `journal_report` notification for followers of its
 * category (and everyone who opted in) — the daily digest includes it.
 */
export {
  createJournal, type Journal, type JournalDeps,
} from './journal.wiring.js';
export {
  type JournalService, type GeneratedReportInput, type GeneratedReportOutcome, PUBLISH_JOB,
} from './journal.service.js';
export { journalRoutes } from './journal.routes.js';
export { createSitemaps, sitemapRoutes, SITEMAP_MAX_URLS, type Sitemaps, type SitemapOptions } from './journal.sitemap.js';
export { createMarketReports, defineMarketReportsJob, MARKET_REPORTS_JOB, marketReportsKey, type GeneratedReport, type MarketReports } from './reports/index.js';
