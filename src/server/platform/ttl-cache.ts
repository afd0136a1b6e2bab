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

/**
 * A small per-instance memo: answers are shared while fresh (callers arriving while one is
 * being computed share it too), a failure is forgotten at once (the next caller retries; a
 * failed background refresh keeps the stale answer), and the oldest entry goes when it is full.
 */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now, options: TtlCacheOptions = {}) {
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

  return (key: string, compute: () => Promise<T>): Promise<T> => {
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
}
