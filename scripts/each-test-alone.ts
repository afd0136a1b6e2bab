import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run test:alone [-- filter ...]`: runs every server test file by itself, one after the
 * other, and prints a table (issue #9 §6: every test file passes alone). A file that passes
 * only beside others leans on state another file left behind; the whole suite cannot show
 * that, since it runs the files together. One at a time on purpose: the machine is shared, and
 * parallel runs would hide nothing this does not already show.
 *
 * Arguments keep only the files whose path contains one of them. DATABASE_URL, when set, runs
 * the files on PostgreSQL, as the suite does. Exits 1 when any file fails.
 */

interface JsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[]; message?: string }[];
}

interface Row {
  file: string;
  ok: boolean;
  seconds: number;
  passed: number;
  total: number;
  failures: string[];
}

const ROOT = 'src/server';

function serverTestFiles(filters: string[]): string[] {
  return (fs.readdirSync(ROOT, { recursive: true }) as string[])
    .map((f) => path.join(ROOT, f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
}

/** One vitest run of one file; its JSON report says what passed, its exit code whether all did. */
function runAlone(file: string, reportPath: string): Promise<Row> {
  fs.rmSync(reportPath, { force: true });
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', '--reporter=json', `--outputFile=${reportPath}`, file],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      let report: JsonReport | null = null;
      try {
        report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as JsonReport;
      } catch {
        // No report: vitest did not get as far as running the file; its stderr says why.
      }
      const failures = report
        ? report.testResults.flatMap((r) => [
            ...(r.message ? [r.message] : []),
            ...r.assertionResults.filter((a) => a.status === 'failed').map((a) => `${a.fullName}: ${(a.failureMessages[0] ?? '').split('\n')[0]}`),
          ])
        : [stderr.trim() || `vitest exited with ${code}`];
      resolve({
        file,
        ok: code === 0,
        seconds,
        passed: report?.numPassedTests ?? 0,
        total: report ? report.numTotalTests - report.numPendingTests : 0,
        failures,
      });
    });
  });
}

async function main() {
  const files = serverTestFiles(process.argv.slice(2));
  if (files.length === 0) {
    console.error(`No server test file matches ${process.argv.slice(2).join(', ')}.`);
    process.exit(1);
  }
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`${files.length} server test files, each run alone on ${engine}\n`);
  const reportPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'patina-alone-')), 'report.json');
  const width = Math.max(...files.map((f) => f.length));
  const rows: Row[] = [];
  console.log(`${'file'.padEnd(width)}  result  tests     seconds`);
  for (const file of files) {
    const row = await runAlone(file, reportPath);
    rows.push(row);
    console.log(`${file.padEnd(width)}  ${row.ok ? 'pass' : 'FAIL'}    ${`${row.passed}/${row.total}`.padEnd(8)}  ${row.seconds.toFixed(1).padStart(7)}`);
    for (const f of row.failures) console.log(`    ${f.slice(0, 300)}`);
  }
  fs.rmSync(path.dirname(reportPath), { recursive: true, force: true });
  const failed = rows.filter((r) => !r.ok);
  const total = rows.reduce((s, r) => s + r.seconds, 0);
  console.log(`\n${rows.length - failed.length} of ${rows.length} files pass alone, ${total.toFixed(0)} s in all.`);
  if (failed.length > 0) {
    console.log(`Failing alone:\n${failed.map((r) => `  ${r.file}`).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
