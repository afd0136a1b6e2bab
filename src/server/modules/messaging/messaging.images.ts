import sharp from 'sharp';
import type { AttachmentType } from '../../../shared/messaging/contracts.js';

/**
 * What an attachment really is, from its first bytes (never its name or the type the browser
 * claimed): a renamed PDF or script is not an image, whatever it is called.
 */
export function sniffImageType(bytes: Uint8Array): AttachmentType | null {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 6 && (at(0, 0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || at(0, 0x47, 0x49, 0x46, 0x38, 0x39, 0x61))) return 'image/gif';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** Pixels an attachment may decode to: 50 megapixels (a 10 MB file can claim far more). */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the image and writes it again in its own format: a file that only starts like an
 * image fails here, and what a camera wrote into it (GPS position, device, owner) is not
 * passed on, since sharp keeps no metadata unless asked. Turned upright by its EXIF
 * orientation first, which would otherwise be lost with the metadata. Null: not decodable.
 */
export async function cleanImage(bytes: Buffer, type: AttachmentType): Promise<CleanImage | null> {
  const animated = type === 'image/gif' || type === 'image/webp';
  try {
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    if (!animated) pipeline = pipeline.rotate();
    const encoded =
      type === 'image/jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : type === 'image/png' ? pipeline.png()
          : type === 'image/webp' ? pipeline.webp({ quality: 90 })
            : pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // Animated images report the height of all frames stacked; a frame's is pageHeight.
    const height = (info as { pageHeight?: number }).pageHeight ?? info.height;
    return { bytes: data, width: info.width, height };
  } catch {
    return null;
  }
}
