/**
 * The features of a piece once it is separated (colour, silhouette, edges, hash, backdrop), and
 * the distance between two pictures' features.
 */
import { labToLinear, lin, linearToLab } from './colour.js';
import { hashDistance, perceptualHash } from './hash.js';
import { AB_BINS, DESCRIPTOR_EDGE, DESCRIPTOR_LENGTH, L_BINS, EDGE_BINS, EDGE_CELLS, MASK_GRID, median, PARTS, type Descriptor, type Rect } from './layout.js';

/** The shape's frame: its centre ± this many standard deviations of the piece's pixels. */
const FRAME_SIGMAS = 2;

/** The features of the piece `mask` marks in the CIELAB planes. */
export function features(L: Float32Array, A: Float32Array, B: Float32Array, mask: Uint8Array, rect: Rect | null): Descriptor {
  const n = DESCRIPTOR_EDGE;
  // The frame the shape is read in comes from the piece's moments (centre and spread), not its
  // extreme pixels: a thin strap's outline or a speck moves a bounding box, hardly a centroid.
  let count = 0;
  let sx = 0, sy = 0, sxx = 0, syy = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!mask[y * n + x]) continue;
      count++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
    }
  }
  const cx = sx / count;
  const cy = sy / count;
  const spreadX = Math.max(2, Math.sqrt(Math.max(0, sxx / count - cx * cx)));
  const spreadY = Math.max(2, Math.sqrt(Math.max(0, syy / count - cy * cy)));
  const x0 = Math.max(0, Math.round(cx - FRAME_SIGMAS * spreadX));
  const x1 = Math.min(n - 1, Math.round(cx + FRAME_SIGMAS * spreadX));
  const y0 = Math.max(0, Math.round(cy - FRAME_SIGMAS * spreadY));
  const y1 = Math.min(n - 1, Math.round(cy + FRAME_SIGMAS * spreadY));
  const boxW = x1 - x0 + 1;
  const boxH = y1 - y0 + 1;

  const out = new Float32Array(DESCRIPTOR_LENGTH);

  // Colour of the piece.
  const ls: number[] = [], as: number[] = [], bs: number[] = [];
  const chroma = new Float32Array(AB_BINS * AB_BINS);
  const light = new Float32Array(L_BINS);

  for (let i = 0; i < n * n; i++) {
    if (!mask[i]) continue;
    ls.push(L[i]!);
    as.push(A[i]!);
    bs.push(B[i]!);
    softBin2(chroma, A[i]!, B[i]!);
    light[Math.min(L_BINS - 1, Math.floor((L[i]! / 100) * L_BINS))]! += 1;
  }
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / Math.max(1, v.length);
  out.set([median(ls), median(as), median(bs), mean(ls), mean(as), mean(bs)], PARTS.colour[0]);
  for (let i = 0; i < chroma.length; i++) out[PARTS.chroma[0] + i] = chroma[i]! / count;
  for (let i = 0; i < light.length; i++) out[PARTS.light[0] + i] = light[i]! / count;

  // Silhouette: the share of each grid cell of the bounding box that the piece covers.
  const cells = new Float32Array(MASK_GRID * MASK_GRID);
  const cellArea = new Float32Array(MASK_GRID * MASK_GRID);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const c = Math.min(MASK_GRID - 1, Math.floor(((y - y0) / boxH) * MASK_GRID)) * MASK_GRID + Math.min(MASK_GRID - 1, Math.floor(((x - x0) / boxW) * MASK_GRID));
      cellArea[c]! += 1;
      if (mask[y * n + x]) cells[c]! += 1;
    }
  }
  for (let c = 0; c < cells.length; c++) out[PARTS.mask[0] + c] = cellArea[c]! > 0 ? cells[c]! / cellArea[c]! : 0;

  // Edges of lightness inside the box: orientation (mod 180°) histograms per cell, soft-binned.
  const edges = new Float32Array(EDGE_CELLS * EDGE_CELLS * EDGE_BINS);
  let total = 0;
  for (let y = Math.max(1, y0); y <= Math.min(n - 2, y1); y++) {
    for (let x = Math.max(1, x0); x <= Math.min(n - 2, x1); x++) {
      // The 3 × 3 neighbourhood, read once (Sobel).
      const i = y * n + x;
      const nw = L[i - n - 1]!, north = L[i - n]!, ne = L[i - n + 1]!;
      const w = L[i - 1]!, e = L[i + 1]!;
      const sw = L[i + n - 1]!, south = L[i + n]!, se = L[i + n + 1]!;
      const gx = ne + 2 * e + se - nw - 2 * w - sw;
      const gy = sw + 2 * south + se - nw - 2 * north - ne;
      const mag = Math.sqrt(gx * gx + gy * gy);
      if (mag < 8) continue;
      let angle = Math.atan2(gy, gx);
      if (angle < 0) angle += Math.PI;
      const pos = (angle / Math.PI) * EDGE_BINS - 0.5;
      const lo = Math.floor(pos);
      const frac = pos - lo;
      const cell = Math.min(EDGE_CELLS - 1, Math.floor(((y - y0) / boxH) * EDGE_CELLS)) * EDGE_CELLS + Math.min(EDGE_CELLS - 1, Math.floor(((x - x0) / boxW) * EDGE_CELLS));
      edges[cell * EDGE_BINS + ((lo + EDGE_BINS) % EDGE_BINS)]! += mag * (1 - frac);
      edges[cell * EDGE_BINS + ((lo + 1) % EDGE_BINS)]! += mag * frac;
      total += mag;
    }
  }
  for (let i = 0; i < edges.length; i++) out[PARTS.edges[0] + i] = total > 0 ? edges[i]! / total : 0;

  out.set(perceptualHash(L), PARTS.hash[0]);

  // The backdrop the piece stands on (inside the frame it was found in) and the piece's colour
  // under a standard one: a screen's cast or another light moves both alike.
  out.fill(Number.NaN, PARTS.backdrop[0], PARTS.backdrop[0] + PARTS.backdrop[1]);
  if (rect) {
    const bl: number[] = [], ba: number[] = [], bb: number[] = [];
    for (let y = rect.y0; y <= rect.y1; y++) {
      for (let x = rect.x0; x <= rect.x1; x++) {
        const i = y * n + x;
        if (mask[i]) continue;
        bl.push(L[i]!);
        ba.push(A[i]!);
        bb.push(B[i]!);
      }
    }
    if (bl.length >= (rect.x1 - rect.x0 + 1) * (rect.y1 - rect.y0 + 1) * 0.1) {
      const back: [number, number, number] = [median(bl), median(ba), median(bb)];
      const piece = labToLinear(out[PARTS.colour[0]]!, out[PARTS.colour[0] + 1]!, out[PARTS.colour[0] + 2]!);
      const seen = labToLinear(...back);
      const adapted = linearToLab(
        (piece[0] * STANDARD_BACKDROP[0]) / Math.max(1e-4, seen[0]),
        (piece[1] * STANDARD_BACKDROP[1]) / Math.max(1e-4, seen[1]),
        (piece[2] * STANDARD_BACKDROP[2]) / Math.max(1e-4, seen[2]),
      );
      out.set([...back, ...adapted], PARTS.backdrop[0]);
    }
  }
  return out;
}

/**
 * Adds one pixel's a*b* to the histogram, shared between the four nearest bins by how near their
 * centres it is. Neutral colours sit at a* = b* = 0, on a border between bins: a hard bin would
 * flip on the slightest cast (a screen's blue), a soft one moves a little weight.
 */
function softBin2(chroma: Float32Array, a: number, b: number): void {
  const pa = Math.max(0, Math.min(AB_BINS - 1, ((a + 64) / 128) * AB_BINS - 0.5));
  const pb = Math.max(0, Math.min(AB_BINS - 1, ((b + 64) / 128) * AB_BINS - 0.5));
  const a0 = Math.min(AB_BINS - 2, Math.floor(pa));
  const b0 = Math.min(AB_BINS - 2, Math.floor(pb));
  const fa = pa - a0;
  const fb = pb - b0;
  chroma[a0 * AB_BINS + b0]! += (1 - fa) * (1 - fb);
  chroma[(a0 + 1) * AB_BINS + b0]! += fa * (1 - fb);
  chroma[a0 * AB_BINS + b0 + 1]! += (1 - fa) * fb;
  chroma[(a0 + 1) * AB_BINS + b0 + 1]! += fa * fb;
}

/** The catalogue's own studio backdrop (#efe8dc), in linear sRGB. */
const STANDARD_BACKDROP = [lin(0xef), lin(0xe8), lin(0xdc)] as const;

/** Backdrops nearer than this (ΔE, lightness at half weight) are the same backdrop in other light. */
const SAME_BACKDROP = 20;

/** How much each part weighs in the distance; tuned on the bench (bench/image-search). */
export const WEIGHTS = { colour: 1, chroma: 0.6, light: 0.2, mask: 1, edges: 1.2, hash: 0.3 } as const;

/** ΔE between the L*a*b* triples at `at` of two vectors, lightness at half weight. */
function deltaE(a: Descriptor, b: Descriptor, at: number): number {
  const dl = (a[at]! - b[at]!) * 0.5;
  const da = a[at + 1]! - b[at + 1]!;
  const db = a[at + 2]! - b[at + 2]!;
  return Math.sqrt(dl * dl + da * da + db * db);
}

function l1(a: Descriptor, b: Descriptor, [from, len]: readonly [number, number]): number {
  let d = 0;
  for (let i = from; i < from + len; i++) d += Math.abs(a[i]! - b[i]!);
  return d;
}

/**
 * Distance between two pictures, 0 for the same one; about 1 and above for unrelated ones.
 * Each part is scaled so that a plausible difference counts about 1.
 */
export function distance(a: Descriptor, b: Descriptor): number {
  // Median colour of the piece: lightness at half weight, ΔE of 25 counts 1.
  let colour = deltaE(a, b, PARTS.colour[0]) / 25;
  // On what looks like the same backdrop in other light, also as seen against it.
  const k = PARTS.backdrop[0];
  let chroma = l1(a, b, PARTS.chroma);
  if (!Number.isNaN(a[k]!) && !Number.isNaN(b[k]!) && deltaE(a, b, k) < SAME_BACKDROP) {
    colour = Math.min(colour, deltaE(a, b, k + 3) / 25);
    // The chroma histogram too: each moved by the difference between the two pictures' casts (what
    // their light did to each piece's median a*b*) onto the other, both ways (symmetric).
    const c = PARTS.colour[0];
    const da = b[c + 1]! - b[k + 4]! - (a[c + 1]! - a[k + 4]!);
    const db = b[c + 2]! - b[k + 5]! - (a[c + 2]! - a[k + 5]!);
    chroma = Math.min(chroma, (shiftedChromaL1(a, b, da, db) + shiftedChromaL1(b, a, -da, -db)) / 2);
  }
  return (
    WEIGHTS.colour * colour +
    (WEIGHTS.chroma * chroma) / 2 +
    (WEIGHTS.light * l1(a, b, PARTS.light)) / 2 +
    (WEIGHTS.mask * l1(a, b, PARTS.mask)) / (MASK_GRID * MASK_GRID * 0.25) +
    (WEIGHTS.edges * l1(a, b, PARTS.edges)) / 1 +
    (WEIGHTS.hash * hashDistance(a, b)) / 32
  );
}

const shifted = new Float32Array(AB_BINS * AB_BINS);

const clampBin = (i: number) => (i < 0 ? 0 : i >= AB_BINS ? AB_BINS - 1 : i);

/** L1 between b's a*b* histogram and a's with every bin moved by (da, db) in a*b* (shared bilinearly). */
function shiftedChromaL1(a: Descriptor, b: Descriptor, da: number, db: number): number {
  const from = PARTS.chroma[0];
  const width = 128 / AB_BINS;
  const sa = da / width;
  const sb = db / width;
  const ia = Math.floor(sa);
  const ib = Math.floor(sb);
  const fa = sa - ia;
  const fb = sb - ib;
  shifted.fill(0);
  for (let x = 0; x < AB_BINS; x++) {
    const x0 = clampBin(x + ia);
    const x1 = clampBin(x + ia + 1);
    for (let y = 0; y < AB_BINS; y++) {
      const v = a[from + x * AB_BINS + y]!;
      if (v === 0) continue;
      const y0 = clampBin(y + ib);
      const y1 = clampBin(y + ib + 1);
      shifted[x0 * AB_BINS + y0]! += v * (1 - fa) * (1 - fb);
      shifted[x1 * AB_BINS + y0]! += v * fa * (1 - fb);
      shifted[x0 * AB_BINS + y1]! += v * (1 - fa) * fb;
      shifted[x1 * AB_BINS + y1]! += v * fa * fb;
    }
  }
  let d = 0;
  for (let i = 0; i < shifted.length; i++) d += Math.abs(shifted[i]! - b[from + i]!);
  return d;
}
