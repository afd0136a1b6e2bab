import { describe, expect, it } from 'vitest';
import { assistantPlacement } from './placement.js';

describe('where the assistant shows (SPEC §2)', () => {
  it.each(['/auth/login', '/admin/members', '/admin', '/api/docs', '/_next/x', '/favicon.ico', '/images/a.png', '/robots.txt', '/sitemap.xml'])('is absent on %s', (p) => {
    expect(assistantPlacement(p)).toBe('hidden');
  });
  it.each(['/', '/search', '/category/watches', '/wishlist', '/terms', '/chat', '/auction/x'])('is a widget on %s', (p) => {
    expect(assistantPlacement(p)).toBe('widget');
  });
  it('asks about the piece on a product page', () => {
    expect(assistantPlacement('/product/rolex-submariner-126610ln')).toBe('product');
  });
});
