import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/dates.js';
import { JOURNAL_SECTION_LABELS } from '../../../../shared/journal/sections.js';
import type { ArticlePage } from '../../../../shared/journal/contracts.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { ArticleBody, type RenderPiece } from './article-body.js';
import { ArticleCard } from './article-card.js';

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** schema.org Article for search engines. */
export function articleJsonLd(article: ArticlePage): Record<string, unknown> {
  const origin = new URL(article.url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.standfirst,
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    publisher: { '@type': 'Organization', name: 'Patina' },
    ...(article.cover ? { image: new URL(article.cover.url, origin).toString() } : {}),
    mainEntityOfPage: article.url,
  };
}

/** Share links: the address is the browser's own, so they are drawn once the page has hydrated. */
function ShareLinks({ title }: { title: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <div className="h-6" />;
  const url = encodeURIComponent(window.location.href.split('#')[0]!);
  const text = encodeURIComponent(title);
  const links = [
    { label: 'X', href: `https://x.com/intent/post?url=${url}&text=${text}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { label: 'Email', href: `mailto:?subject=${text}&body=${url}` },
  ];
  return (
    <ul aria-label="Share this story" className="flex flex-wrap gap-4 text-sm">
      {links.map((l) => (
        <li key={l.label}>
          <a href={l.href} target="_blank" rel="noopener noreferrer" className="text-bronze-deep underline decoration-line-strong underline-offset-4 hover:decoration-bronze">
            Share on {l.label}<span className="sr-only"> (opens a new window)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * An article as readers read it (and as an editor previews it): title, standfirst, byline
 * with the author's biography, date, reading time, cover, body, share links, related stories,
 * and its Open Graph and JSON-LD Article metadata. `follow`: what the reader may follow, under the byline.
 */
export function ArticleView({ article, renderPiece, follow }: { article: ArticlePage; renderPiece: RenderPiece; follow?: ReactNode }) {
  const { url } = article;
  const origin = new URL(url).origin;
  return (
    <article className="flex flex-col gap-10">
      <meta name="description" content={article.standfirst} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={article.title} />
      <meta property="og:description" content={article.standfirst} />
      <meta property="og:url" content={url} />
      {article.cover ? <meta property="og:image" content={new URL(article.cover.url, origin).toString()} /> : null}
      {article.publishedAt ? <meta property="article:published_time" content={article.publishedAt} /> : null}
      <link rel="canonical" href={url} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(articleJsonLd(article)) }} />

      <header className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <Eyebrow>{JOURNAL_SECTION_LABELS[article.section]}</Eyebrow>
        <h1 className="font-display text-4xl font-medium leading-tight md:text-6xl">{article.title}</h1>
        {article.standfirst ? <p className="text-xl leading-snug text-ink-soft">{article.standfirst}</p> : null}
        <p className="text-sm text-muted">
          By <span className="font-medium text-ink">{article.author.name}</span>, {article.author.role}
          {article.publishedAt ? <> · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time></> : null}
          {' · '}{article.readingMinutes} min read
        </p>
        {/* The reader's page hands in its follow buttons; an editor's preview has none. */}
        {follow}
      </header>

      {article.cover ? (
        <img
          src={article.cover.url}
          srcSet={article.cover.srcSet}
          sizes="(min-width: 1024px) 960px, 100vw"
          alt=""
          width={article.cover.width}
          height={article.cover.height}
          fetchPriority="high"
          className="mx-auto h-auto max-h-[70vh] w-full max-w-5xl bg-parchment object-cover"
        />
      ) : null}

      <div className="mx-auto w-full max-w-3xl">
        <ArticleBody blocks={article.body} images={article.images} pieces={article.pieces} renderPiece={renderPiece} />
      </div>

      <footer className="mx-auto flex w-full max-w-3xl flex-col gap-8 border-t border-line pt-8">
        <ShareLinks title={article.title} />
        <section aria-labelledby="journal-author" className="bg-ivory-deep p-6">
          <h2 id="journal-author" className="label-caps text-bronze">About the author</h2>
          <p className="mt-2 font-display text-xl font-medium">{article.author.name}</p>
          <p className="text-sm text-muted">{article.author.role}</p>
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">{article.author.bio}</p>
        </section>
      </footer>

      {article.related.length > 0 ? (
        <section aria-labelledby="journal-related" className="border-t border-line pt-10">
          <h2 id="journal-related" className="font-display text-3xl font-medium">Read next</h2>
          <div className="mt-8 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {article.related.map((a) => <ArticleCard key={a.slug} article={a} />)}
          </div>
        </section>
      ) : null}
    </article>
  );
}
