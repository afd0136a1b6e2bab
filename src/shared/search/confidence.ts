import { foldAccents } from './normalize.js';

/**
 * SPEC §9: confidence is 95 minus 3 per rank, +5 when the brand matches the query, +10 when
 * the name contains it, +15 when the name equals it, clamped to 70..98. Auction results
 * score 85 minus 2 per rank. Rank counts from 0 (the first result). Comparisons are
 * accent-blind and case-blind, as the search itself is.
 */
export const CONFIDENCE_MIN = 70;
export const CONFIDENCE_MAX = 98;

export function confidence(input: { rank: number; query: string; name: string; brand: string }): number {
  const q = foldAccents(input.query.trim());
  const name = foldAccents(input.name);
  const brand = foldAccents(input.brand);
  let score = 95 - 3 * Math.max(0, Math.floor(input.rank));
  if (q) {
    if (brand.includes(q) || q.includes(brand)) score += 5;
    if (name === q) score += 15;
    else if (name.includes(q)) score += 10;
  }
  return Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, score));
}

export function auctionConfidence(rank: number): number {
  return Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, 85 - 2 * Math.max(0, Math.floor(rank))));
}
