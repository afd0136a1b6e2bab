import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import { defineOrderTimers, type OrderTimers } from './orders.jobs.js';
import { createOrdersRepo } from './orders.repo.js';
import { createOrdersService, type OrderWorkflows, type OrdersDeps, type OrdersService, type OrdersWallet } from './orders.service.js';
import { createOrderSteps, type OrderSteps } from './orders.steps.js';

export { ordersRoutes } from './orders.routes.js';
export { createOrdersService, type OrderWorkflows, type OrdersService, type OrdersWallet, type PlaceOrderInput } from './orders.service.js';
export { createOrderSteps, ESCROW_STATES, REFUNDED_STATES, STATE_WORDS, type OrderActor, type OrderSteps } from './orders.steps.js';
export { createOrdersRepo, type OrderRow, type OrdersRepo } from './orders.repo.js';
export { ORDER_JOBS } from './orders.jobs.js';

/**
 * What a conversation about an order shows of it (the messaging module asks by the order's
 * number): read from orders' own table, needing nothing else of the module.
 */
export function createOrderSubjects(db: Db) {
  const repo = createOrdersRepo(db);
  return async (numbers: number[]) => {
    const rows = await repo.byNumbers(numbers);
    return new Map(rows.map((r) => [r.number, { id: r.id, title: r.title, image: r.image, total: r.total, currency: r.currency }]));
  };
}

/**
 * Until the wallet (saved cards and addresses) is wired in, no member has a saved card or
 * address: paying answers 404 for the card and 422 for the missing address.
 */
export const noWallet: OrdersWallet = {
  resolveCardToken: async () => null,
  resolveAddress: async () => null,
};

/**
 * The orders module wired: its steps, the workflows made from them (`workflows`, given by the
 * app: src/server/workflows), its service, and the job kinds of its timers (which call back
 * into the service).
 */
export function createOrders(
  deps: Omit<OrdersDeps, 'repo' | 'timers' | 'steps' | 'workflows'> & { db: Db; jobs: JobRunner; workflows: (steps: OrderSteps) => OrderWorkflows },
): OrdersService & { steps: OrderSteps; workflows: OrderWorkflows } {
  let timers: OrderTimers | null = null;
  const repo = createOrdersRepo(deps.db);
  const timersOf = () => {
    if (!timers) throw new Error('The order timers are not defined yet.');
    return timers;
  };
  const steps = createOrderSteps({ repo, notifications: deps.notifications, events: deps.events, timers: timersOf, now: deps.now });
  const workflows = deps.workflows(steps);
  const service = createOrdersService({ ...deps, repo, timers: timersOf, steps, workflows: () => workflows });
  timers = defineOrderTimers(deps.jobs, service.timers);
  // The steps and workflows go on to the workflows the app builds beside orders (capture-payment).
  return Object.assign(service, { steps, workflows });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders, for the modules that make them (accepted offers, won lots) and tests. */
    orders: { service: OrdersService };
  }
}
