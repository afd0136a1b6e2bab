/**
 * The seller's fee schedule (issue #12, decision 022): marginal tiers, like income tax, so a
 * higher price never leaves the seller less; a minimum fee per sale, never more than the
 * price itself. Amounts are integer minor units (cents); the result is whole cents.
 */
import type { CategorySlug } from '../catalog/categories.js';

export interface FeeTier {
  /** The tier covers the part of the price up to this many cents (null: everything above). */
  upTo: number | null;
  /** Per cent of that part. */
  percent: number;
}

/** Most categories: 12 % up to $5,000, 9 % up to $50,000, 6 % up to $500,000, 4 % above. */
export const STANDARD_TIERS: readonly FeeTier[] = [
  { upTo: 500_000, percent: 12 },
  { upTo: 5_000_000, percent: 9 },
  { upTo: 50_000_000, percent: 6 },
  { upTo: null, percent: 4 },
];

/** Vehicles (cars, jets, yachts) trade at prices where a brokerage rate is the custom. */
export const VEHICLE_TIERS: readonly FeeTier[] = [
  { upTo: 5_000_000, percent: 5 },
  { upTo: 50_000_000, percent: 3 },
  { upTo: null, percent: 1.5 },
];

/** The least a sale costs the seller: $25 (or the whole price below that). */
export const MINIMUM_FEE = 2_500;

export function feeTiersFor(category: CategorySlug | string): readonly FeeTier[] {
  return category === 'vehicles' ? VEHICLE_TIERS : STANDARD_TIERS;
}

export interface FeeQuote {
  price: number;
  fee: number;
  payout: number;
  /** The fee as a share of the price, in per cent with two decimals (0 for a price of 0). */
  effective_percent: number;
}

/** Fee and payout for a price (cents) in a category. fee + payout = price; neither is negative. */
export function sellerFee(price: number, category: CategorySlug | string): FeeQuote {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`a price is whole cents, 0 or more: ${price}`);
  let exact = 0;
  let floor = 0;
  for (const tier of feeTiersFor(category)) {
    const top = tier.upTo ?? Number.POSITIVE_INFINITY;
    if (price <= floor) break;
    exact += ((Math.min(price, top) - floor) * tier.percent) / 100;
    floor = top;
  }
  const fee = Math.min(price, Math.max(MINIMUM_FEE, Math.round(exact)));
  return {
    price,
    fee,
    payout: price - fee,
    effective_percent: price === 0 ? 0 : Math.round((fee * 10_000) / price) / 100,
  };
}
