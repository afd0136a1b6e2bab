import { lazy } from '../lazy.js';
import { formatGrouped } from '../text/grouped.js';
import type { PriceChange, WishlistItem, WishlistSort } from './contracts.js';

/** A price we can compare: whole cents above zero that survive arithmetic exactly. */
function usable(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * How far the price shown moved since the piece was saved: amount in USD cents (negative is a
 * drop) and percent of the price then, to one decimal. Null when there was no price then or
 * there is none now (SPEC §9 shows those as '--'): a move from or to nothing is no change a
 * member can read as a percentage.
 */
export function priceChange(addedPrice: unknown, currentPrice: unknown): PriceChange | null {
  if (!usable(addedPrice) || !usable(currentPrice)) return null;
  const amount = currentPrice - addedPrice;
  if (amount === 0) return { direction: 'unchanged', amount: 0, percent: 0 };
  // `+ 0` turns a rounded -0 into 0.
  const percent = Math.round((amount / addedPrice) * 1000) / 10 + 0;
  return { direction: amount < 0 ? 'down' : 'up', amount, percent };
}

const percentFormat = lazy(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 0 }));

/**
 * '12.5', '3', '1,204.1': at most one decimal, as Intl writes it (price-change.test.ts holds
 * the two equal), by hand below a trillion: a page's first Intl formatter starts ICU, tens of
 * milliseconds of its first render on a phone (#10 item 17).
 */
function oneDecimal(size: number): string {
  // Like Intl, round the shortest text of the number (0.15 is '0.15', so 0.2), not its binary value.
  const text = String(size);
  if (!(size >= 0 && size < 1e12) || text.includes('e')) return percentFormat().format(size);
  const [whole = '0', fraction = ''] = text.split('.');
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0') + (fraction.length > 1 && fraction[1]! >= '5' ? 1 : 0);
  const grouped = formatGrouped(Math.floor(tenths / 10));
  return tenths % 10 === 0 ? grouped : `${grouped}.${tenths % 10}`;
}

/**
 * '−12.5%', '+3%', '0%'; a move too small for one decimal reads '−<0.1%' rather than a
 * misleading '0%'. The minus is the typographic one (U+2212), as screen readers say "minus".
 */
export function formatChangePercent(change: PriceChange): string {
  if (change.direction === 'unchanged') return '0%';
  const sign = change.direction === 'down' ? '\u2212' : '+';
  const size = Math.abs(change.percent);
  return size < 0.1 ? `${sign}<0.1%` : `${sign}${oneDecimal(size)}%`;
}

function byRecent(a: WishlistItem, b: WishlistItem): number {
  if (a.added_at !== b.added_at) return a.added_at < b.added_at ? 1 : -1;
  return b.product.id - a.product.id;
}

/** Pieces without a price (0) go last whichever way prices are sorted. */
function byPrice(dir: 1 | -1) {
  return (a: WishlistItem, b: WishlistItem) => {
    const pa = a.price_now > 0, pb = b.price_now > 0;
    if (pa !== pb) return pa ? -1 : 1;
    return (a.price_now - b.price_now) * dir || byRecent(a, b);
  };
}

/** Largest fall first, then the unchanged, then rises (smallest first), then those with no comparison. */
function byDrop(a: WishlistItem, b: WishlistItem): number {
  if ((a.change === null) !== (b.change === null)) return a.change === null ? 1 : -1;
  if (a.change && b.change) {
    return a.change.percent - b.change.percent || a.change.amount - b.change.amount || byRecent(a, b);
  }
  return byRecent(a, b);
}

/** The order /wishlist shows; ties fall back to newest saved first. Returns a new array. */
export function sortWishlist(items: readonly WishlistItem[], sort: WishlistSort): WishlistItem[] {
  const compare = sort === 'recent' ? byRecent : sort === 'biggest_drop' ? byDrop : sort === 'price_asc' ? byPrice(1) : byPrice(-1);
  return [...items].sort(compare);
}
