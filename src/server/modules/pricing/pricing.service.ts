import type { PricingRepo } from './pricing.repo.js';

const DAY = 86_400_000;

export function createPricingService(deps: { repo: PricingRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    marketTrends: repo.marketTrends,
    salesCountForCodes: repo.salesCountForCodes,
    /** Product codes with the most sales in the last `days`, busiest first. */
    async busiestCodes(days: number, limit: number) {
      return repo.busiestCodesSince(new Date(now().getTime() - days * DAY), limit);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
