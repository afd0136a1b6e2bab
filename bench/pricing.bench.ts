import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { testConfig } from '../src/server/test/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { buildApp } from '../src/server/app.js';
import { Browser, verifiedMember } from '../src/server/test/browser.js';
import type { TestApp } from '../src/server/test/helper.js';
import { prepareBenchDatabase } from './bench-db.js';

/**
 * `npm run bench:pricing`: the product page and price intelligence (issue: product pages and
 * price intelligence) on a million products on PostgreSQL (database patina_bench_search, shared
 * with bench:search and kept between runs; --reseed rebuilds it).
 *
 * A fresh server in this process (nothing cached), a verified member signed in, then each
 * endpoint called for `--samples` different products (or brands, categories), one request at a
 * time: the first answer for each key is the uncached one; a second pass over the same keys
 * shows what the caches give. Latency is measured around app.inject (routing, validation,
 * database, serialisation; no network). Prints a table and writes it to
 * bench/results/pricing-<stamp>.md.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    db: { type: 'string', default: 'patina_bench_search' },
    products: { type: 'string', default: '1000000' },
    reseed: { type: 'boolean', default: false },
    samples: { type: 'string', default: '200' },
  },
});

const url = await prepareBenchDatabase({ adminUrl: values.url!, db: values.db!, products: Number(values.products), reseed: values.reseed! });
const database = await openDatabase({ kind: 'postgres', url });
const config = testConfig({ logLevel: 'silent', webDist: '/nonexistent', dataDir: path.join(os.tmpdir(), `patina-bench-${randomBytes(4).toString('hex')}`) });
const app = await buildApp(config, { database });
await app.ready();
const t: TestApp = { app, database, config, close: async () => {} };

const samples = Number(values.samples);
const { rows: products } = await database.query<{ id: string; slug: string; product_code: string }>(
  `select id::text, slug, product_code from products where last_sale > 0 order by random() limit $1`,
  [samples],
);
const { rows: brands } = await database.query<{ slug: string; n: number }>(
  `select b.slug, count(*)::int as n from brands b join products p on p.brand_id = b.id group by b.slug order by n desc`,
);
const { rows: categories } = await database.query<{ slug: string }>('select slug from categories where parent_slug is null order by slug');
const [{ n: total } = { n: 0 }] = (await database.query<{ n: number }>('select count(*)::int as n from products')).rows;
const [{ n: sales } = { n: 0 }] = (await database.query<{ n: number }>('select count(*)::int as n from historical_sales')).rows;

const { browser: member } = await verifiedMember(t);
const guest = new Browser(t);

interface Row { endpoint: string; keys: number; uncached: number[]; warm: number[] }
const table: Row[] = [];

async function timed(b: Browser, path: string): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await b.get(path);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return ms;
}

async function measure(endpoint: string, b: Browser, paths: string[]) {
  const uncached: number[] = [];
  for (const p of paths) uncached.push(await timed(b, p));
  const warm: number[] = [];
  for (const p of paths) warm.push(await timed(b, p));
  table.push({ endpoint, keys: paths.length, uncached, warm });
  console.log(`  ${endpoint}: ${paths.length} keys`);
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
}

console.log(`Measuring on ${total.toLocaleString('en-US')} products, ${sales.toLocaleString('en-US')} sales…`);
await measure('GET /api/catalog/products/{slug} (product page)', member, products.map((p) => `/api/catalog/products/${p.slug}`));
await measure('GET /api/pricing/sales (10)', member, products.map((p) => `/api/pricing/sales?product_code=${p.product_code}&limit=10`));
await measure('GET /api/pricing/sales (50, full view)', member, products.map((p) => `/api/pricing/sales?product_code=${p.product_code}&limit=50`));
await measure('GET /api/pricing/history 1Y', member, products.map((p) => `/api/pricing/history?product_code=${p.product_code}&range=1Y`));
await measure('GET /api/pricing/history All', member, products.map((p) => `/api/pricing/history?product_code=${p.product_code}&range=ALL`));
const batches: string[] = [];
for (let i = 0; i + 100 <= products.length; i += 100) batches.push(products.slice(i, i + 100).map((p) => p.product_code).join(','));
await measure('GET /api/pricing/stats (100 codes)', member, batches.map((c) => `/api/pricing/stats?codes=${c}`));
await measure('GET /api/pricing/market-trends (90 d, 5 sales)', guest, ['/api/pricing/market-trends']);
await measure('GET /api/home', guest, ['/api/home']);
await measure('GET /api/catalog/categories/{slug}/trending', guest, categories.map((c) => `/api/catalog/categories/${c.slug}/trending`));
for (const sort of ['newest', 'price_asc', 'price_desc']) {
  await measure(`GET /api/catalog/products?category=…&sort=${sort}&page=3`, guest, categories.map((c) => `/api/catalog/products?category=${c.slug}&sort=${sort}&page=3`));
}
await measure('GET /api/catalog/products?category=…&min_price=5000&max_price=20000', guest, categories.map((c) => `/api/catalog/products?category=${c.slug}&min_price=5000&max_price=20000`));
await measure('GET /api/pricing/brands/{slug}/index 1Y', guest, brands.map((b) => `/api/pricing/brands/${b.slug}/index?range=1Y`));
await measure('GET /api/pricing/brands/{slug}/index All', guest, brands.map((b) => `/api/pricing/brands/${b.slug}/index?range=ALL`));
for (const p of products.slice(0, 100)) await member.put(`/api/wishlist/${p.id}`);
await measure('GET /api/wishlist (100 saved)', member, Array.from({ length: 20 }, () => '/api/wishlist'));

await app.close();
await database.close();

const fmt = (n: number) => n.toFixed(2);
const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
const lines = [
  `# Pricing and product page benchmark — ${new Date().toISOString()}`,
  '',
  `PostgreSQL (${values.db}): ${total.toLocaleString('en-US')} products, ${sales.toLocaleString('en-US')} historical sales; ${os.cpus().length} cores.`,
  'One request at a time through app.inject on a fresh server; the first pass is uncached, the second repeats the same keys. Milliseconds.',
  '',
  '| endpoint | keys | uncached p50 | p95 | max | repeat p50 | p95 |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...table.map(
    (r) =>
      `| ${r.endpoint} | ${r.keys} | ${fmt(pct(r.uncached, 50))} | ${fmt(pct(r.uncached, 95))} | ${fmt(Math.max(...r.uncached))} | ${fmt(pct(r.warm, 50))} | ${fmt(pct(r.warm, 95))} |`,
  ),
  '',
];
const out = lines.join('\n');
console.log(`\n${out}`);
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `pricing-${stamp}.md`);
fs.writeFileSync(file, out);
console.log(`Written to ${path.relative(process.cwd(), file)}`);
