import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import {
  AgeGate, categoryName, ItemSpecifics, ProductGallery, ProductGrid, ProductGridSkeleton, ProductListings, SellerCard, ShareButton,
  useProduct, useProductLiveUpdates,
} from '../../../features/catalog/index.js';
import { FollowButton } from '../../../features/follows/index.js';
import { PriceHistoryChart, SalesHistory } from '../../../features/pricing/index.js';
import { WishlistButton } from '../../../features/wishlist/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useMoney } from '../../../lib/money.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Price } from '../../../ui/price.js';
import { SectionHeading } from '../../../ui/section-heading.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { PRICE_SHOWN_LABELS, priceShown, priceShownSource } from '../../../../shared/pricing/price-shown.js';
import type { ProductDetail } from '../../../../shared/catalog/contracts.js';
import { NotFoundPage } from '../errors/not-found-page.js';
import { AskTheSeller } from './ask-the-seller.js';
import { BuyListing } from './buy-listing.js';
import { MakeAnOffer } from './make-an-offer.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

function ProductSkeleton() {
  return (
    <Container className="py-10 md:py-14" aria-hidden="true">
      <Skeleton className="h-3 w-56" />
      <div className="mt-8 grid gap-10 md:grid-cols-2 lg:gap-16">
        <Skeleton className="aspect-square w-full" />
        <div>
          <Skeleton className="h-3 w-24" />
          <Skeleton className="mt-5 h-12 w-4/5" />
          <Skeleton className="mt-4 h-4 w-1/2" />
          <Skeleton className="mt-10 h-10 w-40" />
          <Skeleton className="mt-8 h-24 w-full" />
        </div>
      </div>
    </Container>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="border-t border-line pt-3">
      <dt className="label-caps text-muted">{label}</dt>
      <dd className="mt-1.5 text-base tabular-nums text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The buying box: price shown with its source, retail, last sale, wishlist and share. */
function PriceBox({ product }: { product: ProductDetail }) {
  const { format } = useMoney();
  const source = priceShownSource(product);
  return (
    <div className="mt-8">
      <p className="label-caps text-muted">{PRICE_SHOWN_LABELS[source]}</p>
      {/* Live region: a price that changes while the page is open is read out, politely. */}
      <p className="mt-2 font-display text-5xl font-medium lining-nums" data-testid="price-shown" aria-live="polite" aria-atomic="true">
        <Price cents={priceShown(product)} />
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Retail price" testId="retail-price">{format(product.retail_price)}</Fact>
        <Fact label="Last sale" testId="last-sale">{format(product.last_sale)}</Fact>
        <Fact label="Offers" testId="offer-count">
          {product.listing_count === 0 ? 'None' : product.listing_count === 1 ? '1 listing' : `${formatGrouped(product.listing_count)} listings`}
        </Fact>
      </dl>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <MakeAnOffer listings={product.listings} productName={product.full_name} />
        <WishlistButton productId={product.id} productName={product.full_name} variant="full" />
        <ShareButton title={product.full_name} />
      </div>
    </div>
  );
}

/**
 * `/product/{slug or id}` for a member (SPEC §2; guests meet the sign-in prompt before this
 * renders): gallery with zoom, the piece and its authentication, price shown, retail and last
 * sale, price history with ranges and stats, sales, active listings with the seller, item
 * specifics and similar pieces. Every amount follows the currency switch.
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const query = useProduct(slug);
  const product = query.data;
  useProductLiveUpdates(product?.id);
  useDocumentTitle(product?.full_name ?? 'Product');

  // A malformed key (400) is as much 'no such piece' as an unknown one (404).
  if (query.error instanceof ApiError && (query.error.isNotFound || query.error.status === 400)) {
    return <NotFoundPage what={`There is no piece “${slug}” on Patina.`} />;
  }
  if (query.isError) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">Product</h1>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!product) {
    return (
      <>
        <h1 className="sr-only">Loading product</h1>
        <ProductSkeleton />
      </>
    );
  }

  const reference = [product.model, product.reference].filter(Boolean).join(' · ');
  const bestSeller = product.listings[0]?.seller;
  const page = (
    // Keyed by the piece: moving to another (a similar piece, Back) starts its chart afresh
    // rather than showing the last piece's range and points under this title.
    <article key={product.id} data-testid="product-page">
      <Container className="py-10 md:py-14">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-xs text-muted">
            <li>
              <Link to="/" className="hover:text-bronze">Marketplace</Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={`/category/${product.category}`} className="hover:text-bronze">{categoryName(product.category)}</Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={`/brand/${product.brand_slug}`} className="hover:text-bronze">{product.brand}</Link>
            </li>
          </ol>
        </nav>

        <div className="mt-8 grid gap-10 md:grid-cols-2 lg:gap-16">
          <ProductGallery images={[product.image_feature]} alt={product.full_name} />
          <div>
            <Link to={`/brand/${product.brand_slug}`} className="label-caps text-bronze hover:underline" data-testid="brand-link">
              {product.brand}
            </Link>
            <h1 className="mt-3 font-display text-4xl font-medium leading-tight md:text-5xl">{product.name}</h1>
            {reference ? <p className="mt-3 text-sm text-ink-soft" data-testid="model-reference">{reference}</p> : null}
            <p className="mt-2 text-sm text-ink-soft">Condition: <span className="text-ink">{product.condition}</span></p>
            <p className="mt-5 flex items-start gap-2.5 border-l-2 border-bronze bg-ivory-deep/60 px-4 py-3 text-sm leading-6 text-ink" data-testid="authentication">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-bronze" strokeWidth={1.5} />
              <span>
                <strong className="font-medium">Authentication guaranteed.</strong> A Patina specialist inspects every piece before the
                seller is paid; payment waits in escrow until then.
              </span>
            </p>
            <PriceBox product={product} />
          </div>
        </div>

        <div className="mt-20">
          <PriceHistoryChart productCode={product.product_code} productName={product.full_name} />
        </div>

        <div className="mt-20 grid gap-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="listings-heading">
            <SectionHeading id="listings-heading" title="For sale now" />
            <div className="mt-6">
              <ProductListings
                listings={product.listings}
                total={product.listing_count}
                productName={product.full_name}
                action={(l) => <BuyListing listing={l} productName={product.full_name} />}
              />
            </div>
          </section>
          <div className="flex flex-col gap-10">
            {bestSeller ? <SellerCard seller={bestSeller} actions={<FollowButton handle={bestSeller.handle} name={bestSeller.name} />} /> : null}
            <AskTheSeller listing={product.listings[0]} productName={product.full_name} />
            <SalesHistory productCode={product.product_code} />
          </div>
        </div>

        <section aria-labelledby="specifics-heading" className="mt-20">
          <SectionHeading id="specifics-heading" title="Item specifics" />
          <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <ItemSpecifics items={product.item_specifics} />
            {product.description ? <p className="text-[0.9375rem] leading-7 text-ink-soft">{product.description}</p> : null}
          </div>
        </section>

        <section aria-labelledby="similar-heading" className="mt-20">
          <SectionHeading id="similar-heading" title="Similar pieces" />
          {query.isFetching && product.similar.length === 0 ? (
            <ProductGridSkeleton count={4} className="mt-8" />
          ) : product.similar.length > 0 ? (
            <ProductGrid products={product.similar} eagerCount={0} className="mt-8" />
          ) : (
            <p className="mt-6 text-sm text-ink-soft">Nothing close to this piece is on Patina yet.</p>
          )}
        </section>
      </Container>
    </article>
  );
  // Wine, champagne and cigars: the piece shows only after the age gate (SPEC §2, §4, §5).
  return product.category === 'fine-living' ? <AgeGate>{page}</AgeGate> : page;
}
