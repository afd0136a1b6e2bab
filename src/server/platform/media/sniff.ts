/**
 * What a file really is, from its first bytes — never its name nor the type a browser
 * claimed: a renamed PDF is not a photo, whatever it is called. The one place Patina reads
 * magic bytes (photos of listings, attachments of messages).
 */
export type SniffedImage = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif';

/** ISO-BMFF brands (the `ftyp` box) of HEIF stills and sequences coded in HEVC. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** Brands of the same container coded in AV1. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Generic HEIF brands: the codec is named by a compatible brand further on. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const at = (offset: number, ...expected: number[]) => bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || at(0, 0x47, 0x49, 0x46, 0x38, 0x39, 0x61)) return 'gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return sniffHeif(bytes);
}

/** `....ftyp<major brand><minor version><compatible brands...>` at the start of the file. */
function sniffHeif(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length < 16) return null;
  const ascii = (from: number) => String.fromCharCode(bytes[from]!, bytes[from + 1]!, bytes[from + 2]!, bytes[from + 3]!);
  if (ascii(4) !== 'ftyp') return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > 4096) return null;
  const brands = [ascii(8)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(at));
  if (HEIC_BRANDS.has(brands[0]!)) return 'heic';
  if (AVIF_BRANDS.has(brands[0]!)) return 'avif';
  if (!GENERIC_HEIF_BRANDS.has(brands[0]!)) return null;
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  return null;
}
