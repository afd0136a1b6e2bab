import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import {
  DESCRIPTOR_EDGE, DESCRIPTOR_LENGTH, LENGTH_BEFORE_BACKDROP, PARTS, describe, distance, fromBytes, fromBytesAll, hashDistance, median, pieceMask, rgbToLab, toBytes, toBytesAll,
} from './descriptor.js';

const n = DESCRIPTOR_EDGE;
type Rgb = readonly [number, number, number];

/** A picture: a surface, and a shape of one colour drawn where `inside(x, y)` (0..1 coordinates). */
function picture(surface: Rgb, piece: Rgb, inside: (x: number, y: number) => boolean, grain = 0): Uint8Array {
  const px = new Uint8Array(n * n * 3);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const c = inside(x / n, y / n) ? piece : surface;
      const g = grain ? Math.round(Math.sin(x * 0.7) * grain) : 0;
      for (let k = 0; k < 3; k++) px[(y * n + x) * 3 + k] = Math.max(0, Math.min(255, c[k]! + (c === surface ? g : 0)));
    }
  }
  return px;
}
const bag = (x: number, y: number) => x > 0.25 && x < 0.75 && y > 0.4 && y < 0.8;
const bottle = (x: number, y: number) => (x > 0.42 && x < 0.58 && y > 0.15 && y < 0.85) || (x > 0.35 && x < 0.65 && y > 0.4 && y < 0.85);
const ring = (x: number, y: number) => {
  const r = Math.hypot(x - 0.5, y - 0.5);
  return r > 0.2 && r < 0.3;
};
const cream: Rgb = [240, 234, 222];
const red: Rgb = [168, 38, 46];
const navy: Rgb = [31, 43, 69];

group('image descriptors', () => {
  it('takes the median by selection: the middle element of the values in order, the values left as they were', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -100, max: 100, noNaN: true })), { minLength: 1, maxLength: 300 }), (values) => {
        const before = [...values];
        const sorted = [...values].sort((a, b) => a - b);
        expect(median(values) + 0).toBe(sorted[sorted.length >> 1]! + 0);
        expect(values).toEqual(before);
      }),
    );
    expect(median([])).toBe(0);
  });

  it('converts sRGB to CIELAB (D65)', () => {
    expect(rgbToLab(255, 255, 255).map((v) => Math.round(v) + 0)).toEqual([100, 0, 0]);
    expect(rgbToLab(0, 0, 0).map((v) => Math.round(v) + 0)).toEqual([0, 0, 0]);
    const [l, a, b] = rgbToLab(255, 0, 0);
    expect([Math.round(l), Math.round(a), Math.round(b)]).toEqual([53, 80, 67]);
  });

  it('finds a picture at distance 0 from itself, and the distance is symmetric', () => {
    const a = describe(picture(cream, red, bag), 3);
    const b = describe(picture(cream, navy, bottle), 3);
    expect(a).toHaveLength(DESCRIPTOR_LENGTH);
    expect(distance(a, a)).toBe(0);
    expect(distance(a, b)).toBeCloseTo(distance(b, a), 10);
    expect(distance(a, b)).toBeGreaterThan(1);
  });

  it('tells pieces apart by colour and by shape, and ignores the surface they stand on', () => {
    const query = describe(picture([90, 70, 50], red, bag, 10), 3); // a red bag on a wooden table
    const redBag = distance(query, describe(picture(cream, red, bag), 3));
    const navyBag = distance(query, describe(picture(cream, navy, bag), 3));
    const redRing = distance(query, describe(picture(cream, red, ring), 3));
    expect(redBag).toBeLessThan(navyBag);
    expect(redBag).toBeLessThan(redRing);
    // Well inside the no-match line (2.8): only the whole-frame hash sees the table.
    expect(redBag).toBeLessThan(1.5);
  });

  it('keeps a small piece that fills its own box (a clutch) as the piece, and looks inside a screen', () => {
    const clutch = (x: number, y: number) => x > 0.25 && x < 0.75 && y > 0.45 && y < 0.65;
    const mask = pieceMask(picture(cream, red, clutch), 3);
    const covered = mask.reduce((s, v) => s + v, 0);
    expect(covered).toBeGreaterThan(n * n * 0.5 * 0.2 * 0.9);
    expect(covered).toBeLessThan(n * n * 0.5 * 0.2 * 1.1);
    // The same clutch shown on a screen (a dark bezel filling most of the frame): still found.
    const onScreen = picture([16, 16, 16], cream, (x, y) => x > 0.04 && x < 0.96 && y > 0.04 && y < 0.96);
    const clutchPixels = picture(cream, red, clutch);
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {


        if (x / n > 0.04 && x / n < 0.96 && y / n > 0.04 && y / n < 0.96) {
          const u = Math.min(n - 1, Math.floor(((x / n - 0.04) / 0.92) * n));
          const v = Math.min(n - 1, Math.floor(((y / n - 0.04) / 0.92) * n));
          for (let k = 0; k < 3; k++) onScreen[(y * n + x) * 3 + k] = clutchPixels[(v * n + u) * 3 + k]!;
        }
      }
    }
    const redClutch = describe(clutchPixels, 3);
    const navyClutch = describe(picture(cream, navy, clutch), 3);
    const query = describe(onScreen, 3);
    expect(distance(query, redClutch)).toBeLessThan(distance(query, navyClutch));
    expect(distance(query, redClutch)).toBeLessThan(1);
  });

  it('keeps a pale piece whole on a pale studio sweep: a soft outline does not let the backdrop in', () => {
    // The catalogue's sweep (lighter at the top, a spot of light) and a bag barely darker than it,
    // whose outline fades over a few pixels as a drawing's anti-aliasing and shadow do.
    const px = new Uint8Array(n * n * 3);
    const inside = (x: number, y: number) => Math.max(Math.abs(x - 48) / 24, Math.abs(y - 54) / 18);
    const truth = new Uint8Array(n * n);
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const t = y / n;
        const spot = Math.max(0, 1 - Math.hypot(x - 48, y - 38) / 60) * 8;
        const back = [247 - 20 * t + spot, 243 - 24 * t + spot, 236 - 28 * t + spot];
        const piece = [222 - 10 * t, 208 - 10 * t, 180 - 10 * t];
        const r = inside(x, y);
        const w = r <= 1 ? 1 : r >= 1.15 ? 0 : (1.15 - r) / 0.15;
        if (r <= 1) truth[y * n + x] = 1;
        for (let k = 0; k < 3; k++) px[(y * n + x) * 3 + k] = Math.round(piece[k]! * w + back[k]! * (1 - w));
      }
    }
    const mask = pieceMask(px, 3);
    let both = 0;
    let either = 0;
    for (let i = 0; i < n * n; i++) {
      both += mask[i]! & truth[i]!;
      either += mask[i]! | truth[i]!;
    }
    expect(both / either).toBeGreaterThan(0.85);
  });

  it('sees through a colour cast that falls on the piece and its backdrop alike (a screen, other light)', () => {
    // A screen shows the picture bluer and dimmer: every channel scaled, backdrop included.
    const cast = (px: Uint8Array, f: Rgb) => px.map((v, i) => Math.min(255, Math.round(v * f[i % 3]!)));
    const query = describe(cast(picture(cream, red, bag), [0.9, 0.94, 1.04]), 3);
    // A sibling whose red is what the cast made of this one, on the studio backdrop.
    const sibling = describe(picture(cream, [160, 37, 50], bag), 3);
    expect(distance(query, describe(picture(cream, red, bag), 3))).toBeLessThan(distance(query, sibling));
    // Read against its backdrop, the piece's colour is its own again.
    const k = PARTS.backdrop[0];
    const own = describe(picture(cream, red, bag), 3);
    const seen = Math.hypot(query[k + 3]! - own[k + 3]!, query[k + 4]! - own[k + 4]!, query[k + 5]! - own[k + 5]!);
    const raw = Math.hypot(query[0]! - own[0]!, query[1]! - own[1]!, query[2]! - own[2]!);
    expect(seen).toBeLessThan(1);
    expect(raw).toBeGreaterThan(4);
  });

  it('keeps a neutral piece near itself under a cast: grey sits on a border of the a*b* bins', () => {
    const cast = (px: Uint8Array, f: Rgb) => px.map((v, i) => Math.min(255, Math.round(v * f[i % 3]!)));
    const black: Rgb = [28, 28, 28];
    const query = describe(cast(picture(cream, black, bag), [0.95, 0.98, 1.04]), 3);
    // A bluish charcoal sibling, about ΔE 8 away.
    const charcoal = describe(picture(cream, [44, 44, 48], bag), 3);
    expect(distance(query, describe(picture(cream, black, bag), 3))).toBeLessThan(distance(query, charcoal));
  });

  it('has no backdrop to read when the whole frame is the piece', () => {
    const d = describe(picture(cream, cream, () => false), 3);
    expect(Number.isNaN(d[PARTS.backdrop[0]]!)).toBe(true);
  });

  it('takes 4 channels (RGBA) as well as 3', () => {
    const rgb = picture(cream, red, bag);
    const rgba = new Uint8Array(n * n * 4);
    for (let i = 0; i < n * n; i++) rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
    expect(distance(describe(rgb, 3), describe(rgba, 4))).toBe(0);
  });

  it('describes a plain picture with no piece in it (the whole frame is the piece)', () => {
    const d = describe(picture(cream, cream, () => false), 3);
    expect(Number.isFinite(distance(d, describe(picture(cream, red, bag), 3)))).toBe(true);
  });

  it('refuses pixels of another size', () => {
    expect(() => describe(new Uint8Array(10), 3)).toThrow(RangeError);
  });

  it('hashes the same picture the same, and a different one differently', () => {
    const a = describe(picture(cream, red, bag), 3);
    expect(hashDistance(a, a)).toBe(0);
    expect(hashDistance(a, describe(picture(cream, red, ring), 3))).toBeGreaterThan(8);
  });

  it('stores as bytes and reads back exactly', () => {
    const a = describe(picture(cream, navy, bottle), 3);
    const back = fromBytes(toBytes(a));
    expect(Array.from(back)).toEqual(Array.from(a));
    expect(() => fromBytes(new Uint8Array(12))).toThrow(RangeError);
    const b = describe(picture(cream, red, ring), 3);
    const all = fromBytesAll(toBytesAll([a, b]));
    expect(all.map((d) => Array.from(d))).toEqual([Array.from(a), Array.from(b)]);
    expect(() => fromBytesAll(new Uint8Array(0))).toThrow(RangeError);
    expect(() => fromBytesAll(new Uint8Array(DESCRIPTOR_LENGTH * 4 + 4))).toThrow(RangeError);
  });

  it('reads vectors stored before the backdrop was described, with their backdrop unknown', () => {
    const a = describe(picture(cream, navy, bottle), 3);
    const old = toBytes(a).slice(0, LENGTH_BEFORE_BACKDROP * 4);
    const [back] = fromBytesAll(old, LENGTH_BEFORE_BACKDROP);
    expect(back).toHaveLength(DESCRIPTOR_LENGTH);
    expect(Array.from(back!.subarray(0, LENGTH_BEFORE_BACKDROP))).toEqual(Array.from(a.subarray(0, LENGTH_BEFORE_BACKDROP)));
    expect(Array.from(back!.subarray(LENGTH_BEFORE_BACKDROP)).every(Number.isNaN)).toBe(true);
    // Compared as seen: the distance is finite, and 0 to the picture it came from.
    expect(distance(back!, a)).toBe(0);
    expect(() => fromBytesAll(old, LENGTH_BEFORE_BACKDROP + 1)).toThrow(RangeError);
    expect(() => fromBytesAll(old.slice(4), LENGTH_BEFORE_BACKDROP)).toThrow(RangeError);
  });
});
