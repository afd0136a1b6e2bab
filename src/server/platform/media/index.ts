import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../errors.js';
import type { BlobStore } from '../storage/blob-store.js';
import { decodeHeic, type RawImage } from './heic.js';
import { sniffImage, type SniffedImage } from './sniff.js';

export { sniffImage, type SniffedImage } from './sniff.js';

/**
 * Photos in (issue #12, step 3): any JPG, PNG, WebP or HEIC a member uploads comes out as
 * three WebP renditions in the public store, upright and without its EXIF (GPS position,
 * camera, owner). The original is not kept; its SHA-256 is the photo's fingerprint
 * (digital passports list them).
 */

/** At most 10 MB a photo (10 * 1024 * 1024 bytes). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Pixels a photo may decode to: 50 megapixels. A 10 MB file can claim 40,000 × 40,000. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The long edge of each rendition, in pixels; smaller photos are never enlarged. */
export const RENDITION_EDGES = { thumb: 320, card: 800, zoom: 1600 } as const;
export type RenditionName = keyof typeof RENDITION_EDGES;

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic';

export interface Rendition {
  key: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface IngestedImage {
  /** SHA-256 (hex) of the bytes as uploaded: the photo's fingerprint. */
  sha256: string;
  /** The photo's size upright (after its EXIF orientation). */
  width: number;
  height: number;
  format: PhotoFormat;
  renditions: Record<RenditionName, Rendition>;
}

export type MediaErrorCode = 'not_an_image' | 'too_large' | 'too_many_pixels' | 'unsupported_format';

const STATUS: Record<MediaErrorCode, number> = { not_an_image: 415, unsupported_format: 415, too_large: 413, too_many_pixels: 422 };

/** A photo refused, with a code the web app switches on and a message a member can act on. */
export class MediaError extends AppError {
  declare readonly code: MediaErrorCode;
  constructor(code: MediaErrorCode, message: string) {
    super(STATUS[code], code, message);
  }
}

const ACCEPTED = 'JPG, PNG, WebP or HEIC';

export const MEDIA_MESSAGES = {
  notAnImage: `This file is not a photo: please upload a ${ACCEPTED} image.`,
  unreadable: 'This photo could not be read: the file may be damaged. Please upload another.',
  tooLarge: (bytes: number) => `This photo is ${megabytes(bytes)} MB; a photo may be at most 10 MB.`,
  tooManyPixels: (width: number, height: number) =>
    `This photo is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; a photo may have at most 50 megapixels.`,
  unsupported: (format: 'gif' | 'avif') => `${format.toUpperCase()} images are not accepted: please upload a ${ACCEPTED} photo.`,
} as const;

function megabytes(bytes: number): string {
  return (Math.floor((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
}

export interface Media {
  /** Checks, cleans and stores one photo; throws MediaError when it is refused. */
  ingestImage(bytes: Buffer): Promise<IngestedImage>;
  /** Removes a photo's renditions (a photo taken off a draft). Missing ones are no error. */
  discardImage(image: Pick<IngestedImage, 'renditions'>): Promise<void>;
}

export interface MediaDeps {
  /** The public store the renditions go to. */
  store: BlobStore;
  /** Where browsers fetch the public store from (e.g. `/uploads` or a CDN); default: the store's own URLs. */
  publicBaseUrl?: string;
}

export function createMedia(deps: MediaDeps): Media {
  const urlOf = (key: string) =>
    deps.publicBaseUrl !== undefined ? `${deps.publicBaseUrl.replace(/\/+$/, '')}/${key}` : (deps.store.url(key) ?? `/${key}`);
  // One photo at a time per process: sharp's threads are the ones sign-in's scrypt needs too,
  // and a member uploads photos one after another anyway.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    async ingestImage(bytes) {
      // The cheap refusals first, before any decoding.
      if (bytes.length > MAX_PHOTO_BYTES) throw new MediaError('too_large', MEDIA_MESSAGES.tooLarge(bytes.length));
      const sniffed = sniffImage(bytes);
      const format = acceptedFormat(sniffed);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return oneAtATime(async () => {
        const pixels = await renderAll(bytes, format);
        const id = randomBytes(16).toString('hex');
        const written: string[] = [];
        try {
          const renditions = {} as Record<RenditionName, Rendition>;
          for (const name of Object.keys(RENDITION_EDGES) as RenditionName[]) {
            const out = pixels.renditions[name];
            const key = `photos/${id.slice(0, 2)}/${id}/${name}.webp`;
            await deps.store.put(key, out.data, 'image/webp');
            written.push(key);
            renditions[name] = { key, url: urlOf(key), width: out.width, height: out.height, bytes: out.data.length };
          }
          return { sha256, width: pixels.width, height: pixels.height, format, renditions };
        } catch (error) {
          await Promise.allSettled(written.map((key) => deps.store.delete(key)));
          throw error;
        }
      });
    },

    async discardImage(image) {
      await Promise.all(Object.values(image.renditions).map((r) => deps.store.delete(r.key)));
    },
  };
}

function acceptedFormat(sniffed: SniffedImage | null): PhotoFormat {
  if (sniffed === null) throw new MediaError('not_an_image', MEDIA_MESSAGES.notAnImage);
  if (sniffed === 'gif' || sniffed === 'avif') throw new MediaError('unsupported_format', MEDIA_MESSAGES.unsupported(sniffed));
  return sniffed;
}

interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Reads the header alone first: the pixel count a file claims is refused before a byte of it
 * is decoded. Then decodes once (upright by EXIF, at most the zoom size), and makes the
 * smaller renditions from those pixels. sharp writes no metadata unless asked: EXIF and GPS
 * stay behind.
 */
async function renderAll(input: Buffer, format: PhotoFormat): Promise<{ width: number; height: number; renditions: Record<RenditionName, Encoded> }> {
  let meta: Metadata;
  try {
    // No pixel limit for the header: sharp would refuse the bomb here without saying its size.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_INPUT_PIXELS) throw new MediaError('too_many_pixels', MEDIA_MESSAGES.tooManyPixels(width, height));
  if (width < 1 || height < 1) throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  // EXIF orientations 5-8 turn the photo a quarter: its upright size is the other way round.
  let [uprightW, uprightH] = (meta.orientation ?? 1) >= 5 ? [height, width] : [width, height];

  let zoom: { data: Buffer; info: OutputInfo };
  try {
    let source: Sharp;
    if (format === 'heic') {
      // libheif hands the pixels over upright already (its own rotation boxes).
      const raw: RawImage = await decodeHeic(input);
      [uprightW, uprightH] = [raw.width, raw.height];
      source = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
    } else {
      source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    }
    zoom = await source
      .resize({ width: RENDITION_EDGES.zoom, height: RENDITION_EDGES.zoom, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  }
  const raw = { raw: { width: zoom.info.width, height: zoom.info.height, channels: zoom.info.channels } };
  const encode = async (edge: number): Promise<Encoded> => {
    const { data, info } = await sharp(zoom.data, raw)
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: edge >= 1600 ? 82 : 78, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  return {
    width: uprightW,
    height: uprightH,
    renditions: { thumb: await encode(RENDITION_EDGES.thumb), card: await encode(RENDITION_EDGES.card), zoom: await encode(RENDITION_EDGES.zoom) },
  };
}

/**
 * A picture decoded to a small square of RGB pixels for looking at it (image search), never
 * stored: the same refusals as an upload (10 MB, magic bytes, 50 megapixels before a byte is
 * decoded), and GIF accepted too (its first frame). Nothing of the file's metadata survives.
 * A transparent picture is seen on white, as a page shows it; with `alpha`, its transparency
 * is kept instead (RGBA: a piece cut out of its backdrop).
 */
export type AnalysableFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export async function decodeForAnalysis(bytes: Buffer, edge: number, { alpha = false }: { alpha?: boolean } = {}): Promise<{ pixels: Uint8Array; format: AnalysableFormat }> {
  if (bytes.length === 0) throw new MediaError('not_an_image', MEDIA_MESSAGES.notAnImage);
  if (bytes.length > MAX_PHOTO_BYTES) throw new MediaError('too_large', MEDIA_MESSAGES.tooLarge(bytes.length));
  const sniffed = sniffImage(bytes);
  if (sniffed !== 'jpeg' && sniffed !== 'png' && sniffed !== 'webp' && sniffed !== 'gif') {
    throw new MediaError('not_an_image', 'This file is not a picture: please use a JPG, PNG, GIF or WebP image.');
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_INPUT_PIXELS) throw new MediaError('too_many_pixels', MEDIA_MESSAGES.tooManyPixels(width, height));
  if (width < 1 || height < 1) throw new MediaError('not_an_image', MEDIA_MESSAGES.unreadable);
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }).rotate();
    const data = await (alpha ? upright.ensureAlpha() : upright.flatten({ background: '#ffffff' }))
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
