/**
 * The picture every step of the descriptor works on (DESCRIPTOR_EDGE squared), and the layout
 * of the vector it becomes: which part of the Float32Array holds what.
 */

/** The side, in pixels, of the square every picture is resized to before it is described. */
export const DESCRIPTOR_EDGE = 96;

export const MASK_GRID = 12;
export const EDGE_CELLS = 4;
export const EDGE_BINS = 8;
export const AB_BINS = 8;
export const L_BINS = 4;

/** Layout of the vector: [offset, length] of each part. */
export const PARTS = {
  colour: [0, 6], // median L*a*b* and mean L*a*b* of the piece
  chroma: [6, AB_BINS * AB_BINS], // a*b* histogram of the piece
  light: [6 + AB_BINS * AB_BINS, L_BINS], // L* histogram of the piece
  mask: [6 + AB_BINS * AB_BINS + L_BINS, MASK_GRID * MASK_GRID], // silhouette occupancy in its box
  edges: [6 + AB_BINS * AB_BINS + L_BINS + MASK_GRID * MASK_GRID, EDGE_CELLS * EDGE_CELLS * EDGE_BINS],
  hash: [6 + AB_BINS * AB_BINS + L_BINS + MASK_GRID * MASK_GRID + EDGE_CELLS * EDGE_CELLS * EDGE_BINS, 4], // 4 × 16 bits
  // median L*a*b* of the backdrop around the piece, then the piece's median colour as seen
  // under a standard backdrop (von Kries in linear sRGB); NaN when there is no backdrop to read
  backdrop: [6 + AB_BINS * AB_BINS + L_BINS + MASK_GRID * MASK_GRID + EDGE_CELLS * EDGE_CELLS * EDGE_BINS + 4, 6],
} as const;

export const DESCRIPTOR_LENGTH = PARTS.backdrop[0] + PARTS.backdrop[1];

/** The length of the vectors of index versions 1 and 2, which had no backdrop part. */
export const LENGTH_BEFORE_BACKDROP = PARTS.backdrop[0];

export type Descriptor = Float32Array;

/** A rectangle of the picture, corners included. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The element at index ⌊length / 2⌋ of the values in order (quickselect on a copy: linear, not a sort). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const v = Float64Array.from(values);
  const k = v.length >> 1;
  let lo = 0;
  let hi = v.length - 1;
  while (lo < hi) {
    const pivot = v[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (v[i]! < pivot) i++;
      while (v[j]! > pivot) j--;
      if (i <= j) {
        const tmp = v[i]!;
        v[i] = v[j]!;
        v[j] = tmp;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return v[k]!;
}
