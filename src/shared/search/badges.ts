import { priceShown, type PricedItem } from '../pricing/price-shown.js';
import { foldAccents } from './normalize.js';

/**
 * SPEC §9: Popular above 80 popularity; Investment above $10,000 shown or from Hermès,
 * Rolex, Patek Philippe, Richard Mille, AP / Audemars Piguet; Rare for Watches,
 * Collectibles or Art with confidence above 85; Hot above 95 confidence.
 */
export type SearchBadge = 'Popular' | 'Investment' | 'Rare' | 'Hot';

const INVESTMENT_HOUSES = new Set(['hermes', 'rolex', 'patek philippe', 'richard mille', 'ap', 'audemars piguet']);
const RARE_CATEGORIES = new Set(['watches', 'collectibles', 'art']);
const INVESTMENT_CENTS = 1_000_000;

export interface BadgeInput extends PricedItem {
  popularity: number;
  brand: string;
  category: string;
  confidence: number;
}

export function searchBadges(item: BadgeInput): SearchBadge[] {
  const out: SearchBadge[] = [];
  if (item.popularity > 80) out.push('Popular');
  if (priceShown(item) > INVESTMENT_CENTS || INVESTMENT_HOUSES.has(foldAccents(item.brand).trim())) out.push('Investment');
  if (RARE_CATEGORIES.has(item.category.toLowerCase()) && item.confidence > 85) out.push('Rare');
  if (item.confidence > 95) out.push('Hot');
  return out;
}

/**
 * A card carries one badge at most (issue #10 item 14): four stacked over the image hid the
 * piece. The one that tells a collector most wins: Rare, then Investment, then Hot, then Popular.
 */
export const BADGE_PRIORITY: readonly SearchBadge[] = ['Rare', 'Investment', 'Hot', 'Popular'];

export function primaryBadge(item: BadgeInput): SearchBadge | null {
  const earned = searchBadges(item);
  return BADGE_PRIORITY.find((b) => earned.includes(b)) ?? null;
}
