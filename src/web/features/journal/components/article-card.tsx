import { Link } from 'react-router';
import { clsx } from 'clsx';
import { formatDate } from '../../../../shared/dates.js';
import { JOURNAL_SECTION_LABELS } from '../../../../shared/journal/sections.js';
import type { ArticleSummary } from '../../../../shared/journal/contracts.js';

export const articleHref = (article: { slug: string }) => `/journal/${encodeURIComponent(article.slug)}`;

/** "Authentication · 6 min read" */
export function articleMeta(article: Pick<ArticleSummary, 'section' | 'readingMinutes'>): string {
  return `${JOURNAL_SECTION_LABELS[article.section]} · ${article.readingMinutes} min read`;
}

/** An article in a list: cover, section, title (the link, stretched over the card), standfirst, byline. */
export function ArticleCard({ article, size = 'regular', headingLevel = 3, eager = false }: { article: ArticleSummary; size?: 'lead' | 'regular' | 'compact'; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-testid="journal-card" className={clsx('group relative flex flex-col', size === 'lead' && 'md:grid md:grid-cols-2 md:items-center md:gap-10')}>
      {article.cover && size !== 'compact' ? (
        <div className="overflow-hidden bg-parchment">
          <img
            src={article.cover.url}
            srcSet={article.cover.srcSet}
            sizes={size === 'lead' ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 33vw, 100vw'}
            alt=""
            width={article.cover.width}
            height={article.cover.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.02]"
          />
        </div>
      ) : null}
      <div className={clsx('flex flex-col', size !== 'compact' && article.cover ? 'mt-4' : '', size === 'lead' && 'md:mt-0')}>
        <p className="label-caps text-bronze">{articleMeta(article)}</p>
        <Heading className={clsx('mt-2 font-display font-medium leading-tight text-ink', size === 'lead' ? 'text-3xl md:text-5xl' : 'text-xl')}>
          <Link to={articleHref(article)} className="after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4">
            {article.title}
          </Link>
        </Heading>
        {article.standfirst && size !== 'compact' ? <p className={clsx('mt-2 text-ink-soft', size === 'lead' ? 'text-lg' : 'line-clamp-3 text-sm')}>{article.standfirst}</p> : null}
        <p className="mt-3 text-xs text-muted">
          {article.author.name}
          {article.publishedAt ? <> · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time></> : null}
        </p>
      </div>
    </article>
  );
}
