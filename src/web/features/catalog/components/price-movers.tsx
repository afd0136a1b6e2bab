import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { TrendingItem } from '../../../../shared/catalog/contracts.js';
import { priceShown } from '../../../../shared/pricing/price-shown.js';
import { formatChange, TREND_MARKS, trendOfPercent } from '../../../../shared/pricing/price-stats.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Price } from '../../../ui/price.js';
import { productHref } from './product-card.js';
import { AgeVeil } from '../../../ui/age-veil.js';
import { useAgeGatedLink } from '../../../lib/age-gate.js';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

const COLOURS = { up: 'text-rise', down: 'text-fall', stable: 'text-ink-soft' } as const;

/** A price change marked three ways: arrow, sign and colour (colour is never the only cue). */
export function PriceChange({ percent, className }: { percent: number; className?: string }) {
  // SPEC §9: within ±2 % a price is stable, so it is marked neither up nor down.
  const trend = trendOfPercent(percent);
  const mark = TREND_MARKS[trend];
  return (
    <span data-testid="price-change" className={clsx('inline-flex items-center gap-1 text-sm font-medium tabular-nums', COLOURS[trend], className)}>
      <span aria-hidden="true">{mark.arrow}</span>
      <span className="sr-only">{mark.words}</span>
      {formatChange(percent)}
    </span>
  );
}

/** Pieces whose prices moved most over recent sales. */
export function PriceMovers({ items }: { items: TrendingItem[] }) {
  return (
    <ol className="grid gap-x-12 md:grid-cols-2">
      {items.map((item, i) => <PriceMover key={item.product.id} item={item} rank={i + 1} />)}
    </ol>
  );
}

function PriceMover({ item: { product, change_percent, sales_count }, rank }: { item: TrendingItem; rank: number }) {
  const age = useAgeGatedLink(productHref(product), isAgeRestricted(product.category));
  return (
    <li className="group relative flex min-w-0 items-center gap-3 border-b border-line py-5 sm:gap-5">
      <span aria-hidden="true" className="hidden w-6 shrink-0 font-display text-xl text-muted sm:block">
        {rank}
      </span>
      {age.veiled ? (
        <AgeVeil name={product.full_name} small className="w-16 shrink-0" />
      ) : (
        <FramedImage src={imageAtWidth(product.image_feature, 200)} alt={product.full_name} width={200} height={200} frameClassName="w-16 shrink-0" />
      )}
      <div className="min-w-0 flex-1">
        <p className="label-caps text-bronze">{product.brand}</p>
        <Link
          to={productHref(product)}
          onClick={age.guard}
          className="mt-1 block truncate font-display text-lg leading-snug after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4"
        >
          {product.name}
        </Link>
        <p className="mt-0.5 text-xs text-muted">
          {formatGrouped(sales_count)} recorded {sales_count === 1 ? 'sale' : 'sales'}
        </p>
      </div>
      <div className="shrink-0 text-right">
        {age.veiled ? <span className="block text-sm text-muted">18+</span> : <Price cents={priceShown(product)} className="block text-sm text-ink" />}
        <PriceChange percent={change_percent} className="mt-1" />
      </div>
    </li>
  );
}
