/**
 * Colour science for the descriptor: sRGB to CIELAB (D65) and back through linear sRGB, where
 * distance is perceptual and von Kries scaling is done.
 */
import { DESCRIPTOR_EDGE } from './layout.js';

/** sRGB (0-255) to CIELAB (D65). */
const LINEAR = Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});
export const lin = (c: number) => (Number.isInteger(c) && c >= 0 && c <= 255 ? LINEAR[c]! : c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  return linearToLab(lin(r), lin(g), lin(b));
}

/** Linear sRGB (0-1) to CIELAB (D65). */
export function linearToLab(r: number, g: number, b: number): [number, number, number] {
  const fx = labF((r * 0.4124564 + g * 0.3575761 + b * 0.1804375) / 0.95047);
  const fy = labF(r * 0.2126729 + g * 0.7151522 + b * 0.072175);
  const fz = labF((r * 0.0193339 + g * 0.119192 + b * 0.9503041) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

// At module level, not made again for each pixel (a closure per pixel cost more than its sum).
function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116;
}

/** CIELAB (D65) to linear sRGB (linearToLab's inverse): von Kries scaling is done per sRGB primary. */
export function labToLinear(l: number, a: number, b: number): [number, number, number] {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const x = inv(fx) * 0.95047;
  const y = inv(fy);
  const z = inv(fz) * 1.08883;
  return [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
}

/** The picture in CIELAB planes. Throws RangeError when the buffer has another size. */
export function toLab(pixels: Uint8Array, channels: number): { L: Float32Array; A: Float32Array; B: Float32Array } {
  const n = DESCRIPTOR_EDGE;
  if (channels < 3 || pixels.length !== n * n * channels) {
    throw new RangeError(`describe() needs ${n} × ${n} pixels of 3 or 4 channels`);
  }
  const L = new Float32Array(n * n);
  const A = new Float32Array(n * n);
  const B = new Float32Array(n * n);
  for (let i = 0; i < n * n; i++) {
    const [l, a, b] = rgbToLab(pixels[i * channels]!, pixels[i * channels + 1]!, pixels[i * channels + 2]!);
    L[i] = l;
    A[i] = a;
    B[i] = b;
  }
  return { L, A, B };
}
