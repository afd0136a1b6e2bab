import { useEffect } from 'react';
import { clsx } from 'clsx';
import { useLocation } from 'react-router';
import type { AuctionCardDto } from '../../../../shared/auctions/contracts.js';
import type { AuctionCard as CatalogAuctionCard } from '../../../../shared/catalog/contracts.js';
import { AuctionFiltersForm, useAuctionFilters, useAuctions, useWatchAuction } from '../../../features/auctions/index.js';
import { AuctionCard, AuctionCardSkeleton, categoryName } from '../../../features/catalog/index.js';
import { formatAmount } from '../../../../shared/notifications/catalogue.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useNow } from '../../../lib/use-now.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Pagination } from '../../../ui/pagination.js';

const toCard = (c: AuctionCardDto): CatalogAuctionCard => ({ ...c, brand: c.brand ?? '', brand_slug: '', category: c.category ?? '' });
const categoryLabel = (slug: string) => categoryName(slug) ?? slug;

function WatchButton({ lot }: { lot: AuctionCardDto }) {
  // A tap before the scripts run is kept and replayed once they do (src/server/platform/early-input.ts).
  const watch = useWatchAuction();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={lot.watching}
      disabled={watch.isPending}
      onClick={() => watch.mutate({ ref: String(lot.id), on: !lot.watching })}
    >
      {lot.watching ? 'Watching' : 'Watch'} · {lot.watchers}
      <span className="sr-only"> {lot.full_name}</span>
    </Button>
  );
}

function LotGrid({ lots, now, results = false }: { lots: AuctionCardDto[]; now: Date; results?: boolean }) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3 lg:grid-cols-4">
      {lots.map((lot) => (
        <li key={lot.id} className="flex flex-col">
          <AuctionCard auction={toCard(lot)} now={now} />
          {results ? (
            <p className="mt-2 text-sm" data-testid="hammer">
              {lot.status === 'sold' && lot.hammer_price !== null ? `Sold for ${formatAmount(lot.hammer_price, lot.currency)}` : 'Unsold'}
            </p>
          ) : <WatchButton lot={lot} />}
        </li>
      ))}
    </ul>
  );
}

function Group({ id, title, lots, now, results = false }: { id: string; title: string; lots: AuctionCardDto[]; now: Date; results?: boolean }) {
  if (lots.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="font-display text-2xl font-medium">{title}</h2>
      <LotGrid lots={lots} now={now} results={results} />
    </section>
  );
}

/**
 * /auctions (members; issue #39 §3): the live lots a page at a time, filtered by category,
 * house, ending within, price and no reserve, sorted; every choice and the page are in the URL.
 * The server draws the page of the URL; the filters are a GET form and the pages links, so
 * both work before the scripts run. Page 1 also shows what ends within the hour (without
 * filters), the lots opening soon and recent results.
 */
export function AuctionsPage() {
  useDocumentTitle('Auctions');
  const { pathname, search } = useLocation();
  const { filters, api, problems, pending, canonical, searchWith, update, activeCount, clearedSearch, setParams } = useAuctionFilters();
  const query = useAuctions(api, { enabled: !pending });
  const now = useNow(30_000);
  const hydrated = useHydrated();

  // A form sent before the scripts ran leaves empty fields (and amounts in the member's
  // currency) in the URL: once hydrated, the URL is written as the page would write it.
  useEffect(() => {
    if (hydrated && !pending && canonical !== search) setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [hydrated, pending, canonical, search, setParams]);

  const data = query.data;
  const page = data?.page ?? 1;
  const hrefForPage = (p: number) => `${pathname}${searchWith({ page: String(p) })}`;
  const clearHref = activeCount > 0 ? `${pathname}${clearedSearch}` : null;
  const first = data && data.live.length > 0 ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? first + data.live.length - 1 : 0;

  return (
    <Container className="py-12">
      <section aria-labelledby="auctions-title">
        <Eyebrow>Live auctions</Eyebrow>
        <h1 id="auctions-title" className="mt-2 font-display text-4xl font-medium">Auctions</h1>
        <AuctionFiltersForm
          filters={filters}
          facets={data?.facets}
          categoryLabel={categoryLabel}
          onApply={update}
          clearHref={clearHref}
          className="mt-8"
        />
        {problems.length > 0 ? (
          <div role="status" className="mt-4 border border-line bg-ivory px-4 py-3 text-sm text-ink-soft" data-testid="filter-problems">
            <p>Some filters of this link could not be used and are left out:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((p) => <li key={p.key}>{p.message}</li>)}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="live-now" aria-busy={query.isFetching} className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line pb-4">
          <h2 id="live-now" className="font-display text-2xl font-medium">Live now</h2>
          <p className="text-sm text-ink-soft" aria-live="polite" data-testid="auctions-count">
            {data && data.total > 0 && data.live.length > 0
              ? `Showing ${formatGrouped(first)}–${formatGrouped(last)} of ${formatGrouped(data.total)} ${data.total === 1 ? 'lot' : 'lots'}`
              : data && data.total > 0 ? `${formatGrouped(data.total)} ${data.total === 1 ? 'lot' : 'lots'}`
              : data ? 'No lots' : '\u00a0'}
          </p>
        </div>
        {query.isError ? (
          <ErrorState
            message={query.error.message}
            onRetry={() => void query.refetch()}
            action={clearHref !== null ? <ButtonLink to={clearHref} variant="secondary">Clear filters</ButtonLink> : undefined}
            className="mt-10"
          />
        ) : null}
        {!data && !query.isError ? (
          <ul aria-hidden="true" className="mt-6 grid grid-cols-2 gap-5 md:grid-cols-4">{Array.from({ length: 8 }, (_, i) => <li key={i}><AuctionCardSkeleton /></li>)}</ul>
        ) : null}
        {data && data.live.length === 0 ? (
          <EmptyState
            title={data.total > 0 ? 'This page is empty' : activeCount > 0 ? 'No live lots match' : 'No live auctions right now'}
            headingLevel={3}
            className="mt-8"
            action={
              data.total > 0 ? <ButtonLink to={hrefForPage(1)} variant="primary">Go to the first page</ButtonLink>
              : clearHref !== null ? <ButtonLink to={clearHref} variant="primary">Clear filters</ButtonLink>
              : <ButtonLink to="/" variant="primary">Back to the marketplace</ButtonLink>
            }
          >
            {data.total > 0
              ? `There ${data.page_count === 1 ? 'is only 1 page' : `are only ${formatGrouped(data.page_count)} pages`} of live lots.`
              : activeCount > 0
                ? 'No live lot matches all of these filters. Widen the price or the time left, or clear the filters to see every live lot.'
                : 'New lots open every day; the marketplace has pieces to buy now.'}
          </EmptyState>
        ) : null}
        {data && data.live.length > 0 ? (
          <div className={clsx('transition-opacity duration-200', query.isPlaceholderData && 'opacity-50')}>
            <LotGrid lots={data.live} now={now} />
            <Pagination page={page} pageCount={data.page_count} hrefFor={hrefForPage} label="Pages of live lots" className="mt-14" />
          </div>
        ) : null}
      </section>

      {data && page === 1 ? (
        <>
          {activeCount === 0 ? <Group id="ending-soon" title="Ending soon" lots={data.ending_soon} now={now} /> : null}
          <Group id="upcoming" title="Upcoming" lots={data.upcoming} now={now} />
          <Group id="results" title="Recent results" lots={data.results} now={now} results />
        </>
      ) : null}
    </Container>
  );
}
