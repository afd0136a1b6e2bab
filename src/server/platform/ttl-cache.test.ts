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
    const cache = ttlCache<number>(60_000, () => 0, 2);
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
});
