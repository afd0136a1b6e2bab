export { createCatalogRepo, type NewListedProduct } from './catalog.repo.js';
export { createCatalogService, toProductCard, type CatalogService } from './catalog.service.js';
export { catalogRoutes } from './catalog.routes.js';
export { artworkRoutes, type DrawImage } from './artwork.routes.js';
export { createKnownImages } from './drawn-images.js';
export { menuSections, type CuratedMenuSection } from './menu.js';
export { MENU_SECTIONS } from './curated-menu.js';
export { renderArtworkCutoutPng, renderArtworkWebp } from './artwork/render.js';
export { subscribeCatalog } from './catalog.subscribers.js';
