import { z } from 'zod';
import { MAX_DATA_URL_CHARS } from './constants.js';

/**
 * POST /api/search/image (SPEC §7): a link or a picture as a data URL, one of the two. The
 * answer keeps the original's fields — `error`, `extractedProducts`, `geminiRawOutput` — and
 * adds `matches`, the pieces the index found (SPEC §2: results open /product/{slug}).
 */
export { MAX_IMAGE_BYTES, MAX_DATA_URL_CHARS, IMAGE_HINT, ACCEPTED_IMAGE_TYPES } from './constants.js';

export const imageSearchRequestSchema = z.object({
  imageUrl: z.string().trim().max(2048, 'must be at most 2,048 characters').nullable().default(null),
  imageFile: z.string().max(MAX_DATA_URL_CHARS, 'is larger than 10 MB').nullable().default(null),
});
export type ImageSearchRequest = z.infer<typeof imageSearchRequestSchema>;

export const extractedProductSchema = z.object({
  brand: z.string(),
  product_name: z.string(),
  model: z.string(),
  color: z.string(),
  description: z.string(),
  /** How much of the nearest pictures' weight agrees on this piece, 0-1. */
  confidence: z.number().min(0).max(1),
});
export type ExtractedProduct = z.infer<typeof extractedProductSchema>;

export const imageMatchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  full_name: z.string(),
  brand: z.string(),
  category: z.string(),
  image_feature: z.string().nullable(),
  color: z.string(),
  /** Visual similarity of its picture to the query, 0-1. */
  confidence: z.number().min(0).max(1),
});
export type ImageMatch = z.infer<typeof imageMatchSchema>;

export const imageSearchResponseSchema = z.object({
  error: z.string().nullable(),
  extractedProducts: z.array(extractedProductSchema),
  geminiRawOutput: z.string(),
  matches: z.array(imageMatchSchema),
});
export type ImageSearchResponse = z.infer<typeof imageSearchResponseSchema>;

/** Similarity shown for a descriptor distance: 1 for the same picture, 0 at the no-match line and beyond. */
export function similarityOf(distance: number, noMatchAt: number): number {
  return Math.max(0, Math.min(1, 1 - distance / noMatchAt));
}

/** `data:image/png;base64,....`: the type and the bytes, or null when it is not one. */
export function parseImageDataUrl(dataUrl: string): { type: string; base64: string } | null {
  const m = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!m || m[2]!.length % 4 !== 0) return null;
  return { type: m[1]!, base64: m[2]! };
}
