export { createPricingRepo } from './pricing.repo.js';
export { createPricingService, type PricingService } from './pricing.service.js';
export { pricingRoutes } from './pricing.routes.js';
