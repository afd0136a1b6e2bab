import { useParams, useSearchParams } from 'react-router';
import { PenLine } from 'lucide-react';
import { journalMachine, type JournalState } from '../../../../shared/journal/journal.machine.js';
import { AdminHeader } from '../../../features/admin/index.js';
import { ProductCard } from '../../../features/catalog/index.js';
import { JournalAdminList, JournalEditor, JournalEditors, NewArticleForm, useAdminArticle, useAdminJournal, useJournalAuthors, type RenderPiece } from '../../../features/journal/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';

const renderPiece: RenderPiece = (product, { headingLevel }) => <ProductCard product={product} headingLevel={headingLevel} />;
const isState = (s: string | null): s is JournalState => (journalMachine.states as readonly string[]).includes(s ?? '');

/** `/admin/journal` (editors): every article and report by state; administrators also manage the editors. */
export function AdminJournalPage() {
  useDocumentTitle('The Journal');
  const [params] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : null;
  const list = useAdminJournal(state);
  return (
    <Container className="flex flex-col gap-8 py-12 md:py-16">
      <AdminHeader title="The Journal" intro="Articles by Patina’s editors and experts, and the market reports written from our sales. Write, preview, schedule and publish." />
      <ButtonLink to="/admin/journal/new" className="self-start"><PenLine aria-hidden="true" className="size-4" strokeWidth={1.5} />Write an article</ButtonLink>
      {list.isPending ? <Skeleton className="h-64 w-full" /> : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : <JournalAdminList articles={list.data.articles} state={state} />}
      <JournalEditors />
    </Container>
  );
}

/** `/admin/journal/new`: a new draft. */
export function AdminJournalNewPage() {
  useDocumentTitle('Write an article');
  const authors = useJournalAuthors();
  return (
    <Container className="flex flex-col gap-8 py-12 md:py-16">
      <AdminHeader title="Write an article" intro="Give it a title, a section and a byline; the writing page follows, and saves as you write." />
      {authors.isPending ? <Skeleton className="h-40 w-full" /> : authors.isError ? (
        <ErrorState message={authors.error.message} onRetry={() => void authors.refetch()} />
      ) : <NewArticleForm authors={authors.data.authors} />}
    </Container>
  );
}

/** `/admin/journal/:id`: the writing page. */
export function AdminJournalEditPage() {
  const { id = '' } = useParams();
  const article = useAdminArticle(id);
  const authors = useJournalAuthors();
  useDocumentTitle(article.data ? `Editing “${article.data.title}”` : 'The Journal');
  if (article.isError && article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400)) return <NotFoundPage />;
  return (
    <Container className="flex flex-col gap-8 py-12 md:py-16">
      <AdminHeader title={article.data ? article.data.title : 'The Journal'} intro={article.data?.kind === 'report' ? 'A market report written from Patina’s sales. Your edits are kept when the data is refreshed; you are told what changed.' : 'Write, preview as readers will see it, then schedule or publish.'} />
      {article.isPending || authors.isPending ? <Skeleton className="h-96 w-full" /> : article.isError ? (
        <ErrorState message={article.error.message} onRetry={() => void article.refetch()} />
      ) : authors.isError ? (
        <ErrorState message={authors.error.message} onRetry={() => void authors.refetch()} />
      ) : <JournalEditor key={article.data.id} article={article.data} authors={authors.data.authors} renderPiece={renderPiece} />}
    </Container>
  );
}
