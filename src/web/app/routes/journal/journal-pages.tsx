import { useParams, useSearchParams } from 'react-router';
import { JOURNAL_SECTIONS, type JournalSection } from '../../../../shared/journal/sections.js';
import { ProductCard } from '../../../features/catalog/index.js';
import { ArticleView, FollowReports, FollowTopics, JournalFront, useJournalArticle, useJournalIndex, type RenderPiece } from '../../../features/journal/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';

/** A piece embedded in an article: the catalogue's own card (live price in the reader's currency, last sale, wishlist). */
const renderJournalPiece: RenderPiece = (product, { headingLevel }) => <ProductCard product={product} headingLevel={headingLevel} />;

const isSection = (s: string | null): s is JournalSection => (JOURNAL_SECTIONS as readonly string[]).includes(s ?? '');

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="aspect-[16/9] w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** `/journal`: the Journal's front page (guests welcome). */
export function JournalPage() {
  useDocumentTitle('The Journal');
  const [params] = useSearchParams();
  const raw = params.get('section');
  const section = isSection(raw) ? raw : null;
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const index = useJournalIndex(section, page);
  return (
    <Container className="flex flex-col gap-10 py-10 md:py-14">
      <header className="flex flex-col gap-3">
        <Eyebrow>The Journal</Eyebrow>
        <h1 className="font-display text-4xl font-medium leading-tight md:text-6xl">Stories from the Patina Journal</h1>
        <p className="max-w-2xl text-ink-soft">How our experts authenticate, the histories of the great houses, guides for collectors, and market reports written from Patina’s own sales.</p>
        <FollowReports topic="all" label="Tell me of every new market report" />
      </header>
      {index.isPending ? <Loading /> : index.isError ? (
        <ErrorState message={index.error.message} onRetry={() => void index.refetch()} />
      ) : <JournalFront index={index.data} section={section} />}
    </Container>
  );
}

/** `/journal/:slug`: one article. */
export function JournalArticlePage() {
  const { slug = '' } = useParams();
  const article = useJournalArticle(slug);
  useDocumentTitle(article.data ? article.data.title : 'The Journal');
  if (article.isError && article.error instanceof ApiError && article.error.status === 404) return <NotFoundPage />;
  return (
    <Container className="py-10 md:py-14">
      {article.isPending ? <Loading /> : article.isError ? (
        <ErrorState message={article.error.message} onRetry={() => void article.refetch()} />
      ) : (
        <>
          <ArticleView article={article.data} renderPiece={renderJournalPiece} follow={<FollowTopics topics={article.data.topics} />} />
          {article.data.kind === 'report' && !article.data.reportCategory ? (
            // A category's report offers its category among the topics above; the whole market's has this.
            <div className="mx-auto mt-8 w-full max-w-3xl">
              <FollowReports topic="all" label="Tell me of every new market report" />
            </div>
          ) : null}
        </>
      )}
    </Container>
  );
}
