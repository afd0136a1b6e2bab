import type { ProductCard } from '../catalog/contracts.js';
import { priceShown, priceShownSource, type PriceShownSource } from '../pricing/price-shown.js';
import type { PriceChange } from '../wishlist/contracts.js';
import { priceChange } from '../wishlist/price-change.js';

/** Where a piece's market value comes from: a real sale first, else what the market asks. */
export type ValueSource = 'last_sale' | Exclude<PriceShownSource, 'none'>;

export const VALUE_SOURCE_LABELS: Record<ValueSource, string> = {
  last_sale: 'Last sale',
  lowest_ask: 'Lowest ask',
  price: 'Price',
  recommended_price: 'Recommended price',
};

export interface MarketValue {
  /** USD cents. */
  value: number;
  source: ValueSource;
}

type Priced = Pick<ProductCard, 'last_sale' | 'lowest_ask' | 'price' | 'recommended_price'>;

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * What a piece is worth today: its last recorded sale (what someone paid), else the SPEC §9
 * price shown (lowest ask, price, recommended price). Null when the market says nothing.
 */
export function marketValue(card: Priced): MarketValue | null {
  if (usable(card.last_sale)) return { value: card.last_sale, source: 'last_sale' };
  const shown = priceShown(card);
  if (shown <= 0) return null;
  return { value: shown, source: priceShownSource(card) as Exclude<PriceShownSource, 'none'> };
}

export interface ValuedHolding {
  /** What the member paid, USD cents; null when they did not say. */
  purchase_price: number | null;
  market: MarketValue | null;
}

export interface PortfolioTotals {
  /** Sum of the market values known, USD cents. */
  value: number;
  /** How many pieces have no market value (left out of `value`). */
  unvalued: number;
  /** Over the pieces with both a purchase price and a market value: paid, worth, and the move. */
  cost: number;
  worth: number;
  change: PriceChange | null;
}

/**
 * The collection's figures. The gain is only ever over pieces with both figures known, so a
 * piece with no purchase price never shows as pure profit.
 */
export function portfolioTotals(holdings: readonly ValuedHolding[]): PortfolioTotals {
  let value = 0;
  let unvalued = 0;
  let cost = 0;
  let worth = 0;
  for (const h of holdings) {
    if (!h.market) {
      unvalued += 1;
      continue;
    }
    value += h.market.value;
    if (h.purchase_price !== null && h.purchase_price > 0) {
      cost += h.purchase_price;
      worth += h.market.value;
    }
  }
  return { value, unvalued, cost, worth, change: cost > 0 ? priceChange(cost, worth) : null };
}
