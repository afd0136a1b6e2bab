import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Audit } from '../../platform/audit/index.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import type { Media } from '../../platform/media/index.js';
import { createJournalRepo, type JournalRepo } from './journal.repo.js';
import { createSitemaps, type Sitemaps } from './journal.sitemap.js';
import { createJournalService, PUBLISH_JOB, type JournalService, type JournalServiceDeps } from './journal.service.js';

export interface JournalDeps {
  db: Db;
  jobs: Pick<JobRunner, 'define' | 'cancel'>;
  audit: Pick<Audit, 'record'>;
  media: Pick<Media, 'ingestImage'>;
  catalog: JournalServiceDeps['catalog'];
  accounts: JournalServiceDeps['accounts'];
  notifications: JournalServiceDeps['notifications'];
  publicUrl: string;
  now: () => Date;
}

export interface Journal {
  repo: JournalRepo;
  service: JournalService;
  /** /sitemap.xml and its files (journal.sitemap.ts). */
  sitemaps: Sitemaps;
}

/**
 * The Journal's service and its scheduled-publish job (`journal.publish`, one per article and
 * time, unique-keyed): the job publishes in its own transaction, so an article goes out once
 * whichever instance claims it.
 */
export function createJournal(deps: JournalDeps): Journal {
  const repo = createJournalRepo(deps.db);
  let service: JournalService | null = null;
  const publishJob = deps.jobs.define(
    PUBLISH_JOB,
    async (job, { tx }: { tx: DbOrTx }) => {
      await service!.publishDue(job.payload.articleId, job.payload.publishAt, tx);
    },
    { payload: z.object({ articleId: z.uuid(), publishAt: z.iso.datetime() }), transaction: true, maxAttempts: 8 },
  );
  service = createJournalService({
    repo, audit: deps.audit, media: deps.media, catalog: deps.catalog, accounts: deps.accounts, jobs: deps.jobs, publishJob, publicUrl: deps.publicUrl, now: deps.now,
    notifications: deps.notifications,
  });
  return { repo, service, sitemaps: createSitemaps({ db: deps.db, journal: service, publicUrl: deps.publicUrl }) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Journal's service (the market-reports job and tests call upsertGeneratedReport). */
    journal: JournalService;
  }
}
