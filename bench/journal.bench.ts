import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.js';
import { createMarketReports } from '../src/server/modules/journal/index.js';
import { lastWholeMonth, periodBounds, shiftPeriod } from '../src/shared/journal/report-text.js';
import { prepareBenchDatabase } from './bench-db.js';

/**
 * `npm run bench:journal`: writing the Journal's market reports (issue #36, decision 056) on a
 * million products on PostgreSQL (database patina_bench_search, shared with bench:search and
 * bench:pricing and kept between runs; --reseed rebuilds it).
 *
 * For the last whole month, the market and every category gathered from the views the owning
 * modules publish and composed (what the monthly job does before it stores them), `--runs`
 * times (the first run is the cold one); then the twelve months the demo writes at its start. The goal: one report in seconds, not minutes;
 * the job writes all of a month's reports from one pass, so a report costs the month's time
 * divided by their number. Prints a table and writes it to bench/results/journal-<stamp>.md.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    db: { type: 'string', default: 'patina_bench_search' },
    products: { type: 'string', default: '1000000' },
    reseed: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});

const url = await prepareBenchDatabase({ adminUrl: values.url!, db: values.db!, products: Number(values.products), reseed: values.reseed! });
const database = await openDatabase({ kind: 'postgres', url });
await database.exec('analyze');
const [{ products = 0, sales = 0 } = {}] = (await database.query<{ products: number; sales: number }>(
  'select (select count(*) from products)::int as products, (select count(*) from historical_sales)::int as sales',
)).rows;

const period = lastWholeMonth(new Date());
const { start, end } = periodBounds(period);
const [{ month = 0 } = {}] = (await database.query<{ month: number }>(
  'select count(*)::int as month from historical_sales where sale_date >= $1 and sale_date < $2', [start, end],
)).rows;

// Storing is the Journal's (a handful of inserts per report); the bench times what the data costs.
const reports = createMarketReports({ db: database.db, journal: { upsertGeneratedReport: () => Promise.reject(new Error('not stored in the bench')) } });

const timed = async <T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const t0 = performance.now();
  const value = await f();
  return { ms: performance.now() - t0, value };
};

const runs = Number(values.runs);
const months: number[] = [];
let count = 0;
let blocks = 0;
for (let i = 0; i < runs; i++) {
  const { ms, value } = await timed(() => reports.generate(period));
  months.push(ms);
  count = value.length;
  blocks = value.reduce((n, r) => n + r.blocks.length, 0);
}
// A year, as the demo writes it at its first start.
const year = await timed(async () => {
  for (let i = 11; i >= 0; i--) await reports.generate(shiftPeriod(period, -i));
});
await database.close();

const sorted = [...months].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const s = (ms: number) => (ms / 1000).toFixed(2);
const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
const out = [
  `# Market reports, ${new Date().toISOString()}`,
  '',
  `Machine: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end. PostgreSQL, ${products.toLocaleString('en-US')} products, ${sales.toLocaleString('en-US')} sales (${month.toLocaleString('en-US')} in ${period}).`,
  '',
  '| what | reports | seconds (median of runs) | per report | goal |',
  '|---|---:|---:|---:|---|',
  `| one month, gathered and composed (${runs} runs: ${months.map(s).join(', ')}) | ${count} | ${s(median)} | ${s(median / count)} | seconds, not minutes: ${median < 60_000 ? 'met' : 'NOT met'} |`,
  `| twelve months (the demo's first start) | ${count * 12} | ${s(year.ms)} | ${s(year.ms / (count * 12))} | |`,
  '',
  `${blocks} blocks in the month's ${count} reports.`,
  '',
].join('\n');
console.log(out);
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `journal-${stamp}.md`);
fs.writeFileSync(file, out);
console.log(`Written to ${file}`);
