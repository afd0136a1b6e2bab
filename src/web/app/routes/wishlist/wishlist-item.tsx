import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/dates.js';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { WishlistItem } from '../../../../shared/wishlist/contracts.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { productHref } from '../../../features/catalog/index.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Price } from '../../../ui/price.js';
import { PriceChangeText } from '../../../ui/price-change.js';
import { Skeleton } from '../../../ui/skeleton.js';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="label-caps text-muted">{label}</dt>
      <dd className="mt-1.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

/** One saved piece: what it is, its price now and then, the move between, and Remove. */
export function WishlistItemRow({ item, onRemove }: { item: WishlistItem; onRemove: (item: WishlistItem) => void }) {
  const { product } = item;
  const href = productHref(product);
  return (
    <article data-testid="wishlist-item" className="grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-4 py-7 sm:grid-cols-[8rem_1fr_auto] sm:gap-x-8">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="row-span-2 sm:row-span-1">
        <FramedImage src={imageAtWidth(product.image_feature, 200)} alt="" width={200} height={200} />
      </Link>
      <div className="min-w-0">
        <p className="label-caps text-bronze">{product.brand}</p>
        <h2 className="mt-1.5 font-display text-xl font-medium leading-snug md:text-2xl">
          <Link to={href} className="hover:underline hover:decoration-line-strong hover:underline-offset-4">
            {product.name}
          </Link>
        </h2>
        <p className="mt-1 text-xs text-muted">
          {product.condition} · Saved <time dateTime={item.added_at}>{formatDate(item.added_at)}</time>
        </p>
        <dl className="mt-5 grid max-w-xl grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          <Figure label="Price now">
            <Price cents={item.price_now} className="font-medium" />
          </Figure>
          <Figure label="When saved">
            <Price cents={item.added_price} />
          </Figure>
          <Figure label="Change">
            <PriceChangeText change={item.change} />
          </Figure>
        </dl>
      </div>
      <div className="col-start-2 sm:col-start-auto">
        <button
          type="button"
          onClick={() => onRemove(item)}
          data-remove-for={product.id}
          aria-label={`Remove ${product.full_name} from wishlist`}
          className="label-caps inline-flex h-9 items-center gap-1.5 text-ink-soft underline decoration-transparent underline-offset-4 transition-colors hover:text-ink hover:decoration-ink"
        >
          <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Remove
        </button>
      </div>
    </article>
  );
}

export function WishlistItemSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-[5.5rem_1fr] gap-x-4 py-7 sm:grid-cols-[8rem_1fr_auto] sm:gap-x-8">
      <Skeleton className="aspect-square w-full" />
      <div>
        <Skeleton className="h-3 w-20" />
        <Skeleton className="mt-2.5 h-6 w-3/5" />
        <Skeleton className="mt-2 h-3 w-32" />
        <Skeleton className="mt-6 h-10 w-full max-w-xl" />
      </div>
    </div>
  );
}
