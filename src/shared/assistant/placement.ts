/**
 * SPEC §2 (chatbot widget): shown on every page except paths starting with these; on product
 * pages the assistant opens from "Ask about this piece" with the page as its context instead.
 */
export const ASSISTANT_EXCLUDED_PREFIXES = ['/auth/', '/admin/', '/api/', '/_next/', '/favicon', '/images/', '/robots.txt', '/sitemap', '/product/'] as const;

/** How long a product page settles before its text is read as context (SPEC §2: one second). */
export const PAGE_CONTEXT_DELAY_MS = 1000;

export type AssistantPlacement = 'widget' | 'product' | 'hidden';

export function assistantPlacement(pathname: string): AssistantPlacement {
  if (pathname.startsWith('/product/')) return 'product';
  // '/admin' itself is the admin dashboard: the prefix is '/admin/', and the dashboard is admin too.
  if (pathname === '/admin') return 'hidden';
  return ASSISTANT_EXCLUDED_PREFIXES.some((p) => pathname.startsWith(p)) ? 'hidden' : 'widget';
}
