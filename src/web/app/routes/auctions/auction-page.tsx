import { useParams } from 'react-router';
import { formatAmount } from '../../../../shared/notifications/catalogue.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { BidHistory, BidPanel, LiveCountdown, SecondChancePanel, useAuction, useAuctionLiveUpdates, useWatchAuction } from '../../../features/auctions/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Badge } from '../../../ui/badge.js';
import { Button } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { NotFoundPage } from '../errors/not-found-page.js';

/**
 * /auction/{slug or id}: the piece, its estimate, the current bid and count, the reserve's
 * state, a countdown that moves (SPEC §4), the history, the member's standing and the bid
 * form; bids, extensions and the close arrive live over the lot's stream.
 */
export function AuctionPage() {
  const ref = useParams().slug ?? '';
  const query = useAuction(ref);
  const detail = query.data;
  useAuctionLiveUpdates(detail?.lot.id ?? null);
  const watch = useWatchAuction();
  useDocumentTitle(detail ? detail.piece.full_name : 'Auction');
  if (query.isError) {
    if ('status' in query.error && (query.error as { status: number }).status === 404) return <NotFoundPage />;
    return <Container className="py-12"><ErrorState message={query.error.message} onRetry={() => void query.refetch()} /></Container>;
  }
  if (!detail) {
    return (
      <Container className="py-12" aria-busy="true">
        <Skeleton className="aspect-square w-full max-w-lg" />
      </Container>
    );
  }
  const { lot, piece, me } = detail;
  const money = (n: number) => formatAmount(n, lot.currency);
  const ended = lot.status !== 'live';
  return (
    <Container className="grid gap-10 py-12 lg:grid-cols-2">
      <section aria-labelledby="lot-gallery">
        <h2 id="lot-gallery" className="sr-only">Gallery</h2>
        {piece.images.length > 0
          ? piece.images.map((src) => <FramedImage key={src} src={imageAtWidth(src, 800)} alt={piece.full_name} width={800} height={800} loading="eager" />)
          : <div className="aspect-square w-full bg-parchment" />}
      </section>
      <section aria-labelledby="lot-title" className="flex flex-col gap-6">
        <div>
          <Eyebrow>{piece.brand ?? 'Live auction'}</Eyebrow>
          <h1 id="lot-title" className="mt-2 font-display text-3xl font-medium">{piece.name}</h1>
          {piece.estimate_low !== null && piece.estimate_high !== null ? (
            <p className="mt-2 text-sm text-muted">Estimate {money(piece.estimate_low)} – {money(piece.estimate_high)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {ended ? <Badge tone="outline">ENDED</Badge> : <Badge tone="live">LIVE</Badge>}
          <span className="text-sm">
            <span className="sr-only">Time left: </span>
            <LiveCountdown endsAt={lot.ends_at} className="font-medium" />
          </span>
          {lot.reserve !== 'none' ? <span className="text-sm text-muted" data-testid="reserve">{lot.reserve === 'met' ? 'Reserve met' : 'Reserve not met'}</span> : null}
        </div>
        <dl className="grid grid-cols-2 gap-4 border-y border-line py-4">
          <div>
            <dt className="text-xs text-muted">{ended && lot.result === 'sold' ? 'Sold for' : lot.current_bid !== null ? 'Current bid' : 'Starting price'}</dt>
            <dd className="font-display text-2xl" data-testid="current-bid">{money(lot.hammer_price ?? lot.current_bid ?? lot.starting_price)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Bids</dt>
            <dd className="font-display text-2xl" data-testid="bid-count">{lot.bid_count}</dd>
          </div>
        </dl>
        {ended ? <p className="text-sm" data-testid="result">{lot.result === 'sold' ? `Sold for ${money(lot.hammer_price ?? 0)}.` : lot.result === 'unsold' ? 'Not sold: the reserve was not met.' : 'This auction has ended.'}</p> : null}
        <BidPanel detail={detail} />
        <SecondChancePanel detail={detail} />
        {!me.is_seller ? (
          <Button variant="ghost" size="sm" aria-pressed={me.watching} disabled={watch.isPending} onClick={() => watch.mutate({ ref: String(lot.id), on: !me.watching })}>
            {me.watching ? 'Watching' : 'Watch this lot'} · {lot.watchers}
          </Button>
        ) : null}
      </section>
      <section aria-labelledby="lot-history" className="lg:col-span-2">
        <h2 id="lot-history" className="font-display text-2xl font-medium">Bid history</h2>
        <div className="mt-4"><BidHistory history={detail.history} currency={lot.currency} /></div>
      </section>
    </Container>
  );
}
