import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { createShowcaseRepo } from './showcase.repo.js';
import { defineShowcaseNotify } from './showcase.jobs.js';
import { createShowcaseService, type ShowcaseService, type ShowcaseServiceDeps } from './showcase.service.js';

export { createPortfolioRepo, type PortfolioRepo } from './portfolio.repo.js';
export { createPortfolioService, type PortfolioService } from './portfolio.service.js';
export { portfolioRoutes, PORTFOLIO_WRITES_PER_MINUTE } from './portfolio.routes.js';
export { showcaseRoutes, SHOWCASE_CREATES_PER_HOUR } from './showcase.routes.js';
export { SHOWCASE_NOTIFY_JOB } from './showcase.jobs.js';
export type { ShowcaseService } from './showcase.service.js';

/** Public portfolios (issue #37) and the job that tells their followers of pieces added, tied together. */
export function createShowcases(
  deps: Omit<ShowcaseServiceDeps, 'repo' | 'announce'> & { db: Db; jobs: Pick<JobRunner, 'define'>; notifications: Pick<NotificationsService, 'raise'> },
): ShowcaseService {
  const { db, jobs, notifications, ...rest } = deps;
  let service: ShowcaseService | null = null;
  const announce = defineShowcaseNotify(jobs, { service: () => service!, notifications });
  service = createShowcaseService({ ...rest, repo: createShowcaseRepo(db), announce });
  return service;
}
