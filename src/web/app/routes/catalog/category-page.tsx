import { Link, useLocation, useParams } from 'react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { clsx } from 'clsx';
import type { Category } from '../../../../shared/catalog/contracts.js';
import { isCategorySlug } from '../../../../shared/catalog/categories.js';
import {
  AgeGate, BrandSelect, categoryName, ConditionSelect, PAGE_SIZE, piecesLabel, PriceMovers, PriceRange, ProductGrid,
  ProductGridSkeleton, type ProductListParams, SearchWithin, SortSelect, useCategory, useCategoryTrending, useProductFilters,
  useProducts,
} from '../../../features/catalog/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { SectionHeading } from '../../../ui/section-heading.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Pagination } from '../../../ui/pagination.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

export interface CategoryListingProps {
  /** Set by the short routes (/cars, /wines …); otherwise the URL's :category and :subcategory. */
  category?: string;
  subcategory?: string;
}

function Breadcrumb({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-xs text-muted">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <Link to={item.href} className="hover:text-ink">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink-soft">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SubcategoryTabs({ category, current, search }: { category: Category; current: string | undefined; search: string }) {
  const tabs = [{ slug: '', name: `All ${category.name}`, href: `/category/${category.slug}` }].concat(
    category.subcategories.map((s) => ({ slug: s.slug, name: s.name, href: `/category/${category.slug}/${s.slug}` })),
  );
  if (category.subcategories.length === 0) return null;
  return (
    <nav aria-label={`${category.name} sections`} className="border-b border-line">
      <ul className="scrollbar-none -mb-px flex gap-7 overflow-x-auto">
        {tabs.map((tab) => {
          const selected = (current ?? '') === tab.slug;
          return (
            <li key={tab.slug || 'all'} className="shrink-0">
              <Link
                to={{ pathname: tab.href, search }}
                aria-current={selected ? 'page' : undefined}
                className={clsx(
                  'label-caps inline-flex h-12 items-center border-b transition-colors',
                  selected ? 'border-ink text-ink' : 'border-transparent text-ink-soft hover:text-ink',
                )}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A category listing: subcategory tabs, filters, sort and pages, all held in the URL. Also the
 * page behind /category/vehicles/cars and the short routes /cars, /jets, /yachts, /cigars, /wines.
 */
export function CategoryListing(props: CategoryListingProps) {
  const params = useParams();
  const categorySlug = props.category ?? params.category ?? '';
  const subSlug = props.subcategory ?? params.subcategory;
  const validSlug = isCategorySlug(categorySlug);

  const { pathname } = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const { filters, update, searchWith, activeCount, clearedSearch } = useProductFilters();
  const categoryQuery = useCategory(categorySlug, { enabled: validSlug });
  // Price movers belong to the whole category, so a subcategory page leaves them out.
  const trending = useCategoryTrending(categorySlug, { enabled: validSlug && !subSlug });
  const category = categoryQuery.data?.category;
  const sub = subSlug ? category?.subcategories.find((s) => s.slug === subSlug) : undefined;

  const listParams: ProductListParams = {
    category: categorySlug,
    subcategory: subSlug,
    brand: filters.brand || undefined,
    search: filters.search || undefined,
    condition: filters.condition || undefined,
    min_price: filters.min || undefined,
    max_price: filters.max || undefined,
    sort: filters.sort || undefined,
    page: filters.page || undefined,
    page_size: String(PAGE_SIZE),
  };
  // A section's listing waits until the category confirms the section exists (unknown -> 404 page).
  const products = useProducts(listParams, { enabled: validSlug && (!subSlug || Boolean(sub)) });

  // A new page of results starts at the top of the results, not the top of the page.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  const name = sub?.name ?? (subSlug ? null : category?.name) ?? categoryName(categorySlug) ?? 'Category';
  useDocumentTitle(validSlug ? name : 'Page not found');

  if (!validSlug) return <NotFoundPage what={`There is no category called “${categorySlug}”.`} />;
  if (categoryQuery.error instanceof ApiError && categoryQuery.error.isNotFound) return <NotFoundPage />;
  if (category && subSlug && !sub) {
    return <NotFoundPage what={`${category.name} has no section called “${subSlug}”.`} />;
  }
  const productsError = products.error instanceof ApiError ? products.error : null;
  if (productsError?.code === 'subcategory_not_found') return <NotFoundPage what={productsError.message} />;

  const data = products.data;
  const count = sub?.product_count ?? category?.product_count;
  const crumbs = [{ label: 'Marketplace', href: '/' }, ...(sub && category ? [{ label: category.name, href: `/category/${category.slug}` }, { label: sub.name }] : [{ label: category?.name ?? name }])];
  const hrefForPage = (page: number) => `${pathname}${searchWith({ page: String(page) })}`;
  // Switching sections keeps the text search and sort; brand, condition and price start afresh.
  const tabSearch = searchWith({ brand: '', condition: '', min: '', max: '' });
  const page = data?.page ?? 1;

  return (
    <>
      <div className="border-b border-line bg-ivory">
        <Container className="pb-0 pt-8 md:pt-12">
          <Breadcrumb items={crumbs} />
          <div className="mt-8 grid gap-6 md:mt-10 md:grid-cols-[1fr_auto] md:items-end">
            <div className="max-w-2xl">
              {sub && category ? <p className="label-caps text-bronze">{category.name}</p> : <p className="label-caps text-bronze">The collection</p>}
              <h1 className="mt-3 font-display text-5xl font-medium leading-none md:text-7xl">{name}</h1>
              {category ? (
                <p className="mt-5 text-[0.9375rem] leading-7 text-ink-soft">{sub?.blurb || category.blurb}</p>
              ) : (
                <Skeleton className="mt-5 h-4 w-96 max-w-full" />
              )}
            </div>
            <p className="label-caps text-muted md:pb-2">{typeof count === 'number' ? piecesLabel(count) : '\u00a0'}</p>
          </div>
          <div className="mt-10">{category ? <SubcategoryTabs category={category} current={subSlug} search={tabSearch} /> : null}</div>
        </Container>
      </div>

      {/* Fine Living's pieces show only after the age gate (SPEC §2, §4, §5). */}
      <MaybeAgeGate restricted={Boolean(category?.age_restricted) || categorySlug === 'fine-living'}>
        <Container className="pt-8 md:pt-10">
          {filters.search ? (
            <div className="mb-8 flex flex-wrap items-center gap-x-5 gap-y-3">
              <h2 className="font-display text-3xl font-medium">Results for “{filters.search}”</h2>
              <Button variant="quiet" size="sm" onClick={() => update({ search: '' })} aria-label={`Clear search for ${filters.search}`}>
                <X aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
                Clear
              </Button>
            </div>
          ) : null}

          <div className="grid gap-10 lg:grid-cols-[15rem_1fr] lg:gap-14">
            <aside aria-labelledby="filters-title" className="lg:sticky lg:top-6 lg:self-start">
              <div className="flex items-baseline justify-between">
                <h2 id="filters-title" className="label-caps hidden text-ink lg:block">
                  Refine
                </h2>
                <button
                  type="button"
                  aria-expanded={filtersOpen}
                  aria-controls="listing-filters"
                  onClick={() => setFiltersOpen((open) => !open)}
                  className="label-caps inline-flex h-11 items-center gap-2 border border-line-strong px-4 text-ink lg:hidden"
                >
                  <SlidersHorizontal aria-hidden="true" className="size-4" strokeWidth={1.5} />
                  Refine{activeCount > 0 ? ` (${activeCount})` : ''}
                </button>
                {activeCount > 0 ? (
                  <Link to={{ search: clearedSearch }} preventScrollReset className="text-xs text-ink-soft underline underline-offset-4 hover:text-bronze">
                    Clear filters
                  </Link>
                ) : null}
              </div>
              <div id="listing-filters" className={clsx('mt-5 gap-5 sm:grid-cols-2 lg:grid lg:grid-cols-1', filtersOpen ? 'grid' : 'hidden')}>
                <SearchWithin value={filters.search} onSearch={(text) => update({ search: text })} />
                <BrandSelect value={filters.brand} facets={data?.facets} onChange={(brand) => update({ brand })} />
                <ConditionSelect value={filters.condition} facets={data?.facets} onChange={(condition) => update({ condition })} />
                <PriceRange min={filters.min} max={filters.max} onApply={(min, max) => update({ min, max })} />
              </div>
            </aside>

            <section ref={resultsRef} aria-labelledby="results-title" aria-busy={products.isFetching} className="scroll-mt-6">
              <div className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
                <h2 id="results-title" className="text-sm text-ink-soft" aria-live="polite">
                  {data ? (
                    <>
                      <span className="font-medium text-ink">{formatGrouped(data.total)}</span> {data.total === 1 ? 'result' : 'results'}
                      {data.page_count > 1 ? ` · page ${data.page} of ${formatGrouped(data.page_count)}` : null}
                    </>
                  ) : products.isError ? (
                    'No results'
                  ) : (
                    'Loading pieces…'
                  )}
                </h2>
                <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} className="w-56" />
              </div>

              {products.isError && productsError?.code !== 'subcategory_not_found' ? (
                <ErrorState
                  title={productsError?.isClientError ? 'These filters cannot be applied' : 'We could not load these pieces'}
                  message={products.error.message}
                  onRetry={productsError?.isClientError ? undefined : () => void products.refetch()}
                  action={
                    activeCount > 0 || filters.sort || filters.page ? (
                      <ButtonLink to={{ search: '' }} variant="secondary">
                        Clear filters
                      </ButtonLink>
                    ) : undefined
                  }
                />
              ) : !data ? (
                <ProductGridSkeleton count={8} className="lg:grid-cols-3 xl:grid-cols-4" />
              ) : data.products.length === 0 ? (
                <EmptyState
                  title={data.total > 0 ? 'This page is empty' : 'No pieces match'}
                  action={
                    data.total > 0 ? (
                      <ButtonLink to={hrefForPage(1)} variant="primary">
                        Go to the first page
                      </ButtonLink>
                    ) : activeCount > 0 ? (
                      <ButtonLink to={{ search: clearedSearch }} variant="primary">
                        Clear filters
                      </ButtonLink>
                    ) : (
                      <ButtonLink to="/" variant="primary">
                        Back to the marketplace
                      </ButtonLink>
                    )
                  }
                >
                  {data.total > 0
                    ? `There are only ${formatGrouped(data.page_count)} pages of results.`
                    : activeCount > 0
                      ? 'Nothing in this section matches all of your filters. Try widening the price range or removing a filter.'
                      : 'New pieces arrive here as soon as our experts have authenticated them.'}
                </EmptyState>
              ) : (
                <div className={clsx('transition-opacity duration-200', products.isPlaceholderData && 'opacity-50')}>
                  <ProductGrid products={data.products} className="lg:grid-cols-3 xl:grid-cols-4" />
                  <Pagination page={page} pageCount={data.page_count} hrefFor={hrefForPage} preventScrollReset className="mt-16" />
                </div>
              )}
            </section>
          </div>
          {!subSlug && trending.data && trending.data.trending.length > 0 ? (
            <section aria-labelledby="category-movers" className="mt-24" data-testid="category-movers">
              <SectionHeading id="category-movers" eyebrow="Last 90 days" title={`Price movers in ${name}`} />
              <div className="mt-4">
                <PriceMovers items={trending.data.trending} />
              </div>
            </section>
          ) : null}
        </Container>
      </MaybeAgeGate>
    </>
  );
}

export function CategoryPage() {
  return <CategoryListing />;
}

export const Component = CategoryPage;

function MaybeAgeGate({ restricted, children }: { restricted: boolean; children: ReactNode }) {
  return restricted ? <AgeGate>{children}</AgeGate> : <>{children}</>;
}
