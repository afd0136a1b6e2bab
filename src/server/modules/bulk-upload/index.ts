import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import { createBulkUploadRepo } from './bulk-upload.repo.js';
import { createBulkUploadService, type BulkUploadDeps, type BulkUploadService } from './bulk-upload.service.js';
import { defineRecognitionJob } from './bulk-upload.jobs.js';

export { createBulkUploadService, BULK_MESSAGES, type BulkUploadService } from './bulk-upload.service.js';
export { ZIP_LIMITS, ZIP_MESSAGES } from './zip.js';
export { bulkUploadRoutes, BULK_UPLOAD_RATES } from './bulk-upload.routes.js';
export { RECOGNISE_JOB } from './bulk-upload.jobs.js';
export { SHEET_MESSAGES } from './sheet.js';

/** The bulk-upload module wired: its repo, and the recognition job that calls back into the service. */
export function createBulkUpload(deps: Omit<BulkUploadDeps, 'repo' | 'enqueueRecognition'> & { db: Db; jobs: Pick<JobRunner, 'define'> }): BulkUploadService {
  const { db, jobs, ...rest } = deps;
  // The job and the service need each other: the handler reaches the service once it exists.
  let service: BulkUploadService | null = null;
  const enqueueRecognition = defineRecognitionJob(jobs, (pieceId) => service!.recognise(pieceId));
  service = createBulkUploadService({ ...rest, repo: createBulkUploadRepo(db), enqueueRecognition });
  return service;
}
