/**
 * `npx tsx bench/image-search/tune.ts --seed 1 [--subset 0.5] [--queries 40] [--strangers 60] [--no-cutout]`:
 * the descriptors alone, in process (no database, no HTTP), to tune them quickly. The index
 * is every distinct catalogue drawing of the 20,000-product demo; queries are degraded the way
 * bench/image-search/degrade.ts does, drawn from a seed. Tune on one seed (and a subset of
 * the pictures, --subset, chosen by the seed too); report with `npm run bench:image-search`
 * on another. Rendered drawings are cached under /tmp/imageacc-cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { degrade, DEGRADATIONS, seeded, strangerImage } from './degrade.js';
import { generateProducts } from '../../src/server/demo/generate-products.js';
import { artworkUrl } from '../../src/shared/catalog/images.js';
import { renderArtworkCutoutPng, renderArtworkWebp } from '../../src/server/modules/catalog/artwork/render.js';
import { renderArtworkSvg } from '../../src/server/modules/catalog/artwork/artwork.js';
import { decodeForAnalysis } from '../../src/server/platform/media/index.js';
import { DESCRIPTOR_EDGE, describe, distance, rgbToLab, type Descriptor } from '../../src/server/modules/image-search/descriptor.js';
import { indexVariants } from '../../src/server/modules/image-search/variants.js';
import { NO_MATCH_DISTANCE } from '../../src/server/modules/image-search/image-search.service.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    subset: { type: 'string', default: '1' },
    queries: { type: 'string', default: '40' },
    strangers: { type: 'string', default: '60' },
    verbose: { type: 'boolean', default: false },
    plain: { type: 'boolean', default: false },
    'no-cutout': { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const cache = '/tmp/imageacc-cache';
fs.mkdirSync(cache, { recursive: true });

const urls = [...new Set(Array.from(generateProducts(20000), (p) => artworkUrl(p.artKind, p.colorHex)))].sort();
const parts = (url: string) => {
  const [, , , kind, file] = url.split('/');
  return { kind: kind!, hex: file!.replace('.webp', '') };
};
async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const f = path.join(cache, name);
  if (fs.existsSync(f)) return fs.readFileSync(f);
  const b = await make();
  fs.writeFileSync(f, b);
  return b;
}
const describeBytes = async (b: Buffer) => describe((await decodeForAnalysis(b, DESCRIPTOR_EDGE)).pixels, 3);

const t0 = performance.now();
const index: { url: string; d: Descriptor }[] = [];
for (const url of urls) {
  const { kind, hex } = parts(url);
  const bytes = await cached(`${kind}-${hex}-400.webp`, () => renderArtworkWebp(kind as never, `#${hex}`, 400));
  const { pixels } = await decodeForAnalysis(bytes, DESCRIPTOR_EDGE);
  // As the server indexes a drawing: with its piece cut out (--no-cutout: segmented from the pixels).
  const cutout = values['no-cutout']
    ? null
    : (await decodeForAnalysis(await cached(`${kind}-${hex}-cutout-400.png`, () => renderArtworkCutoutPng(kind as never, `#${hex}`, 400)), DESCRIPTOR_EDGE, { alpha: true })).pixels;
  for (const d of values.plain ? [describe(pixels, 3)] : indexVariants(pixels, cutout)) index.push({ url, d });
}
console.log(`indexed ${urls.length} pictures as ${index.length} descriptors in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const hexRgb = (h: string): [number, number, number] => [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
function looksSame(a: string, b: string): boolean {
  const pa = parts(a);
  const pb = parts(b);
  if (pa.kind !== pb.kind) return false;
  const la = rgbToLab(...hexRgb(pa.hex));
  const lb = rgbToLab(...hexRgb(pb.hex));
  return Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]) < 3;
}
function rank(q: Descriptor): { url: string; dist: number }[] {
  const best = new Map<string, number>();
  for (const e of index) {
    const dist = distance(q, e.d);
    if (dist < (best.get(e.url) ?? Infinity)) best.set(e.url, dist);
  }
  return [...best].map(([url, dist]) => ({ url, dist })).sort((a, b) => a.dist - b.dist).slice(0, 8);
}

const r = seeded(seed);
const pool = urls.filter(() => r() < Number(values.subset));
const perDeg = Number(values.queries);
let all1 = 0, all5 = 0, allN = 0;
const rightDists: number[] = [];
for (const how of DEGRADATIONS) {
  let top1 = 0, top5 = 0;
  for (let i = 0; i < perDeg; i++) {
    const url = pool[Math.floor(r() * pool.length)]!;
    const { kind, hex } = parts(url);
    const drawing = await cached(`${kind}-${hex}-800.webp`, () => renderArtworkWebp(kind as never, `#${hex}`, 800));
    const piece = how === 'background'
      ? await cached(`${kind}-${hex}-piece.png`, () => sharp(Buffer.from(renderArtworkSvg(kind as never, `#${hex}`, { backdrop: false })), { density: 72 }).resize(800, 800).png().toBuffer())
      : undefined;
    const query = await degrade(drawing, how, r, piece);
    const found = rank(await describeBytes(query)).filter((n) => n.dist < NO_MATCH_DISTANCE);
    const at = found.findIndex((f) => looksSame(f.url, url));
    if (at === 0) top1++;
    if (at >= 0 && at < 5) top5++;
    if (at >= 0) rightDists.push(found[at]!.dist);
    if (values.verbose && at !== 0) {
      console.log(`  ${how} ${url} at ${at}: ${found.slice(0, 3).map((f) => `${f.url.slice(16)} ${f.dist.toFixed(2)}`).join(', ')}`);
      fs.writeFileSync(`/tmp/imageacc/miss-${how}-${i}.png`, await sharp(query).png().toBuffer());
    }
  }
  all1 += top1; all5 += top5; allN += perDeg;
  console.log(`${how.padEnd(11)} top-1 ${((top1 / perDeg) * 100).toFixed(1).padStart(5)} %  top-5 ${((top5 / perDeg) * 100).toFixed(1).padStart(5)} %`);
}
let none = 0;
const strangerDists: number[] = [];
const ns = Number(values.strangers);
for (let i = 0; i < ns; i++) {
  const nearest = rank(await describeBytes(await strangerImage(r)))[0]!;
  strangerDists.push(nearest.dist);
  if (nearest.dist >= NO_MATCH_DISTANCE) none++;
}
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)]!.toFixed(2);
console.log(`ALL        top-1 ${((all1 / allN) * 100).toFixed(1)} %  top-5 ${((all5 / allN) * 100).toFixed(1)} %  no-match ${((none / ns) * 100).toFixed(1)} %`);
console.log(`right-match distance p50 ${q(rightDists, 0.5)} p95 ${q(rightDists, 0.95)} max ${q(rightDists, 0.999)}; strangers' nearest p5 ${q(strangerDists, 0.05)} p10 ${q(strangerDists, 0.1)} p50 ${q(strangerDists, 0.5)}`);
console.log(`total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
