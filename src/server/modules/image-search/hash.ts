/** A 64-bit DCT hash of the whole picture: it recognises the very same image. */
import { DESCRIPTOR_EDGE, median, PARTS, type Descriptor } from './layout.js';

/** cos((2x + 1)uπ / 64) for the 8 lowest frequencies u over 32 samples x. */
const DCT_COS = Float64Array.from({ length: 8 * 32 }, (_, i) => Math.cos(((2 * (i % 32) + 1) * Math.floor(i / 32) * Math.PI) / 64));

/**
 * A 64-bit DCT hash of a lightness plane of DESCRIPTOR_EDGE squared: the 8 × 8 lowest
 * frequencies of its 32 × 32 reduction, each above or below their median. Four 16-bit words,
 * so it fits a float vector exactly.
 */
export function perceptualHash(lightness: Float32Array): number[] {
  const s = 32;
  const step = DESCRIPTOR_EDGE / s;
  const small = new Float64Array(s * s);
  for (let y = 0; y < s; y++) {
    for (let x = 0; x < s; x++) {
      let sum = 0;
      for (let dy = 0; dy < step; dy++) for (let dx = 0; dx < step; dx++) sum += lightness[(y * step + dy) * DESCRIPTOR_EDGE + x * step + dx]!;
      small[y * s + x] = sum / (step * step);
    }
  }
  // Separable: the rows' 8 lowest frequencies first, then the columns'.
  const rows = new Float64Array(s * 8);
  for (let y = 0; y < s; y++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let x = 0; x < s; x++) sum += small[y * s + x]! * DCT_COS[u * s + x]!;
      rows[y * 8 + u] = sum;
    }
  }
  const coeffs: number[] = [];
  for (let v = 0; v < 8; v++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let y = 0; y < s; y++) sum += rows[y * 8 + u]! * DCT_COS[v * s + y]!;
      coeffs.push(sum);
    }
  }
  const med = median(coeffs.slice(1));
  const words = [0, 0, 0, 0];
  coeffs.forEach((c, i) => {
    if (c > med) words[i >> 4]! |= 1 << (i & 15);
  });
  return words;
}

/** Bits that differ between two hashes (0-64). */
export function hashDistance(a: Descriptor, b: Descriptor): number {
  let bits = 0;
  for (let w = 0; w < 4; w++) {
    let x = (a[PARTS.hash[0] + w]! ^ b[PARTS.hash[0] + w]!) & 0xffff;
    while (x) {
      x &= x - 1;
      bits++;
    }
  }
  return bits;
}
