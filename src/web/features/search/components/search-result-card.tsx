import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { clsx } from 'clsx';
import type { AuctionSearchResult, SearchResult } from '../../../../shared/search/contracts.js';
import { cutTitle, type TitleKind } from '../../../../shared/search/title.js';
import { primaryBadge } from '../../../../shared/search/badges.js';
import { priceShown } from '../../../../shared/pricing/price-shown.js';
import { timeLeftBadge } from '../../../../shared/auctions/countdown.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { PRODUCT_DETAILS_REASON, useSignInGate } from '../../../lib/sign-in-gate.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Badge } from '../../../ui/badge.js';
import { Price } from '../../../ui/price.js';
import { ProductActions } from '../../../lib/product-actions.js';
import { useAgeGatedLink } from '../../../lib/age-gate.js';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { AgeVeil } from '../../../ui/age-veil.js';

export const productHref = (slug: string) => `/product/${encodeURIComponent(slug)}`;
export const auctionHref = (slug: string) => `/auction/${encodeURIComponent(slug)}`;

/**
 * SPEC §6: a guest clicking a result gets the sign-in modal (and continues to the piece
 * after signing in); a member goes straight there.
 */
function useGatedClick(href: string, category: string, onNavigate?: () => void) {
  const gate = useSignInGate();
  const age = useAgeGatedLink(href, isAgeRestricted(category), { onNavigate, signIn: { reason: PRODUCT_DETAILS_REASON } });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Fine Living asks for the 18+ confirmation first (SPEC §5); the page then asks a guest to sign in.
    if (age.guard(event)) return;
    if (!gate.isSignedIn) {
      event.preventDefault();
      gate.requireSignIn({ mode: 'sign-in', next: href, reason: PRODUCT_DETAILS_REASON });
      return;
    }
    onNavigate?.();
  };
  return { onClick, veiled: age.veiled };
}

/** 'Black · Excellent': the colour (a watch's dial) and the condition, when known. */
export function variantLine(result: Pick<SearchResult, 'color' | 'condition'>): string {
  return [result.color, result.condition].filter((v) => v && v.trim()).join(' · ');
}

/** A marketplace result: image, cut title, price shown, one badge at most (SPEC §9, issue #10 item 14). */
export function SearchResultCard({
  result, titleKind = 'marketplace', onNavigate, compact = false, loading = 'lazy', fetchPriority,
}: {
  result: SearchResult;
  titleKind?: TitleKind;
  onNavigate?: () => void;
  compact?: boolean;
  /** The first row of a results page is on screen at once: eager, the first of them high priority (#10 item 17). */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'auto';
}) {
  const href = productHref(result.slug);
  const { onClick, veiled } = useGatedClick(href, result.category, onNavigate);
  const badge = primaryBadge(result);
  return (
    <article data-testid="search-result" className="group relative flex flex-col">
      {/* The badge sits at the image's foot: the heart has the top-right corner, and a long
          badge (INVESTMENT) on a narrow phone card would run under it (issue #10 item 9). */}
      <div className="relative">
        {veiled ? (
          <AgeVeil name={result.full_name} />
        ) : (
          <FramedImage
            src={imageAtWidth(result.image_feature, 400)}
            alt={result.full_name}
            width={400}
            height={400}
            loading={loading}
            fetchPriority={fetchPriority}
            className="transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
          />
        )}
        {badge ? (
          <div className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)]" data-testid="card-badge">
            <Badge tone={badge === 'Hot' ? 'live' : badge === 'Investment' ? 'bronze' : 'ink'}>{badge}</Badge>
          </div>
        ) : null}
      </div>
      <p className="label-caps mt-2.5 text-bronze">{result.brand}</p>
      <h3 className={clsx('mt-1 font-display font-medium leading-snug', compact ? 'text-base' : 'text-lg')}>
        <Link to={href} onClick={onClick} title={result.full_name} className="after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:underline-offset-4">
          {cutTitle(result.full_name, titleKind)}
        </Link>
      </h3>
      {/* What tells two pieces of one reference apart (issue #10 item 19): colour and condition. */}
      <p className="mt-0.5 truncate text-xs text-muted" data-testid="variant">{variantLine(result)}</p>
      {/* Match confidence, trend and popularity rank results; they are not for members to read. */}
      <div className="mt-1.5 text-sm">
        {veiled ? (
          <span className="text-muted" data-testid="price-shown">Price shown at 18+</span>
        ) : (
          <span className="font-medium" data-testid="price-shown"><Price cents={priceShown(result)} /></span>
        )}
      </div>
      <ProductActions product={result} />
    </article>
  );
}

/** An auction result: LIVE and the time-left badge (SPEC §4), current bid or starting price. */
export function AuctionResultCard({ result, now, onNavigate }: { result: AuctionSearchResult; now: Date; onNavigate?: () => void }) {
  const href = auctionHref(result.slug);
  const { onClick, veiled } = useGatedClick(href, result.category, onNavigate);
  const hasBid = result.current_bid !== null && result.current_bid > 0;
  return (
    <article data-testid="auction-result" className="group relative flex flex-col">
      <div className="relative">
        {veiled ? <AgeVeil name={result.full_name} /> : <FramedImage src={imageAtWidth(result.image_feature, 400)} alt={result.full_name} width={400} height={400} />}
        <div className="absolute left-2 top-2 flex gap-1">
          <Badge tone="live">LIVE</Badge>
          <span className="sr-only">Time left:</span>
          <Badge tone="outline" caps={false} data-testid="time-left">
            <Clock aria-hidden="true" className="size-3" strokeWidth={2} />
            {timeLeftBadge(result.ends_at, now)}
          </Badge>
        </div>
      </div>
      <p className="label-caps mt-2.5 text-bronze">{result.brand}</p>
      <h3 className="mt-1 font-display text-base font-medium leading-snug">
        <Link to={href} onClick={onClick} title={result.full_name} className="after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:underline-offset-4">
          {cutTitle(result.full_name, 'auction')}
        </Link>
      </h3>
      <div className="mt-1.5 flex items-baseline justify-between gap-2 text-sm">
        {veiled ? <span className="text-muted">Shown at 18+</span> : <Price cents={hasBid ? (result.current_bid ?? 0) : result.starting_price} className="font-medium" />}
        <span className="text-xs text-muted">{hasBid ? `${result.bid_count} bid${result.bid_count === 1 ? '' : 's'}` : 'Starting price'}</span>
      </div>
    </article>
  );
}
