import { Link } from 'react-router';
import { useSignInLink } from '../../../lib/use-sign-in-link.js';
import { Clock } from 'lucide-react';
import { clsx } from 'clsx';
import type { AuctionCard as AuctionCardData } from '../../../../shared/catalog/contracts.js';
import { timeLeftBadge } from '../../../../shared/auctions/countdown.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Badge } from '../../../ui/badge.js';
import { Price } from '../../../ui/price.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { AgeVeil } from '../../../ui/age-veil.js';
import { useAgeGatedLink } from '../../../lib/age-gate.js';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

export function auctionHref(auction: { slug: string }): string {
  return `/auction/${encodeURIComponent(auction.slug)}`;
}

/** An auction lot: LIVE and time-left badges (SPEC §4), current bid or the starting price. */
export function AuctionCard({ auction, now, loading = 'lazy' }: { auction: AuctionCardData; now: Date; loading?: 'lazy' | 'eager' }) {
  const left = timeLeftBadge(auction.ends_at, now);
  const hasBid = auction.current_bid !== null && auction.current_bid > 0;
  const signIn = useSignInLink(auctionHref(auction));
  const age = useAgeGatedLink(auctionHref(auction), isAgeRestricted(auction.category), { signIn: {} });
  return (
    <article data-testid="auction-card" className="group relative flex h-full flex-col">
      <div className="relative">
        {age.veiled ? <AgeVeil name={auction.full_name} /> : <FramedImage
          src={imageAtWidth(auction.image_feature, 400)}
          alt={auction.full_name}
          width={400}
          height={400}
          loading={loading}
          className="transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.03]"
        />}
        <div className="absolute left-3 top-3 flex gap-1.5">
          <Badge tone="live">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-ivory" />
            LIVE
          </Badge>
          <span className="sr-only">Time left:</span>
          <Badge tone="outline" caps={false} data-testid="time-left">
            <Clock aria-hidden="true" className="size-3" strokeWidth={2} />
            {left}
          </Badge>
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col">
        <p className="label-caps text-bronze">{auction.brand}</p>
        <h3 className="mt-1.5 font-display text-lg font-medium leading-snug">
          <Link
            to={auctionHref(auction)}
            onClick={(event) => age.guard(event) || signIn(event)}
            className="line-clamp-2 after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4"
          >
            {auction.name}
          </Link>
        </h3>
        <dl className="mt-auto flex items-end justify-between gap-3 pt-3">
          <div>
            <dt className="text-xs text-muted">{hasBid ? 'Current bid' : 'Starting price'}</dt>
            <dd className={clsx('text-sm font-medium')}>
              {age.veiled ? <span className="font-normal text-muted">Shown at 18+</span> : <Price cents={hasBid ? (auction.current_bid ?? 0) : auction.starting_price} />}
            </dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">Bids</dt>
            <dd className="text-xs text-muted">
              {auction.bid_count === 1 ? '1 bid' : `${formatGrouped(auction.bid_count)} bids`}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

export function AuctionCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="mt-4 h-3 w-20" />
      <Skeleton className="mt-2.5 h-5 w-4/5" />
      <Skeleton className="mt-5 h-4 w-28" />
    </div>
  );
}
