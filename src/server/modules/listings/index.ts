export { createListingsRepo } from './listings.repo.js';
export { createListingsService, type ListingsService } from './listings.service.js';
