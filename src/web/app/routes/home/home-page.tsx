import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { ArrowRight, BadgeCheck, Landmark, ScrollText } from 'lucide-react';
import type { HomeResponse } from '../../../../shared/catalog/contracts.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import {
  AuctionCard, AuctionCardSkeleton, BrandList, CATEGORY_LINKS, CategoryIndex, PriceMovers, ProductGrid, ProductGridSkeleton,
  productHref, useHome,
} from '../../../features/catalog/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useNow } from '../../../lib/use-now.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { SectionHeading } from '../../../ui/section-heading.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { capsLinkClasses } from '../../../ui/text-link.js';

/** SPEC §4: auction countdowns on cards tick every 30 seconds. */
const COUNTDOWN_TICK_MS = 30_000;

function Hero({ data, failed }: { data: HomeResponse | undefined; failed: boolean }) {
  // The hero is the page's advertisement: never alcohol or tobacco (SPEC §5), whoever looks.
  const feature = data?.new_arrivals.find((p) => !isAgeRestricted(p.category));
  return (
    <section aria-labelledby="home-title" className="border-b border-line">
      <Container className="grid items-center gap-12 py-14 md:grid-cols-[1.15fr_0.85fr] md:gap-16 md:py-20 lg:py-24">
        <div>
          <p className="label-caps text-bronze">The members’ marketplace</p>
          <h1 id="home-title" className="mt-6 font-display text-[2.75rem] font-medium leading-[1.02] tracking-[-0.01em] sm:text-6xl lg:text-7xl xl:text-[5.25rem]">
            Authenticated luxury, bought and sold <em className="font-normal text-bronze">among members.</em>
          </h1>
          <p className="mt-8 max-w-lg text-base leading-7 text-ink-soft md:text-[1.0625rem] md:leading-8">
            Bags, watches, jewellery, art and rarer things, each examined by an expert before it is offered, each payment held
            in escrow until the piece is in your hands.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-4">
            <a href="#categories" className="inline-flex h-13 items-center justify-center gap-2 bg-ink px-8 text-xs font-medium uppercase tracking-[0.08em] text-ivory transition-colors hover:bg-bronze-deep">
              Explore the collection
            </a>
            <Link to="/membership" className={capsLinkClasses()}>
              Become a member
              <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
            </Link>
          </div>
        </div>
        <figure className="relative mx-auto w-full max-w-md md:max-w-none">
          <div className="border border-line p-3 md:p-5">
            {feature ? (
              <Link to={productHref(feature)} className="group relative block overflow-hidden">
                <FramedImage
                  src={imageAtWidth(feature.image_feature, 800)}
                  alt={feature.full_name}
                  width={800}
                  height={800}
                  loading="eager"
                  fetchPriority="high"
                  className="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.02]"
                />
              </Link>
            ) : failed ? (
              <div aria-hidden="true" className="flex aspect-square w-full flex-col items-center justify-center gap-4 bg-ivory-deep">
                <span className="font-display text-[9rem] italic leading-none text-bronze">P</span>
                <span className="label-caps text-muted">Authenticated · Escrowed · Passported</span>
              </div>
            ) : (
              <Skeleton className="aspect-square w-full" />
            )}
          </div>
          <figcaption className="mt-4 flex items-baseline justify-between gap-4">
            {feature ? (
              <>
                <span className="label-caps text-muted">Newly arrived</span>
                <span className="truncate font-display text-lg">
                  {feature.brand} · {feature.name}
                </span>
              </>
            ) : failed ? null : (
              <Skeleton className="h-4 w-48" />
            )}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}

function HousePromise() {
  const items = [
    { icon: BadgeCheck, title: 'Examined by an expert', text: 'Every piece is inspected by a specialist in its field before it is offered, and again before it ships.' },
    { icon: Landmark, title: 'Held in escrow', text: 'Your payment waits with us until the piece arrives as described. Sellers are paid when you are satisfied.' },
    { icon: ScrollText, title: 'A passport for life', text: 'Each authenticated piece receives a digital passport: its findings, provenance and every change of hands.' },
  ];
  return (
    <section aria-labelledby="promise-title" className="render-when-near bg-ivory-deep">
      <Container className="py-16 md:py-20">
        <h2 id="promise-title" className="sr-only">
          The Patina promise
        </h2>
        <ul className="grid gap-10 md:grid-cols-3 md:gap-14">
          {items.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" className="size-6 text-bronze" strokeWidth={1.2} />
              <h3 className="mt-5 font-display text-2xl font-medium">{title}</h3>
              <p className="mt-3 text-sm leading-6 text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Section({ id, eyebrow, title, action, children }: { id: string; eyebrow: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="render-when-near scroll-mt-6">
      <Container className="pt-20 md:pt-28">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} action={action} className="mb-10" />
        {children}
      </Container>
    </section>
  );
}

function EndingSoon({ data }: { data: HomeResponse }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  if (data.ending_soon.length === 0) {
    return (
      <EmptyState title="No auctions are closing soon" headingLevel={3}>
        New lots open every week. The marketplace below is open for fixed-price buying in the meantime.
      </EmptyState>
    );
  }
  return (
    <ul className="scrollbar-none -mx-5 flex snap-x gap-5 overflow-x-auto px-5 pb-2 md:mx-0 md:grid md:grid-cols-4 md:gap-8 md:overflow-visible md:px-0">
      {data.ending_soon.slice(0, 8).map((auction) => (
        <li key={auction.id} className="w-[70vw] max-w-72 shrink-0 snap-start md:w-auto md:max-w-none">
          <AuctionCard auction={auction} now={now} />
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  useDocumentTitle(null);
  const home = useHome();
  const data = home.data;

  return (
    <>
      <Hero data={data} failed={home.isError} />

      {home.isError ? (
        <>
          <Section id="categories" eyebrow="Ten departments" title="Shop by category">
            <CategoryIndex categories={[...CATEGORY_LINKS]} />
          </Section>
          <Container className="pt-16">
            <ErrorState
              title="Auctions and new arrivals could not load"
              message={home.error.message}
              onRetry={() => void home.refetch()}
            />
          </Container>
        </>
      ) : (
        <>
          <Section id="categories" eyebrow="Ten departments" title="Shop by category">
            {data ? <CategoryIndex categories={data.categories} /> : <Skeleton className="h-80 w-full" />}
          </Section>

          <Section
            id="ending-soon"
            eyebrow="Live auctions"
            title="Ending soon"
            action={
              <Link to="/auctions" className={capsLinkClasses()}>
                All auctions
                <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
              </Link>
            }
          >
            {data ? (
              <EndingSoon data={data} />
            ) : (
              <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
                {Array.from({ length: 4 }, (_, i) => <AuctionCardSkeleton key={i} />)}
              </div>
            )}
          </Section>

          <Section id="new-arrivals" eyebrow="Just authenticated" title="New arrivals">
            {data ? (
              data.new_arrivals.length > 0 ? (
                <ProductGrid products={data.new_arrivals.slice(0, 8)} eagerCount={0} />
              ) : (
                <EmptyState title="Nothing new this week" headingLevel={3}>
                  Pieces appear here as soon as our experts have authenticated them.
                </EmptyState>
              )
            ) : (
              <ProductGridSkeleton count={4} />
            )}
          </Section>

          <div className="mt-20 md:mt-28">
            <HousePromise />
          </div>

          <Section id="trending-brands" eyebrow="Most traded this season" title="Trending brands">
            {data ? (
              data.trending_brands.length > 0 ? (
                <BrandList brands={data.trending_brands} />
              ) : (
                <p className="text-sm text-ink-soft">Brands appear here once enough sales are recorded.</p>
              )
            ) : (
              <Skeleton className="h-48 w-full" />
            )}
          </Section>

          <Section id="price-movers" eyebrow="Last 90 days of recorded sales" title="Price movers">
            {data ? (
              data.trending.length > 0 ? (
                <PriceMovers items={data.trending} />
              ) : (
                <p className="text-sm text-ink-soft">Prices have held steady: no piece has moved by more than two per cent.</p>
              )
            ) : (
              <Skeleton className="h-64 w-full" />
            )}
          </Section>

          <section aria-labelledby="join-title" className="render-when-near">
            <Container className="pt-20 md:pt-28">
              <div className="flex flex-col items-start justify-between gap-8 border border-ink px-8 py-12 md:flex-row md:items-center md:px-14 md:py-16">
                <div className="max-w-xl">
                  <p className="label-caps text-bronze">Membership</p>
                  <h2 id="join-title" className="mt-4 font-display text-4xl font-medium leading-tight">
                    Buy, sell and bid among people who care for the same things.
                  </h2>
                </div>
                <ButtonLink to="/membership" variant="primary" size="lg">
                  Discover membership
                </ButtonLink>
              </div>
            </Container>
          </section>
        </>
      )}
    </>
  );
}

export const Component = HomePage;
