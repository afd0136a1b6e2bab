/**
 * The ways a phone degrades a catalogue picture (issue #15): each takes the picture's bytes
 * and a random source and answers the query's bytes. Deterministic for a given seed.
 */
import sharp from 'sharp';

export type Degradation = 'crop' | 'rotation' | 'jpeg60' | 'brightness' | 'background' | 'screen';
export const DEGRADATIONS: readonly Degradation[] = ['crop', 'rotation', 'jpeg60', 'brightness', 'background', 'screen'];

export type Random = () => number;

/** A small seeded generator (mulberry32). */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Random, lo: number, hi: number) => lo + (hi - lo) * r();

/** Cuts up to 15 % off the picture, unevenly between sides. */
async function crop(img: Buffer, r: Random): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(img).metadata();
  const cut = between(r, 0.05, 0.15);
  const w = Math.round(width * (1 - cut * between(r, 0.5, 1)));
  const h = Math.round(height * (1 - cut * between(r, 0.5, 1)));
  const left = Math.round((width - w) * r());
  const top = Math.round((height - h) * r());
  return sharp(img).extract({ left, top, width: w, height: h }).png().toBuffer();
}

/** Turns it up to ±10°, then keeps the middle so that no corner is left empty. */
async function rotation(img: Buffer, r: Random): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(img).metadata();
  const angle = between(r, 3, 10) * (r() < 0.5 ? -1 : 1);
  const turned = await sharp(img).rotate(angle, { background: '#ffffff' }).png().toBuffer({ resolveWithObject: true });
  const rad = (Math.abs(angle) * Math.PI) / 180;
  const keep = 1 / (Math.cos(rad) + Math.sin(rad));
  const w = Math.floor(width * keep);
  const h = Math.floor(height * keep);
  return sharp(turned.data)
    .extract({ left: Math.floor((turned.info.width - w) / 2), top: Math.floor((turned.info.height - h) / 2), width: w, height: h })
    .png()
    .toBuffer();
}

async function jpeg60(img: Buffer): Promise<Buffer> {
  return sharp(img).jpeg({ quality: 60 }).toBuffer();
}

/** ±20 % light (at least 8 %). */
async function brightness(img: Buffer, r: Random): Promise<Buffer> {
  const f = 1 + between(r, 0.08, 0.2) * (r() < 0.5 ? -1 : 1);
  return sharp(img).linear(f, 0).png().toBuffer();
}

/**
 * The piece on another surface: its drawing without the studio backdrop, over a textured
 * table of another colour (wood, stone, cloth), lit unevenly.
 */
async function background(_img: Buffer, r: Random, piece?: Buffer): Promise<Buffer> {
  if (!piece) throw new Error('background needs the piece without its backdrop');
  const { width = 0, height = 0 } = await sharp(piece).metadata();
  const surfaces = ['#7a5a3c', '#c8c8cd', '#2b2e37', '#a9bea9', '#e6dcf0', '#5a4632', '#f4f4f4', '#8a1c1c'];
  const s = surfaces[Math.floor(r() * surfaces.length)]!;
  const lines: string[] = [];
  for (let y = 0; y < height; y += 6) lines.push(`<rect y="${y}" width="${width}" height="3" fill="#000" opacity="${(0.03 + r() * 0.05).toFixed(3)}"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient></defs><rect width="100%" height="100%" fill="${s}"/>${lines.join('')}<rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).composite([{ input: piece }]).png().toBuffer();
}

/**
 * A photo of a screen: the picture shown smaller inside a dark bezel and a grey surround,
 * slightly out of focus, with scan lines, a colour cast, a little keystone-free tilt and JPEG.
 */
async function screen(img: Buffer, r: Random): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(img).metadata();
  const blurred = await sharp(img).blur(0.8).modulate({ brightness: between(r, 0.85, 1.1), saturation: between(r, 0.85, 1.1) }).linear([0.95, 0.98, 1.04], [0, 0, 0]).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const lines = Buffer.from(blurred.data);
  for (let y = 0; y < blurred.info.height; y += 3) for (let x = 0; x < blurred.info.width * 3; x++) lines[y * blurred.info.width * 3 + x] = Math.round(lines[y * blurred.info.width * 3 + x]! * 0.9);
  const shown = await sharp(lines, { raw: { width: blurred.info.width, height: blurred.info.height, channels: 3 } }).png().toBuffer();
  const bezel = Math.round(width * between(r, 0.02, 0.05));
  return sharp(shown)
    .extend({ top: bezel, bottom: bezel, left: bezel, right: bezel, background: '#101010' })
    .rotate(between(r, -3, 3), { background: '#101010' })
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** `piece` is the same drawing without its backdrop (for 'background'). */
export async function degrade(img: Buffer, how: Degradation, r: Random, piece?: Buffer): Promise<Buffer> {
  switch (how) {
    case 'crop': return crop(img, r);
    case 'rotation': return rotation(img, r);
    case 'jpeg60': return jpeg60(img);
    case 'brightness': return brightness(img, r);
    case 'background': return background(img, r, piece);
    case 'screen': return screen(img, r);
  }
}

/**
 * Pictures of things that are not in the catalogue: random shapes and stripes and text on
 * random surfaces. The engine should answer 'no match' for them.
 */
export async function strangerImage(r: Random, size = 400): Promise<Buffer> {
  const colour = () => `rgb(${Math.floor(r() * 255)},${Math.floor(r() * 255)},${Math.floor(r() * 255)})`;
  const shapes: string[] = [];
  const kind = Math.floor(r() * 4);
  if (kind === 0) for (let i = 0; i < 12; i++) shapes.push(`<rect x="${r() * size}" y="${r() * size}" width="${r() * 150}" height="${r() * 150}" fill="${colour()}"/>`);
  if (kind === 1) for (let i = 0; i < 20; i++) shapes.push(`<rect x="0" y="${i * (size / 20)}" width="${size}" height="${size / 40}" fill="${colour()}"/>`);
  if (kind === 2) for (let i = 0; i < 8; i++) shapes.push(`<circle cx="${r() * size}" cy="${r() * size}" r="${20 + r() * 90}" fill="${colour()}" opacity="0.8"/>`);
  if (kind === 3) shapes.push(`<text x="20" y="${size / 2}" font-size="${40 + r() * 40}" fill="${colour()}">Receipt ${Math.floor(r() * 9999)}</text>`, `<path d="M0 ${size} L${size / 2} ${r() * size} L${size} ${size}Z" fill="${colour()}"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${colour()}"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
