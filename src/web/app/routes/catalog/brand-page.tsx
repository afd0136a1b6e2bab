import { Link, useParams } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { AgeGate, categoryName, ProductGrid, ProductGridSkeleton, useBrand } from '../../../features/catalog/index.js';
import { BrandPriceIndex } from '../../../features/pricing/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { SectionHeading } from '../../../ui/section-heading.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { capsLinkClasses } from '../../../ui/text-link.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="border-t border-line pt-4">
      <dt className="label-caps text-muted">{label}</dt>
      <dd className="mt-2 font-display text-3xl font-medium lining-nums tabular-nums">{value}</dd>
    </div>
  );
}

function BrandSkeleton() {
  return (
    <Container className="py-12 md:py-16" aria-hidden="true">
      <Skeleton className="h-3 w-40" />
      <Skeleton className="mt-10 h-16 w-2/3 max-w-xl" />
      <Skeleton className="mt-6 h-4 w-full max-w-2xl" />
      <Skeleton className="mt-3 h-4 w-5/6 max-w-2xl" />
      <ProductGridSkeleton count={4} className="mt-20" />
    </Container>
  );
}

/**
 * A brand: its story, facts, categories (each a link to the brand's pieces there), its most
 * sought-after pieces and its price index. Also /jets/:slug etc.
 */
export function BrandPage() {
  const { slug = '' } = useParams();
  const query = useBrand(slug);
  const brand = query.data?.brand;
  useDocumentTitle(brand?.name ?? 'Brand');

  if (query.error instanceof ApiError && query.error.isNotFound) {
    return <NotFoundPage what={`There is no brand called “${slug}” on Patina.`} />;
  }
  if (query.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">Brand</h1>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!brand) {
    return (
      <>
        <h1 className="sr-only">Loading brand</h1>
        <BrandSkeleton />
      </>
    );
  }

  const firstCategory = brand.categories[0];
  const allHref = firstCategory ? `/category/${firstCategory}?${new URLSearchParams({ brand: brand.slug }).toString()}` : null;
  const paragraphs = brand.story.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const facts = [brand.country, brand.founded ? `Founded ${brand.founded}` : null].filter(Boolean).join(' · ');

  const page = (
    <>
      <div className="border-b border-line">
        <Container className="pb-14 pt-8 md:pb-20 md:pt-12">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <li>
                <Link to="/" className="hover:text-ink">
                  Marketplace
                </Link>
              </li>
              {firstCategory ? (
                <li className="flex items-center gap-2">
                  <span aria-hidden="true">/</span>
                  <Link to={`/category/${firstCategory}`} className="hover:text-ink">
                    {categoryName(firstCategory) ?? firstCategory}
                  </Link>
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                <span aria-current="page" className="text-ink-soft">
                  {brand.name}
                </span>
              </li>
            </ol>
          </nav>


          <div className="mt-10 grid gap-12 md:mt-14 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
            <div>
              <p className="label-caps text-bronze">{facts || 'Maison'}</p>
              <h1 className="mt-4 font-display text-5xl font-medium leading-[1.02] md:text-7xl">{brand.name}</h1>
              <div className="mt-8 max-w-2xl space-y-4">
                {paragraphs.map((p, i) => (
                  <p key={i} className={i === 0 ? 'font-display text-xl leading-8 text-ink md:text-2xl md:leading-9' : 'text-[0.9375rem] leading-7 text-ink-soft'}>
                    {p}
                  </p>
                ))}
              </div>
              {brand.categories.length > 0 ? (
                <div className="mt-10">
                  <h2 className="label-caps text-muted">Categories</h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {brand.categories.map((c) => (
                      <li key={c}>
                        <Link
                          to={`/category/${c}?${new URLSearchParams({ brand: brand.slug }).toString()}`}
                          className="inline-flex h-9 items-center border border-line-strong px-4 text-[0.8125rem] transition-colors hover:border-ink"
                        >
                          {categoryName(c) ?? c}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
            <div className="lg:pt-10">
              <dl className="grid grid-cols-2 gap-x-8 gap-y-8">
                <Stat label="Pieces on Patina" value={formatGrouped(brand.product_count)} />
                <Stat label="Recorded sales" value={formatGrouped(brand.sales_count)} />
                {brand.founded ? <Stat label="Founded" value={String(brand.founded)} /> : null}
                {brand.country ? <Stat label="Country" value={brand.country} /> : null}
              </dl>
              {allHref ? (
                <ButtonLink to={allHref} variant="primary" size="lg" className="mt-10 w-full">
                  View all {formatGrouped(brand.product_count)} pieces
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </Container>
      </div>

      <section aria-labelledby="brand-top">
        <Container className="pt-16 md:pt-24">
          <SectionHeading
            id="brand-top"
            eyebrow={`${brand.name} on Patina`}
            title="Most sought after"
            className="mb-10"
            action={
              allHref ? (
                <Link to={allHref} className={capsLinkClasses()}>
                  All {brand.name}
                  <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
                </Link>
              ) : undefined
            }
          />
          {brand.top_products.length > 0 ? (
            <ProductGrid products={brand.top_products} />
          ) : (
            <p className="text-sm text-ink-soft">No {brand.name} pieces are offered at the moment.</p>
          )}
        </Container>
      </section>

      <Container className="pt-16 md:pt-24">
        <BrandPriceIndex key={brand.slug} brandSlug={brand.slug} brandName={brand.name} />
      </Container>
    </>
  );
  // A house of Fine Living shows its pieces only after the age gate (SPEC §2, §4, §5).
  return brand.categories.includes('fine-living') ? <AgeGate>{page}</AgeGate> : page;
}

export const Component = BrandPage;
