import { describe, expect, it } from 'vitest';
import { artworkUrl, imageAtWidth } from './images.js';

describe('catalogue image URLs', () => {
  it('names the kind and the colour', () => {
    expect(artworkUrl('handbag', '#B8860B')).toBe('/images/catalog/handbag/b8860b.webp');
  });
  it('asks for a width and leaves other URLs alone', () => {
    expect(imageAtWidth('/images/catalog/watch/1a1a1a.webp', 400)).toBe('/images/catalog/watch/1a1a1a.webp?w=400');
    expect(imageAtWidth('/images/catalog/watch/1a1a1a.webp?w=800', 200)).toBe('/images/catalog/watch/1a1a1a.webp?w=200');
    expect(imageAtWidth('/uploads/x.jpg', 200)).toBe('/uploads/x.jpg');
    expect(imageAtWidth(null, 200)).toBeNull();
  });
});
