import { hasControlCharacterInUrl } from '../text/control-characters.js';

/** The Journal's limits and its rule for links, without the schemas (zod) that use them: the web's article view reads these. */

export const JOURNAL_LIMITS = {
  /** Blocks in one body. */
  maxBlocks: 200,
  /** Characters of text in one paragraph, list item, quote… (all runs together). */
  maxTextChars: 5_000,
  /** Runs in one paragraph or list item. */
  maxRuns: 100,
  /** Characters in a heading, caption, cite, alt text, chart title, table cell. */
  maxShortChars: 300,
  /** Characters in a link's address. */
  maxHrefChars: 2_000,
  /** Items in a list. */
  maxListItems: 50,
  /** Columns and rows of a table. */
  maxTableColumns: 8,
  maxTableRows: 60,
  /** Series in a chart, points in a series. */
  maxSeries: 6,
  maxPoints: 60,
  /** Characters of the whole body, as JSON. */
  maxBodyChars: 200_000,
} as const;

export const LINK_MESSAGE =
  "must be an address starting with https:// or http://, or a Patina path starting with a single '/' (javascript:, data: and '//' links are not allowed)";

/**
 * True when `href` may be the target of a link in an article: an absolute http(s) URL with a
 * host, or a same-site path that starts with exactly one slash. No control characters, no
 * backslashes (browsers read `/\evil.com` as `//evil.com`).
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > JOURNAL_LIMITS.maxHrefChars) return false;
  if (hasControlCharacterInUrl(href) || /\s/.test(href) || href.includes('\\')) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  const match = /^(https?):\/\/([^/?#]+)/i.exec(href);
  if (match === null) return false;
  const host = match[2]!.replace(/^[^@]*@/, '');
  return host.length > 0;
}

/** True when `href` is a path on Patina (a table cell may only link there). */
export function isSameSitePath(href: string): boolean {
  return isSafeHref(href) && href.startsWith('/');
}
