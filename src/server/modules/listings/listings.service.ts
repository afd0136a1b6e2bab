import type { ListingsRepo } from './listings.repo.js';

/**
 * How long a seller's count of active listings is kept: a large house holds tens of
 * thousands, and every product page shows the count on each offer's seller card.
 */
export const SELLER_COUNTS_TTL_MS = 60_000;
const SELLER_COUNTS_MAX = 10_000;

/** Offers of a product by sellers. Buying them arrives with the orders issue. */
export function createListingsService(deps: { repo: ListingsRepo; now?: () => number }) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;
  const sellerCounts = new Map<string, { at: number; n: number }>();

  return {
    activeForProduct: (productId: number, limit = 20) => repo.activeForProduct(productId, limit),
    activeCountForProduct: repo.activeCountForProduct,
    lowestActivePrice: (productId: number) => repo.lowestActivePrice(productId),

    /** Active listings per seller, read for the sellers not counted in the last minute. */
    async activeCountsBySellers(sellerIds: string[]): Promise<Map<string, number>> {
      const at = now();
      const ids = [...new Set(sellerIds)];
      const missing = ids.filter((id) => {
        const hit = sellerCounts.get(id);
        return !hit || at - hit.at > SELLER_COUNTS_TTL_MS;
      });
      if (missing.length > 0) {
        const found = new Map((await repo.activeCountsBySellers(missing)).map((r) => [r.sellerId, r.n]));
        for (const id of missing) {
          sellerCounts.delete(id);
          if (sellerCounts.size >= SELLER_COUNTS_MAX) sellerCounts.delete(sellerCounts.keys().next().value!);
          sellerCounts.set(id, { at, n: found.get(id) ?? 0 });
        }
      }
      return new Map(ids.map((id) => [id, sellerCounts.get(id)?.n ?? 0]));
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
