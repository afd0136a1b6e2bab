import type { ListingsRepo } from './listings.repo.js';

/** Offers of a product by sellers. Buying them arrives with the orders issue. */
export function createListingsService(deps: { repo: ListingsRepo }) {
  const { repo } = deps;
  return {
    activeForProduct: (productId: number, limit = 20) => repo.activeForProduct(productId, limit),
    activeCountForProduct: repo.activeCountForProduct,

    async activeCountsBySellers(sellerIds: string[]): Promise<Map<string, number>> {
      return new Map((await repo.activeCountsBySellers([...new Set(sellerIds)])).map((r) => [r.sellerId, r.n]));
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
