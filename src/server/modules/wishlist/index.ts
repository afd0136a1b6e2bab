export { createWishlistRepo, type WishlistRepo } from './wishlist.repo.js';
export { createWishlistService, type WishlistService } from './wishlist.service.js';
export { wishlistRoutes, WISHLIST_WRITES_PER_MINUTE } from './wishlist.routes.js';
export { subscribeWishlist } from './wishlist.subscribers.js';
