import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { Entry } from '../../../../shared/community/contracts.js';
import { formatDate } from '../../../../shared/dates.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { MY_TOPIC, useLiveEvents } from '../../../lib/live-events.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { useAppreciation } from '../api/appreciate-entry.js';
import { communityKeys } from '../api/community-keys.js';
import { CommentsThread } from './comments-thread.js';
import { EntryBody } from './entry-body.js';
import { PieceCard } from './piece-card.js';
import { ReportDialog } from './report-dialog.js';
import { MODERATION_TEXTS } from '../../../../shared/community/moderation.js';

/**
 * A journal entry as members read it, with its appreciations and comments. Its author sees
 * new appreciations and comments arrive live (community.entry_activity on their channel).
 */
export function EntryArticle({ entry, onDelete, deleting }: { entry: Entry; onDelete?: () => void; deleting?: boolean }) {
  const queryClient = useQueryClient();
  const appreciation = useAppreciation(entry.id);
  useLiveEvents(entry.mine ? [MY_TOPIC] : [], (event) => {
    if (event.type !== 'community.entry_activity' || event.payload.entry_id !== entry.id) return;
    void queryClient.invalidateQueries({ queryKey: communityKeys.entry(entry.id) });
    if (event.payload.kind === 'commented') void queryClient.invalidateQueries({ queryKey: communityKeys.comments(entry.id) });
  });
  const tagged = entry.pieces.filter((p) => entry.piece_ids.includes(p.id));
  const published = entry.status === 'published';
  const count = entry.appreciations_count;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3 border-b border-line pb-6">
        <p className="label-caps text-bronze">{published ? 'Members’ journal' : 'Draft'}{entry.visibility === 'followers' ? ' · Followers only' : ''}</p>
        <h1 className="font-display text-4xl font-medium leading-tight md:text-5xl">{entry.title || 'Untitled entry'}</h1>
        <p className="text-sm text-ink-soft">
          By{' '}
          {entry.author.handle ? <Link to={`/members/${entry.author.handle}`} className="underline underline-offset-4 hover:text-bronze">{entry.author.name}</Link> : entry.author.name}
          {entry.published_at ? ` · ${formatDate(entry.published_at)}` : ''}
        </p>
        {entry.mine ? (
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`/community/journals/${entry.id}/edit`} variant="secondary" size="sm">Edit</ButtonLink>
            {onDelete ? <Button variant="ghost" size="sm" onClick={onDelete} disabled={deleting}>Delete</Button> : null}
          </div>
        ) : published ? (
          <div>
            <ReportDialog targetKind="entry" targetId={entry.id} authorName={entry.author.name} triggerAriaLabel="Report this entry" />
          </div>
        ) : null}
        {entry.hidden ? (
          <p role="note" className="border border-fall/40 bg-fall/5 px-3 py-2.5 text-sm leading-6 text-fall" data-testid="hidden-notice">
            {MODERATION_TEXTS.hiddenEntry}
          </p>
        ) : null}
      </header>
      <EntryBody blocks={entry.body} pieces={entry.pieces} photos={entry.photos} />
      {tagged.length > 0 ? (
        <section aria-label="Pieces in this entry" className="flex flex-col gap-3">
          <h2 className="font-display text-2xl font-medium">Pieces in this entry</h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {tagged.map((p) => <li key={p.id}><PieceCard piece={p} /></li>)}
          </ul>
        </section>
      ) : null}
      {published ? (
        <div className="flex items-center gap-4 border-y border-line py-4">
          {entry.mine ? (
            <p className="flex items-center gap-2 text-sm">
              <Heart aria-hidden="true" className="size-5 text-fall" strokeWidth={1.5} />
              <span data-testid="appreciations" aria-live="polite">{formatGrouped(count)} {count === 1 ? 'appreciation' : 'appreciations'}</span>
            </p>
          ) : (
            <Button
              variant={entry.appreciated ? 'primary' : 'secondary'}
              aria-pressed={entry.appreciated}
              disabled={appreciation.isPending}
              onClick={() => appreciation.mutate(!entry.appreciated)}
            >
              <Heart aria-hidden="true" className={clsx('size-4', entry.appreciated && 'fill-current')} strokeWidth={1.5} />
              <span>{entry.appreciated ? 'Appreciated' : 'Appreciate'}</span>
              <span className="tabular-nums" data-testid="appreciations">· {formatGrouped(count)}</span>
            </Button>
          )}
        </div>
      ) : null}
      {published ? <CommentsThread entryId={entry.id} open={!entry.hidden} /> : <p className="text-sm text-ink-soft">This is your draft: only you can see it. Members can comment once it is published.</p>}
    </article>
  );
}
