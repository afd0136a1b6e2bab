import { useSearchParams } from 'react-router';
import { AUCTION_SORTS, type AuctionCardDto } from '../../../../shared/auctions/contracts.js';
import { CATEGORY_SLUGS } from '../../../../shared/catalog/categories.js';
import type { AuctionCard as CatalogAuctionCard } from '../../../../shared/catalog/contracts.js';
import { useAuctions, useWatchAuction } from '../../../features/auctions/index.js';
import { AuctionCard, AuctionCardSkeleton } from '../../../features/catalog/index.js';
import { formatAmount } from '../../../../shared/notifications/catalogue.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { useNow } from '../../../lib/use-now.js';
import { Button } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Select } from '../../../ui/select.js';

const SORT_LABELS: Record<(typeof AUCTION_SORTS)[number], string> = {
  ending: 'Ending soonest',
  newest: 'Newly opened',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  bids: 'Most bids',
};

const toCard = (c: AuctionCardDto): CatalogAuctionCard => ({ ...c, brand: c.brand ?? '', brand_slug: '', category: c.category ?? '' });

function WatchButton({ lot }: { lot: AuctionCardDto }) {
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

function Group({ id, title, lots, now, results = false }: { id: string; title: string; lots: AuctionCardDto[]; now: Date; results?: boolean }) {
  if (lots.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-display text-2xl font-medium">{title}</h2>
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
    </section>
  );
}

/** /auctions (members): live now, ending soon, upcoming and recent results; by category, sorted; watch a lot. */
export function AuctionsPage() {
  useDocumentTitle('Auctions');
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const sort = (AUCTION_SORTS as readonly string[]).includes(rawSort ?? '') ? rawSort! : 'ending';
  const rawCategory = params.get('category') ?? '';
  const category = (CATEGORY_SLUGS as readonly string[]).includes(rawCategory) ? rawCategory : '';
  const query = useAuctions({ sort, ...(category ? { category } : {}) });
  const now = useNow(30_000);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { preventScrollReset: true });
  };
  const data = query.data;
  const nothing = data && data.live.length + data.ending_soon.length + data.upcoming.length + data.results.length === 0;
  return (
    <Container className="py-12">
      <section aria-labelledby="auctions-title">
        <Eyebrow>Live auctions</Eyebrow>
        <h1 id="auctions-title" className="mt-2 font-display text-4xl font-medium">Auctions</h1>
        <div className="mt-8 flex flex-wrap gap-4">
          <Select label="Category" value={category} onChange={(e) => set('category', e.target.value)} className="w-48">
            <option value="">All categories</option>
            {CATEGORY_SLUGS.map((c) => <option key={c} value={c}>{c.replace('-', ' ').replace(/^\w/, (m) => m.toUpperCase())}</option>)}
          </Select>
          <Select label="Sort" value={sort} onChange={(e) => set('sort', e.target.value === 'ending' ? '' : e.target.value)} className="w-56">
            {AUCTION_SORTS.map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
          </Select>
        </div>
      </section>
      {query.isError ? <ErrorState message={query.error.message} onRetry={() => void query.refetch()} className="mt-10" /> : null}
      {query.isPending ? (
        <ul aria-hidden="true" className="mt-12 grid grid-cols-2 gap-5 md:grid-cols-4">{Array.from({ length: 8 }, (_, i) => <li key={i}><AuctionCardSkeleton /></li>)}</ul>
      ) : null}
      {nothing ? (
        <section aria-labelledby="no-auctions" className="mt-12">
          <EmptyState title="No Auctions Found" headingLevel={2}>No auction items match. Try another category or check the marketplace.</EmptyState>
          <span id="no-auctions" className="sr-only">No Auctions Found</span>
        </section>
      ) : null}
      {data ? (
        <>
          <Group id="live-now" title="Live now" lots={data.live} now={now} />
          <Group id="ending-soon" title="Ending soon" lots={data.ending_soon} now={now} />
          <Group id="upcoming" title="Upcoming" lots={data.upcoming} now={now} />
          <Group id="results" title="Recent results" lots={data.results} now={now} results />
        </>
      ) : null}
    </Container>
  );
}
