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

/** `/journal/sitemap.xml`: the Journal's front page and every published article. */
export function journalSitemap(items: readonly (ArticleSummary & { updatedAt: string })[], publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const urls = [
    `<url><loc>${xmlText(`${base}/journal`)}</loc>${items[0] ? `<lastmod>${items[0].updatedAt}</lastmod>` : ''}<changefreq>daily</changefreq></url>`,
    ...items.map((i) => `<url><loc>${xmlText(`${base}/journal/${i.slug}`)}</loc><lastmod>${i.updatedAt}</lastmod></url>`),
  ];
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * `/sitemap.xml`: Patina's sitemap index. The Journal is the first part of the site with a
 * sitemap of its own; other parts add theirs to this list.
 */
export const SITEMAPS = ['/journal/sitemap.xml'] as const;
export function sitemapIndex(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAPS.map((path) => `<sitemap><loc>${xmlText(`${base}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
