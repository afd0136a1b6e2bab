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
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    pieces: { type: 'string', default: '500' },
    absent: { type: 'string', default: '50' },
    postgres: { type: 'string' },
    seed: { type: 'string', default: '7' },
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
const report = lines.join('\n');
console.log(report);
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
fs.mkdirSync(path.join('bench', 'results'), { recursive: true });
fs.writeFileSync(path.join('bench', 'results', `bulk-upload-${stamp}.md`), `${report}\n`);
await app.close();
await database.close();
