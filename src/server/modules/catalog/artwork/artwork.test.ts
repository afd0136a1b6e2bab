import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { ART_KINDS, type ArtKind } from '../../../../shared/catalog/art-kinds.js';
import { normalizeHexColor, parseHexColor, renderArtworkSvg, shadeColor } from './artwork.js';
import { ARTWORK_SIZES, renderArtworkWebp } from './render.js';
import { MODEL_LINES } from '../../../demo/models.js';

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
    // 45 kinds, a quarter of them at 1600 px: about 10 s on two idle cores. The bound only
    // catches a hang: shuffled beside the seed tests on a busy machine it ran past 40 s.
  }, 120_000);

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

describe('drawings follow each model’s shape (issue #10 item 13)', () => {
  const kindOf = (brandSlug: string, model: string): ArtKind => {
    const line = MODEL_LINES.find((l) => l.brandSlug === brandSlug && l.model === model);
    if (!line) throw new Error(`no model line ${brandSlug} ${model}`);
    return line.artKind;
  };

  it('gives each model its case shape or body style in the demo data', () => {
    expect(kindOf('rolex', 'Submariner')).toBe('watch');
    expect(kindOf('cartier', 'Tank')).toBe('watch-tank');
    expect(kindOf('audemars-piguet', 'Royal Oak')).toBe('watch-octagon');
    expect(kindOf('patek-philippe', 'Nautilus')).toBe('watch-octagon');
    expect(kindOf('jaeger-lecoultre', 'Reverso')).toBe('watch-square');
    expect(kindOf('richard-mille', 'RM 011')).toBe('watch-tonneau');
    expect(kindOf('land-rover', 'Defender 110 V8')).toBe('suv');
    expect(kindOf('mercedes-benz', 'G 63 AMG')).toBe('suv');
    expect(kindOf('bentley', 'Bentayga EWB')).toBe('suv');
    expect(kindOf('rolls-royce', 'Cullinan')).toBe('suv');
    expect(kindOf('lamborghini', 'Urus Performante')).toBe('suv');
    expect(kindOf('porsche', '911 GT3 RS')).toBe('car');
    expect(kindOf('porsche', '918 Spyder')).toBe('convertible');
  });

  /** The drawing at 200 px as grey levels, and how far two drawings are apart (0-255 per pixel). */
  async function grey(kind: ArtKind): Promise<Buffer> {
    return sharp(Buffer.from(renderArtworkSvg(kind, '#1f3a5f')), { density: 18 }).resize(200, 200).greyscale().raw().toBuffer();
  }
  function distance(a: Buffer, b: Buffer): number {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    return sum / a.length;
  }

  it('draws a Tank and a Royal Oak unlike a Submariner, and a Defender unlike a coupé', async () => {
    const [submariner, tank, royalOak, coupe, defender] = await Promise.all(
      [kindOf('rolex', 'Submariner'), kindOf('cartier', 'Tank'), kindOf('audemars-piguet', 'Royal Oak'), kindOf('porsche', '911 GT3 RS'), kindOf('land-rover', 'Defender 110 V8')].map(grey),
    );
    // The same drawing twice is identical; different shapes differ by several grey levels on average.
    expect(distance(submariner!, await grey('watch'))).toBe(0);
    expect(distance(tank!, submariner!)).toBeGreaterThan(4);
    expect(distance(royalOak!, submariner!)).toBeGreaterThan(4);
    expect(distance(royalOak!, tank!)).toBeGreaterThan(4);
    expect(distance(defender!, coupe!)).toBeGreaterThan(4);
  });

});
