/** The wishlist feature's surface for app/ (hearts on cards and the product page, /wishlist). */
export { WishlistButton, useIsSaved, type WishlistButtonProps } from './components/wishlist-button.js';
export { useWishlist, wishlistQueryOptions, type WishlistListParams } from './api/get-wishlist.js';
export { useWishlistIds, wishlistIdsQueryOptions } from './api/get-wishlist-ids.js';
export { useSaveToWishlist } from './api/save-to-wishlist.js';
export { useRemoveFromWishlist } from './api/remove-from-wishlist.js';
export { wishlistKeys } from './api/wishlist-keys.js';
export { useWishlistLiveUpdates } from './api/wishlist-live.js';
