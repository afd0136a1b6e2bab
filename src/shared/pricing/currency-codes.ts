/**
 * The currencies Patina shows prices in (a member's preferred currency is one of them).
 * Kept free of zod: the web app's first download needs them (#10 item 17).
 */
export const PREFERRED_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'HKD', 'SGD', 'AED'] as const;
export type PreferredCurrency = (typeof PREFERRED_CURRENCIES)[number];
