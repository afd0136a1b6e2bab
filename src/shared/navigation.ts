/** SPEC §2: which header section is active for a path. */
export type HeaderSection = 'marketplace' | 'auctions' | 'journal';

const MARKETPLACE_PREFIXES = ['/category', '/product', '/brand', '/search', '/sell'];

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

export function activeSection(pathname: string): HeaderSection {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  if (underPrefix(path, '/auctions')) return 'auctions';
  if (underPrefix(path, '/journal') || underPrefix(path, '/community')) return 'journal';
  if (path === '/' || MARKETPLACE_PREFIXES.some((p) => underPrefix(path, p))) return 'marketplace';
  return 'marketplace';
}

/** Any origin will do: a target is safe when it resolves on this one, whatever it is. */
const HERE = 'https://patina.invalid';

/**
 * Where to go after signing in, from a `?next=` the address bar brought: a path on this site,
 * else `fallback`. A browser reads a backslash as a slash, so `/\evil.example` (sent as
 * `/%5Cevil.example`) is `//evil.example`, another site; so is anything that resolves off this
 * origin, and a control character has no place in a path. A bad target is ignored, never an error.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  // As the URL parser read it (dot segments resolved), so the router goes where was checked.
  return `${url.pathname}${url.search}${url.hash}`;
}
