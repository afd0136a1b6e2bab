import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { testConfig } from '../../test/config.js';
import { createTestDatabase } from '../../test/helper.js';
import { createJobRunner } from './job-runner.js';

const quiet = { warn: () => undefined, error: () => undefined };
const engine = testConfig().database.kind;
const closing: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** A second, separate handle (its own pool) on the test database of `database`. */
async function secondHandle(database: Database): Promise<Database> {
  const config = testConfig().database;
  if (config.kind !== 'postgres') throw new Error('PostgreSQL only');
  const { rows } = await database.query<{ name: string }>('select current_database() as name');
  const url = new URL(config.url);
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

describe('job runners on one database', () => {
  it.skipIf(engine === 'pglite')(
    'two runners with their own pools race over 1,000 jobs and run each exactly once (PostgreSQL only: PGlite is one connection in one process, so nothing can race)',
    async () => {
      const first = await createTestDatabase();
      closing.push(() => first.close());
      const second = await secondHandle(first);
      closing.unshift(() => second.close());
      await first.exec('create table job_runs (job_id bigint not null, runner text not null)');

      const runners = [first, second].map((database, i) => {
        const runner = createJobRunner(database.db, { pollMs: 0, log: quiet, name: `runner-${i}` });
        runner.define(
          'test.tick',
          async (job, { tx }) => {
            await tx.execute(`insert into job_runs values (${job.id}, 'runner-${i}')`);
          },
          { payload: z.object({ n: z.number().int() }), concurrency: 4 },
        );
        return runner;
      });
      await first.exec(`insert into jobs (kind, payload, max_attempts)
        select 'test.tick', jsonb_build_object('n', g), 3 from generate_series(1, 1000) g`);

      const started = performance.now();
      await Promise.all(runners.map((r) => r.runDue()));
      const ms = performance.now() - started;
      console.info(`1,000 jobs across two runners (4 workers each) on PostgreSQL: ${Math.round(ms)} ms, ${Math.round(1000 / (ms / 1000))} jobs/s`);

      const { rows } = await first.query<{ runs: number; jobs: number }>('select count(*)::int as runs, count(distinct job_id)::int as jobs from job_runs');
      expect(rows[0]).toEqual({ runs: 1000, jobs: 1000 });
      const byRunner = await first.query<{ runner: string; n: number }>('select runner, count(*)::int as n from job_runs group by runner order by runner');
      // Both took part: the exactly-once above was a race, not a queue.
      expect(byRunner.rows.map((r) => r.runner)).toEqual(['runner-0', 'runner-1']);
      const statuses = await first.query<{ status: string; attempts: number; n: number }>('select status, attempts, count(*)::int as n from jobs group by 1, 2');
      expect(statuses.rows).toEqual([{ status: 'done', attempts: 1, n: 1000 }]);
    },
  );

  it('re-claims the job of a runner killed mid-job once its lease has run out, and not before', async () => {
    // PGlite: the killed process and this one take turns on one data directory, and opening
    // it takes seconds, so the lease is long enough to still hold when this side is back.
    const leaseSeconds = engine === 'pglite' ? 15 : 10;
    const dataDir = path.join(os.tmpdir(), `patina-jobs-${randomBytes(4).toString('hex')}`);
    let database: Database;
    let childArgs: object;
    if (engine === 'pglite') {
      database = await openDatabase({ kind: 'pglite', dataDir });
      await migrate(database);
      childArgs = { dataDir, leaseSeconds };
    } else {
      database = await createTestDatabase();
      const { rows } = await database.query<{ name: string }>('select current_database() as name');
      const url = new URL((testConfig().database as { url: string }).url);
      url.pathname = `/${rows[0]!.name}`;
      childArgs = { url: url.toString(), leaseSeconds };
    }
    let ran: number | null = null;
    const define = (db: Database) => {
      const runner = createJobRunner(db.db, { pollMs: 0, log: quiet, name: 'survivor' });
      runner.define('test.hang', async () => void (ran = Date.now()), { payload: z.object({}), leaseSeconds, maxAttempts: 3 });
      return runner;
    };
    const { id } = await define(database).enqueue('test.hang', {});
    if (engine === 'pglite') await database.close();

    const script = fileURLToPath(new URL('./fixtures/doomed-runner.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(childArgs)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = once(child, 'exit');
    let out = '';
    for await (const chunk of child.stdout) {
      out += String(chunk);
      if (out.includes(`claimed ${id}\n`)) break;
    }
    expect(out).toContain(`claimed ${id}`);
    child.kill('SIGKILL');
    await exited;

    if (engine === 'pglite') {
      database = await openDatabase({ kind: 'pglite', dataDir });
      closing.push(async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      });
    } else {
      closing.push(() => database.close());
    }
    const survivor = define(database);
    const held = await database.query<{ status: string; locked_by: string; attempts: number; until: number; left: number }>(
      `select status, locked_by, attempts, extract(epoch from locked_until)::float8 * 1000 as until,
              extract(epoch from locked_until - now())::float8 as left from jobs where id = $1`,
      [id],
    );
    expect(held.rows[0]).toMatchObject({ status: 'running', locked_by: 'doomed', attempts: 1 });
    expect(held.rows[0]!.left).toBeGreaterThan(0);

    // The lease still holds: the dead runner's job is nobody else's yet.
    await survivor.runDue();
    expect(ran).toBeNull();
    const stillHeld = await database.query('select status, locked_by, attempts from jobs where id = $1', [id]);
    expect(stillHeld.rows[0]).toEqual({ status: 'running', locked_by: 'doomed', attempts: 1 });

    const deadline = Date.now() + (leaseSeconds + 30) * 1000;
    while (ran === null && Date.now() < deadline) {
      await sleep(250);
      await survivor.runDue();
    }
    expect(ran).not.toBeNull();
    expect(ran!).toBeGreaterThanOrEqual(held.rows[0]!.until);
    const { rows } = await database.query('select status, attempts, locked_by from jobs where id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'done', attempts: 2, locked_by: 'survivor' });
  }, 300_000);
});
