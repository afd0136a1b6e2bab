/**
 * Separating the piece from its background: a flood from the picture's border through small
 * steps, and a smooth model of the backdrop fitted by least squares (see cutFromBackdrop).
 */
import { toLab } from './colour.js';
import { DESCRIPTOR_EDGE, median, type Rect } from './layout.js';

/** Step between neighbours, in ΔE with lightness at half weight: light falls off, hue holds. */
const FLOOD_STEP = 5;
/** How far, in the same ΔE, the background may drift from the border it was reached from. */
const FLOOD_REACH = 14;
/** A hole in the piece this close to the border's median colour is background seen through it. */
const HOLE_REACH = 0;
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

/** 1 where the piece is, 0 for its background (see describe). */
export function pieceMask(pixels: Uint8Array, channels: number): Uint8Array {
  const { L, A, B } = toLab(pixels, channels);
  return pieceAndFrame(L, A, B).mask;
}

/** The piece (1) and the frame it was found in (null: the whole picture, no distinct piece). */
export function pieceAndFrame(L: Float32Array, A: Float32Array, B: Float32Array): { mask: Uint8Array; rect: Rect | null } {
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
