import { createRequire } from 'node:module';

/** Decoded pixels: RGBA, 4 channels, row after row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 4;
}

type HeicDecode = (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

let decoder: HeicDecode | null = null;

/**
 * HEIC (HEVC inside HEIF), the iPhone's format. sharp's prebuilt libvips has no HEVC decoder
 * (decision 018), so libheif compiled to WebAssembly with libde265 (`heic-decode`) does it:
 * offline, no native build. Loaded on the first HEIC photo only. The caller has checked the
 * pixel count from the header already; libheif applies the photo's rotation and mirroring.
 */
export async function decodeHeic(bytes: Buffer): Promise<RawImage> {
  // A CommonJS package without types; required once, when first needed.
  decoder ??= createRequire(import.meta.url)('heic-decode') as HeicDecode;
  const { width, height, data } = await decoder({ buffer: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height, channels: 4 };
}
