import type { ImageSearchService } from './image-search.service.js';

export { createImageSearchRepo, type ImageSearchRepo } from './image-search.repo.js';
export { createImageSearchService, NO_MATCH_DISTANCE, IMAGE_SEARCH_MESSAGES, type ImageSearchService } from './image-search.service.js';
export { imageSearchRoutes, IMAGE_SEARCHES_PER_MINUTE } from './image-search.routes.js';
export { subscribeImageSearch } from './image-search.subscribers.js';
export { createVisionModel, parseVisionAnswer, VISION_PROMPT, VISION_TIMEOUT_MS, type VisionModel } from './vision-model.js';
export { createSafeFetch, isPublicAddress, mappedIpv4, LinkError, LINK_LIMITS, type SafeFetch } from './safe-fetch.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Image search; tests wait for `app.imageSearch.indexCatalogue()`. */
    imageSearch: ImageSearchService;
  }
}
