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
