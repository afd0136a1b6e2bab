import sharp from 'sharp';
import { MAX_INPUT_PIXELS, sniffImage, type SniffedImage } from '../../platform/media/index.js';
import type { AttachmentType } from '../../../shared/messaging/contracts.js';

const ATTACHMENT_TYPES: Partial<Record<SniffedImage, AttachmentType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * What an attachment really is, from its first bytes (the platform's one reader of magic
 * bytes), never its name or the type the browser claimed. HEIC and AVIF are images, but not
 * ones a message may carry: every browser must be able to show what it receives.
 */
export function sniffImageType(bytes: Uint8Array): AttachmentType | null {
  const kind = sniffImage(bytes);
  return kind ? (ATTACHMENT_TYPES[kind] ?? null) : null;
}

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
