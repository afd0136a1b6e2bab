const DEFAULT_ENTRIES = 512;

export interface TtlCacheOptions {
  /** Entries kept at most; the oldest goes first. */
  maxEntries?: number;
  /**
   * How long past its freshness an answer may still be served while a new one is computed
   * in the background (stale-while-revalidate): only the first caller after start waits.
   */
  staleMs?: number;
}

export interface TtlCache<T> {
  (key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Answers for many keys: fresh ones from the cache, the rest from one `load` of just those
   * (one query for a page's sellers, not one each). Keys `load` leaves out are not kept.
   */
  many(keys: string[], load: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>>;
  /** The fresh answer for `key`, if there is one (for callers that compute on their own terms). */
  peek(key: string): Promise<T> | null;
  /** Keeps `value` as the answer for `key` from now; answers it. */
  put(key: string, value: T): T;
  /** Drops one answer: the next caller computes it afresh. */
  forget(key: string): void;
  /** Drops every answer (an event said what they were made of changed). */
  clear(): void;
}

/**
 * The one cache of the server (issue #9 §5): a small per-instance memo. Answers are shared
 * while fresh (callers arriving while one is being computed share it too), a failure is
 * forgotten at once (the next caller retries; a failed background refresh keeps the stale
 * answer), the oldest entry goes when it is full, and whoever knows the data changed (an event
 * subscriber on every instance) forgets the answers made of it.
 */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now, options: TtlCacheOptions = {}): TtlCache<T> {
  const maxEntries = options.maxEntries ?? DEFAULT_ENTRIES;
  const staleMs = options.staleMs ?? 0;
  type Entry = { at: number; value: Promise<T>; settled: boolean; refreshing: boolean };
  const entries = new Map<string, Entry>();

  function begin(key: string, compute: () => Promise<T>): Entry {
    const entry: Entry = { at: now(), value: compute(), settled: false, refreshing: false };
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  const cache = (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age <= ttlMs) return hit.value;
    if (hit && hit.settled && age <= ttlMs + staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = begin(key, compute);
        next.value.then(
          () => {
            if (entries.get(key) === hit) entries.set(key, next);
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const entry = begin(key, compute);
    entries.set(key, entry);
    return entry.value;
  };
  function fresh(key: string): Promise<T> | null {
    const hit = entries.get(key);
    return hit && now() - hit.at <= ttlMs ? hit.value : null;
  }

  return Object.assign(cache, {
    peek: fresh,
    put(key: string, value: T): T {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { at: now(), value: Promise.resolve(value), settled: true, refreshing: false });
      return value;
    },
    async many(keys: string[], load: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T>> {
      const unique = [...new Set(keys)];
      const missing = unique.filter((k) => fresh(k) === null);
      const batch = missing.length > 0 ? load(missing) : null;
      for (const k of missing) {
        // Each key shares the one load; a key the load did not answer is dropped again.
        void cache(k, async () => {
          const value = (await batch!).get(k);
          if (value === undefined) throw new Error('not loaded');
          return value;
        }).catch(() => undefined);
      }
      const loaded = batch ? await batch : new Map<string, T>();
      const answer = new Map<string, T>();
      for (const k of unique) {
        const value = loaded.has(k) ? loaded.get(k)! : await fresh(k)?.catch(() => undefined);
        if (value !== undefined) answer.set(k, value);
      }
      return answer;
    },
    forget(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  });
}
