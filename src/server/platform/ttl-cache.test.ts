import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.js';

describe('ttlCache', () => {
  it('shares an answer while fresh, including with callers arriving during the computation', async () => {
    let clock = 0;
    let calls = 0;
    const cache = ttlCache<number>(1_000, () => clock);
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([cache('k', compute), cache('k', compute)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    clock = 1_000;
    expect(await cache('k', compute)).toBe(1);
    clock = 1_001;
    expect(await cache('k', compute)).toBe(2);
  });

  it('forgets a failure at once, so the next caller tries again', async () => {
    const cache = ttlCache<string>(60_000, () => 0);
    await expect(cache('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('k', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry when full', async () => {
    let calls = 0;
    const cache = ttlCache<number>(60_000, () => 0, { maxEntries: 2 });
    const compute = async () => ++calls;
    await cache('a', compute);
    await cache('b', compute);
    await cache('c', compute);
    expect(calls).toBe(3);
    await cache('b', compute);
    expect(calls).toBe(3);
    await cache('a', compute);
    expect(calls).toBe(4);
  });

  it('serves a stale answer while one new computation runs, then the new one', async () => {
    let clock = 0;
    let calls = 0;
    let release = () => {};
    const cache = ttlCache<number>(1_000, () => clock, { staleMs: 10_000 });
    const compute = () => {
      calls += 1;
      const n = calls;
      return n === 1 ? Promise.resolve(n) : new Promise<number>((resolve) => (release = () => resolve(n)));
    };
    expect(await cache('k', compute)).toBe(1);
    clock = 5_000;
    // Stale: answered at once with 1, and only one refresh starts however many ask.
    expect(await cache('k', compute)).toBe(1);
    expect(await cache('k', compute)).toBe(1);
    expect(calls).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache('k', compute)).toBe(2);
    expect(calls).toBe(2);
    // Past freshness and staleness both: the caller waits for a new answer.
    clock = 5_000 + 1_000 + 10_001;
    const waited = cache('k', compute);
    release();
    expect(await waited).toBe(3);
  });

  it('keeps the stale answer when the background refresh fails, and tries again next time', async () => {
    let clock = 0;
    let fail = false;
    let calls = 0;
    const cache = ttlCache<string>(1_000, () => clock, { staleMs: 10_000 });
    const compute = async () => {
      calls += 1;
      if (fail) throw new Error('down');
      return `answer ${calls}`;
    };
    expect(await cache('k', compute)).toBe('answer 1');
    clock = 2_000;
    fail = true;
    expect(await cache('k', compute)).toBe('answer 1');
    await new Promise((r) => setTimeout(r, 0));
    fail = false;
    expect(await cache('k', compute)).toBe('answer 1');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache('k', compute)).toBe('answer 3');
  });

  it('forgets one answer or all of them when told the data changed', async () => {
    let calls = 0;
    const cache = ttlCache<number>(60_000, () => 0);
    const compute = async () => ++calls;
    expect(await cache('a', compute)).toBe(1);
    expect(await cache('b', compute)).toBe(2);
    cache.forget('a');
    expect(await cache('a', compute)).toBe(3);
    expect(await cache('b', compute)).toBe(2);
    cache.clear();
    expect(await cache('b', compute)).toBe(4);
  });

  it('answers many keys with one load of just the missing ones, and keeps what it loaded', async () => {
    let clock = 0;
    const loads: string[][] = [];
    const cache = ttlCache<number>(1_000, () => clock);
    const load = async (missing: string[]) => {
      loads.push(missing);
      return new Map(missing.filter((k) => k !== 'ghost').map((k) => [k, k.length]));
    };
    expect([...(await cache.many(['aa', 'b', 'aa'], load))]).toEqual([['aa', 2], ['b', 1]]);
    expect([...(await cache.many(['aa', 'ccc', 'ghost'], load))]).toEqual([['aa', 2], ['ccc', 3]]);
    expect(loads).toEqual([['aa', 'b'], ['ccc', 'ghost']]);
    // 'ghost' was not loaded, so it is not kept; the rest are, until they age out.
    await cache.many(['ghost', 'b'], load);
    expect(loads.at(-1)).toEqual(['ghost']);
    clock = 1_001;
    await cache.many(['b'], load);
    expect(loads.at(-1)).toEqual(['b']);
  });

  it('keeps what a caller put, answers it from peek while fresh, and nothing after', async () => {
    let clock = 0;
    const cache = ttlCache<string>(1_000, () => clock);
    expect(cache.peek('k')).toBeNull();
    expect(cache.put('k', 'v')).toBe('v');
    expect(await cache.peek('k')).toBe('v');
    expect(await cache('k', async () => 'computed')).toBe('v');
    clock = 1_001;
    expect(cache.peek('k')).toBeNull();
  });
});
