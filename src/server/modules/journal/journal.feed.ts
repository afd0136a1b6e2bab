import type { ArticleSummary } from '../../../shared/journal/contracts.js';

/** XML text: the five characters XML gives a meaning, escaped; control characters dropped. */
export function xmlText(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** `/journal/feed.xml`: RSS 2.0 of the newest published articles and reports. */
export function rssFeed(items: readonly (ArticleSummary & { updatedAt: string })[], publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    '<title>The Patina Journal</title>',
    `<link>${xmlText(`${base}/journal`)}</link>`,
    `<atom:link href="${xmlText(`${base}/journal/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<description>Authentication guides, maison histories, collecting guides and market reports written from Patina’s own sales.</description>',
    '<language>en</language>',
  ];
  if (items[0]?.publishedAt) lines.push(`<lastBuildDate>${new Date(items[0].publishedAt).toUTCString()}</lastBuildDate>`);
  for (const item of items) {
    const url = `${base}/journal/${item.slug}`;
    lines.push(
      '<item>',
      `<title>${xmlText(item.title)}</title>`,
      `<link>${xmlText(url)}</link>`,
      `<guid isPermaLink="true">${xmlText(url)}</guid>`,
      `<description>${xmlText(item.standfirst)}</description>`,
      `<author>journal@patina.example (${xmlText(item.author.name)})</author>`,
      ...(item.publishedAt ? [`<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`] : []),
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

/** The latest change among the articles (the Journal front page's and file's lastmod). */
export function newest(items: readonly { updatedAt: string }[]): string | null {
  return items.reduce<string | null>((m, i) => (m === null || i.updatedAt > m ? i.updatedAt : m), null);
}

/**
 * `/journal/sitemap.xml`: the Journal's front page and every published article (listed by
 * /sitemap.xml; under /journal/, where the protocol lets a file list /journal/ addresses).
 */
export function journalSitemap(items: readonly (ArticleSummary & { updatedAt: string })[], publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const urls = [
    `<url><loc>${xmlText(`${base}/journal`)}</loc>${newest(items) ? `<lastmod>${newest(items)}</lastmod>` : ''}<changefreq>daily</changefreq></url>`,
    ...items.map((i) => `<url><loc>${xmlText(`${base}/journal/${encodeURIComponent(i.slug)}`)}</loc><lastmod>${xmlText(i.updatedAt)}</lastmod></url>`),
  ];
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** One file of a sitemap index: its address (a path) and when it last changed, if known. */
export interface SitemapFile { path: string; lastmod: string | null }

/**
 * `/sitemap.xml`: Patina's sitemap index (sitemaps.org 0.9): every sitemap file with its
 * lastmod where known. Each file lists at most 50,000 addresses.
 */
export function sitemapIndex(files: readonly SitemapFile[], publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${xmlText(`${base}${f.path}`)}</loc>${f.lastmod ? `<lastmod>${xmlText(f.lastmod)}</lastmod>` : ''}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export const URLSET_START = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_END = '</urlset>\n';
/** One `<url>` of a sitemap file: the address on Patina (a path) and its lastmod, if known. */
export function sitemapUrl(base: string, path: string, lastmod?: string | null): string {
  return `<url><loc>${xmlText(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</url>\n`;
}
