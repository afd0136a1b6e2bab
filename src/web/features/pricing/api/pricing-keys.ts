import type { HistoryRange } from '../../../../shared/pricing/history.js';

/** Query keys for price intelligence; everything under ['pricing'] can be invalidated at once. */
export const pricingKeys = {
  all: ['pricing'] as const,
  sales: (productCode: string, limit: number) => [...pricingKeys.all, 'sales', productCode, limit] as const,
  history: (productCode: string, range: HistoryRange) => [...pricingKeys.all, 'history', productCode, range] as const,
  stats: (codes: readonly string[]) => [...pricingKeys.all, 'stats', [...codes]] as const,
  brandIndex: (brandSlug: string, range: HistoryRange) => [...pricingKeys.all, 'brand-index', brandSlug, range] as const,
};
