import sharp from 'sharp';
import { MAX_INPUT_PIXELS, MAX_PHOTO_BYTES, MediaError, MEDIA_MESSAGES } from './index.js';
import { sniffImage } from './sniff.js';

/**
 * A picture decoded to a small square of RGB pixels for looking at it (image search), never
 * stored: the same refusals as an upload (10 MB, magic bytes, 50 megapixels before a byte is
 * decoded), and GIF accepted too (its first frame). Nothing of the file's metadata survives.
 */
export type AnalysableFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export async function decodeForAnalysis(bytes: Buffer, edge: number): Promise<{ pixels: Uint8Array; format: AnalysableFormat }> {
  if (bytes.length === 0) throw new MediaError('not_an_image', MEDIA_MESSAGES.notAnImage);
  if (bytes.length > MAX_PHOTO_BYTES) throw new MediaError('too_large', MEDIA_MESSAGES.tooLarge(bytes.length));
  const sniffed = sniffImage(bytes);
  if (sniffed !== 'jpeg' && sniffed !== 'png' && sniffed !== 'webp' && sniffed !== 'gif') {
    throw new MediaError('not_an_image', 'This file is not a picture: please use a JPG, PNG, GIF or WebP image.');
  }
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  }
  if (width * height > MAX_INPUT_PIXELS) throw new MediaError('too_many_pixels', MEDIA_MESSAGES.tooManyPixels(width, height));
  if (width < 1 || height < 1) throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      // A transparent picture (a cut-out piece) is seen on white, as a page shows it.
      .flatten({ background: '#ffffff' })
      // Never decoded at a reduced scale (WebP and JPEG can): the same picture in any format must
      // give the same pixels, or its descriptor drifts.
      .resize(edge, edge, { fit: 'fill', fastShrinkOnLoad: false })
      .raw()
      .toBuffer();
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), format: sniffed };
  } catch {
    throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  }
}
