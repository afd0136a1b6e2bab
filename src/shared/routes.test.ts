import { describe, expect, it } from 'vitest';
import { isKnownPage, matchesPattern, rewriteLegacyPath } from './routes.js';

describe('page routes of SPEC §2', () => {
  it.each([
    '/', '/auctions', '/journal', '/community/discover', '/category/bags', '/category/vehicles/cars',
    '/category/fine-living/wine', '/brand/hermes', '/product/123', '/auction/lot-1', '/search',
    '/profile/orders/42', '/profile/orders/42/tracking', '/chat/abc', '/jets/g650er', '/wine/chateau-margaux-2010',
    '/auth/forgot-password', '/terms', '/privacy', '/category/bags/',
  ])('knows %s', (path) => {
    expect(isKnownPage(path)).toBe(true);
  });

  it.each(['/nope', '/category', '/category/bags/handbags/extra', '/profile/orders', '/brand/', '/jets/a/b'])('does not know %s', (path) => {
    expect(isKnownPage(path)).toBe(false);
  });

  it('matches one segment per parameter', () => {
    expect(matchesPattern('/brand/:slug', '/brand/rolex')).toBe(true);
    expect(matchesPattern('/brand/:slug', '/brand/rolex/more')).toBe(false);
  });

  it('rewrites old seller order links to /profile/orders/', () => {
    expect(rewriteLegacyPath('/seller/orders/77')).toBe('/profile/orders/77');
    expect(rewriteLegacyPath('/profile/orders/77')).toBeNull();
  });
});
