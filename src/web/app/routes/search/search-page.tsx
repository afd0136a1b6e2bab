import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { CATEGORY_LINKS, PriceRange } from '../../../features/catalog/index.js';
import {
  AuctionResultCard, SearchResultCard, sellHref, useAuctionResults, useSearchResults, type SearchPageParams,
} from '../../../features/search/index.js';
import { CONDITIONS } from '../../../../shared/catalog/conditions.js';
import { formatCount } from '../../../../shared/search/format-count.js';
import { SEARCH_SORTS } from '../../../../shared/search/constants.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useNow } from '../../../lib/use-now.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Pagination } from '../../../ui/pagination.js';
import { Select } from '../../../ui/select.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { ImageSearchPage } from './image-search-page.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

/**
 * The full results page /search?q=&page= (SPEC §2): MARKETPLACE and AUCTIONS tabs with
 * counts, filters (category, brand, price, condition), sort and pages. Everything lives in
 * the URL (q, page, tab, category, brand, min, max, condition, sort), so reload, back and
 * shared links show the same page.
 */
const KEYS = ['q', 'page', 'tab', 'category', 'brand', 'min', 'max', 'condition', 'sort'] as const;
type Key = (typeof KEYS)[number];
const PAGE_SIZE = 24;

const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
};

function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const out = {} as Record<Key, string>;
    for (const k of KEYS) out[k] = (params.get(k) ?? '').trim();
    return out;
  }, [params]);

  const hrefWith = useCallback(
    (patch: Partial<Record<Key, string>>): string => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      // Any change but a page change starts again at page 1 (SPEC §5: the page is always in the URL).
      if (!('page' in patch)) next.set('page', '1');
      return `/search?${next.toString()}`;
    },
    [params],
  );

  const update = useCallback(
    (patch: Partial<Record<Key, string>>) => setParams(new URLSearchParams(hrefWith(patch).split('?')[1]), { preventScrollReset: true }),
    [hrefWith, setParams],
  );
  return { state, hrefWith, update, mode: params.get('mode') };
}

export function SearchPage() {
  const { state, hrefWith, update, mode } = useSearchState();
  const q = state.q;
  useDocumentTitle(q ? `“${q}”` : 'Search');
  const tab = state.tab === 'auctions' ? 'auctions' : 'marketplace';
  const params: SearchPageParams = {
    q,
    page: state.page || '1',
    limit: String(PAGE_SIZE),
    category: state.category || undefined,
    brand: state.brand || undefined,
    condition: state.condition || undefined,
    min: state.min || undefined,
    max: state.max || undefined,
    sort: state.sort || undefined,
    facets: '1',
  };
  const results = useSearchResults(params);
  const auctions = useAuctionResults(q);
  const now = useNow(30_000);

  if (mode === 'image') return <ImageSearchPage />;

  if (!q) {
    return (
      <Container className="py-14">
        <h1 className="font-display text-4xl font-medium">Search</h1>
        <p className="mt-3 text-ink-soft">Type a house, a model or a reference in the search box above.</p>
      </Container>
    );
  }

  const data = results.data;
  const facets = data?.facets;
  const page = Number(state.page) || 1;
  const invalid = results.error instanceof ApiError && results.error.isClientError ? results.error : null;

  return (
    <Container className="py-10 md:py-14">
      <p className="label-caps text-muted">Search results</p>
      <h1 className="mt-2 font-display text-4xl font-medium md:text-5xl">“{q}”</h1>

      <div role="tablist" aria-label="Results" className="mt-8 flex gap-8 border-b border-line">
        {(['marketplace', 'auctions'] as const).map((t) => {
          const count = t === 'marketplace' ? data?.total : auctions.data?.total;
          return (
            <Link
              key={t}
              role="tab"
              aria-selected={tab === t}
              to={hrefWith({ tab: t === 'auctions' ? 'auctions' : '' })}
              className={clsx('label-caps -mb-px flex gap-2 border-b-2 pb-3', tab === t ? 'border-ink text-ink' : 'border-transparent text-ink-soft hover:text-ink')}
            >
              {t === 'marketplace' ? 'MARKETPLACE' : 'AUCTIONS'}
              <span className="tabular-nums text-muted" data-testid="tab-count">{count === undefined ? '…' : formatCount(count)}</span>
            </Link>
          );
        })}
      </div>

      {tab === 'auctions' ? (
        <section role="tabpanel" aria-label="Auctions" className="mt-8">
          <h2 className="sr-only">Live auctions</h2>
          {auctions.isPending ? (
            <GridSkeleton />
          ) : (auctions.data?.results.length ?? 0) === 0 ? (
            <EmptyState title="No Auctions Found">No auction items match your search. Try different keywords or check the marketplace tab.</EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3 lg:grid-cols-4">
              {auctions.data!.results.map((r) => (
                <li key={r.id}><AuctionResultCard result={r} now={now} /></li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <section role="tabpanel" aria-label="Marketplace" className="mt-8 grid gap-10 lg:grid-cols-[15rem_1fr]">
          <aside aria-label="Filters" className="flex flex-col gap-5">
            <Select label="Category" value={state.category} onChange={(e) => update({ category: e.target.value })}>
              <option value="">All categories</option>
              {CATEGORY_LINKS.map((c) => {
                const n = facets?.categories.find((f) => f.value === c.slug)?.count;
                return <option key={c.slug} value={c.slug}>{c.name}{n !== undefined ? ` (${formatGrouped(n)})` : ''}</option>;
              })}
            </Select>
            <Select label="Brand" value={state.brand} onChange={(e) => update({ brand: e.target.value })}>
              <option value="">All brands</option>
              {state.brand && !facets?.brands.some((b) => b.value === state.brand) ? <option value={state.brand}>{state.brand}</option> : null}
              {facets?.brands.map((b) => <option key={b.value} value={b.value}>{b.label} ({formatGrouped(b.count)})</option>)}
            </Select>
            <Select label="Condition" value={state.condition} onChange={(e) => update({ condition: e.target.value })}>
              <option value="">Any condition</option>
              {CONDITIONS.map((c) => {
                const n = facets?.conditions.find((f) => f.value === c)?.count;
                return <option key={c} value={c}>{c}{n !== undefined ? ` (${formatGrouped(n)})` : ''}</option>;
              })}
            </Select>
            <PriceRange min={state.min} max={state.max} onApply={(min, max) => update({ min, max })} />
          </aside>

          <div>
            <h2 className="sr-only">Marketplace results</h2>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div aria-live="polite">
                <p className="text-sm text-ink-soft">
                  {data ? `${formatGrouped(data.total)} ${data.total === 1 ? 'piece' : 'pieces'}` : ' '}
                </p>
                {data?.missing && data.missing.length > 0 ? (
                  <p className="mt-1 text-sm text-ink-soft" data-testid="missing-words">
                    Nothing matched {data.missing.map((w) => `“${w}”`).join(', ')}: showing pieces that match the other words.
                  </p>
                ) : null}
              </div>
              <Select label="Sort" value={state.sort || 'relevance'} onChange={(e) => update({ sort: e.target.value === 'relevance' ? '' : e.target.value })} className="w-56">
                {SEARCH_SORTS.map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
              </Select>
            </div>

            <div className="mt-6">
              {invalid ? (
                <ErrorState title="That search could not run" message={invalid.message} action={<Link to={hrefWith({ category: '', brand: '', condition: '', min: '', max: '', sort: '' })} className="label-caps border-b border-ink pb-0.5">Clear the filters</Link>} />
              ) : results.isError ? (
                <ErrorState title="Failed to search catalog. Please try again." onRetry={() => void results.refetch()} />
              ) : results.isPending ? (
                <GridSkeleton />
              ) : data!.results.length === 0 ? (
                data!.total > 0 ? (
                  <EmptyState title="No more results" action={<Link to={hrefWith({ page: '1' })} className="label-caps border-b border-ink pb-0.5">Back to page 1</Link>}>
                    This search has {data!.page_count} {data!.page_count === 1 ? 'page' : 'pages'}.
                  </EmptyState>
                ) : (
                  <EmptyState
                    title="No matches found"
                    action={<Link to={sellHref(q)} className="label-caps border-b border-bronze pb-0.5 text-bronze">List this item for sale</Link>}
                  >
                    We couldn&rsquo;t find &ldquo;{q}&rdquo; in our catalog{state.category || state.brand || state.condition || state.min || state.max ? ' with these filters' : ''}.
                  </EmptyState>
                )
              ) : (
                <ul className={clsx('grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3 xl:grid-cols-4', results.isPlaceholderData && 'opacity-60')}>
                  {data!.results.map((r, i) => (
                    <li key={r.id}>
                      <SearchResultCard result={r} titleKind="default" loading={i < 4 ? 'eager' : 'lazy'} fetchPriority={i < 2 ? 'high' : undefined} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {data && data.results.length > 0 ? (
              <Pagination className="mt-12" page={page} pageCount={data.page_count} hrefFor={(p) => hrefWith({ page: String(p) })} label="Search result pages" />
            ) : null}
          </div>
        </section>
      )}
    </Container>
  );
}

function GridSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-x-5 gap-y-10 md:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="mt-3 h-3 w-20" />
          <Skeleton className="mt-2 h-5 w-4/5" />
        </li>
      ))}
    </ul>
  );
}
