import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import { defineOrderTimers, type OrderTimers } from './orders.jobs.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService, type OrdersDeps, type OrdersService, type OrdersWallet } from './orders.service.js';

export { ordersRoutes } from './orders.routes.js';
export { createOrdersService, type OrdersService, type OrdersWallet, type PlaceOrderInput } from './orders.service.js';
export { createOrdersRepo, type OrderRow, type OrdersRepo } from './orders.repo.js';
export { ORDER_JOBS } from './orders.jobs.js';
export type { OrderAddress } from './orders.tables.js';

/**
 * Until the wallet (saved cards and addresses) is wired in, no member has a saved card or
 * address: paying answers 404 for the card and 422 for the missing address.
 */
export const noWallet: OrdersWallet = {
  resolveCardToken: async () => null,
  resolveAddress: async () => null,
};

/** The orders module wired: its service, and the job kinds of its timers (which call back into it). */
export function createOrders(deps: Omit<OrdersDeps, 'repo' | 'timers'> & { db: Db; jobs: JobRunner }): OrdersService {
  let timers: OrderTimers | null = null;
  const service = createOrdersService({
    ...deps,
    repo: createOrdersRepo(deps.db),
    timers: () => {
      if (!timers) throw new Error('The order timers are not defined yet.');
      return timers;
    },
  });
  timers = defineOrderTimers(deps.jobs, service.timers);
  return service;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders, for the modules that make them (accepted offers, won lots) and tests. */
    orders: { service: OrdersService };
  }
}
