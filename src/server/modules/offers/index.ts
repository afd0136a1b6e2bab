import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import { defineOfferExpiry } from './offers.jobs.js';
import { createOffersRepo } from './offers.repo.js';
import { createOffersService, type OffersService, type OffersServiceDeps } from './offers.service.js';

export { offersRoutes, OFFERS_PER_HOUR } from './offers.routes.js';
export { createOffersService, OFFER_LIST_LIMIT, type OffersService, type OfferOrders, type MakeOfferInput } from './offers.service.js';
export { createOffersRepo, type OffersRepo } from './offers.repo.js';
export { OFFER_EXPIRE_JOB } from './offers.jobs.js';

/** The offers module wired: its repo, and the expiry job that calls back into the service. */
export function createOffers(deps: Omit<OffersServiceDeps, 'repo' | 'scheduleExpiry'> & { db: Db; jobs: Pick<JobRunner, 'define'> }): OffersService {
  const { db, jobs, ...rest } = deps;
  // The job and the service need each other: the handler reaches the service once it exists.
  let service: OffersService | null = null;
  const scheduleExpiry = defineOfferExpiry(jobs, (offerId) => service!.expire(offerId));
  service = createOffersService({ ...rest, repo: createOffersRepo(db), scheduleExpiry });
  return service;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Offers: the profile summary counts them; tests drive the expiry. */
    offers: OffersService;
  }
}
