import type { ProductListParams } from './get-products.js';

/** Query keys for the catalogue; everything under ['catalog'] can be invalidated at once. */
export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  menu: () => [...catalogKeys.all, 'menu'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  category: (slug: string) => [...catalogKeys.all, 'categories', slug] as const,
  categoryTrending: (slug: string) => [...catalogKeys.all, 'categories', slug, 'trending'] as const,
  products: (params: ProductListParams) => [...catalogKeys.all, 'products', params] as const,
  brand: (slug: string) => [...catalogKeys.all, 'brands', slug] as const,
  product: (key: string) => [...catalogKeys.all, 'product', key] as const,
};
