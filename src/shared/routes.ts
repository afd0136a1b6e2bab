/**
 * Every page path of SPEC §2. The server answers 404 for anything else (the web app shows
 * its not-found page either way); the web router declares the same paths.
 * `:x` matches one segment, `*` the rest.
 */
export const PAGE_PATTERNS = [
  '/', '/auctions', '/journal', '/journal/:slug',
  '/community', '/community/portfolios/create', '/community/portfolios/:id', '/community/portfolios/:id/edit', '/community/journals/create', '/community/journals/:id', '/community/journals/:id/edit', '/community/discover', '/community/leaderboards',
  '/category/:category', '/category/:category/:subcategory',
  '/brand/:slug', '/product/:slug', '/auction/:slug',
  '/search', '/sell', '/bulk-upload',
  '/profile', '/profile/buying', '/profile/selling', '/profile/orders/*', '/seller/orders/*',
  '/chat', '/chat/:conversationId',
  '/notifications', '/wishlist', '/portfolio', '/dashboard/passports', '/passport/:code', '/settings',
  '/membership', '/membership/apply', '/members/:handle', '/members/:handle/portfolio', '/members/:handle/wishlist',
  '/admin', '/admin/applications', '/admin/applications/:id', '/admin/members', '/admin/concierge', '/admin/concierge/:id', '/admin/audit', '/admin/community', '/admin/payments', '/admin/bank-transfers', '/admin/disputes', '/admin/payouts', '/admin/ledger', '/admin/expert-approval', '/admin/expert-approval/:id',
  '/admin/journal', '/admin/journal/new', '/admin/journal/:id',
  '/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password',
  '/terms', '/privacy',
  '/cars', '/jets', '/jets/:slug', '/yachts', '/yachts/:slug', '/cigars', '/cigars/:slug',
  '/wines', '/wines/:slug', '/wine/:slug',
] as const;

export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = pattern.split('/');
  const got = path.split('/');
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w === '*') return got.length > i && got.slice(i).every((s) => s.length > 0);
    const g = got[i];
    if (g === undefined) return false;
    if (w?.startsWith(':')) {
      if (g.length === 0) return false;
      continue;
    }
    if (w !== g) return false;
  }
  return got.length === want.length;
}

export function isKnownPage(pathname: string): boolean {
  return PAGE_PATTERNS.some((p) => matchesPattern(p, pathname));
}

/** SPEC §2: old /seller/orders/ links are rewritten to /profile/orders/. */
export function rewriteLegacyPath(pathname: string): string | null {
  return pathname.startsWith('/seller/orders/') ? `/profile/orders/${pathname.slice('/seller/orders/'.length)}` : null;
}
