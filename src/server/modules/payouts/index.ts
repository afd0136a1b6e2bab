export { payoutsRoutes } from './payouts.routes.js';
export { createPayoutsService, type PayoutsService, type PayoutsDeps } from './payouts.service.js';
export { createPayoutsRepo, type PayoutsRepo } from './payouts.repo.js';
