/**
 * Rasterises drawn product artwork (see artwork.ts) to WebP with sharp.
 */
import sharp, { type Sharp } from 'sharp';
import type { ArtKind } from '../../../../shared/catalog/art-kinds.js';
import { renderArtworkSvg } from './artwork.js';

/** The square sizes, in pixels, that artwork is served at. */
export const ARTWORK_SIZES = [200, 400, 800, 1600] as const;

export type ArtworkSize = (typeof ARTWORK_SIZES)[number];

export function isArtworkSize(value: number): value is ArtworkSize {
  return (ARTWORK_SIZES as readonly number[]).includes(value);
}

/** The SVG is drawn on an 800 x 800 canvas; librsvg renders it at 72 dpi by default. */
const CANVAS = 800;

/**
 * Renders one product's artwork as a square WebP (quality 82) of `size` pixels.
 * Throws RangeError for a size outside ARTWORK_SIZES and TypeError for a bad colour.
 */
export async function renderArtworkWebp(kind: ArtKind, colorHex: string, size: number): Promise<Buffer> {
  return rasterise(kind, colorHex, size, {}).webp({ quality: 82 }).toBuffer();
}

/** Checks the size, draws the SVG and rasterises it at `size` (shared by the WebP and the cut-out). */
function rasterise(kind: ArtKind, colorHex: string, size: number, opts: { backdrop?: boolean }): Sharp {
  if (!isArtworkSize(size)) {
    throw new RangeError(`Artwork size must be one of ${ARTWORK_SIZES.join(', ')}`);
  }
  const svg = renderArtworkSvg(kind, colorHex, opts);
  // Render the vector directly at the target scale rather than downsampling a big bitmap.
  return sharp(Buffer.from(svg), { density: (72 * size) / CANVAS }).resize(size, size, { fit: 'fill' });
}

/**
 * The same drawing without its backdrop, as a square PNG of `size` pixels with transparency: the
 * piece cut out, as a studio's clipping path gives it. Image search indexes a catalogue picture's
 * piece from it (its true outline and colour) where the backdrop is too close to the piece to
 * tell apart. Throws as renderArtworkWebp does.
 */
export async function renderArtworkCutoutPng(kind: ArtKind, colorHex: string, size: number): Promise<Buffer> {
  return rasterise(kind, colorHex, size, { backdrop: false }).png().toBuffer();
}
