import { Link } from 'react-router';
import type { EntrySummary } from '../../../../shared/community/contracts.js';
import { formatDate } from '../../../../shared/dates.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

/** Entries as a list of cards: title, author, excerpt and counts (drafts go to their editor). */
export function EntryList({ entries, empty, headingLevel = 3 }: { entries: readonly EntrySummary[]; empty: string; headingLevel?: 2 | 3 }) {
  if (entries.length === 0) return <p className="text-sm text-ink-soft">{empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="flex flex-col divide-y divide-line">
      {entries.map((e) => (
        <li key={e.id} className="flex gap-4 py-4">
          {e.cover ? <img src={e.cover} alt="" width={96} height={96} loading="lazy" className="size-24 shrink-0 bg-ivory-deep object-cover" /> : null}
          <div className="flex min-w-0 flex-col gap-1">
            <Heading className="font-display text-xl font-medium leading-snug">
              <Link to={e.status === 'draft' ? `/community/journals/${e.id}/edit` : `/community/journals/${e.id}`} className="hover:text-bronze">
                {e.title || 'Untitled entry'}
              </Link>
            </Heading>
            <p className="text-sm text-muted">
              {e.author.name}
              {e.published_at ? ` · ${formatDate(e.published_at)}` : ` · Draft, saved ${formatDate(e.updated_at)}`}
              {e.visibility === 'followers' ? ' · Followers only' : ''}
            </p>
            {e.excerpt ? <p className="line-clamp-2 text-sm text-ink-soft">{e.excerpt}</p> : null}
            {e.status === 'published' ? (
              <p className="text-xs text-muted">
                {formatGrouped(e.appreciations_count)} {e.appreciations_count === 1 ? 'appreciation' : 'appreciations'} · {formatGrouped(e.comments_count)} {e.comments_count === 1 ? 'comment' : 'comments'}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
