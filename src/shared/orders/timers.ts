import type { CategorySlug } from '../catalog/categories.js';

/**
 * The order's clocks (issue 13). The seller ships within 3 business days of payment; the buyer
 * inspects the delivered piece for a window that depends on what it is: a bag is checked in
 * an afternoon, a painting needs a framer and a light, a car a mechanic.
 */
export const SHIPPING_BUSINESS_DAYS = 3;

/**
 * Inspection window in calendar days, from delivery. Fine living (wines, spirits, cigars,
 * tableware) gets 3 days like watches and jewelry: sealed bottles and boxes are checked by
 * eye and by their seals, not by use; a category we do not know gets the longest ordinary
 * window (7) rather than the shortest.
 */
export const INSPECTION_DAYS: { readonly [C in CategorySlug]: number } = {
  fashion: 2,
  bags: 2,
  shoes: 2,
  watches: 3,
  jewelry: 3,
  art: 7,
  furniture: 7,
  collectibles: 7,
  vehicles: 14,
  'fine-living': 3,
};

export const DEFAULT_INSPECTION_DAYS = 7;

const DAY_MS = 86_400_000;

export function inspectionDays(category: string): number {
  return Object.hasOwn(INSPECTION_DAYS, category) ? INSPECTION_DAYS[category as CategorySlug] : DEFAULT_INSPECTION_DAYS;
}

/** When a silent inspection window closes (the job then completes the order). */
export function inspectionEndsAt(deliveredAt: Date, category: string): Date {
  return new Date(deliveredAt.getTime() + inspectionDays(category) * DAY_MS);
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/**
 * `from` plus `days` business days (Monday to Friday, in UTC; no public holidays: sellers ship
 * from anywhere): the instant by which `days` × 24 hours of weekday time have passed. So
 * Friday 15:00 + 3 is Wednesday 15:00, Saturday 10:00 + 3 is Thursday 00:00 (Monday, Tuesday
 * and Wednesday whole), and Wednesday 00:00 + 3 is Saturday 00:00 (the end of Friday).
 */
export function addBusinessDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Business days must be a whole number ≥ 0 (got ${days}).`);
  let at = from.getTime();
  let left = days * DAY_MS;
  while (left > 0) {
    const nextMidnight = (Math.floor(at / DAY_MS) + 1) * DAY_MS;
    if (isWeekend(new Date(at))) {
      at = nextMidnight;
      continue;
    }
    const step = Math.min(left, nextMidnight - at);
    at += step;
    left -= step;
  }
  return new Date(at);
}

/** The seller's deadline to ship an order paid at `paidAt`. */
export function shipBy(paidAt: Date): Date {
  return addBusinessDays(paidAt, SHIPPING_BUSINESS_DAYS);
}
