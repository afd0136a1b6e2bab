import sharp from 'sharp';

/**
 * Grouping photos by how they look (issue #38), for photos that neither the sheet's file names
 * nor a shared name prefix put together (a camera's IMG_4411.jpg, IMG_4412.jpg...).
 *
 * The image index's descriptor (modules/image-search) is not on that module's public surface
 * (its index.ts), so this keeps a small signature of its own, made with sharp from a 32 × 32
 * copy, in four parts that a retake of the same piece keeps and another piece does not:
 * - layout: the 16 × 16 grey picture, centred and scaled to unit spread (so brighter or darker
 *   light changes nothing), compared by correlation;
 * - colour (of the piece: the pixels that stand apart from the border's median colour): a
 *   histogram of CIELAB hue in 12 bins (each pixel shared between the two nearest, weighed by
 *   its chroma) and one bin for greys: hue is what stronger or weaker light leaves alone;
 * - edges: 8-bin gradient orientation histograms in 2 × 2 cells;
 * - tone: the piece's lightness against the backdrop's (log2 of the ratio) and its mean chroma
 *   over lightness, so two pieces of one hue, one pale and one deep, stay apart.
 * distance = (1 - correlation) / 2 + colour L1 / 2 + edges L1 / 4 (per cell) + tone differences / 4
 * (each capped at 1). On the test pictures (bulk-upload.ocr.test.ts: crops up to 6 %, light
 * ±15 %, JPEG 60-90) retakes of one piece are at most 0.26 apart and different pieces at least
 * 0.58. On the bench's harder set (60 drawn pieces in random colours, light ±25 %), retakes
 * are 0.17 apart at the median and 0.39 at the 99th percentile, and 5 of 16,000 pairs of
 * different pieces come nearer than 0.3.
 *
 * Clustering: agglomerative with complete linkage under SAME_PIECE — pairs are taken from the
 * nearest up, and two groups join only when every photo of one is within SAME_PIECE of every
 * photo of the other and the joined group stays within `maxGroup` photos (a listing's most). Complete linkage, not
 * single: a chain of near photos never joins two pieces through a middle one.
 */
export const SIGNATURE_EDGE = 32;
const GRID = 16;
/** 12 hues and one bin for the greys. */
const HUES = 12;
const CHROMA_BINS = HUES + 1;
/** Below this CIELAB chroma a pixel is grey; from twice this it counts fully to its hue. */
const GREY_CHROMA = 8;
const ORIENT_BINS = 8;
const CELLS = 2;
/** The last two numbers: the piece's lightness against the backdrop's (log2 of their ratio), and its mean chroma over lightness. */
const TONE = GRID * GRID + CHROMA_BINS + CELLS * CELLS * ORIENT_BINS;
export const SIGNATURE_LENGTH = TONE + 2;

/**
 * Photos nearer than this are taken to show the same piece: between the test pictures'
 * retakes (at most 0.26) and different pieces (at least 0.58). On the bench's harder set
 * (`npm run bench:bulk-upload -- --ocr-only`) it recovered 51 of 60 pieces whole, with 1 group
 * joining two pieces; 0.26 split more and joined as many.
 */
export const SAME_PIECE = 0.3;

export type Signature = Float32Array;

const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
const LINEAR = Float32Array.from({ length: 256 }, (_, i) => linear(i));
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** sRGB to CIELAB (D65). */
function lab(r: number, g: number, b: number): [number, number, number] {
  const R = LINEAR[r]!;
  const G = LINEAR[g]!;
  const B = LINEAR[b]!;
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** The signature of a photo, or null when sharp cannot read it. */
export async function signatureOf(bytes: Buffer): Promise<Signature | null> {
  try {
    const { data } = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(SIGNATURE_EDGE, SIGNATURE_EDGE, { fit: 'fill', kernel: 'cubic' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return signatureOfPixels(data);
  } catch {
    return null;
  }
}

/** From SIGNATURE_EDGE² RGB pixels. */
export function signatureOfPixels(rgb: Uint8Array): Signature {
  const n = SIGNATURE_EDGE;
  const out = new Float32Array(SIGNATURE_LENGTH);
  const grey = new Float32Array(n * n);
  const chroma = out.subarray(GRID * GRID, GRID * GRID + CHROMA_BINS);
  // The backdrop: the median of the border's pixels; the piece is what stands apart from it.
  const border: number[][] = [[], [], []];
  for (let i = 0; i < n * n; i++) {
    const x = i % n;
    const y = Math.floor(i / n);
    if (x === 0 || y === 0 || x === n - 1 || y === n - 1) for (let c = 0; c < 3; c++) border[c]!.push(rgb[i * 3 + c]!);
  }
  const back = border.map((v) => v.sort((a, b) => a - b)[v.length >> 1]!);
  const backLevel = (back[0]! + back[1]! + back[2]!) / 3 + 20;
  const isPiece = new Uint8Array(n * n);
  let pieceCount = 0;
  for (let i = 0; i < n * n; i++) {
    const d = Math.hypot(rgb[i * 3]! - back[0]!, rgb[i * 3 + 1]! - back[1]!, rgb[i * 3 + 2]! - back[2]!);
    if (d / backLevel > 0.2) {
      isPiece[i] = 1;
      pieceCount++;
    }
  }
  let pieceGrey = 0;
  let pieceChroma = 0;
  let toned = 0;
  // Too little apart from the border (a close-up that fills the frame): every pixel counts.
  if (pieceCount < (n * n) / 20) isPiece.fill(1);
  for (let i = 0; i < n * n; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    grey[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    const sum = r + g + b;
    // Near-black pixels have no reliable colour; the backdrop's colour is not the piece's.
    if (sum < 30 || !isPiece[i]) continue;
    const [l, a, bb] = lab(r, g, b);
    const c = Math.hypot(a, bb);
    pieceGrey += grey[i]!;
    pieceChroma += c / (l + 10);
    toned++;
    const w = Math.min(1, Math.max(0, (c - GREY_CHROMA) / GREY_CHROMA));
    chroma[HUES]! += 1 - w;
    if (w > 0) {
      const h = ((Math.atan2(bb, a) / (2 * Math.PI) + 1) % 1) * HUES;
      const h0 = Math.floor(h) % HUES;
      const f = h - Math.floor(h);
      chroma[h0]! += w * (1 - f);
      chroma[(h0 + 1) % HUES]! += w * f;
    }
  }
  const backGrey = 0.299 * back[0]! + 0.587 * back[1]! + 0.114 * back[2]!;
  out[TONE] = toned > 0 ? Math.log2((pieceGrey / toned + 8) / (backGrey + 8)) : 0;
  out[TONE + 1] = toned > 0 ? pieceChroma / toned : 0;
  const chromaSum = chroma.reduce((s, v) => s + v, 0) || 1;
  for (let i = 0; i < chroma.length; i++) chroma[i]! /= chromaSum;
  // Layout: 2 × 2 blocks averaged to GRID², then centred and scaled.
  const step = n / GRID;
  let mean = 0;
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      let v = 0;
      for (let dy = 0; dy < step; dy++) for (let dx = 0; dx < step; dx++) v += grey[(y * step + dy) * n + x * step + dx]!;
      out[y * GRID + x] = v / (step * step);
      mean += out[y * GRID + x]!;
    }
  }
  mean /= GRID * GRID;
  let spread = 0;
  for (let i = 0; i < GRID * GRID; i++) spread += (out[i]! - mean) ** 2;
  spread = Math.sqrt(spread / (GRID * GRID)) || 1;
  for (let i = 0; i < GRID * GRID; i++) out[i] = (out[i]! - mean) / spread;
  // Edges: orientation histograms weighted by gradient strength, per cell, each cell summing to 1.
  const edges = out.subarray(GRID * GRID + CHROMA_BINS);
  const cell = n / CELLS;
  for (let y = 1; y < n - 1; y++) {
    for (let x = 1; x < n - 1; x++) {
      const gx = grey[y * n + x + 1]! - grey[y * n + x - 1]!;
      const gy = grey[(y + 1) * n + x]! - grey[(y - 1) * n + x]!;
      const mag = Math.hypot(gx, gy);
      if (mag < 4) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      const bin = Math.min(ORIENT_BINS - 1, Math.floor((angle / Math.PI) * ORIENT_BINS));
      const c = Math.min(CELLS - 1, Math.floor(y / cell)) * CELLS + Math.min(CELLS - 1, Math.floor(x / cell));
      edges[c * ORIENT_BINS + bin]! += mag;
    }
  }
  for (let c = 0; c < CELLS * CELLS; c++) {
    let sum = 0;
    for (let b = 0; b < ORIENT_BINS; b++) sum += edges[c * ORIENT_BINS + b]!;
    if (sum > 0) for (let b = 0; b < ORIENT_BINS; b++) edges[c * ORIENT_BINS + b]! /= sum;
  }
  return out;
}

export function signatureDistance(a: Signature, b: Signature): number {
  let corr = 0;
  for (let i = 0; i < GRID * GRID; i++) corr += a[i]! * b[i]!;
  corr /= GRID * GRID;
  let colour = 0;
  for (let i = GRID * GRID; i < GRID * GRID + CHROMA_BINS; i++) colour += Math.abs(a[i]! - b[i]!);
  let edges = 0;
  for (let i = GRID * GRID + CHROMA_BINS; i < TONE; i++) edges += Math.abs(a[i]! - b[i]!);
  const lighter = Math.min(1, Math.abs(a[TONE]! - b[TONE]!));
  const vivid = Math.min(1, Math.abs(a[TONE + 1]! - b[TONE + 1]!));
  return (1 - corr) / 2 + colour / 2 + edges / (CELLS * CELLS) / 4 + lighter / 4 + vivid / 4;
}

export function toSignatureBytes(s: Signature): Buffer {
  return Buffer.from(s.buffer, s.byteOffset, s.byteLength);
}

export function fromSignatureBytes(bytes: Buffer): Signature | null {
  if (bytes.byteLength !== SIGNATURE_LENGTH * 4) return null;
  const copy = new Uint8Array(bytes);
  const s = new Float32Array(copy.buffer);
  return s.every((v) => Number.isFinite(v)) ? s : null;
}

/**
 * Groups of indexes into `signatures` (null: unknown, always alone), each within `maxGroup`,
 * every pair in a group nearer than `threshold`; in the order of their first member. Pairwise
 * distances are O(n²): 2,000 photos are 2 million pairs of 324 numbers, about half a second,
 * given back to the event loop every 100 rows.
 */
export async function clusterBySimilarity(signatures: readonly (Signature | null)[], maxGroup: number, threshold = SAME_PIECE): Promise<number[][]> {
  const n = signatures.length;
  const pairs: { i: number; j: number; d: number }[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    const a = signatures[i];
    if (!a) continue;
    for (let j = i + 1; j < n; j++) {
      const b = signatures[j];
      if (!b) continue;
      const d = signatureDistance(a, b);
      if (d < threshold) pairs.push({ i, j, d });
    }
  }
  pairs.sort((x, y) => x.d - y.d || x.i - y.i || x.j - y.j);
  const near = new Map<number, Set<number>>();
  for (const p of pairs) {
    if (!near.has(p.i)) near.set(p.i, new Set());
    if (!near.has(p.j)) near.set(p.j, new Set());
    near.get(p.i)!.add(p.j);
    near.get(p.j)!.add(p.i);
  }
  const groupOf = Array.from({ length: n }, (_, i) => i);
  const members = new Map<number, number[]>(Array.from({ length: n }, (_, i) => [i, [i]]));
  for (const { i, j } of pairs) {
    const gi = groupOf[i]!;
    const gj = groupOf[j]!;
    if (gi === gj) continue;
    const a = members.get(gi)!;
    const b = members.get(gj)!;
    if (a.length + b.length > maxGroup) continue;
    if (!a.every((x) => b.every((y) => near.get(x)?.has(y)))) continue;
    for (const y of b) groupOf[y] = gi;
    a.push(...b);
    members.delete(gj);
  }
  return [...members.values()].map((m) => m.sort((x, y) => x - y)).sort((x, y) => x[0]! - y[0]!);
}
