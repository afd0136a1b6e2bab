import type { CategorySlug } from '../catalog/categories.js';
import { sellerFee } from '../listings/fees.js';
import type { OrderAction, OrderStatus } from './contracts.js';
import { inspectionDays } from './timers.js';

/**
 * What a checkout costs (issue 13, decision 023). Amounts are integer minor units of the
 * listing's currency.
 *
 * Shipping is flat by category: insured, tracked courier for what fits a parcel; a fine-art
 * shipper for art and collectibles; white-glove freight for furniture; vehicles are collected
 * or transported by arrangement with the seller, so the checkout adds nothing.
 */
export const SHIPPING_BY_CATEGORY: { readonly [C in CategorySlug]: number } = {
  bags: 2_500,
  fashion: 2_500,
  shoes: 2_500,
  watches: 2_500,
  jewelry: 2_500,
  'fine-living': 4_500,
  art: 9_500,
  collectibles: 9_500,
  furniture: 25_000,
  vehicles: 0,
};
/** A category we do not know ships like art: insured and crated, the safe assumption. */
export const DEFAULT_SHIPPING = 9_500;

export function shippingFor(category: string): number {
  return Object.hasOwn(SHIPPING_BY_CATEGORY, category) ? SHIPPING_BY_CATEGORY[category as CategorySlug] : DEFAULT_SHIPPING;
}

/** Buyer protection: 3 % of the price, at least $5 and at most $500 (it pays for escrow and inspection). */
export const BUYER_PROTECTION_PERCENT = 3;
export const BUYER_PROTECTION_MIN = 500;
export const BUYER_PROTECTION_MAX = 50_000;

export function buyerProtectionFee(price: number): number {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError(`a price is whole minor units above 0: ${price}`);
  return Math.min(BUYER_PROTECTION_MAX, Math.max(BUYER_PROTECTION_MIN, Math.round((price * BUYER_PROTECTION_PERCENT) / 100)));
}

export interface OrderAmounts {
  price: number;
  shipping: number;
  buyerProtectionFee: number;
  /** What the buyer pays and escrow holds. */
  total: number;
  /** The seller's fee on the price (shared/listings/fees.ts). */
  sellerFee: number;
  /** Patina's share at release: the seller's fee and the buyer protection fee. */
  platformFee: number;
  /** What the seller's payable receives at release: the price less their fee, plus the shipping they pay for. */
  sellerNet: number;
  inspectionDays: number;
}

export function orderAmounts(price: number, category: string): OrderAmounts {
  const shipping = shippingFor(category);
  const protection = buyerProtectionFee(price);
  const fee = sellerFee(price, category).fee;
  const total = price + shipping + protection;
  return {
    price, shipping, buyerProtectionFee: protection, total, sellerFee: fee, platformFee: fee + protection,
    sellerNet: total - fee - protection, inspectionDays: inspectionDays(category),
  };
}

/**
 * Patina's fee when an admin refunds `refunded` of `total` and releases the rest: the fee
 * shrinks in proportion to what is released (rounded down, never more than the rest).
 */
export function partialReleaseFee(platformFee: number, total: number, refunded: number): number {
  const rest = total - refunded;
  return Math.min(rest, Math.floor((platformFee * rest) / total));
}

/** A total in another currency, from the rates table (units per US dollar); null when a rate is missing. */
export function convertAmount(amount: number, from: string, to: string, perUsd: Readonly<Record<string, number>>): { total: number; rate: number } | null {
  const a = from === 'USD' ? 1 : perUsd[from];
  const b = to === 'USD' ? 1 : perUsd[to];
  if (!a || !b || !(a > 0) || !(b > 0)) return null;
  const rate = Number((b / a).toFixed(6));
  return { total: Math.round(amount * rate), rate };
}

/** How long an unpaid order keeps the piece reserved before it lapses (the listing is live again). */
export const UNPAID_ORDER_MINUTES = 30;

/**
 * What a member may do to the order now, from its state and their side. `inspectionOpen`:
 * the inspection window has not closed yet (a dispute is possible).
 */
export function orderActions(status: OrderStatus, role: 'buyer' | 'seller', options: { inspectionOpen: boolean; paymentUnderWay: boolean }): OrderAction[] {
  const actions: OrderAction[] = [];
  if (role === 'buyer') {
    if (status === 'pending_payment' && !options.paymentUnderWay) actions.push('pay', 'cancel');
    if (status === 'delivered' || status === 'inspection') actions.push('confirm');
    if (status === 'inspection' && options.inspectionOpen) actions.push('dispute');
  } else {
    if (status === 'awaiting_shipment') actions.push('ship');
    if (status === 'shipped') actions.push('deliver');
  }
  if (status !== 'cancelled') actions.push('message');
  return actions;
}
