import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { seedDemo } from '../src/server/demo/seed.js';

/**
 * `npm run bench:seed`: how long the demo catalogue takes to load — the embedded default
 * (20,000 products on PGlite) and a million products on PostgreSQL (goal: at most 3 minutes).
 * Prints a table and writes it to bench/results/.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    embedded: { type: 'string', default: '20000' },
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});

interface Row { engine: string; products: number; sales: number; listings: number; auctions: number; seconds: number; goal: string }
const rows: Row[] = [];

async function run(engine: string, database: Database, products: number, goalSeconds: number) {
  await migrate(database);
  const phases: string[] = [];
  const r = await seedDemo(database, { products, log: (l) => phases.push(l.trim()) });
  console.log(`${engine}: ${phases.join(' · ')}`);
  const seconds = r.ms / 1000;
  rows.push({ engine, products: r.products, sales: r.sales, listings: r.listings, auctions: r.auctions, seconds, goal: `≤ ${goalSeconds} s ${seconds <= goalSeconds ? 'met' : 'MISSED'}` });
}

const embedded = Number(values.embedded);
if (embedded > 0) {
  const lite = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await run('PGlite (in memory)', lite, embedded, 60);
  } finally {
    await lite.close();
  }
}

const admin = values.url!;
const name = `patina_bench_${randomBytes(4).toString('hex')}`;
const c = new pg.Client({ connectionString: admin });
await c.connect();
await c.query(`create database ${name}`);
await c.end();
const url = new URL(admin);
url.pathname = `/${name}`;
const pgdb = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  await run('PostgreSQL', pgdb, Number(values.products), 180);
} finally {
  await pgdb.close();
  const d = new pg.Client({ connectionString: admin });
  await d.connect();
  await d.query(`drop database if exists ${name} with (force)`);
  await d.end();
}

const fmt = (n: number) => n.toLocaleString('en-US');
const table = [
  '| engine | products | sales | listings | auctions | seconds | goal |',
  '|---|---:|---:|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.engine} | ${fmt(r.products)} | ${fmt(r.sales)} | ${fmt(r.listings)} | ${fmt(r.auctions)} | ${r.seconds.toFixed(1)} | ${r.goal} |`),
].join('\n');
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const out = path.join('bench', 'results', `seed-${stamp}.md`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `# Demo catalogue load, ${new Date().toISOString()}\n\nMachine: 2 cores, Node ${process.version}.\n\n${table}\n`);
console.log(`\n${table}\n\nwritten to ${out}`);
