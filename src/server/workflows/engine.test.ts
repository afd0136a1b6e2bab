import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.js';
import type { Database } from '../db/client.js';
import { queryRows, textSql } from '../db/rows.js';
import {
  createStep, createWorkflow, IdempotencyKeyReusedError, memoryIdempotencyStore, WorkflowFailedError, type Step,
} from './engine.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.exec('create table wf_probe (step text not null)');
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.exec('truncate wf_probe');
});

/** What a run did, in order: 'do:<step>' and 'undo:<step>'. */
function recorder() {
  const log: string[] = [];
  const step = (name: string, fail = false): Step<number, string> =>
    createStep(
      name,
      async (n) => {
        if (fail) throw new Error(`${name} broke`);
        log.push(`do:${name}`);
        return `${name}:${n}`;
      },
      async (n, output) => {
        expect(output).toBe(`${name}:${n}`);
        log.push(`undo:${name}`);
      },
    );
  return { log, step };
}

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof WorkflowFailedError)) throw new Error(`expected WorkflowFailedError, got ${String(error)}`);
  return error;
};

describe('workflow engine', () => {
  it('runs steps in order and returns what the body returns', async () => {
    const { log, step } = recorder();
    const wf = createWorkflow('three', async (n: number, { run }) => [await run(step('a'), n), await run(step('b'), n + 1), await run(step('c'), n + 2)]);
    expect(await wf.execute(1, { db: database.db })).toEqual(['a:1', 'b:2', 'c:3']);
    expect(log).toEqual(['do:a', 'do:b', 'do:c']);
  });

  it('for any failing step, exactly the completed steps are compensated, in reverse order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.boolean(), async (count, at, withoutUndo) => {
        const failing = at % count;
        const { log, step } = recorder();
        const names = Array.from({ length: count }, (_, i) => `s${i}`);
        // Some steps have nothing to undo: they count as done but log no compensation.
        const quiet = (i: number) => withoutUndo && i % 3 === 1;
        const wf = createWorkflow('prop', async (n: number, { run }) => {
          for (const [i, name] of names.entries()) {
            if (!quiet(i)) await run(step(name, i === failing), n);
            else if (i === failing) await run(createStep(name, async () => Promise.reject(new Error('quiet broke'))), n);
            else await run(createStep(name, async () => void log.push(`do:${name}`)), n);
          }
        });
        const error = await failure(wf.execute(7, { db: database.db }));
        expect(error.failedStep).toBe(`s${failing}`);
        const done = names.slice(0, failing).filter((_, i) => !quiet(i));
        expect(log).toEqual([
          ...names.slice(0, failing).map((n) => `do:${n}`),
          ...[...done].reverse().map((n) => `undo:${n}`),
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('a failure in the body between steps compensates what ran; the cause is kept', async () => {
    const { log, step } = recorder();
    const wf = createWorkflow('body', async (n: number, { run }) => {
      await run(step('a'), n);
      throw new Error('body broke');
    });
    const error = await failure(wf.execute(1, { db: database.db }));
    expect(error.failedStep).toBeNull();
    expect((error.cause as Error).message).toBe('body broke');
    expect(log).toEqual(['do:a', 'undo:a']);
  });

  it('a compensation that throws does not stop the others, and is reported', async () => {
    const { log, step } = recorder();
    const sticky = createStep('sticky', async () => 'x', async () => Promise.reject(new Error('cannot undo')));
    const wf = createWorkflow('sticky', async (n: number, { run }) => {
      await run(step('a'), n);
      await run(sticky, n);
      await run(step('b', true), n);
    });
    const error = await failure(wf.execute(1, { db: database.db }));
    expect(log).toEqual(['do:a', 'undo:a']);
    expect(error.compensationErrors.map((c) => [c.step, (c.error as Error).message])).toEqual([['sticky', 'cannot undo']]);
  });

  it('a transactional workflow writes through ctx.tx: all or nothing, compensations after the rollback', async () => {
    const external: string[] = [];
    const write = (name: string) =>
      createStep(name, async (_: null, ctx) => {
        await ctx.tx.execute(textSql('insert into wf_probe (step) values ($1)', [name]));
      });
    const authorise = createStep(
      'authorise',
      async () => {
        external.push('authorised');
        return 'auth-1';
      },
      async (_: null, id, ctx) => {
        // After the rollback: the plain handle, and the rows are gone.
        expect(await queryRows(ctx.tx, textSql('select * from wf_probe'))).toEqual([]);
        external.push(`voided ${id}`);
      },
    );
    const failing = createWorkflow(
      'pay',
      async (_: null, { run }) => {
        await run(write('order'), null);
        await run(authorise, null);
        await run(write('escrow'), null);
        throw new Error('ledger refused');
      },
      { transactional: true },
    );
    await failure(failing.execute(null, { db: database.db }));
    expect(await database.query('select step from wf_probe')).toEqual({ rows: [] });
    expect(external).toEqual(['authorised', 'voided auth-1']);

    const passing = createWorkflow('pay-ok', async (_: null, { run }) => {
      await run(write('order'), null);
      await run(write('escrow'), null);
    }, { transactional: true });
    await passing.execute(null, { db: database.db });
    expect((await database.query<{ step: string }>('select step from wf_probe order by step')).rows.map((r) => r.step)).toEqual(['escrow', 'order']);
  });

  it('with an idempotency key, a retry answers the first result without doing the work again', async () => {
    let runs = 0;
    const counted = createStep('count', async (n: number) => {
      runs += 1;
      return n * 10;
    });
    const wf = createWorkflow('once', async (input: { n: number; note: string }, { run }) => run(counted, input.n), { idempotency: memoryIdempotencyStore() });
    const key = 'bid-42';
    expect(await wf.execute({ n: 4, note: 'a' }, { db: database.db, idempotencyKey: key })).toBe(40);
    // The same input, keys in another order.
    expect(await wf.execute({ note: 'a', n: 4 }, { db: database.db, idempotencyKey: key })).toBe(40);
    expect(runs).toBe(1);
    // Two at once share one run.
    const both = await Promise.all([
      wf.execute({ n: 5, note: 'b' }, { db: database.db, idempotencyKey: 'bid-43' }),
      wf.execute({ n: 5, note: 'b' }, { db: database.db, idempotencyKey: 'bid-43' }),
    ]);
    expect(both).toEqual([50, 50]);
    expect(runs).toBe(2);
    await expect(wf.execute({ n: 9, note: 'a' }, { db: database.db, idempotencyKey: key })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    // Without a key, every call runs.
    await wf.execute({ n: 1, note: 'c' }, { db: database.db });
    await wf.execute({ n: 1, note: 'c' }, { db: database.db });
    expect(runs).toBe(4);
  });

  it('a failed run is not remembered: a retry with its key runs again', async () => {
    let attempts = 0;
    const flaky = createStep('flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return 'ok';
    });
    const wf = createWorkflow('retry', async (_: null, { run }) => run(flaky, null), { idempotency: memoryIdempotencyStore() });
    await failure(wf.execute(null, { db: database.db, idempotencyKey: 'k' }));
    expect(await wf.execute(null, { db: database.db, idempotencyKey: 'k' })).toBe('ok');
    expect(await wf.execute(null, { db: database.db, idempotencyKey: 'k' })).toBe('ok');
    expect(attempts).toBe(2);
  });
});
