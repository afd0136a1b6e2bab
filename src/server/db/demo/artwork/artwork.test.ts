import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { ART_KINDS, type ArtKind } from '../../../../shared/catalog/art-kinds.js';
import { normalizeHexColor, parseHexColor, renderArtworkSvg, shadeColor } from './artwork.js';
import { ARTWORK_SIZES, renderArtworkWebp } from './render.js';

const COLOURS = ['#1a1a1a', '#b8860b', '#8b1a1a', '#1f3a5f', '#e8e0d0', '#FFF'] as const;

function ids(svg: string): string[] {
  return [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? '');
}

describe('colour helpers', () => {
  it('parses #rgb and #rrggbb', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#1A2b3C')).toEqual({ r: 0x1a, g: 0x2b, b: 0x3c });
    expect(normalizeHexColor('#AbC')).toBe('#aabbcc');
  });

  it('mixes towards white and black', () => {
    expect(shadeColor('#000000', 1)).toBe('#ffffff');
    expect(shadeColor('#ffffff', -1)).toBe('#000000');
    expect(shadeColor('#808080', 0)).toBe('#808080');
  });
});

describe('renderArtworkSvg', () => {
  it.each(ART_KINDS)('draws %s as a standalone, inert SVG', (kind) => {
    for (const colour of COLOURS) {
      const svg = renderArtworkSvg(kind, colour);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg).toContain('width="800" height="800"');
      // the product colour itself, or one of its shades, is in the drawing
      const base = normalizeHexColor(colour);
      const shades = [base, shadeColor(base, 0.2), shadeColor(base, -0.25)];
      expect(shades.some((c) => svg.toLowerCase().includes(c))).toBe(true);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toContain('href="http');
      expect(svg).not.toMatch(/<image|<text|<foreignObject|xlink:href|\bon[a-z]+=/i);
      // every url(#…) reference points at a def in the same document
      const defined = new Set(ids(svg));
      for (const m of svg.matchAll(/url\(#([^)]+)\)/g)) expect(defined.has(m[1] ?? '')).toBe(true);
    }
  });

  it('rejects anything that is not a hex colour', () => {
    const bad = ['', 'red', '#12', '#1234', '#12345', '#1234567', '#ggg', '123456', ' #123456', '#123456 ',
      '#123456"/><script>alert(1)</script>', 'url(#x)', '#12345g'];
    for (const colour of bad) {
      expect(() => renderArtworkSvg('handbag', colour)).toThrow(TypeError);
    }
    expect(() => renderArtworkSvg('handbag', 42 as unknown as string)).toThrow(TypeError);
  });

  it('rejects an unknown kind', () => {
    expect(() => renderArtworkSvg('toaster' as ArtKind, '#123456')).toThrow(TypeError);
  });

  it('uses ids that are unique within a drawing and never collide between kinds or colours', () => {
    const seen = new Map<string, string>();
    for (const kind of ART_KINDS) {
      for (const colour of ['#1a1a1a', '#e8e0d0']) {
        const list = ids(renderArtworkSvg(kind, colour));
        expect(list.length).toBeGreaterThan(0);
        expect(new Set(list).size).toBe(list.length);
        for (const id of list) {
          expect(seen.get(id), `${id} reused by ${kind} ${colour}`).toBeUndefined();
          seen.set(id, `${kind} ${colour}`);
        }
      }
    }
  });

  it('is deterministic', () => {
    expect(renderArtworkSvg('watch', '#1f3a5f')).toBe(renderArtworkSvg('watch', '#1f3a5f'));
  });
});

describe('renderArtworkWebp', () => {
  it('rasterises every kind to a WebP of the requested size', async () => {
    // Spread kinds over the sizes (and colours) to keep the test quick; each size is covered.
    await Promise.all(
      ART_KINDS.map(async (kind, i) => {
        const size = ARTWORK_SIZES[i % ARTWORK_SIZES.length] ?? 200;
        const colour = COLOURS[i % COLOURS.length] ?? '#1a1a1a';
        const webp = await renderArtworkWebp(kind, colour, size);
        const meta = await sharp(webp).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(size);
        expect(meta.height).toBe(size);
      }),
    );
  }, 20_000);

  it('draws something: the image is not a flat backdrop', async () => {
    const webp = await renderArtworkWebp('handbag', '#8b1a1a', 200);
    const stats = await sharp(webp).stats();
    expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(10);
  });

  it('rejects sizes outside ARTWORK_SIZES', async () => {
    for (const size of [0, 100, 300, 1200, 3200, 400.5, -200, Number.NaN]) {
      await expect(renderArtworkWebp('watch', '#1a1a1a', size)).rejects.toThrow(RangeError);
    }
  });

  it('rejects bad colours', async () => {
    await expect(renderArtworkWebp('watch', 'blue', 200)).rejects.toThrow(TypeError);
  });
});
