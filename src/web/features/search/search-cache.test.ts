import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache.js';

describe('the header search cache (SPEC §9: 5 minutes, 50 queries, oldest evicted)', () => {
  it('answers a stored query until five minutes have passed', () => {
    let now = 0;
    const cache = createSearchCache<string>({ now: () => now });
    cache.set('rolex', 'answer');
    now = 299_999;
    expect(cache.get('rolex')).toBe('answer');
    now = 300_000;
    expect(cache.get('rolex')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most 50 queries and evicts the oldest first', () => {
    let now = 0;
    const cache = createSearchCache<number>({ now: () => now });
    for (let i = 0; i < 50; i++) {
      now = i;
      cache.set(`q${i}`, i);
    }
    expect(cache.size).toBe(50);
    now = 100;
    cache.set('q50', 50);
    expect(cache.size).toBe(50);
    expect(cache.get('q0')).toBeUndefined();
    expect(cache.get('q1')).toBe(1);
    expect(cache.get('q50')).toBe(50);
  });

  it('counts a re-stored query as new', () => {
    const cache = createSearchCache<number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });
});
