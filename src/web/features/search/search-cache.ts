import { SEARCH_CACHE_MAX_QUERIES, SEARCH_CACHE_TTL_MS } from '../../../shared/search/constants.js';

/**
 * SPEC §9: the header search keeps answers for 5 minutes, at most 50 queries, the oldest
 * evicted first. Keys are normalized queries; the clock is injectable for tests.
 */
export interface SearchCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  readonly size: number;
  clear(): void;
}

export function createSearchCache<T>(options: { max?: number; ttlMs?: number; now?: () => number } = {}): SearchCache<T> {
  const max = options.max ?? SEARCH_CACHE_MAX_QUERIES;
  const ttl = options.ttlMs ?? SEARCH_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at >= ttl) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      // Re-adding moves the key to the newest end: eviction is by age of the stored answer.
      entries.delete(key);
      while (entries.size >= max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { at: now(), value });
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
