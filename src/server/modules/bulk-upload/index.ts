import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import { createBulkUploadRepo } from './bulk-upload.repo.js';
import { createBulkUploadService, type BulkUploadDeps, type BulkUploadService } from './bulk-upload.service.js';
import { defineRecognitionJob } from './bulk-upload.jobs.js';
import { createPhotoReader } from './ocr.js';

export { createBulkUploadService, BULK_MESSAGES, type BulkUploadService } from './bulk-upload.service.js';
export { ZIP_LIMITS, ZIP_MESSAGES } from './zip.js';
export { bulkUploadRoutes, BULK_UPLOAD_RATES } from './bulk-upload.routes.js';
export { RECOGNISE_JOB } from './bulk-upload.jobs.js';
export { SHEET_MESSAGES } from './sheet.js';
export { createPhotoReader, type PhotoReader } from './ocr.js';

/**
 * The bulk-upload module wired: its repo, the recognition job that calls back into the
 * service, and the offline OCR (one worker, made on the first label; `service.close()` ends it,
 * which the routes' onClose hook calls). `ocr: null` reads no photo's text.
 */
export function createBulkUpload(deps: Omit<BulkUploadDeps, 'repo' | 'enqueueRecognition'> & { db: Db; jobs: Pick<JobRunner, 'define'> }): BulkUploadService {
  const { db, jobs, ocr = createPhotoReader(), ...rest } = deps;
  // The job and the service need each other: the handler reaches the service once it exists.
  let service: BulkUploadService | null = null;
  const enqueueRecognition = defineRecognitionJob(jobs, (pieceId) => service!.recognise(pieceId));
  service = createBulkUploadService({ ...rest, ocr, repo: createBulkUploadRepo(db), enqueueRecognition });
  return service;
}
