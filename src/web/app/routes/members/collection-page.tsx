import { Link, useParams } from 'react-router';
import { Lock } from 'lucide-react';
import type { CollectionKind } from '../../../../shared/portfolio/contracts.js';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalog/index.js';
import { FollowButton, usePublicCollection } from '../../../features/follows/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Price } from '../../../ui/price.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

const TITLE: Record<CollectionKind, string> = { portfolio: 'Portfolio', wishlist: 'Wishlist' };

/**
 * /members/{handle}/portfolio and /members/{handle}/wishlist: a member's collection when they
 * made it public — the pieces and their market value, never what they paid — with Follow.
 */
export function CollectionPage({ kind }: { kind: CollectionKind }) {
  const { handle = '' } = useParams();
  const query = usePublicCollection(handle, kind);
  const data = query.data;
  useDocumentTitle(data ? `${data.member.name}’s ${kind}` : TITLE[kind]);

  if (query.error instanceof ApiError && query.error.code === 'collection_private') {
    return (
      <Container className="py-16">
        <h1 className="sr-only">{TITLE[kind]}</h1>
        <EmptyState title={`This ${kind} is private`} icon={<Lock className="size-6" strokeWidth={1.5} />}>
          {query.error.message}{' '}
          <Link to={`/members/${handle}`} className="underline underline-offset-4">
            See their page
          </Link>
        </EmptyState>
      </Container>
    );
  }
  if (query.error instanceof ApiError && (query.error.isNotFound || query.error.status === 400)) {
    return <NotFoundPage what={`There is no member “${handle}” on Patina.`} />;
  }
  if (query.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">{TITLE[kind]}</h1>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!data) {
    return (
      <Container className="py-10 md:py-14" aria-busy="true">
        <h1 className="sr-only">Loading {kind}</h1>
        <Skeleton className="h-12 w-72" />
        <ProductGridSkeleton count={4} className="mt-14" />
      </Container>
    );
  }

  return (
    <Container className="py-10 md:py-14" data-testid={`public-${kind}`}>
      <header className="flex flex-col gap-6 border-b border-line pb-10 md:flex-row md:items-end md:justify-between">
        <div>
          <Eyebrow>
            <Link to={`/members/${data.member.handle}`} className="hover:underline">
              {data.member.name}
            </Link>
          </Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-medium leading-tight md:text-5xl">{TITLE[kind]}</h1>
          <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-4 text-sm">
            <div>
              <dt className="text-muted">Pieces</dt>
              <dd className="mt-1 tabular-nums text-ink">{formatGrouped(data.count)}</dd>
            </div>
            <div>
              <dt className="text-muted">Market value</dt>
              <dd className="mt-1 text-ink">
                <Price cents={data.total_value} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Followers</dt>
              <dd className="mt-1 tabular-nums text-ink" aria-live="polite" data-testid="followers-count">
                {formatGrouped(data.followers_count)}
              </dd>
            </div>
          </dl>
        </div>
        <FollowButton handle={data.member.handle} name={data.member.name} kind={kind} size="md" />
      </header>
      {data.pieces.length === 0 ? (
        <EmptyState title={`Nothing in this ${kind} yet`} className="mt-10" headingLevel={2}>
          Follow it to hear when {data.member.name} adds a piece.
        </EmptyState>
      ) : (
        <section aria-labelledby="collection-pieces-heading">
          <h2 id="collection-pieces-heading" className="sr-only">
            Pieces
          </h2>
          <ProductGrid products={data.pieces.map((p) => p.product)} className="mt-10" />
          {data.count > data.pieces.length ? (
            <p className="mt-6 text-xs text-muted">The newest {data.pieces.length} of {formatGrouped(data.count)} pieces.</p>
          ) : null}
        </section>
      )}
    </Container>
  );
}

export const PublicPortfolioPage = () => <CollectionPage kind="portfolio" />;
export const PublicWishlistPage = () => <CollectionPage kind="wishlist" />;
