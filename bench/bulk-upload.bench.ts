import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchDatabase } from './harness.js';
import { randomBytes } from 'node:crypto';

/**
 * `npm run bench:bulk-upload` (issue #38): a dealer's messy sheet of 500 pieces drawn from the
 * demo catalogue (houses abbreviated as AP, VCA, LV…, random case, one-letter typos, missing
 * brands and conditions, prices with currency signs in three styles, dates in three formats)
 * plus pieces the catalogue lacks, uploaded through the API and recognised by the job runner
 * (text only: no photos). Reports the top-1 match rate from text, per category, how often a
 * piece the catalogue lacks is said to be new, the batch's wall time, and the worst misses.
 * PGlite by default; --postgres <admin url> uses a database patina_bench_bulk there.
 *
 * Before that, the offline OCR and the grouping by look (decision 067) on generated pictures:
 * labels, certificates and receipts in several states (12 MP, turned, blurred, dim, grey card),
 * read by the same reader and label parser as recognition (ms a photo, references, serials and
 * houses read right, which photos were taken for text), and retakes of drawn pieces clustered
 * (pieces recovered whole, photos joined to another piece). `--ocr-only` stops after that.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    pieces: { type: 'string', default: '500' },
    absent: { type: 'string', default: '50' },
    postgres: { type: 'string' },
    seed: { type: 'string', default: '7' },
    'ocr-only': { type: 'boolean', default: false },
    labels: { type: 'string', default: '30' },
    'look-pieces': { type: 'string', default: '60' },
  },
});

const { buildApp } = await import('../src/server/app.js');
const { testConfig } = await import('../src/server/test/config.js');
const { verifiedMember } = await import('../src/server/test/browser.js');
const { ABBREVIATIONS } = await import('../src/shared/search/abbreviations.js');

let state = Number(values.seed);
const random = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

const ocrLines = await ocrAndLook();
if (values['ocr-only']) {
  writeReport(['# Bulk upload bench: OCR and grouping by look only', '', ...ocrLines]);
  process.exit(0);
}

function writeReport(lines: string[]): void {
  const report = lines.join('\n');
  console.log(report);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  fs.mkdirSync(path.join('bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join('bench', 'results', `bulk-upload-${values['ocr-only'] ? 'ocr-' : ''}${stamp}.md`), `${report}\n`);
}

async function ocrAndLook(): Promise<string[]> {
  const sharp = (await import('sharp')).default;
  const { createPhotoReader } = await import('../src/server/modules/bulk-upload/ocr.js');
  const { readLabel } = await import('../src/server/modules/bulk-upload/label.js');
  const { checkPhoto, TEXT_LIKE } = await import('../src/server/modules/bulk-upload/recognise.js');
  const { clusterBySimilarity, signatureOf } = await import('../src/server/modules/bulk-upload/similarity.js');
  const houses = ['Rolex', 'Omega', 'Cartier', 'Patek Philippe', 'Audemars Piguet', 'Hermès', 'Chanel', 'Tudor', 'Breitling', 'Van Cleef & Arpels'];
  const models = ['Submariner Date', 'Speedmaster Professional', 'Santos', 'Nautilus', 'Royal Oak', 'Birkin', 'Classic Flap', 'Black Bay', 'Navitimer', 'Alhambra'];
  const alnum = (n: number, letters = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => (random() < 0.7 ? String(Math.floor(random() * 10)) : pick([...letters]))).join('');
  const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const plain = (x: string) => x.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const states = ['plain', '12 MP', 'turned 3°', 'blurred, JPEG 60', 'dim', 'grey card'] as const;
  const reader = createPhotoReader();
  const rows: { kind: string; state: string; ms: number; ref: boolean; serial: boolean; house: boolean; taken: boolean }[] = [];
  try {
    for (let i = 0; i < Number(values.labels); i++) {
      const house = pick(houses);
      const model = pick(models);
      const reference = `${Math.floor(100 + random() * 900)}${alnum(3)}`;
      const serial = `${pick(['K', 'Z', 'M', 'X'])}${alnum(6)}`;
      const year = 1990 + Math.floor(random() * 35);
      const kind = pick(['label', 'certificate', 'receipt'] as const);
      const lines = kind === 'label'
        ? [`${house} ${model}`.toUpperCase(), `REF. ${reference}  SERIAL ${serial}`, `YEAR ${year}`]
        : kind === 'certificate'
          ? ['CERTIFICATE OF AUTHENTICITY', `${house} ${model}`, `Reference No: ${reference}`, `Serial No. ${serial}`, `Date 12/03/${year}`]
          : ['BOUTIQUE', `INVOICE ${Math.floor(random() * 90_000)}`, `${house} ${model}`, `Ref ${reference}`, `S/N ${serial}`, `TOTAL ${Math.floor(random() * 90)},500.00`, `14.05.${year}`];
      const state = states[i % states.length]!;
      const big = state === '12 MP';
      const [w, size] = big ? [4000, 120] : [1200, 40];
      const h = Math.round(w * 0.75);
      const bg = state === 'grey card' ? '#c8c4bc' : '#f6f3ea';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/>${lines.map((l, k) => `<text x="${w * 0.06}" y="${h * 0.15 + k * size * 1.5}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" fill="#151515">${esc(l)}</text>`).join('')}</svg>`;
      let img = sharp(Buffer.from(svg));
      if (state === 'turned 3°') img = img.rotate(3, { background: bg });
      if (state === 'blurred, JPEG 60') img = img.blur(1.4);
      if (state === 'dim') img = img.modulate({ brightness: 0.55 });
      const bytes = await img.jpeg({ quality: state === 'blurred, JPEG 60' ? 60 : 85 }).toBuffer();
      const taken = ((await checkPhoto('x.jpg', bytes))?.text ?? 0) >= TEXT_LIKE;
      const t0 = performance.now();
      const text = await reader.read(bytes).catch(() => '');
      const ms = performance.now() - t0;
      const got = readLabel(text);
      rows.push({ kind, state, ms, ref: got.reference === reference, serial: got.serial === serial, house: plain(got.brand ?? '') === plain(house), taken });
    }
  } finally {
    await reader.close();
  }
  // The first read starts the worker: its time is reported apart.
  const [first, ...warm] = rows;
  const sorted = warm.map((r) => r.ms).sort((a, b) => a - b);
  const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  const share = (xs: typeof rows, k: 'ref' | 'serial' | 'house' | 'taken') => `${xs.filter((r) => r[k]).length}/${xs.length}`;

  // Grouping by look: drawn pieces (watch, square watch, bag) in random colours, 2-4 retakes each, shuffled.
  const colour = () => `#${[0, 1, 2].map(() => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('')}`;
  const drawn = (kind: number, a: string, b: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="100%" height="100%" fill="#eeeae2"/>${kind === 2
    ? `<rect x="100" y="220" width="400" height="300" rx="30" fill="${a}"/><path d="M200 220 Q300 60 400 220" stroke="${b}" stroke-width="16" fill="none"/>`
    : `<rect x="255" y="10" width="90" height="580" fill="${b}"/>${kind === 0 ? `<circle cx="300" cy="300" r="150" fill="#999" stroke="#333" stroke-width="12"/><circle cx="300" cy="300" r="118" fill="${a}"/>` : `<rect x="170" y="170" width="260" height="260" rx="20" fill="#c9a55a"/><rect x="200" y="200" width="200" height="200" fill="${a}"/>`}`}</svg>`;
  const photos: { piece: number; bytes: Buffer }[] = [];
  let drawingsTaken = 0;
  for (let p = 0; p < Number(values['look-pieces']); p++) {
    const svg = Buffer.from(drawn(p % 3, colour(), colour()));
    const n = 2 + Math.floor(random() * 3);
    for (let k = 0; k < n; k++) {
      const cut = Math.floor(random() * 40);
      const bytes = await sharp(svg).extract({ left: cut, top: Math.floor(random() * 40), width: 560, height: 560 })
        .modulate({ brightness: 0.75 + random() * 0.5 }).jpeg({ quality: 60 + Math.floor(random() * 30) }).toBuffer();
      if (((await checkPhoto('x.jpg', bytes))?.text ?? 0) >= TEXT_LIKE) drawingsTaken += 1;
      photos.push({ piece: p, bytes });
    }
  }
  photos.sort(() => random() - 0.5);
  const t1 = performance.now();
  const signatures = await Promise.all(photos.map((ph) => signatureOf(ph.bytes)));
  const t2 = performance.now();
  const groups = await clusterBySimilarity(signatures, 12);
  const t3 = performance.now();
  const pieces = Number(values['look-pieces']);
  const whole = groups.filter((g) => {
    const piece = photos[g[0]!]!.piece;
    return g.every((i) => photos[i]!.piece === piece) && g.length === photos.filter((ph) => ph.piece === piece).length;
  }).length;
  const mixed = groups.filter((g) => new Set(g.map((i) => photos[i]!.piece)).size > 1).length;
  return [
    '## Offline OCR (tesseract.js, English data from node_modules)',
    '',
    `- ${rows.length} generated labels, certificates and receipts; the first read (with the worker's start) ${Math.round(first?.ms ?? 0)} ms; then per photo p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms.`,
    `- Read right: reference ${share(rows, 'ref')}, serial ${share(rows, 'serial')}, house ${share(rows, 'house')}; taken for text by their statistics alone ${share(rows, 'taken')} (drawn pieces taken for text: ${drawingsTaken}/${photos.length}).`,
    '',
    '| state | photos | reference | serial | house | ms (mean) |',
    '|---|---|---|---|---|---|',
    ...states.map((st) => {
      const xs = warm.filter((r) => r.state === st);
      return `| ${st} | ${xs.length} | ${share(xs, 'ref')} | ${share(xs, 'serial')} | ${share(xs, 'house')} | ${Math.round(xs.reduce((a, r) => a + r.ms, 0) / Math.max(1, xs.length))} |`;
    }),
    '',
    '## Grouping by look',
    '',
    `- ${photos.length} photos of ${pieces} drawn pieces (2-4 retakes each: crop up to 7 %, light ×0.75-1.25, JPEG 60-90), shuffled: ${groups.length} groups; ${whole}/${pieces} pieces recovered whole; ${mixed} groups join two pieces.`,
    `- Signatures ${Math.round(t2 - t1)} ms for all; clustering ${Math.round(t3 - t2)} ms.`,
    '',
  ];
}

const { database, engine } = await openBenchDatabase({ postgres: values.postgres, name: 'patina_bench_bulk', reseed: true, products: Number(values.products) });
const config = testConfig({ logLevel: 'error', webDist: '/nonexistent', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'patina-bench-bulk-data-')), trustProxy: true });
const app = await buildApp(config, { database });
await app.ready();
const t = { app, database, config, close: async () => {} };

interface Target { id: number; name: string; brand: string; category: string }
const { rows } = await database.query<Target>(
  `select p.id, p.name, b.name as brand, p.category from products p join brands b on b.id = p.brand_id order by random() limit $1`,
  [Number(values.pieces) - Number(values.absent)],
);
const targets = rows.map((r) => ({ ...r, id: Number(r.id) }));
const shortOf = new Map(Object.entries(ABBREVIATIONS).map(([abbr, full]) => [full, abbr.toUpperCase()]));
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

function typo(text: string): string {
  const words = text.split(' ');
  const i = words.findIndex((w) => w.length >= 6);
  if (i < 0) return text;
  const w = words[i]!;
  const at = 1 + Math.floor(random() * (w.length - 2));
  words[i] = random() < 0.5 ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  return words.join(' ');
}
const messyBrand = (brand: string) => {
  const short = shortOf.get(fold(brand));
  if (short && random() < 0.7) return short;
  const r = random();
  return r < 0.3 ? brand.toUpperCase() : r < 0.5 ? brand.toLowerCase() : brand;
};
const price = () => {
  const dollars = 500 + Math.floor(random() * 40_000);
  const r = random();
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return r < 0.33 ? `$${grouped}` : r < 0.66 ? `${grouped.replace(/,/g, '.')},00 €` : `USD ${dollars}`;
};
const date = () => {
  const y = 1990 + Math.floor(random() * 34);
  const r = random();
  return r < 0.33 ? String(y) : r < 0.66 ? `0${1 + Math.floor(random() * 9)}/${y}` : `${y}-05-01`;
};

type Row = { brand: string; model: string; condition: string; price: string; bought: string; expect: Target | null; mess: string[] };
const sheet: Row[] = targets.map((p) => {
  const mess: string[] = [];
  let brand = messyBrand(p.brand);
  if (brand !== p.brand) mess.push(brand.length <= 3 ? 'abbreviation' : 'case');
  if (random() < 0.1) {
    brand = '';
    mess.push('no brand');
  }
  let model = p.name;
  if (random() < 0.15) {
    model = typo(model);
    if (model !== p.name) mess.push('typo');
  }
  return { brand, model, condition: random() < 0.2 ? '' : pick(['mint', 'VG', 'excellent', 'good', 'new']), price: price(), bought: date(), expect: p, mess };
});
const invented = ['Aurora Skyline', 'Meridian Vault', 'Tidewater Nocturne', 'Lumen Cascade', 'Orrery Drift', 'Solstice Bastion', 'Quill Harbour', 'Verdant Oblique'];
const houses = [...new Set(targets.map((p) => p.brand))];
for (let i = 0; i < Number(values.absent); i++) {
  sheet.push({ brand: pick(houses), model: `${pick(invented)} ${100 + i}`, condition: 'excellent', price: price(), bought: date(), expect: null, mess: ['not in catalogue'] });
}
sheet.sort(() => random() - 0.5);
const csv = [['Maison', 'Model', 'Cond.', 'Asking', 'Bought'], ...sheet.map((r) => [r.brand, r.model, r.condition, r.price, r.bought])]
  .map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(','))
  .join('\r\n');

const { browser } = await verifiedMember(t);
const { rows: me } = await database.query<{ id: string }>(`select id from "user" order by created_at desc limit 1`);
await database.query(`update "user" set user_type = 'verified_member' where id = $1`, [me[0]!.id]);
const made = await browser.post<{ id: number }>('/api/bulk-upload/batches', {});
const boundary = `----bench${randomBytes(6).toString('hex')}`;
const body = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n`),
  Buffer.from(csv),
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const read = await browser.call<{ mapping: Record<string, string | null> }>('POST', `/api/bulk-upload/batches/${made.body.id}/sheet`, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
if (read.status !== 200) throw new Error(`sheet: ${read.status} ${JSON.stringify(read.body)}`);
await browser.call('PUT', `/api/bulk-upload/batches/${made.body.id}/mapping`, read.body.mapping);
const started = performance.now();
const start = await browser.post(`/api/bulk-upload/batches/${made.body.id}/start`);
if (start.status !== 200) throw new Error(`start: ${start.status}`);
await app.jobs.runDue({ kinds: ['bulk-upload.recognise'] });
const wallSeconds = (performance.now() - started) / 1000;

interface Piece { row: number; match: { product_id: number; brand: string; name: string; confidence: number } | null; is_new: boolean; state: string }
const batch = (await browser.get<{ done: number; total: number; pieces: Piece[] }>(`/api/bulk-upload/batches/${made.body.id}`)).body;
const byRow = new Map(batch.pieces.map((p) => [p.row, p]));
const sameText = (a: { brand: string; name: string }, b: { brand: string; name: string }) => fold(a.brand) === fold(b.brand) && fold(a.name) === fold(b.name);

const perCategory = new Map<string, { n: number; exact: number; sameName: number }>();
const perMess = new Map<string, { n: number; ok: number }>();
let exact = 0;
let sameName = 0;
let absentNew = 0;
const misses: string[] = [];
sheet.forEach((r, i) => {
  const piece = byRow.get(i + 2);
  if (!r.expect) {
    if (piece && !piece.match) absentNew += 1;
    else if (piece?.match) misses.push(`not in catalogue "${r.brand} ${r.model}" matched to ${piece.match.brand} ${piece.match.name} (${piece.match.confidence} %)`);
    return;
  }
  const c = perCategory.get(r.expect.category) ?? { n: 0, exact: 0, sameName: 0 };
  c.n += 1;
  const hit = piece?.match?.product_id === r.expect.id;
  const equivalent = hit || (piece?.match ? sameText(piece.match, r.expect) : false);
  if (hit) { exact += 1; c.exact += 1; }
  if (equivalent) { sameName += 1; c.sameName += 1; }
  perCategory.set(r.expect.category, c);
  for (const m of r.mess.length > 0 ? r.mess : ['clean']) {
    const e = perMess.get(m) ?? { n: 0, ok: 0 };
    e.n += 1;
    if (equivalent) e.ok += 1;
    perMess.set(m, e);
  }
  if (!equivalent && misses.length < 40) {
    misses.push(`"${r.brand} | ${r.model}" (${r.mess.join(', ') || 'clean'}) → ${piece?.match ? `${piece.match.brand} ${piece.match.name} (${piece.match.confidence} %)` : 'no match'}; wanted ${r.expect.brand} ${r.expect.name}`);
  }
});
const present = targets.length;
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const lines = [
  `# Bulk upload bench (${new Date().toISOString()})`,
  '',
  ...ocrLines,
  '',
  `Engine: ${engine}; catalogue: ${Number(values.products).toLocaleString('en-US')} demo products; sheet: ${sheet.length} pieces (${present} from the catalogue, ${Number(values.absent)} it lacks); text only, no photos.`,
  '',
  `- Recognised: ${batch.done} of ${batch.total} in ${wallSeconds.toFixed(1)} s (${(wallSeconds / Math.max(1, batch.total) * 1000).toFixed(0)} ms a piece).`,
  `- Top-1 from text, the exact product: ${pct(exact, present)} (${exact}/${present}).`,
  `- Top-1 from text, the product or one with the same house and name (the demo catalogue repeats names across colourways, which text cannot tell apart): ${pct(sameName, present)} (${sameName}/${present}).`,
  `- Pieces the catalogue lacks said to be new: ${pct(absentNew, Number(values.absent))} (${absentNew}/${Number(values.absent)}).`,
  '',
  '| category | pieces | exact | same house and name |',
  '|---|---|---|---|',
  ...[...perCategory.entries()].sort().map(([k, v]) => `| ${k} | ${v.n} | ${pct(v.exact, v.n)} | ${pct(v.sameName, v.n)} |`),
  '',
  '| mess | pieces | matched (same house and name) |',
  '|---|---|---|',
  ...[...perMess.entries()].sort().map(([k, v]) => `| ${k} | ${v.n} | ${pct(v.ok, v.n)} |`),
  '',
  '## Worst cases',
  '',
  ...misses.slice(0, 25).map((m) => `- ${m}`),
];
writeReport(lines);
await app.close();
await database.close();
