import { z } from 'zod';
import type { Audit } from '../../platform/audit/index.js';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import type { PrivateStore } from '../../platform/storage/index.js';
import { APPLICATION_SUBJECT, PURGE_JOB } from './club.decisions.js';
import type { ClubRepo } from './club.repo.js';

export interface PurgeDeps {
  repo: Pick<ClubRepo, 'byId' | 'update'>;
  store: Pick<PrivateStore, 'delete'>;
  audit: Pick<Audit, 'record'>;
  now: () => Date;
}

/**
 * `club.document.purge`: deletes an application's identity document once the retention after
 * the decision has run out (scheduled by the decision, one per application), and marks it
 * deleted. The file goes first: a retry after a failed commit finds it gone and marks again.
 * The SHA-256 stays, so a document used again on another account still shows as a duplicate.
 */
export function definePurgeJob(jobs: Pick<JobRunner, 'define'>, deps: PurgeDeps): JobKind<{ applicationId: string }> {
  const { repo, store, audit, now } = deps;
  return jobs.define(
    PURGE_JOB,
    async (job, { tx }) => {
      const row = await repo.byId(job.payload.applicationId, tx, true);
      if (!row || row.documentKey === null) return;
      await store.delete(row.documentKey);
      await repo.update(row.id, { documentKey: null, documentDeletedAt: now() }, tx);
      await audit.record(tx, {
        actorId: null,
        action: 'membership.document.purged',
        subjectType: APPLICATION_SUBJECT,
        subjectId: row.id,
        detail: { reason: 'retention' },
      });
    },
    { payload: z.object({ applicationId: z.uuid() }), transaction: true, maxAttempts: 8 },
  );
}
