/**
 * The catalog feature's surface for app/ (home, categories, brands, the product page, the
 * header's menus and category links). The age gate's dialog is a loader (loaders.ts): it loads
 * when first needed (decision 035). Re-exports only, as every feature's index
 * (eslint-rules/feature-surface.js).
 */
export { CATEGORY_LINKS, MENU_TABS, SUBCATEGORY_ALIASES, categoryName, type MenuTab, type SubcategoryAlias } from './category-links.js';
export { useMenu } from './api/get-menu.js';
export { useHome } from './api/get-home.js';
export { useCategory } from './api/get-category.js';
export { useCategoryTrending } from './api/get-category-trending.js';
export { useBrand } from './api/get-brand.js';
export { useProducts, type ProductListParams } from './api/get-products.js';
export { productQueryOptions, useProduct } from './api/get-product.js';
export { useProductLiveUpdates } from './api/product-live.js';
export { PAGE_SIZE, useProductFilters } from './hooks/use-product-filters.js';
export { AgeGate } from './components/age-gate.js';
export { AuctionCard, AuctionCardSkeleton } from './components/auction-card.js';
export { BrandList } from './components/brand-list.js';
export { CategoryIndex, piecesLabel } from './components/category-index.js';
export { ItemSpecifics } from './components/item-specifics.js';
export { PriceMovers } from './components/price-movers.js';
export { ProductCard, productHref } from './components/product-card.js';
export { BrandSelect, ConditionSelect, PriceRange, SearchWithin, SortSelect } from './components/product-filters.js';
export { ProductGallery } from './components/product-gallery.js';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid.js';
export { ProductListings, SellerCard } from './components/product-listings.js';
export { ShareButton } from './components/share-button.js';
export { loadAgeGateDialog } from './loaders.js';
