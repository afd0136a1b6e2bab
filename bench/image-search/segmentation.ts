/**
 * `npx tsx bench/image-search/segmentation.ts [--worst 25]`: how well the descriptor separates
 * each catalogue drawing from its studio backdrop (issue #15). The drawing's own alpha (the
 * same artwork rendered without its backdrop) is the truth; the score is the intersection over
 * union of `pieceMask` with it, at the descriptor's size. A fast objective (about a minute, no
 * queries): every feature but the hash is read inside this mask, so a catalogue picture whose
 * mask misses the piece is found by no photo of it on another surface.
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { generateProducts } from '../../src/server/demo/generate-products.js';
import { artworkUrl } from '../../src/shared/catalog/images.js';
import { renderArtworkWebp } from '../../src/server/modules/catalog/artwork/render.js';
import { renderArtworkSvg } from '../../src/server/modules/catalog/artwork/artwork.js';
import { decodeForAnalysis } from '../../src/server/platform/media/index.js';
import { DESCRIPTOR_EDGE, pieceMask } from '../../src/server/modules/image-search/descriptor.js';

const { values } = parseArgs({ options: { worst: { type: 'string', default: '25' } } });
const urls = [...new Set(Array.from(generateProducts(20000), (p) => artworkUrl(p.artKind, p.colorHex)))].sort();
const n = DESCRIPTOR_EDGE;
const rows: { url: string; iou: number; recall: number; precision: number }[] = [];
for (const url of urls) {
  const [, , , kind, file] = url.split('/');
  const hex = file!.replace('.webp', '');
  const picture = await renderArtworkWebp(kind as never, `#${hex}`, 400);
  const mask = pieceMask((await decodeForAnalysis(picture, n)).pixels, 3);
  const alpha = await sharp(Buffer.from(renderArtworkSvg(kind as never, `#${hex}`, { backdrop: false })), { density: 72 })
    .resize(n, n).ensureAlpha().extractChannel(3).raw().toBuffer();
  let both = 0;
  let either = 0;
  let truths = 0;
  let marked = 0;
  for (let i = 0; i < n * n; i++) {
    const truth = alpha[i]! > 128 ? 1 : 0;
    both += truth & mask[i]!;
    either += truth | mask[i]!;
    truths += truth;
    marked += mask[i]!;
  }
  rows.push({ url, iou: either ? both / either : 1, recall: truths ? both / truths : 1, precision: marked ? both / marked : 1 });
}
rows.sort((a, b) => a.iou - b.iou);
const at = (p: number) => rows[Math.floor(rows.length * p)]!.iou.toFixed(2);
const mean = rows.reduce((s, r) => s + r.iou, 0) / rows.length;
console.log(`${rows.length} catalogue pictures; IoU of the piece mask with the drawing's alpha: mean ${mean.toFixed(2)}, p10 ${at(0.1)}, p25 ${at(0.25)}, p50 ${at(0.5)}`);
console.log(`mean recall ${(rows.reduce((s, r) => s + r.recall, 0) / rows.length).toFixed(2)} (of the piece, marked), mean precision ${(rows.reduce((s, r) => s + r.precision, 0) / rows.length).toFixed(2)} (of the marked, the piece)`);
console.log(`below 0.5: ${rows.filter((r) => r.iou < 0.5).length}; below 0.7: ${rows.filter((r) => r.iou < 0.7).length}`);
console.log(`worst ${values.worst}:`);
for (const r of rows.slice(0, Number(values.worst))) console.log(`  ${r.url.replace('/images/catalog/', '')} IoU ${r.iou.toFixed(2)}, recall ${r.recall.toFixed(2)}, precision ${r.precision.toFixed(2)}`);
