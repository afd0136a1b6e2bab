import type { CatalogRepo } from './catalog.repo.js';

/** How often, at most, an unknown image sends us back to the database to look again. */
export const KNOWN_IMAGES_RECHECK_MS = 60_000;

/**
 * The drawn images the catalogue actually shows, as `kind/hex`. The image route renders only
 * these: anyone may ask for any colour, and each new one costs a render and disk space.
 * Loaded once; a miss re-reads the list at most once a minute (a product added since).
 * `alsoShown` are the images shown outside products (the mega-menu's tiles).
 */
export function createKnownImages(repo: Pick<CatalogRepo, 'drawnImageUrls'>, alsoShown: readonly string[], now: () => number = Date.now) {
  let known: Set<string> | null = null;
  let loadedAt = 0;
  let loading: Promise<Set<string>> | null = null;

  const keyOf = (url: string) => url.replace(/^\/images\/catalog\//, '').replace(/\.webp(\?.*)?$/, '');

  async function load(): Promise<Set<string>> {
    loading ??= (async () => {
      try {
        const urls = await repo.drawnImageUrls();
        known = new Set([...urls, ...alsoShown].map(keyOf));
        loadedAt = now();
        return known;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  return {
    async has(kind: string, hex: string): Promise<boolean> {
      const key = `${kind}/${hex}`;
      const set = known ?? (await load());
      if (set.has(key)) return true;
      if (now() - loadedAt < KNOWN_IMAGES_RECHECK_MS) return false;
      return (await load()).has(key);
    },
  };
}
export type KnownImages = ReturnType<typeof createKnownImages>;
