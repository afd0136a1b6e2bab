import { useNavigate, useParams } from 'react-router';
import { PenLine } from 'lucide-react';
import { CommunityHome, EntryArticle, EntryEditor, useCommunityHome, useDeleteEntry, useEntry } from '../../../features/community/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';

/** The community's pages (issue #37). The route gate asks sign-in (guests) and the club (registered) first. */

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

const GONE = 'We could not find this entry. It may have been deleted.';

function idParam(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;
}

/** `/community`: the member's home in the community. */
export function CommunityHomePage() {
  useDocumentTitle('Community');
  const home = useCommunityHome();
  return (
    <Container className="flex flex-col gap-10 py-10 md:py-14">
      <header className="flex flex-col gap-4 border-b border-line pb-8 md:flex-row md:items-end md:justify-between">
        <div>
          <Eyebrow>The community</Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-medium leading-tight md:text-5xl">Collectors’ journals</h1>
          <p className="mt-3 max-w-xl text-sm text-ink-soft">What the collectors you follow are writing about the pieces they own, and your own entries.</p>
        </div>
        <ButtonLink to="/community/journals/create"><PenLine aria-hidden="true" className="size-4" strokeWidth={1.5} />Write an entry</ButtonLink>
      </header>
      {home.isPending ? <Loading /> : home.isError ? (
        <ErrorState message={home.error.message} onRetry={() => void home.refetch()} />
      ) : <CommunityHome home={home.data} />}
    </Container>
  );
}

/** `/community/journals/create`: a new entry; its first save makes the draft, and the address becomes its editor's. */
export function JournalCreatePage() {
  useDocumentTitle('Write an entry');
  const navigate = useNavigate();
  return (
    <Container size="text" className="flex flex-col gap-8 py-10 md:py-14">
      <header>
        <Eyebrow>Members’ journal</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-tight">Write an entry</h1>
      </header>
      <EntryEditor
        initial={null}
        // The address becomes the draft's own without remounting the editor (what is typed meanwhile stays).
        onStarted={(entry) => window.history.replaceState(window.history.state, '', `/community/journals/${entry.id}/edit`)}
        onPublished={(entry) => void navigate(`/community/journals/${entry.id}`)}
      />
    </Container>
  );
}

/** `/community/journals/{id}/edit`: the author's draft or published entry, in the editor. */
export function JournalEditPage() {
  const id = idParam(useParams().id);
  const navigate = useNavigate();
  const entry = useEntry(id);
  useDocumentTitle(entry.data ? `Edit: ${entry.data.title || 'Untitled entry'}` : 'Edit an entry');
  if (id === null || (entry.error instanceof ApiError && entry.error.status === 404) || (entry.data && !entry.data.mine)) return <NotFoundPage what={GONE} />;
  return (
    <Container size="text" className="flex flex-col gap-8 py-10 md:py-14">
      <header>
        <Eyebrow>Members’ journal</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-medium leading-tight">{entry.data?.status === 'published' ? 'Edit your entry' : 'Your draft'}</h1>
      </header>
      {entry.isPending ? <Loading /> : entry.isError ? (
        <ErrorState message={entry.error.message} onRetry={() => void entry.refetch()} />
      ) : <EntryEditor key={entry.data.id} initial={entry.data} onPublished={(e) => void navigate(`/community/journals/${e.id}`)} />}
    </Container>
  );
}

/** `/community/journals/{id}`: an entry as members read it. */
export function JournalEntryPage() {
  const id = idParam(useParams().id);
  const navigate = useNavigate();
  const entry = useEntry(id);
  const remove = useDeleteEntry();
  useDocumentTitle(entry.data ? entry.data.title || 'Untitled entry' : 'Members’ journal');
  if (id === null || (entry.error instanceof ApiError && entry.error.status === 404)) return <NotFoundPage what={GONE} />;
  return (
    <Container className="py-10 md:py-14">
      {entry.isPending ? <Loading /> : entry.isError ? (
        <ErrorState message={entry.error.message} onRetry={() => void entry.refetch()} />
      ) : (
        <EntryArticle
          entry={entry.data}
          deleting={remove.isPending}
          onDelete={() => {
            if (window.confirm('Delete this entry, with its appreciations and comments? This cannot be undone.')) {
              remove.mutate(entry.data.id, { onSuccess: () => void navigate('/community', { replace: true }) });
            }
          }}
        />
      )}
    </Container>
  );
}
