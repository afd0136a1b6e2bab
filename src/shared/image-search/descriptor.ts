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
 */

/** The side, in pixels, of the square every picture is resized to before it is described. */
export const DESCRIPTOR_EDGE = 96;

const MASK_GRID = 12;
const EDGE_CELLS = 4;
const EDGE_BINS = 8;
const AB_BINS = 8;
const L_BINS = 4;

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

/** sRGB (0-255) to CIELAB (D65). */
const LINEAR = Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});
const lin = (c: number) => (Number.isInteger(c) && c >= 0 && c <= 255 ? LINEAR[c]! : c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  return linearToLab(lin(r), lin(g), lin(b));
}

/** Linear sRGB (0-1) to CIELAB (D65). */
function linearToLab(r: number, g: number, b: number): [number, number, number] {
  const fx = labF((r * 0.4124564 + g * 0.3575761 + b * 0.1804375) / 0.95047);
  const fy = labF(r * 0.2126729 + g * 0.7151522 + b * 0.072175);
  const fz = labF((r * 0.0193339 + g * 0.119192 + b * 0.9503041) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

// At module level, not made again for each pixel (a closure per pixel cost more than its sum).
function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116;
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Step between neighbours, in ΔE with lightness at half weight: light falls off, hue holds. */
const FLOOD_STEP = 5;
/** How far, in the same ΔE, the background may drift from the border it was reached from. */
const FLOOD_REACH = 14;
/** A hole in the piece this close to the border's median colour is background seen through it. */
const HOLE_REACH = 0;
/** The shape's frame: its centre ± this many standard deviations of the piece's pixels. */
const FRAME_SIGMAS = 2;
/** A full box is a frame (a screen) only when it covers at least this share of the frame. */
const INNER_FRAME_SHARE = 0.4;

/** 1 for the piece, 0 for the background reached from the rectangle's border; 0 outside it. */
export function segment(L: Float32Array, A: Float32Array, B: Float32Array, r: Rect): Uint8Array {
  const n = DESCRIPTOR_EDGE;
  const background = new Uint8Array(n * n);
  // Each background pixel remembers the border pixel its flood started from: a long soft
  // shadow steps gently into a dark piece, but ends far from where it began.
  const origin = new Int32Array(n * n);
  const stack: number[] = [];
  for (let y = r.y0; y <= r.y1; y++) {
    for (let x = r.x0; x <= r.x1; x++) {
      if (x === r.x0 || y === r.y0 || x === r.x1 || y === r.y1) {
        background[y * n + x] = 1;
        origin[y * n + x] = y * n + x;
        stack.push(y * n + x);
      }
    }
  }
  const close = (i: number, j: number) => stepWithin(L, A, B, i, j, FLOOD_STEP) && stepWithin(L, A, B, origin[i]!, j, FLOOD_REACH);
  const visit = (i: number, j: number) => {
    if (background[j] || !close(i, j)) return;
    background[j] = 1;
    origin[j] = origin[i]!;
    stack.push(j);
  };
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % n;
    const y = (i - x) / n;
    if (x < r.x1) visit(i, i + 1);
    if (x > r.x0) visit(i, i - 1);
    if (y < r.y1) visit(i, i + n);
    if (y > r.y0) visit(i, i - n);
  }
  // Holes the flood could not enter (inside a handle, a chain) are background too when they
  // have the border's colour.
  const ring: number[] = [];
  for (let x = r.x0; x <= r.x1; x++) ring.push(r.y0 * n + x, r.y1 * n + x);
  for (let y = r.y0; y <= r.y1; y++) ring.push(y * n + r.x0, y * n + r.x1);
  const bg = [median(ring.map((i) => L[i]!)), median(ring.map((i) => A[i]!)), median(ring.map((i) => B[i]!))] as const;
  for (let y = r.y0; y <= r.y1; y++) {
    for (let x = r.x0; x <= r.x1; x++) {
      const i = y * n + x;
      const dl = (L[i]! - bg[0]) * 0.5;
      const da = A[i]! - bg[1];
      const db = B[i]! - bg[2];
      if (dl * dl + da * da + db * db < HOLE_REACH * HOLE_REACH) background[i] = 1;
    }
  }
  // A speck of the piece with no neighbour in it is noise in the surface.
  const mask = new Uint8Array(n * n);
  for (let y = r.y0; y <= r.y1; y++) {
    for (let x = r.x0; x <= r.x1; x++) {
      const i = y * n + x;
      if (background[i]) continue;
      const alone = (x === r.x0 || background[i - 1]) && (x === r.x1 || background[i + 1]) && (y === r.y0 || background[i - n]) && (y === r.y1 || background[i + n]);
      mask[i] = alone ? 0 : 1;
    }
  }
  return mask;
}

/** The box of the piece, ignoring the outermost 1 % of its pixels on each side (stray specks). */
function boundingBox(mask: Uint8Array, r: Rect): Rect | null {
  const n = DESCRIPTOR_EDGE;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = r.y0; y <= r.y1; y++) {
    for (let x = r.x0; x <= r.x1; x++) {
      if (!mask[y * n + x]) continue;
      xs.push(x);
      ys.push(y);
    }
  }
  if (xs.length === 0) return null;
  xs.sort((a, b) => a - b);
  const cut = Math.floor(xs.length * 0.01);
  // ys are already in order: the scan is row by row.
  return { x0: xs[cut]!, y0: ys[cut]!, x1: xs[xs.length - 1 - cut]!, y1: ys[ys.length - 1 - cut]! };
}

function countIn(mask: Uint8Array, r: Rect): number {
  let c = 0;
  for (let y = r.y0; y <= r.y1; y++) for (let x = r.x0; x <= r.x1; x++) c += mask[y * DESCRIPTOR_EDGE + x]!;
  return c;
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

/**
 * Describes a picture given as `channels`-interleaved 8-bit pixels of DESCRIPTOR_EDGE squared.
 * Throws RangeError when the buffer has another size.
 */
export function describe(pixels: Uint8Array, channels: number): Descriptor {
  const { L, A, B } = toLab(pixels, channels);
  const { mask, rect } = pieceAndFrame(L, A, B);
  return features(L, A, B, mask, rect);
}

/** The picture in CIELAB planes. Throws RangeError when the buffer has another size. */
export function toLab(pixels: Uint8Array, channels: number): { L: Float32Array; A: Float32Array; B: Float32Array } {
  const n = DESCRIPTOR_EDGE;
  if (channels < 3 || pixels.length !== n * n * channels) {
    throw new RangeError(`describe() needs ${n} × ${n} pixels of 3 or 4 channels`);
  }
  const L = new Float32Array(n * n);
  const A = new Float32Array(n * n);
  const B = new Float32Array(n * n);
  for (let i = 0; i < n * n; i++) {
    const [l, a, b] = rgbToLab(pixels[i * channels]!, pixels[i * channels + 1]!, pixels[i * channels + 2]!);
    L[i] = l;
    A[i] = a;
    B[i] = b;
  }
  return { L, A, B };
}

/** 1 where the piece is, 0 for its background (see describe). */
export function pieceMask(pixels: Uint8Array, channels: number): Uint8Array {
  const { L, A, B } = toLab(pixels, channels);
  return pieceAndFrame(L, A, B).mask;
}

function pieceAndFrame(L: Float32Array, A: Float32Array, B: Float32Array): { mask: Uint8Array; rect: Rect | null } {
  const n = DESCRIPTOR_EDGE;
  // The first cut is a flood from the border through small steps (a gradient, a grain, a
  // table's texture). A piece that fills its own box and most of the frame (a screen, a frame)
  // is searched again inside that box: the frame was the background. A small piece that fills
  // its box (a clutch, a card) is the piece. The final cut, in the frame chosen, is against a
  // model of the backdrop (see cutFromBackdrop), the flood's where no smooth backdrop fits.
  let rect = { x0: 0, y0: 0, x1: n - 1, y1: n - 1 };
  let mask = segment(L, A, B, rect);
  let box = boundingBox(mask, rect);
  let final = false;
  for (let again = 0; again < 2 && box !== null; again++) {
    const area = (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1);
    const rectArea = (rect.x1 - rect.x0 + 1) * (rect.y1 - rect.y0 + 1);
    const shrunk = area < rectArea * 0.97;
    if (!shrunk || area < rectArea * INNER_FRAME_SHARE || countIn(mask, box) < area * 0.92 || box.x1 - box.x0 < 16 || box.y1 - box.y0 < 16) break;
    const inner = { x0: box.x0 + 1, y0: box.y0 + 1, x1: box.x1 - 1, y1: box.y1 - 1 };
    const innerMask = cutFromBackdrop(L, A, B, inner) ?? segment(L, A, B, inner);
    const innerBox = boundingBox(innerMask, inner);
    if (innerBox === null || countIn(innerMask, inner) < (inner.x1 - inner.x0 + 1) * (inner.y1 - inner.y0 + 1) * 0.03) break;
    rect = inner;
    mask = innerMask;
    box = innerBox;
    final = true;
  }
  const cut = final ? null : cutFromBackdrop(L, A, B, rect);
  if (cut) {
    mask = cut;
    box = boundingBox(mask, rect);
  }
  // A picture with no distinct piece (a plain surface, a close-up): the whole frame is the piece.
  if (box === null || countIn(mask, box) < n * n * 0.02) return { mask: new Uint8Array(n * n).fill(1), rect: null };
  return { mask, rect };
}

/** Width, in pixels, of the frame's outer band the backdrop model is first fitted to. */
const MODEL_RING = 3;
/** ΔE (full lightness) from the model within which a pixel is fitted as backdrop. */
const MODEL_KEEP = 4;
/** ΔE from the model within which the flood from the border takes a pixel as backdrop. */
const MODEL_REACH = 5;
/** ΔE from the model within which the flood still steps through a textured surface. */
const MODEL_TEXTURE = 6;
/** An enclosed hole of backdrop is background below this share of the piece's filled area. */
const HOLE_SHARE = 0.9;
/** ... and from this many pixels (smaller ones are a speck of a light piece). */
const HOLE_MIN = 6;
/** A part of the piece that touches the frame's border is a scrap below this share of the largest part. */
const SCRAP_SHARE = 0.25;
/** Terms of the model: 1, u, v, u², v², uv. */
const TERMS = 6;

/** The model's terms at pixel i of a frame centred on (cx, cy), half-sizes (hw, hh). */
function terms(i: number, cx: number, cy: number, hw: number, hh: number, out: Float64Array): void {
  const x = i % DESCRIPTOR_EDGE;
  const u = (x - cx) / hw;
  const v = ((i - x) / DESCRIPTOR_EDGE - cy) / hh;
  out[0] = 1;
  out[1] = u;
  out[2] = v;
  out[3] = u * u;
  out[4] = v * v;
  out[5] = u * v;
}

/**
 * The piece against a smooth backdrop. A studio sweep, a spot of light and a vignette, or a
 * table under uneven light, are a low-order surface of colour: it is fitted (quadratic in x
 * and y, per L*a*b* channel, least squares) to the frame's outer band, twice more to the part
 * of the band it explains (a piece that touches the border is no backdrop), then twice to every
 * pixel of the frame it explains (the band alone guesses the middle). The background is what a
 * flood from the border reaches through pixels near that surface, plus small enclosed holes
 * near it (inside a handle, a chain). Unlike the step flood, a pale piece on a pale backdrop
 * stays whole: nothing lets the flood creep across its outline. Null when the band is no
 * smooth backdrop.
 */
function cutFromBackdrop(L: Float32Array, A: Float32Array, B: Float32Array, rect: Rect): Uint8Array | null {
  const n = DESCRIPTOR_EDGE;
  const w = rect.x1 - rect.x0 + 1;
  const h = rect.y1 - rect.y0 + 1;
  if (w < 16 || h < 16) return null;
  const cx = (rect.x0 + rect.x1) / 2;
  const cy = (rect.y0 + rect.y1) / 2;
  const pixels: number[] = [];
  for (let y = rect.y0; y <= rect.y1; y++) for (let x = rect.x0; x <= rect.x1; x++) pixels.push(y * n + x);
  // Each pixel's terms, computed once for the five fits.
  const termsOf = new Float64Array(n * n * TERMS);
  const t = new Float64Array(TERMS);
  for (const i of pixels) {
    terms(i, cx, cy, w / 2, h / 2, t);
    termsOf.set(t, i * TERMS);
  }
  const residual = new Float32Array(n * n);
  const fit = (used: number[]): boolean => {
    if (used.length < TERMS * 4) return false;
    const m = new Float64Array(TERMS * TERMS);
    const rhs = [new Float64Array(TERMS), new Float64Array(TERMS), new Float64Array(TERMS)] as const;
    for (const i of used) {
      const o = i * TERMS;
      for (let a = 0; a < TERMS; a++) {
        const ta = termsOf[o + a]!;
        for (let b = 0; b < TERMS; b++) m[a * TERMS + b]! += ta * termsOf[o + b]!;
        rhs[0][a]! += ta * L[i]!;
        rhs[1][a]! += ta * A[i]!;
        rhs[2][a]! += ta * B[i]!;
      }
    }
    const coef = rhs.map((v) => solve(new Float64Array(m), v, TERMS));
    if (coef.some((c) => c === null)) return false;
    const [cl, ca, cb] = coef as Float64Array[];
    for (const i of pixels) {
      const o = i * TERMS;
      let pl = 0, pa = 0, pb = 0;
      for (let j = 0; j < TERMS; j++) {
        const tj = termsOf[o + j]!;
        pl += cl![j]! * tj;
        pa += ca![j]! * tj;
        pb += cb![j]! * tj;
      }
      const dl = L[i]! - pl;
      const da = A[i]! - pa;
      const db = B[i]! - pb;
      // Not Math.hypot: several times slower, and this runs for every pixel of every fit.
      residual[i] = Math.sqrt(dl * dl + da * da + db * db);
    }
    return true;
  };
  const band = pixels.filter((i) => {
    const x = i % n;
    const y = (i - x) / n;
    return x - rect.x0 < MODEL_RING || rect.x1 - x < MODEL_RING || y - rect.y0 < MODEL_RING || rect.y1 - y < MODEL_RING;
  });
  let used = band;
  for (let pass = 0; pass < 3; pass++) {
    if (!fit(used)) return null;
    used = used.filter((i) => residual[i]! < MODEL_KEEP * 1.5);
  }
  if (used.length < band.length * 0.5) return null;
  if (!fit(pixels.filter((i) => residual[i]! < MODEL_KEEP * 2))) return null;
  if (!fit(pixels.filter((i) => residual[i]! < MODEL_KEEP))) return null;

  const background = new Uint8Array(n * n);
  const near = (i: number) => residual[i]! < MODEL_REACH;
  const stack: number[] = [];
  for (const i of pixels) {
    const x = i % n;
    const y = (i - x) / n;
    if ((x === rect.x0 || y === rect.y0 || x === rect.x1 || y === rect.y1) && near(i)) {
      background[i] = 1;
      stack.push(i);
    }
  }
  // Neighbours are listed into a small buffer, not visited through a callback: a closure made for
  // every pixel cost more than the flood's own arithmetic.
  const next = new Int32Array(4);
  // A textured surface (grain, weave) strays further from a smooth model: there the flood also
  // takes small steps between neighbours, as far as MODEL_TEXTURE from the model.
  while (stack.length > 0) {
    const i = stack.pop()!;
    for (let k = neighboursIn(i, rect, next) - 1; k >= 0; k--) {
      const j = next[k]!;
      if (background[j]) continue;
      if (!near(j) && !(residual[j]! < MODEL_TEXTURE && stepWithin(L, A, B, i, j, FLOOD_STEP))) continue;
      background[j] = 1;
      stack.push(j);
    }
  }
  let filled = 0;
  for (const i of pixels) filled += background[i] ? 0 : 1;
  const seen = new Uint8Array(n * n);
  for (const start of pixels) {
    if (background[start] || seen[start] || !near(start)) continue;
    const hole = [start];
    seen[start] = 1;
    for (let h = 0; h < hole.length; h++) {
      for (let k = neighboursIn(hole[h]!, rect, next) - 1; k >= 0; k--) {
        const j = next[k]!;
        if (background[j] || seen[j] || !near(j)) continue;
        seen[j] = 1;
        hole.push(j);
      }
    }
    if (hole.length >= HOLE_MIN && hole.length < filled * HOLE_SHARE) for (const i of hole) background[i] = 1;
  }
  const mask = new Uint8Array(n * n);
  for (const i of pixels) {
    if (background[i]) continue;
    // A speck with no neighbour in the piece is noise in the surface.
    let alone = true;
    for (let k = neighboursIn(i, rect, next) - 1; k >= 0; k--) if (!background[next[k]!]) alone = false;
    mask[i] = alone ? 0 : 1;
  }
  dropBorderScraps(mask, rect);
  return mask;
}

/** The 4-neighbours of pixel i inside `rect`, written to `out`; how many there are. */
function neighboursIn(i: number, rect: Rect, out: Int32Array): number {
  const n = DESCRIPTOR_EDGE;
  const x = i % n;
  const y = (i - x) / n;
  let c = 0;
  if (x < rect.x1) out[c++] = i + 1;
  if (x > rect.x0) out[c++] = i - 1;
  if (y < rect.y1) out[c++] = i + n;
  if (y > rect.y0) out[c++] = i - n;
  return c;
}

/** Whether pixels i and j differ by less than `limit` in ΔE with lightness at half weight. */
function stepWithin(L: Float32Array, A: Float32Array, B: Float32Array, i: number, j: number, limit: number): boolean {
  const dl = (L[i]! - L[j]!) * 0.5;
  const da = A[i]! - A[j]!;
  const db = B[i]! - B[j]!;
  return dl * dl + da * da + db * db < limit * limit;
}

/** Solves the k × k system m·x = v (Gaussian elimination, partial pivoting); null when singular. */
function solve(m: Float64Array, v: Float64Array, k: number): Float64Array | null {
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r * k + c]!) > Math.abs(m[p * k + c]!)) p = r;
    if (Math.abs(m[p * k + c]!) < 1e-9) return null;
    if (p !== c) {
      for (let j = 0; j < k; j++) [m[c * k + j], m[p * k + j]] = [m[p * k + j]!, m[c * k + j]!];
      [v[c], v[p]] = [v[p]!, v[c]!];
    }
    for (let r = c + 1; r < k; r++) {
      const f = m[r * k + c]! / m[c * k + c]!;
      for (let j = c; j < k; j++) m[r * k + j]! -= f * m[c * k + j]!;
      v[r]! -= f * v[c]!;
    }
  }
  const x = new Float64Array(k);
  for (let r = k - 1; r >= 0; r--) {
    let sum = v[r]!;
    for (let j = r + 1; j < k; j++) sum -= m[r * k + j]! * x[j]!;
    x[r] = sum / m[r * k + r]!;
  }
  return x;
}

/**
 * Removes the parts of a mask that touch the frame's border and are small beside its largest
 * part: a wedge of a screen's bezel, the edge of a table, a neighbour cut by the crop.
 */
function dropBorderScraps(mask: Uint8Array, rect: Rect): void {
  const n = DESCRIPTOR_EDGE;
  const label = new Int32Array(n * n);
  const sizes: number[] = [0];
  const touches: boolean[] = [false];
  const stack: number[] = [];
  for (let y = rect.y0; y <= rect.y1; y++) {
    for (let x = rect.x0; x <= rect.x1; x++) {
      const start = y * n + x;
      if (!mask[start] || label[start]) continue;
      const id = sizes.length;
      let size = 0;
      let touch = false;
      label[start] = id;
      stack.push(start);
      while (stack.length > 0) {
        const i = stack.pop()!;
        const px = i % n;
        const py = (i - px) / n;
        size++;
        if (px === rect.x0 || px === rect.x1 || py === rect.y0 || py === rect.y1) touch = true;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const qx = px + dx;
            const qy = py + dy;
            if (qx < rect.x0 || qx > rect.x1 || qy < rect.y0 || qy > rect.y1) continue;
            const j = qy * n + qx;
            if (!mask[j] || label[j]) continue;
            label[j] = id;
            stack.push(j);
          }
        }
      }
      sizes.push(size);
      touches.push(touch);
    }
  }
  const largest = Math.max(...sizes);
  for (let y = rect.y0; y <= rect.y1; y++) {
    for (let x = rect.x0; x <= rect.x1; x++) {
      const i = y * n + x;
      const id = label[i]!;
      if (id && touches[id] && sizes[id]! < largest * SCRAP_SHARE) mask[i] = 0;
    }
  }
}

/** The features of the piece `mask` marks in the CIELAB planes. */
function features(L: Float32Array, A: Float32Array, B: Float32Array, mask: Uint8Array, rect: Rect | null): Descriptor {
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

/** CIELAB (D65) to linear sRGB (linearToLab's inverse): von Kries scaling is done per sRGB primary. */
function labToLinear(l: number, a: number, b: number): [number, number, number] {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const x = inv(fx) * 0.95047;
  const y = inv(fy);
  const z = inv(fz) * 1.08883;
  return [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
}

/** The catalogue's own studio backdrop (#efe8dc), in linear sRGB. */
const STANDARD_BACKDROP = [lin(0xef), lin(0xe8), lin(0xdc)] as const;

/** Backdrops nearer than this (ΔE, lightness at half weight) are the same backdrop in other light. */
const SAME_BACKDROP = 20;

/**
 * A 64-bit DCT hash of a lightness plane of DESCRIPTOR_EDGE squared: the 8 × 8 lowest
 * frequencies of its 32 × 32 reduction, each above or below their median. Four 16-bit words,
 * so it fits a float vector exactly.
 */
/** cos((2x + 1)uπ / 64) for the 8 lowest frequencies u over 32 samples x. */
const DCT_COS = Float64Array.from({ length: 8 * 32 }, (_, i) => Math.cos(((2 * (i % 32) + 1) * Math.floor(i / 32) * Math.PI) / 64));

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
