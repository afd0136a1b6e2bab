export { createCurrenciesRepo } from './currencies.repo.js';
export { createCurrenciesService, type CurrenciesService } from './currencies.service.js';
export { currenciesRoutes } from './currencies.routes.js';
