export { createSearchRepo } from './search.repo.js';
export { CANDIDATE_CAP, HEAD_ROWS } from './search.sql.js';
export { createSearchService, type SearchService } from './search.service.js';
export { searchRoutes } from './search.routes.js';
export { refreshSearchIndex } from './refresh.js';
export { subscribeSearch } from './search.subscribers.js';
