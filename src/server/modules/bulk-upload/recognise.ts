import sharp from 'sharp';
import { ABBREVIATIONS } from '../../../shared/search/abbreviations.js';
import type { PieceFields, PieceMatch, Problem } from '../../../shared/bulk-upload/contracts.js';

/**
 * What recognition reads off a piece (issue #38): the photo checks (sharpness and exposure
 * from sharp's statistics) and how well a catalogue result agrees with the sheet's words.
 * The services that search (text, image) are the search and image-search modules'; this file
 * only judges their answers.
 */

/** Below this spread of the Laplacian (grey levels, on a 256 px copy) a photo has no sharp edge. */
export const BLUR_STDEV = 6;
/** Mean grey level outside these is too dark or too bright. */
export const DARK_MEAN = 35;
export const BRIGHT_MEAN = 235;

export interface PhotoCheck {
  width: number;
  height: number;
  thumb: Buffer;
  problems: Problem[];
  /** How much the photo looks like printed text (paper with many small dark strokes), 0 when not at all; see textLikeness. */
  text: number;
}

/**
 * Photos worth reading with OCR (decision 067): a name that says so, else statistics that say
 * printed text: mostly light paper, a little dark ink, crossed many times per row. OCR costs
 * 0.1-2 s of a core a photo, so only these are read, and at most OCR_PER_PIECE of them a piece.
 */
export const TEXT_NAME = /(^|[^a-z])(label|labels|tag|tags|cert|certs|certificate|card|papers|warranty|guarantee|receipt|invoice|bill|caseback|case-back|back|serial|ref|reference|hallmark|box)([^a-z]|$)/i;
export const TEXT_LIKE = 1;
export const OCR_PER_PIECE = 2;

/**
 * From a grey copy at most 256 px wide: 1 and above looks like printed text. Paper: at least
 * 45 % of pixels light (> 170); ink: 0.5-30 % dark (< 110); then the light/dark boundary
 * crossed per row, over 4. Measured on generated pictures (recognise.test.ts): a label 2.8, a
 * certificate 1.9, a receipt 1.5; a watch drawn on a light backdrop 0.55, a bag 0 (too much
 * dark), a textured photo 0 (too little light).
 */
export function textLikeness(grey: Uint8Array, width: number, height: number): number {
  let light = 0;
  let dark = 0;
  let crossings = 0;
  for (let y = 0; y < height; y++) {
    let prev = grey[y * width]! > 140;
    for (let x = 0; x < width; x++) {
      const v = grey[y * width + x]!;
      if (v > 170) light++;
      else if (v < 110) dark++;
      const now = v > 140;
      if (now !== prev) crossings++;
      prev = now;
    }
  }
  const n = Math.max(1, width * height);
  if (light / n < 0.45 || dark / n < 0.005 || dark / n > 0.3) return 0;
  return crossings / Math.max(1, height) / 4;
}

/** Sharpness, exposure and a small WebP thumbnail of one photo; null when sharp cannot read it. */
export async function checkPhoto(fileName: string, bytes: Buffer): Promise<PhotoCheck | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    const base = () => sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate().resize(256, 256, { fit: 'inside' });
    const grey = await base().greyscale().raw().toBuffer({ resolveWithObject: true });
    const mean = grey.data.reduce((sum, v) => sum + v, 0) / Math.max(1, grey.data.length);
    const edges = await sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
      .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
      .stats();
    const stdev = edges.channels[0]?.stdev ?? 0;
    const problems: Problem[] = [];
    if (stdev < BLUR_STDEV) {
      problems.push({ code: 'photo_blurry', field: 'photos', blocking: false, message: `${fileName} looks blurred: it has almost no sharp detail. Retake it in focus.` });
    }
    if (mean < DARK_MEAN) problems.push({ code: 'photo_dark', field: 'photos', blocking: false, message: `${fileName} is too dark to show the piece. Retake it in more light.` });
    const text = textLikeness(grey.data, grey.info.width, grey.info.height);
    // Paper is meant to be light: a label or a receipt is not overexposed for being white.
    if (mean > BRIGHT_MEAN && text < TEXT_LIKE) problems.push({ code: 'photo_bright', field: 'photos', blocking: false, message: `${fileName} is overexposed: the piece is washed out. Retake it in softer light.` });
    const thumb = await base().webp({ quality: 70 }).toBuffer();
    const turned = (meta.orientation ?? 1) >= 5;
    return { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0, thumb, problems, text };
  } catch {
    return null;
  }
}

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const words = (s: string) => fold(s).split(' ').filter((w) => w.length > 0).map((w) => ABBREVIATIONS[w] ?? w).join(' ').split(' ').filter(Boolean);

/** The words recognition searches the catalogue with: brand (abbreviations spelled out), model, reference. */
export function queryOf(fields: Pick<PieceFields, 'brand' | 'model' | 'reference'>): string {
  return words([fields.brand, fields.model, fields.reference].filter(Boolean).join(' ')).join(' ');
}

/** Edit distance at most 1 (a typo), for words of 5 letters or more. */
function near(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * How far a catalogue result agrees with the sheet, 0-100: the share of the sheet's words
 * found in the product's brand and name (a typo of one letter counts), with a brand that
 * disagrees costing half.
 */
export function agreement(fields: Pick<PieceFields, 'brand' | 'model' | 'reference'>, result: { brand: string; full_name: string; name: string }): number {
  const asked = words([fields.model, fields.reference].filter(Boolean).join(' '));
  const have = words(`${result.brand} ${result.full_name} ${result.name}`);
  const brandWords = fields.brand ? words(fields.brand) : [];
  const resultBrand = words(result.brand);
  const brandAgrees = brandWords.length === 0 || brandWords.every((w) => resultBrand.some((r) => near(w, r)));
  if (asked.length === 0) return brandAgrees && brandWords.length > 0 ? 40 : 0;
  const found = asked.filter((w) => have.some((h) => near(w, h))).length;
  let score = Math.round((100 * found) / asked.length);
  if (!brandAgrees) score = Math.round(score / 2);
  return Math.min(98, score);
}

/** A match at or above this is taken; below LOW_CONFIDENCE the piece is taken to be new. */
export const MATCH_CONFIDENT = 70;
export const LOW_CONFIDENCE = 50;

/** Combines the text and photo answers into the piece's match. */
export function decideMatch(text: PieceMatch | null, photo: PieceMatch | null): { match: PieceMatch | null; isNew: boolean } {
  if (text && photo && text.product_id === photo.product_id) {
    return { match: { ...text, confidence: Math.min(99, Math.max(text.confidence, photo.confidence) + 10), source: 'text_and_photo' }, isNew: false };
  }
  const best = [text, photo].filter((m): m is PieceMatch => m !== null && m.confidence >= LOW_CONFIDENCE).sort((a, b) => b.confidence - a.confidence)[0];
  if (!best) return { match: null, isNew: true };
  return { match: best, isNew: false };
}
