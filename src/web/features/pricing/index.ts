/** Price intelligence for app/: price history chart, sales history and the brand price index. */
export { PriceHistoryChart } from './components/price-history-chart.js';
export { SalesHistory } from './components/sales-history.js';
export { BrandPriceIndex } from './components/brand-price-index.js';
export { TrendMark } from './components/trend-mark.js';
export { usePriceStats } from './api/get-price-stats.js';
export { pricingKeys } from './api/pricing-keys.js';
