import type { JobRunner } from './job-runner.js';

export {
  createJobRunner, exponentialBackoff,
  type EnqueueOptions, type EnqueuedJob, type Job, type JobContext, type JobHandler, type JobKind, type JobKindOptions, type JobRunner,
  type JobRunnerOptions,
} from './job-runner.js';
export type { JobRow } from './jobs.repo.js';
export { JOB_STATUSES, type JobStatus } from './jobs.tables.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner; tests call `app.jobs.runDue()`. */
    jobs: JobRunner;
  }
}
