import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/helper.js';
import { createJobRunner, exponentialBackoff, type JobRunner } from './job-runner.js';

const quiet = { warn: () => undefined, error: () => undefined };
const closeAuction = z.object({ auctionId: z.number().int().positive() });

let database: Database;
let runner: JobRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.exec('create table job_effects (job_id bigint not null, note text not null)');
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await runner?.stop();
  await database.exec('truncate jobs, job_effects');
  runner = createJobRunner(database.db, { pollMs: 0, log: quiet });
});

async function row(id: number) {
  const { rows } = await database.query<{
    status: string; attempts: number; last_error: string | null; locked_by: string | null; finished: boolean; due_in: number; payload: unknown;
  }>(
    `select status, attempts, last_error, locked_by, finished_at is not null as finished,
            extract(epoch from run_at - now())::float8 as due_in, payload
     from jobs where id = $1`,
    [id],
  );
  return rows[0];
}

describe('job runner', () => {
  it('runs a due job once with its parsed payload and marks it done', async () => {
    const seen: unknown[] = [];
    const kind = runner.define('auction.close', async (job) => void seen.push(job.payload), { payload: closeAuction });
    const job = await kind.enqueue({ auctionId: 42 });
    expect(job).toMatchObject({ created: true, status: 'pending' });

    await runner.runDue();
    await runner.runDue();

    expect(seen).toEqual([{ auctionId: 42 }]);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1, finished: true, last_error: null });
  });

  it('refuses a payload that does not fit its kind, and a kind nobody defined', async () => {
    runner.define('auction.close', async () => undefined, { payload: closeAuction });
    await expect(runner.enqueue('auction.close', { auctionId: 'forty-two' })).rejects.toThrow(/invalid payload for job "auction.close".*auctionId/s);
    await expect(runner.enqueue('auction.open', {})).rejects.toThrow('no job kind "auction.open" is defined on this runner');
    expect(() => runner.define('auction.close', async () => undefined, { payload: closeAuction })).toThrow('defined twice');
    const { rows } = await database.query('select 1 from jobs');
    expect(rows).toHaveLength(0);
  });

  it('retries a failing job with exponential backoff, then keeps it dead with its last error', async () => {
    let calls = 0;
    const kind = runner.define(
      'order.cancel-unpaid',
      async () => {
        calls++;
        throw new Error(`payment provider unreachable (${calls})`);
      },
      { payload: z.object({ orderId: z.number() }), maxAttempts: 3, backoff: exponentialBackoff({ baseSeconds: 30, maxSeconds: 3600 }) },
    );
    const { id } = await kind.enqueue({ orderId: 7 });

    await runner.runDue();
    let state = await row(id);
    expect(state).toMatchObject({ status: 'pending', attempts: 1, last_error: 'payment provider unreachable (1)', locked_by: null });
    expect(state!.due_in).toBeGreaterThan(25);
    expect(state!.due_in).toBeLessThanOrEqual(30);

    await runner.runDue();
    expect(calls).toBe(1); // not due yet

    // Thirty seconds pass.
    await database.query('update jobs set run_at = now() where id = $1', [id]);
    await runner.runDue();
    state = await row(id);
    expect(state).toMatchObject({ status: 'pending', attempts: 2 });
    expect(state!.due_in).toBeGreaterThan(55);
    expect(state!.due_in).toBeLessThanOrEqual(60);

    await database.query('update jobs set run_at = now() where id = $1', [id]);
    await runner.runDue();
    expect(await row(id)).toMatchObject({ status: 'dead', attempts: 3, last_error: 'payment provider unreachable (3)', finished: true });

    await database.query('update jobs set run_at = now() where id = $1', [id]);
    await runner.runDue();
    expect(calls).toBe(3);
  });

  it('kills a job whose stored payload no longer fits, without running it', async () => {
    let calls = 0;
    const kind = runner.define('auction.close', async () => void calls++, { payload: closeAuction, maxAttempts: 5 });
    const { id } = await kind.enqueue({ auctionId: 1 });
    await database.query(`update jobs set payload = '{"auction": 1}' where id = $1`, [id]);
    await runner.runDue();
    expect(calls).toBe(0);
    const state = await row(id);
    expect(state).toMatchObject({ status: 'dead', attempts: 1 });
    expect(state!.last_error).toMatch(/^invalid payload: .*auctionId/s);
  });

  it('keeps one job per unique key, ever: enqueueing it again returns the first and changes nothing', async () => {
    const runs: number[] = [];
    const kind = runner.define('auction.close', async (job) => void runs.push(job.payload.auctionId), { payload: closeAuction });
    const first = await kind.enqueue({ auctionId: 42 }, { uniqueKey: 'auction.close:42', delayMs: 60_000 });
    const second = await kind.enqueue({ auctionId: 43 }, { uniqueKey: 'auction.close:42' });
    expect(second).toMatchObject({ id: first.id, created: false, status: 'pending' });
    expect(second.runAt.getTime()).toBe(first.runAt.getTime());
    expect(await row(first.id)).toMatchObject({ payload: { auctionId: 42 } });

    await runner.reschedule('auction.close:42', { delayMs: 0 });
    await runner.runDue();
    const third = await kind.enqueue({ auctionId: 42 }, { uniqueKey: 'auction.close:42' });
    expect(third).toMatchObject({ id: first.id, created: false, status: 'done' });
    await runner.runDue();
    expect(runs).toEqual([42]);
  });

  it('runs a delayed job when its time comes, and not before', async () => {
    const runs: number[] = [];
    const kind = runner.define('escrow.inspection-expired', async (job) => void runs.push(job.payload.auctionId), { payload: closeAuction });
    await kind.enqueue({ auctionId: 1 }, { delayMs: 1500 });
    await kind.enqueue({ auctionId: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    await kind.enqueue({ auctionId: 3 }, { runAt: new Date(Date.now() - 1000) });

    await runner.runDue();
    expect(runs).toEqual([3]);
    await sleep(1600);
    await runner.runDue();
    expect(runs).toEqual([3, 1]);
  });

  it('cancels or moves a pending job by its unique key, and leaves finished ones alone', async () => {
    const runs: number[] = [];
    const kind = runner.define('auction.close', async (job) => void runs.push(job.payload.auctionId), { payload: closeAuction });
    const end = new Date(Date.now() + 3_600_000);
    await kind.enqueue({ auctionId: 5 }, { uniqueKey: 'auction.close:5', runAt: end });
    await kind.enqueue({ auctionId: 6 }, { uniqueKey: 'auction.close:6', runAt: end });

    // Soft close: a late bid moves the end; a withdrawn auction never closes.
    const moved = new Date(end.getTime() + 120_000);
    expect(await runner.reschedule('auction.close:5', { runAt: moved })).toBe(true);
    expect((await runner.repo.getByKey('auction.close:5'))!.runAt.getTime()).toBe(moved.getTime());
    expect(await runner.cancel('auction.close:6')).toBe(true);
    expect(await runner.cancel('auction.close:6')).toBe(false);
    expect(await runner.repo.getByKey('auction.close:6')).toBeNull();
    expect(await runner.reschedule('auction.close:404', { delayMs: 0 })).toBe(false);

    await runner.reschedule('auction.close:5', { delayMs: 0 });
    await runner.runDue();
    expect(runs).toEqual([5]);
    expect(await runner.cancel('auction.close:5')).toBe(false);
    expect(await runner.reschedule('auction.close:5', { delayMs: 0 })).toBe(false);
    expect(await runner.repo.getByKey('auction.close:5')).toMatchObject({ status: 'done' });
  });

  it('enqueues inside the caller transaction: the job exists if and only if it commits', async () => {
    const kind = runner.define('auction.close', async () => undefined, { payload: closeAuction });
    await expect(
      database.db.transaction(async (tx) => {
        await kind.enqueue({ auctionId: 1 }, { tx, uniqueKey: 'auction.close:1' });
        throw new Error('the bid was refused');
      }),
    ).rejects.toThrow('the bid was refused');
    expect(await runner.repo.getByKey('auction.close:1')).toBeNull();

    await database.db.transaction(async (tx) => {
      await kind.enqueue({ auctionId: 1 }, { tx, uniqueKey: 'auction.close:1' });
    });
    expect(await runner.repo.getByKey('auction.close:1')).toMatchObject({ status: 'pending' });
  });

  it('commits a transactional handler\'s writes with its completion, and rolls both back when it throws', async () => {
    let fail = true;
    const kind = runner.define(
      'auction.close',
      async (job, { tx }) => {
        await tx.execute(`insert into job_effects values (${job.id}, 'auction closed')`);
        if (fail) throw new Error('winner could not be charged');
      },
      { payload: closeAuction, transaction: true, backoff: () => 0 },
    );
    const { id } = await kind.enqueue({ auctionId: 9 });
    await runner.runDue();
    // Every attempt rolled back its write; the retry with no delay ran them all.
    expect((await database.query('select * from job_effects')).rows).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: 'dead', attempts: 5, last_error: 'winner could not be charged' });

    fail = false;
    const second = await kind.enqueue({ auctionId: 10 });
    await runner.runDue();
    expect((await database.query<{ job_id: number }>('select job_id from job_effects')).rows.map((r) => Number(r.job_id))).toEqual([second.id]);
    expect(await row(second.id)).toMatchObject({ status: 'done' });
  });

  it('runs at most `concurrency` jobs of a kind at once', async () => {
    let now = 0;
    let most = 0;
    const kind = runner.define(
      'notifications.fan-out',
      async () => {
        now++;
        most = Math.max(most, now);
        await sleep(100);
        now--;
      },
      { payload: z.object({ n: z.number() }), concurrency: 3 },
    );
    for (let n = 0; n < 7; n++) await kind.enqueue({ n });
    await Promise.all([runner.runDue(), runner.runDue()]);
    expect(most).toBe(3);
    const { rows } = await database.query<{ status: string; n: number }>('select status, count(*)::int as n from jobs group by status');
    expect(rows).toEqual([{ status: 'done', n: 7 }]);
  });

  it('shares one pass between concurrent runDue calls, each job running once', async () => {
    const runs: number[] = [];
    const kind = runner.define('auction.close', async (job) => {
      runs.push(job.payload.auctionId);
      await sleep(5);
    }, { payload: closeAuction, concurrency: 2 });
    for (let i = 1; i <= 20; i++) await kind.enqueue({ auctionId: i });
    await Promise.all([runner.runDue(), runner.runDue(), runner.runDue({ kinds: ['auction.close'] })]);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('polls on its own once started, and stop() waits for the job in flight', async () => {
    const polling = createJobRunner(database.db, { pollMs: 30, log: quiet });
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const kind = polling.define('escrow.release', async () => {
      started();
      await sleep(300);
      finished = true;
    }, { payload: z.object({}) });
    const { id } = await kind.enqueue({});
    polling.start();
    await running;
    await polling.stop();
    expect(finished).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'done' });
  });

  it('keeps polling the other kinds while one kind runs a long job (a leaderboard refresh does not hold back notifications)', async () => {
    const polling = createJobRunner(database.db, { pollMs: 30, log: quiet });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = polling.define('boards.refresh', async () => {
      started();
      await held;
    }, { payload: z.object({}) });
    const quick = polling.define('notify.fanout', async () => undefined, { payload: z.object({}) });
    const { id: slowId } = await slow.enqueue({});
    polling.start();
    await running;
    // Enqueued while the long job runs, outside any wake-up: only the next poll can find it.
    const { id: quickId } = await quick.enqueue({}, { delayMs: 1 });
    await expect.poll(async () => (await row(quickId))?.status, { timeout: 3_000, interval: 20 }).toBe('done');
    expect(await row(slowId)).toMatchObject({ status: 'running' });
    release();
    await polling.stop();
    expect(await row(slowId)).toMatchObject({ status: 'done' });
  });
});
