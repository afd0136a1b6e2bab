/**
 * Development aid: writes contact sheets of every art kind in a few colours.
 *
 *   npx tsx src/server/modules/catalog/artwork/preview.ts /tmp/art [kind ...]
 *
 * Writes contact-sheet.png (all kinds x all colours), one sheet per colour
 * (sheet-<hex>.png) and, when kinds are named, a 400 px PNG per kind and colour.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ART_KINDS, isArtKind, type ArtKind } from '../../../../shared/catalog/art-kinds.js';
import { renderArtworkSvg } from './artwork.js';

const COLOURS = ['#1a1a1a', '#b8860b', '#8b1a1a', '#1f3a5f', '#e8e0d0', '#ffffff'] as const;

async function png(kind: ArtKind, colour: string, size: number): Promise<Buffer> {
  const svg = renderArtworkSvg(kind, colour);
  return sharp(Buffer.from(svg), { density: (72 * size) / 800 }).resize(size, size).png().toBuffer();
}

async function sheet(tiles: Buffer[], cols: number, tile: number, gap: number): Promise<Buffer> {
  const rows = Math.ceil(tiles.length / cols);
  return sharp({
    create: { width: cols * (tile + gap) + gap, height: rows * (tile + gap) + gap, channels: 3, background: '#ffffff' },
  })
    .composite(tiles.map((input, i) => ({ input, left: gap + (i % cols) * (tile + gap), top: gap + Math.floor(i / cols) * (tile + gap) })))
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/art';
  const only = process.argv.slice(3).filter(isArtKind);
  await mkdir(out, { recursive: true });
  if (only.length > 0) {
    for (const kind of only) {
      const tiles = await Promise.all(COLOURS.map((c) => png(kind, c, 400)));
      const file = join(out, `kind-${kind}.png`);
      await sharp(await sheet(tiles, 3, 400, 8)).toFile(file);
      console.log(file);
    }
    return;
  }
  const all: Buffer[] = [];
  for (const colour of COLOURS) {
    const tiles = await Promise.all(ART_KINDS.map((k) => png(k, colour, 200)));
    const file = join(out, `sheet-${colour.slice(1)}.png`);
    await sharp(await sheet(tiles, 6, 200, 6)).toFile(file);
    console.log(file);
    all.push(...(await Promise.all(tiles.map((t) => sharp(t).resize(110, 110).toBuffer()))));
  }
  const file = join(out, 'contact-sheet.png');
  await sharp(await sheet(all, 18, 110, 4)).toFile(file);
  console.log(file);
}

await main();
