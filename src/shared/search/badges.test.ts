import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BADGE_PRIORITY, primaryBadge, searchBadges, type BadgeInput } from './badges.js';

const item: BadgeInput = {
  popularity: 10, brand: 'Loewe', category: 'bags', confidence: 70,
  price: 100_000, recommended_price: null, lowest_ask: null,
};

describe('primaryBadge: one badge a card at most', () => {
  it('gives none to an ordinary piece', () => expect(primaryBadge(item)).toBeNull());

  it('prefers Rare, then Investment, then Hot, then Popular', () => {
    const all = { ...item, category: 'watches', brand: 'Rolex', confidence: 97, popularity: 90 };
    expect(searchBadges(all)).toEqual(['Popular', 'Investment', 'Rare', 'Hot']);
    expect(primaryBadge(all)).toBe('Rare');
    expect(primaryBadge({ ...all, category: 'bags' })).toBe('Investment');
    expect(primaryBadge({ ...all, category: 'bags', brand: 'Loewe' })).toBe('Hot');
    expect(primaryBadge({ ...all, category: 'bags', brand: 'Loewe', confidence: 80 })).toBe('Popular');
  });

  it('always picks one of the badges the piece earned, the highest in priority', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }), fc.integer({ min: 70, max: 98 }),
        fc.constantFrom('watches', 'art', 'bags', 'collectibles'), fc.constantFrom('Rolex', 'Hermès', 'Loewe', 'AP'),
        fc.integer({ min: 0, max: 5_000_000 }),
        (popularity, confidence, category, brand, price) => {
          const piece = { ...item, popularity, confidence, category, brand, price };
          const earned = searchBadges(piece);
          const one = primaryBadge(piece);
          if (earned.length === 0) return one === null;
          return one !== null && earned.includes(one) && earned.every((b) => BADGE_PRIORITY.indexOf(b) >= BADGE_PRIORITY.indexOf(one));
        },
      ),
    );
  });
});
