import { describe as group, expect, it } from 'vitest';
import { DESCRIPTOR_EDGE, describe, distance } from './descriptor.js';
import { cutoutOnSurface, indexVariants, lighten, onSurface, warp } from './variants.js';

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

  it('lays a cut-out on a surface by its transparency: the piece as it is, the surface where it was clear, a blend between', () => {
    const cutout = new Uint8Array(n * n * 4);
    cutout.set([168, 38, 46, 255], (48 * n + 48) * 4);
    cutout.set([168, 38, 46, 128], (48 * n + 49) * 4);
    const out = cutoutOnSurface(cutout, [44, 44, 50]);
    expect(Array.from(out.subarray((48 * n + 48) * 3, (48 * n + 48) * 3 + 3))).toEqual([168, 38, 46]);
    const clear = Array.from(out.subarray((48 * n + 47) * 3, (48 * n + 47) * 3 + 3));
    expect(clear).toEqual(Array.from(onSurface(new Uint8Array(n * n * 3), new Uint8Array(n * n), [44, 44, 50]).subarray((48 * n + 47) * 3, (48 * n + 47) * 3 + 3)));
    const half = out[(48 * n + 49) * 3]!;
    expect(half).toBeGreaterThan(90);
    expect(half).toBeLessThan(120);
    expect(() => cutoutOnSurface(new Uint8Array(n * n * 3), [0, 0, 0])).toThrow(RangeError);
  });

  it('with its cut-out, a pale piece on a pale backdrop is indexed whole on other surfaces, and found there', () => {
    // A cream bag on a backdrop barely lighter (ΔE about 4): a cut from the pixels cannot tell
    // them apart; its cut-out can.
    const piece = [232, 226, 212] as const;
    const backdrop = [240, 234, 222] as const;
    const inside = (x: number, y: number) => x > 24 && x < 72 && y > 34 && y < 70;
    const px = new Uint8Array(n * n * 3);
    const cutout = new Uint8Array(n * n * 4);
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const i = y * n + x;
        px.set(inside(x, y) ? piece : backdrop, i * 3);
        if (inside(x, y)) cutout.set([...piece, 255], i * 4);
      }
    }
    const query = describe(cutoutOnSurface(cutout, [122, 90, 60]), 3); // the bag on a brown table
    const nearest = (ds: ReturnType<typeof indexVariants>) => Math.min(...ds.map((d) => distance(query, d)));
    const withCutout = nearest(indexVariants(px, cutout));
    const segmented = nearest(indexVariants(px));
    expect(withCutout).toBeLessThan(0.5);
    expect(withCutout).toBeLessThan(segmented / 2);
  });
});
