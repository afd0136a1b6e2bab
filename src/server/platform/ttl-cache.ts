const DEFAULT_ENTRIES = 512;

/**
 * A small per-instance memo: answers are shared while fresh (callers arriving while one is
 * being computed share it too), a failure is forgotten at once (the next caller retries), and
 * the oldest entry goes when it is full.
 */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now, maxEntries = DEFAULT_ENTRIES) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at <= ttlMs) return hit.value;
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = compute();
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
