import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { createCommunityRepo } from './community.repo.js';
import { defineCommunityNotify, defineCommunityTally } from './community.jobs.js';
import { createCommunityService, type CommunityService, type CommunityServiceDeps } from './community.service.js';
import { createModerationRepo } from './moderation.repo.js';
import { portfoliosBySql, type ModeratedPortfolios } from './moderated-portfolios.repo.js';
import { createModerationService, type ModerationService, type ModerationServiceDeps } from './moderation.service.js';

export { communityRoutes, COMMUNITY_POSTS_PER_HOUR, COMMUNITY_COMMENTS_PER_TEN_MINUTES } from './community.routes.js';
export { COMMUNITY_NOTIFY_JOB, COMMUNITY_TALLY_JOB } from './community.jobs.js';
export type { CommunityService, CommunityFollows } from './community.service.js';
export { moderationRoutes, COMMUNITY_REPORTS_PER_HOUR } from './moderation.routes.js';
export type { ModerationService } from './moderation.service.js';
export type { ModeratedPortfolios, PortfolioTarget } from './moderated-portfolios.repo.js';

/** Community moderation (issue #37): members' reports and the moderators' queue. */
export function createCommunityModeration(deps: Omit<ModerationServiceDeps, 'repo' | 'portfolios'> & { portfolios?: ModeratedPortfolios }): ModerationService {
  return createModerationService({ ...deps, repo: createModerationRepo(deps.db), portfolios: deps.portfolios ?? portfoliosBySql(deps.db) });
}

/** The community service and its jobs (notifications, appreciation tallies), tied together (each needs the other). */
export function createCommunity(
  deps: Omit<CommunityServiceDeps, 'repo' | 'announce' | 'tally'> & { db: Db; jobs: Pick<JobRunner, 'define'>; notifications: Pick<NotificationsService, 'raise'> },
): CommunityService {
  const { db, jobs, notifications, ...rest } = deps;
  let service: CommunityService | null = null;
  const announce = defineCommunityNotify(jobs, { service: () => service!, notifications });
  const tally = defineCommunityTally(jobs, { service: () => service! });
  service = createCommunityService({ ...rest, repo: createCommunityRepo(db), announce, tally });
  return service;
}
