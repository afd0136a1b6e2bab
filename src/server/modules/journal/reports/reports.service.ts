import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../../db/client.js';
import { composeReport, type ComposedReport } from '../../../../shared/journal/report-compose.js';
import type { ReportFacts } from '../../../../shared/journal/report-facts.js';
import { isReportPeriod, periodBounds } from '../../../../shared/journal/report-text.js';
import { InvalidError } from '../../../platform/errors.js';
import type { GeneratedReportInput, GeneratedReportOutcome } from '../journal.service.js';
import { gatherMonthFacts } from './reports.facts.js';
import { createReportsRepo } from './reports.repo.js';

/** One report written from the data: what the Journal stores (GeneratedReportInput) and the facts behind it. */
export interface GeneratedReport extends ComposedReport {
  /** A category slug, or null for the market as a whole. */
  category: string | null;
  period: string;
  /** sha256 of the facts: it changes exactly when a figure does. */
  dataVersion: string;
  /** The houses the report names, for readers who follow them. */
  brands: string[];
  facts: ReportFacts;
}

export interface MarketReports {
  /** Every report of the month (the market first, then each top-level category), composed but not stored. */
  generate(period: string, tx?: DbOrTx): Promise<GeneratedReport[]>;
  /** Generates the month's reports and stores each through the Journal, in `tx` when given. */
  write(period: string, tx?: DbOrTx, options?: { publishedAt?: Date }): Promise<{ category: string | null; slug: string; outcome: GeneratedReportOutcome }[]>;
}

/** sha256 of a value's JSON: the same facts always give the same version. */
function versionOf(facts: ReportFacts): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex');
}

function toReport(facts: ReportFacts): GeneratedReport {
  const composed = composeReport(facts);
  const brands = [...new Set([...facts.models.map((m) => m.brand.slug), ...facts.houses.slice(0, 12).map((h) => h.brand.slug)])];
  return { ...composed, category: facts.category?.slug ?? null, period: facts.period, dataVersion: versionOf(facts), brands, facts };
}

/**
 * The Journal's market reports (issue #36, decision 056): each month, for the market and for
 * each top-level category, facts gathered from the views the owning modules publish
 * (reports.repo.ts), written into text by the shared composer (shared/journal/report-compose.ts)
 * and stored through the Journal's `upsertGeneratedReport`, which keeps an editor's edit when
 * the data moves. Reads no table of its own and writes none but through the Journal.
 */
export function createMarketReports(deps: {
  db: Db;
  journal: { upsertGeneratedReport(input: GeneratedReportInput, tx?: DbOrTx): Promise<{ articleId: string; slug: string; outcome: GeneratedReportOutcome }> };
}): MarketReports {
  const repo = createReportsRepo(deps.db);

  async function generate(period: string, tx?: DbOrTx): Promise<GeneratedReport[]> {
    if (!isReportPeriod(period)) throw new InvalidError(`'${period}' is not a month (YYYY-MM).`, 'invalid_period');
    const month = await gatherMonthFacts(repo, period, tx);
    return [month.market, ...month.categories].map(toReport);
  }

  return {
    generate,
    async write(period, tx, options = {}) {
      if (tx) await repo.allowBatchReads(tx);
      const reports = await generate(period, tx);
      // A report is published as of the first day after its month unless told otherwise.
      const publishedAt = options.publishedAt ?? periodBounds(period).end;
      const out: { category: string | null; slug: string; outcome: GeneratedReportOutcome }[] = [];
      for (const r of reports) {
        const input: GeneratedReportInput = {
          category: r.category, period: r.period, title: r.title, standfirst: r.standfirst, blocks: r.blocks, dataVersion: r.dataVersion, brands: r.brands, publishedAt,
        };
        const { slug, outcome } = await deps.journal.upsertGeneratedReport(input, tx);
        out.push({ category: r.category, slug, outcome });
      }
      return out;
    },
  };
}
