/**
 * Visual features of one picture, computed from raw pixels (issue #15): no learned weights,
 * nothing downloaded. The server decodes any photo to DESCRIPTOR_EDGE × DESCRIPTOR_EDGE RGB
 * with sharp and hands the bytes here; the same code describes the catalogue's images and a
 * member's query, so the two always agree.
 *
 * What a phone does to a photo decides what the features must ignore: a crop, a slight turn,
 * JPEG blocks, light brighter or darker, another table underneath, a screen's moiré. So:
 * - the piece is separated from its background (the colour of the picture's border), and every
 *   feature but the hash looks at the piece alone, inside its own bounding box;
 * - colour is read in CIELAB, where distance is perceptual, with lightness weighed less than
 *   hue and chroma (light changes lightness first);
 * - shape is the piece's silhouette on a coarse grid plus where its edges run (orientation
 *   histograms with soft bins, so ten degrees of turn move weight, not whole counts);
 * - a 64-bit DCT hash of the whole picture recognises the very same image.
 *
 * By concern: layout.ts (the picture's size, the vector's parts), colour.ts (CIELAB),
 * segmentation.ts (the piece against its backdrop), features.ts (the vector and the distance
 * between two), hash.ts; this file describes a picture and stores its vectors.
 */
import { toLab } from './colour.js';
import { features } from './features.js';
import { DESCRIPTOR_LENGTH, LENGTH_BEFORE_BACKDROP, type Descriptor } from './layout.js';
import { pieceAndFrame } from './segmentation.js';

// The descriptor's surface, whichever file of this folder computes each part.
export { DESCRIPTOR_EDGE, DESCRIPTOR_LENGTH, LENGTH_BEFORE_BACKDROP, PARTS, median, type Descriptor } from './layout.js';
export { rgbToLab, toLab } from './colour.js';
export { pieceMask, segment } from './segmentation.js';
export { hashDistance, perceptualHash } from './hash.js';
export { distance, WEIGHTS } from './features.js';

/**
 * Describes a picture given as `channels`-interleaved 8-bit pixels of DESCRIPTOR_EDGE squared.
 * Throws RangeError when the buffer has another size.
 */
export function describe(pixels: Uint8Array, channels: number): Descriptor {
  const { L, A, B } = toLab(pixels, channels);
  const { mask, rect } = pieceAndFrame(L, A, B);
  return features(L, A, B, mask, rect);
}

/** The vector as bytes (little-endian float32), to store; and back. */
export function toBytes(d: Descriptor): Uint8Array {
  return new Uint8Array(d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength));
}

export function fromBytes(bytes: Uint8Array): Descriptor {
  if (bytes.byteLength !== DESCRIPTOR_LENGTH * 4) throw new RangeError(`a descriptor is ${DESCRIPTOR_LENGTH * 4} bytes`);
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer);
}

/** Several vectors (a picture and its variants) one after another, to store; and back. */
export function toBytesAll(ds: Descriptor[]): Uint8Array {
  const out = new Uint8Array(ds.length * DESCRIPTOR_LENGTH * 4);
  ds.forEach((d, i) => out.set(toBytes(d), i * DESCRIPTOR_LENGTH * 4));
  return out;
}

/**
 * `stored`: the length the vectors were written with. Vectors written before the backdrop was
 * described (`LENGTH_BEFORE_BACKDROP`) come back whole, their backdrop unknown (NaN).
 */
export function fromBytesAll(bytes: Uint8Array, stored: number = DESCRIPTOR_LENGTH): Descriptor[] {
  if (stored !== DESCRIPTOR_LENGTH && stored !== LENGTH_BEFORE_BACKDROP) throw new RangeError(`no descriptor was ever ${stored} long`);
  const size = stored * 4;
  if (bytes.byteLength === 0 || bytes.byteLength % size !== 0) throw new RangeError(`descriptors of ${stored} are ${size} bytes each`);
  return Array.from({ length: bytes.byteLength / size }, (_, i) => {
    const out = new Float32Array(DESCRIPTOR_LENGTH).fill(Number.NaN);
    out.set(new Float32Array(new Uint8Array(bytes.subarray(i * size, (i + 1) * size)).buffer));
    return out;
  });
}
