import { describe, expect, it } from 'vitest';
import { activeSection } from './navigation.js';

describe('activeSection (SPEC §2)', () => {
  it.each([
    ['/', 'marketplace'],
    ['/category/bags', 'marketplace'],
    ['/category/vehicles/jets', 'marketplace'],
    ['/product/hermes-birkin-30', 'marketplace'],
    ['/brand/rolex', 'marketplace'],
    ['/search', 'marketplace'],
    ['/sell', 'marketplace'],
    ['/auctions', 'auctions'],
    ['/journal', 'journal'],
    ['/community', 'journal'],
    ['/community/leaderboards', 'journal'],
    ['/wishlist', 'marketplace'],
    ['/auction/some-lot', 'marketplace'],
    ['/auctionsx', 'marketplace'],
    ['/journalism', 'marketplace'],
  ] as const)('%s is %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });
});
