import { describe, expect, it } from 'vitest';
import { createPricingService } from './pricing.service.js';
import type { MarketTrendRow, PricingRepo } from './pricing.repo.js';

const row = (product_code: string, change_percent: number | null): MarketTrendRow => ({
  product_code, sales_count: 5, first_price: 100_000, last_price: 100_000, average_price: 100_000, change_percent,
});

describe('marketTrendsMarked', () => {
  it('puts the biggest moves first either way, and pieces with no known change last', async () => {
    const repo = { marketTrends: async () => [row('PT-1', null), row('PT-2', 0.5), row('PT-3', -12), row('PT-4', 1.9), row('PT-5', 30)] };
    const pricing = createPricingService({ repo: repo as unknown as PricingRepo });
    const trends = await pricing.marketTrendsMarked(90, 5, 10);
    expect(trends.map((t) => t.product_code)).toEqual(['PT-5', 'PT-3', 'PT-4', 'PT-2', 'PT-1']);
    expect(trends.map((t) => t.trend)).toEqual(['up', 'down', 'stable', 'stable', null]);
  });
});
