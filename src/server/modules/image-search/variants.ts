/**
 * Index-time augmentation (issue #15): a catalogue picture is stored under several
 * descriptors — as it is, and as a phone would plausibly see it (turned a little, cut a
 * little, in brighter or dimmer light, on another surface) — and a query matches a picture
 * by the nearest of them. The variants are made from the picture's own 96 × 96 pixels, with
 * generic amounts (not the benchmark's random draws), so a query meets a variant near it.
 */
import { DESCRIPTOR_EDGE, DESCRIPTOR_LENGTH, LENGTH_BEFORE_BACKDROP, describe, pieceMask, type Descriptor } from './descriptor.js';

const n = DESCRIPTOR_EDGE;

/**
 * The version of the descriptors and their variants: a picture stored by another version is
 * described again when the catalogue is next indexed. Raise it whenever describe() or
 * indexVariants() computes anything differently.
 */
export const INDEX_VERSION = 4;

/** The length of each vector a picture of index `version` was stored with (version 3 added the backdrop). */
export function storedLength(version: number): number {
  return version >= 3 ? DESCRIPTOR_LENGTH : LENGTH_BEFORE_BACKDROP;
}

/** Bilinear sample of a 3-channel picture; outside it, the nearest edge pixel. */
function sample(src: Uint8Array, x: number, y: number, k: number): number {
  const cx = Math.max(0, Math.min(n - 1, x));
  const cy = Math.max(0, Math.min(n - 1, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(n - 1, x0 + 1);
  const y1 = Math.min(n - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  return (at(src, x0, y0, k) * (1 - fx) + at(src, x1, y0, k) * fx) * (1 - fy) + (at(src, x0, y1, k) * (1 - fx) + at(src, x1, y1, k) * fx) * fy;
}

// Helpers of the per-pixel loops live at module level: a closure made per pixel costs more
// than its arithmetic (and under tsx, a name definition each time).
function at(src: Uint8Array, px: number, py: number, k: number): number {
  return src[(py * n + px) * 3 + k]!;
}

/**
 * The picture turned by `degrees` about a centre, scaled by `zoom` (> 1 magnifies), the
 * centre moved by (dx, dy) of the frame: each output pixel reads back from the source.
 */
export function warp(src: Uint8Array, degrees: number, zoom = 1, dx = 0, dy = 0): Uint8Array {
  const out = new Uint8Array(n * n * 3);
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const c = (n - 1) / 2;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const u = (x - c) / zoom;
      const v = (y - c) / zoom;
      const sx = c + dx * n + cos * u + sin * v;
      const sy = c + dy * n - sin * u + cos * v;
      for (let k = 0; k < 3; k++) out[(y * n + x) * 3 + k] = Math.round(sample(src, sx, sy, k));
    }
  }
  return out;
}

/** Every channel times `factor`, clipped. */
export function lighten(src: Uint8Array, factor: number): Uint8Array {
  return src.map((v) => Math.max(0, Math.min(255, Math.round(v * factor))));
}

/** How a plain surface is lit at (x, y): a little brighter at the top left, darker at the bottom right. */
function surfaceAt(rgb: readonly [number, number, number], x: number, y: number, k: number): number {
  return Math.max(0, Math.min(255, Math.round(rgb[k]! * (1.08 - 0.16 * ((x + y) / (2 * n))))));
}

/** The piece (as the descriptor segments it) on a plain surface of `rgb`, slightly shaded. */
export function onSurface(src: Uint8Array, mask: Uint8Array, rgb: readonly [number, number, number]): Uint8Array {
  const out = new Uint8Array(src);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = y * n + x;
      if (mask[i]) continue;
      for (let k = 0; k < 3; k++) out[i * 3 + k] = surfaceAt(rgb, x, y, k);
    }
  }
  return out;
}

/**
 * A cut-out piece (RGBA, DESCRIPTOR_EDGE squared, transparent where its backdrop was) laid on a
 * plain surface of `rgb`, slightly shaded: its soft edges and floor shadow blend into it.
 */
export function cutoutOnSurface(cutout: Uint8Array, rgb: readonly [number, number, number]): Uint8Array {
  if (cutout.length !== n * n * 4) throw new RangeError(`a cut-out is ${n} × ${n} RGBA pixels`);
  const out = new Uint8Array(n * n * 3);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = y * n + x;
      const a = cutout[i * 4 + 3]! / 255;
      for (let k = 0; k < 3; k++) out[i * 3 + k] = Math.round(cutout[i * 4 + k]! * a + surfaceAt(rgb, x, y, k) * (1 - a));
    }
  }
  return out;
}

/** Surfaces a piece is often photographed on: dark wood, grey stone, charcoal cloth, white. */
const SURFACES = [[96, 68, 46], [150, 150, 156], [44, 44, 50], [236, 236, 236]] as const;

/**
 * The descriptors a catalogue picture (3-channel, DESCRIPTOR_EDGE squared) is indexed under,
 * one step each: about 5 ms of work apiece, so a server can let other work run between them
 * (all of them at once hold a thread for 70–160 ms). With the piece's `cutout` (RGBA, the same
 * picture without its backdrop), the piece is laid on the other surfaces from it: a pale piece
 * on a pale studio backdrop, which no cut from the pixels separates whole, keeps its outline
 * and its colour there. Without one, from the piece as the descriptor segments it.
 */
export function variantSteps(pixels: Uint8Array, cutout: Uint8Array | null = null): (() => Descriptor)[] {
  const keep = (deg: number) => {
    const rad = (Math.abs(deg) * Math.PI) / 180;
    return Math.cos(rad) + Math.sin(rad);
  };
  const steps: (() => Descriptor)[] = [() => describe(pixels, 3)];
  for (const deg of [-8, -4, 4, 8]) steps.push(() => describe(warp(pixels, deg, keep(deg)), 3));
  for (const [dx, dy] of [[-0.04, -0.04], [0.04, 0.04], [0.04, -0.04], [-0.04, 0.04]] as const) steps.push(() => describe(warp(pixels, 0, 1.1, dx, dy), 3));
  for (const f of [0.85, 1.15]) steps.push(() => describe(lighten(pixels, f), 3));
  let mask: Uint8Array | null = null;
  for (const s of SURFACES) {
    steps.push(() => describe(cutout ? cutoutOnSurface(cutout, s) : onSurface(pixels, (mask ??= pieceMask(pixels, 3)), s), 3));
  }
  return steps;
}

/** The descriptors a catalogue picture is indexed under, all at once (see variantSteps). */
export function indexVariants(pixels: Uint8Array, cutout: Uint8Array | null = null): Descriptor[] {
  return variantSteps(pixels, cutout).map((step) => step());
}
