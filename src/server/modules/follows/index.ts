export { createFollowsRepo, type FollowsRepo } from './follows.repo.js';
export { createFollowsService, type FollowsService } from './follows.service.js';
export { followsRoutes, FOLLOW_WRITES_PER_MINUTE } from './follows.routes.js';
export { subscribeFollows, COLLECTION_PIECE_NOTIFICATION_TYPE } from './follows.subscribers.js';
