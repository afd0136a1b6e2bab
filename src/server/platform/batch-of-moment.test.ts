import { describe, expect, it } from 'vitest';
import { batchOfMoment } from './batch-of-moment.js';

describe('batchOfMoment', () => {
  it('answers the questions of one moment with one load of their distinct keys, each asker its own answer', async () => {
    const loads: string[][] = [];
    const ask = batchOfMoment((q: string) => q, async (qs: string[]) => {
      loads.push(qs);
      return new Map(qs.filter((q) => q !== 'nobody').map((q) => [q, q.toUpperCase()]));
    });
    const answers = await Promise.all([ask('a'), ask('b'), ask('a'), ask('nobody')]);
    expect(answers).toEqual(['A', 'B', 'A', null]);
    expect(loads).toEqual([['a', 'b', 'nobody']]);
    // A later moment is a load of its own.
    expect(await ask('c')).toBe('C');
    expect(loads).toEqual([['a', 'b', 'nobody'], ['c']]);
  });

  it('keys composite questions by keyOf, and fails every question of a moment whose load failed', async () => {
    let fail = true;
    const ask = batchOfMoment(
      (q: { buyer: string; key: string }) => `${q.buyer}:${q.key}`,
      async (qs) => {
        if (fail) throw new Error('connection lost');
        return new Map(qs.map((q) => [`${q.buyer}:${q.key}`, q.key.length]));
      },
    );
    const failed = await Promise.allSettled([ask({ buyer: 'u1', key: 'k' }), ask({ buyer: 'u2', key: 'k' })]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await Promise.all([ask({ buyer: 'u1', key: 'abc' }), ask({ buyer: 'u2', key: 'de' })])).toEqual([3, 2]);
  });
});
