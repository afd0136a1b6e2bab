import { formatUnits } from './currency.js';

/**
 * SPEC §9: the price shown is lowest_ask, else price, else recommended_price, else 0;
 * in US dollars with no decimals. Amounts are USD minor units (cents).
 */
export interface PricedItem {
  lowest_ask?: number | null;
  price?: number | null;
  recommended_price?: number | null;
}

function usable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export function priceShown(item: PricedItem): number {
  if (usable(item.lowest_ask)) return item.lowest_ask;
  if (usable(item.price)) return item.price;
  if (usable(item.recommended_price)) return item.recommended_price;
  return 0;
}

/** '$12,500' from 1250000 cents. */
export function formatUsd(cents: number): string {
  return formatUnits(Math.round(cents / 100), 'USD');
}

/** Last sale shows '--' when there is none (SPEC §9). */
export function formatLastSale(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isFinite(cents) && cents > 0 ? formatUsd(cents) : '--';
}

export type PriceShownSource = 'lowest_ask' | 'price' | 'recommended_price' | 'none';

/** Which field priceShown took, so a page can label it ('Lowest ask', 'Price', …). */
export function priceShownSource(item: PricedItem): PriceShownSource {
  if (usable(item.lowest_ask)) return 'lowest_ask';
  if (usable(item.price)) return 'price';
  if (usable(item.recommended_price)) return 'recommended_price';
  return 'none';
}

export const PRICE_SHOWN_LABELS: Record<PriceShownSource, string> = {
  lowest_ask: 'Lowest ask',
  price: 'Price',
  recommended_price: 'Recommended price',
  none: 'Price',
};
