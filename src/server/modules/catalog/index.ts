export { createCatalogRepo } from './catalog.repo.js';
export { createCatalogService, toProductCard, type CatalogService } from './catalog.service.js';
export { catalogRoutes } from './catalog.routes.js';
export { artworkRoutes } from './artwork.routes.js';
export { createKnownImages } from './drawn-images.js';
export { menuSections } from './menu.js';
export { subscribeCatalog } from './catalog.subscribers.js';
