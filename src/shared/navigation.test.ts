import { describe, expect, it } from 'vitest';
import { activeSection, safeNextPath } from './navigation.js';

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

describe('safeNextPath (issue #34: a bad ?next= is ignored)', () => {
  it.each([
    ['/', '/'],
    ['/product/hermes-birkin-30', '/product/hermes-birkin-30'],
    ['/search?q=rolex&sort=price#results', '/search?q=rolex&sort=price#results'],
    ['/profile/selling?listing=12', '/profile/selling?listing=12'],
    ['/a/../membership', '/membership'],
    ['/@evil.example', '/@evil.example'],
  ])('keeps a path on this site: %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    null, undefined, '',
    // What ?next=/%5Cevil.example decodes to: a browser reads it as //evil.example.
    '/\\evil.example', '\\\\evil.example', '/\\/evil.example', '//evil.example', '///evil.example',
    'https://evil.example/', 'javascript:alert(1)', 'evil.example', 'profile',
    '/\tevil', '/\n/evil.example', '/x\u0000',
  ])('ignores %j for the default page', (value) => {
    expect(safeNextPath(value)).toBe('/');
    expect(safeNextPath(value, '/profile')).toBe('/profile');
  });
});
