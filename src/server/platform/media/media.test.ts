import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import type { BlobStore } from '../storage/blob-store.js';
import { createMedia, MEDIA_MESSAGES, MediaError, type IngestedImage } from './index.js';
import { sniffImage } from './sniff.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'patina-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = createLocalBlobStore({ root, publicBaseUrl: '/uploads' });
const media = createMedia({ store, publicBaseUrl: '/uploads' });

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a4b2c' } });

/** A camera's photo: 2400 × 1200 as stored, EXIF orientation 6 (turn a quarter right), GPS of Paris. */
async function cameraJpeg(): Promise<Buffer> {
  return solid(2400, 1200)
    .withExif({
      IFD0: { Make: 'PatinaCam', Model: 'Paris 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A PNG that claims width × height in its IHDR and holds a thousand zero bytes of pixels: under 100 bytes on disk. */
function headerOnlyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** The first box of an iPhone photo: `ftyp`, major brand heic, compatible mif1 and heic. */
const HEIC_HEADER = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);

async function refusal(bytes: Buffer): Promise<{ code: string; status: number; message: string }> {
  try {
    await media.ingestImage(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    const e = error as MediaError;
    return { code: e.code, status: e.status, message: e.message };
  }
  throw new Error('the photo was accepted');
}

async function readBack(image: IngestedImage) {
  return Promise.all(
    (['thumb', 'card', 'zoom'] as const).map(async (name) => {
      const r = image.renditions[name];
      const stored = await store.get(r.key);
      expect(stored).not.toBeNull();
      expect(stored!.contentType).toBe('image/webp');
      expect(stored!.bytes.length).toBe(r.bytes);
      const meta = await sharp(stored!.bytes).metadata();
      return { name, format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation };
    }),
  );
}

describe('ingestImage: photos in, three clean WebP renditions out', () => {
  it('turns a camera JPEG upright, drops its EXIF and GPS, and renders thumb, card and 1600 px zoom', async () => {
    const jpeg = await cameraJpeg();
    // The test photo really carries what must go: the camera's name, the GPS block (tag 0x8825), the orientation.
    const before = await sharp(jpeg).metadata();
    expect(before.exif!.toString('latin1')).toContain('PatinaCam');
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);

    const image = await media.ingestImage(jpeg);
    expect(image.sha256).toBe(createHash('sha256').update(jpeg).digest('hex'));
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 2400]);
    const { thumb, card, zoom } = image.renditions;
    expect([thumb.width, thumb.height, card.width, card.height, zoom.width, zoom.height]).toEqual([160, 320, 400, 800, 800, 1600]);
    expect(zoom.key).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f]{32}\/zoom\.webp$/);
    expect(zoom.url).toBe(`/uploads/${zoom.key}`);
    for (const r of await readBack(image)) {
      expect(r).toMatchObject({ format: 'webp', exif: undefined, orientation: undefined });
      expect(r.height).toBeGreaterThan(r.width!); // upright: portrait, as the camera was held
    }
  });

  it('never enlarges a small PNG, and reads WebP too', async () => {
    const png = await solid(500, 300).png().toBuffer();
    const fromPng = await media.ingestImage(png);
    expect(fromPng.format).toBe('png');
    const sizes = (i: IngestedImage) => Object.values(i.renditions).map((r) => `${r.width}x${r.height}`);
    expect(sizes(fromPng)).toEqual(['320x192', '500x300', '500x300']);

    const webp = await solid(3200, 1000).webp().toBuffer();
    const fromWebp = await media.ingestImage(webp);
    expect([fromWebp.format, fromWebp.width, fromWebp.height]).toEqual(['webp', 3200, 1000]);
    expect(sizes(fromWebp)).toEqual(['320x100', '800x250', '1600x500']);
    expect((await readBack(fromWebp)).map((r) => r.format)).toEqual(['webp', 'webp', 'webp']);
  });

  it('refuses a renamed PDF by its bytes: not_an_image', async () => {
    expect(await refusal(PDF)).toEqual({ code: 'not_an_image', status: 415, message: 'This file is not a photo: please upload a JPG, PNG, WebP or HEIC image.' });
    expect(MEDIA_MESSAGES.notAnImage).toBe('This file is not a photo: please upload a JPG, PNG, WebP or HEIC image.');
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>'.repeat(40))]);
    expect(await refusal(fake)).toEqual({ code: 'not_an_image', status: 415, message: 'This photo could not be read: the file may be damaged. Please upload another.' });
  });

  it('refuses 10.5 MB before looking at it: too_large', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10.5 * 1024 * 1024 - 4)]);
    expect(await refusal(big)).toEqual({ code: 'too_large', status: 413, message: 'This photo is 10.5 MB; a photo may be at most 10 MB.' });
  });

  it('accepts exactly 10 MB of bytes as far as size goes (the limit is 10 * 1024 * 1024)', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    expect((await refusal(exact)).code).toBe('not_an_image');
    expect((await refusal(Buffer.concat([exact, Buffer.alloc(1)]))).code).toBe('too_large');
  });

  it('refuses a 40,000 × 40,000 PNG from its header alone, at once: too_many_pixels', async () => {
    const bomb = headerOnlyPng(40_000, 40_000);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    expect(await refusal(bomb)).toEqual({
      code: 'too_many_pixels', status: 422, message: 'This photo is 40,000 × 40,000 pixels; a photo may have at most 50 megapixels.',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses GIF and AVIF as formats it does not take: unsupported_format', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    expect(await refusal(gif)).toEqual({ code: 'unsupported_format', status: 415, message: 'GIF images are not accepted: please upload a JPG, PNG, WebP or HEIC photo.' });
  });

  it('reads an iPhone-style HEIC photo (HEVC inside HEIF), which sharp alone cannot', async () => {
    // Made with libheif's heif-enc (x265) from a 64 × 48 JPEG: 1.2 KB.
    const heic = readFileSync(path.join(import.meta.dirname, 'fixtures', 'camera-64x48.heic'));
    expect(sniffImage(heic)).toBe('heic');
    await expect(sharp(heic).png().toBuffer()).rejects.toThrow('HEVC');
    const image = await media.ingestImage(heic);
    expect([image.format, image.width, image.height, image.sha256]).toEqual(['heic', 64, 48, createHash('sha256').update(heic).digest('hex')]);
    for (const r of await readBack(image)) expect(r).toMatchObject({ format: 'webp', width: 64, height: 48, exif: undefined });
  });

  it('refuses what only starts like a HEIC photo', async () => {
    expect(sniffImage(HEIC_HEADER)).toBe('heic');
    expect(await refusal(HEIC_HEADER)).toEqual({ code: 'not_an_image', status: 415, message: 'This photo could not be read: the file may be damaged. Please upload another.' });
  });

  it('leaves nothing behind when the store fails half way', async () => {
    const puts: string[] = [];
    const deleted: string[] = [];
    const failing: BlobStore = {
      async put(key) {
        if (puts.length === 2) throw new Error('disk full');
        puts.push(key);
      },
      get: async () => null,
      delete: async (key) => (deleted.push(key), true),
      url: (key) => `/uploads/${key}`,
    };
    await expect(createMedia({ store: failing }).ingestImage(await solid(40, 40).png().toBuffer())).rejects.toThrow('disk full');
    expect(deleted.sort()).toEqual(puts.sort());
    expect(puts).toHaveLength(2);
  });

  it('discards a photo: its renditions are gone', async () => {
    const image = await media.ingestImage(await solid(50, 50).png().toBuffer());
    await media.discardImage(image);
    for (const r of Object.values(image.renditions)) expect(await store.get(r.key)).toBeNull();
  });
});

describe('sniffImage: one reader of magic bytes', () => {
  it('names each kind from its first bytes and nothing else', async () => {
    expect(sniffImage(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImage(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImage(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImage(await solid(16, 16).avif().toBuffer())).toBe('avif');
    expect(sniffImage(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1\0\0\0\0mif1heic', 'latin1')]))).toBe('heic');
    expect(sniffImage(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isommp41', 'latin1')]))).toBeNull(); // an MP4
    expect(sniffImage(PDF)).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
