import { describe as group, expect, it } from 'vitest';
import { DESCRIPTOR_EDGE, describe, distance } from './descriptor.js';
import { indexVariants, lighten, onSurface, warp } from './variants.js';

const n = DESCRIPTOR_EDGE;
/** A red bar on cream: wide, so a turn shows in its edges. */
function bar(): Uint8Array {
  const px = new Uint8Array(n * n * 3);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inside = x > 20 && x < 76 && y > 40 && y < 56;
      px.set(inside ? [168, 38, 46] : [240, 234, 222], (y * n + x) * 3);
    }
  }
  return px;
}

group('index-time variants', () => {
  it('warp with no turn, zoom or shift gives the picture back', () => {
    const px = bar();
    expect(Array.from(warp(px, 0))).toEqual(Array.from(px));
  });

  it('warp turns about the centre: the bar’s ends move up and down', () => {
    const turned = warp(bar(), 10);
    const red = (x: number, y: number) => turned[(y * n + x) * 3 + 1]! < 100;
    // A counter-clockwise turn on screen lifts the right end.
    expect(red(70, 40) || red(72, 38)).not.toBe(red(24, 40) || red(22, 38));
    expect(red(48, 48)).toBe(true);
  });

  it('lighten scales and clips every channel', () => {
    expect(Array.from(lighten(new Uint8Array([100, 200, 250]), 1.2))).toEqual([120, 240, 255]);
    expect(Array.from(lighten(new Uint8Array([100, 200, 250]), 0.5))).toEqual([50, 100, 125]);
  });

  it('onSurface repaints the background only', () => {
    const px = bar();
    const mask = new Uint8Array(n * n);
    for (let y = 41; y < 56; y++) for (let x = 21; x < 76; x++) mask[y * n + x] = 1;
    const out = onSurface(px, mask, [44, 44, 50]);
    expect(Array.from(out.subarray((48 * n + 48) * 3, (48 * n + 48) * 3 + 3))).toEqual([168, 38, 46]);
    expect(out[0]!).toBeLessThan(60);
  });

  it('indexes a picture under itself first and variants near it, a turned query nearer a variant', () => {
    const px = bar();
    const variants = indexVariants(px);
    expect(variants.length).toBeGreaterThan(8);
    expect(distance(variants[0]!, describe(px, 3))).toBe(0);
    const query = describe(warp(px, 7, 1.1), 3);
    const nearestVariant = Math.min(...variants.map((v) => distance(query, v)));
    expect(nearestVariant).toBeLessThan(distance(query, variants[0]!));
  });
});
