import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { createBoardsRepo } from './boards.repo.js';
import { defineBoardsRefreshJob } from './boards.jobs.js';
import { createBoardsService, type BoardsService } from './boards.service.js';

export { boardsRoutes } from './boards.routes.js';
export { BOARDS_REFRESH_JOB, REFRESH_EVERY_MINUTES } from './boards.jobs.js';
export type { BoardsService, RefreshReport } from './boards.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Leaderboards and discover (issue #37); tests call `app.communityBoards.refreshAll()`. */
    communityBoards: BoardsService;
  }
}

/** Leaderboards and discover, with the job that keeps them current (decision 059). */
export function createCommunityBoards(deps: {
  db: Db; jobs: Pick<JobRunner, 'define'>; accounts: Pick<AccountsService, 'publicProfiles'>; notifications: Pick<NotificationsService, 'raise'>; now: () => Date;
}): { service: BoardsService; schedule(): Promise<void>; runSoon(): Promise<void> } {
  const service = createBoardsService({ repo: createBoardsRepo(deps.db), accounts: deps.accounts, notifications: deps.notifications, now: deps.now });
  const refresh = defineBoardsRefreshJob(deps.jobs, { service: () => service, now: deps.now });
  return { service, schedule: refresh.schedule, runSoon: refresh.runSoon };
}
