import { Link } from 'react-router';
import { useSignInLink } from '../../../lib/use-sign-in-link.js';
import { clsx } from 'clsx';
import type { ProductCard as ProductCardData } from '../../../../shared/catalog/contracts.js';
import { priceShown } from '../../../../shared/pricing/price-shown.js';
import { useMoney } from '../../../lib/money.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Price } from '../../../ui/price.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { ProductActions } from '../../../lib/product-actions.js';
import { useAgeGatedLink } from '../../../lib/age-gate.js';
import { isAgeRestricted } from '../../../../shared/catalog/categories.js';
import { AgeVeil } from '../../../ui/age-veil.js';

export function productHref(product: { slug: string }): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}

/**
 * A product in a grid: the title is the link and stretches over the card, so the whole card
 * is clickable while screen readers hear one short link name.
 */
export function ProductCard({
  product, loading = 'lazy', fetchPriority, headingLevel = 3, className,
}: { product: ProductCardData; loading?: 'lazy' | 'eager'; fetchPriority?: 'high' | 'auto'; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { format } = useMoney();
  const lastSale = product.last_sale && product.last_sale > 0 ? format(product.last_sale) : null;
  const signIn = useSignInLink(productHref(product));
  const age = useAgeGatedLink(productHref(product), isAgeRestricted(product.category), { signIn: {} });
  return (
    <article data-testid="product-card" className={clsx('group relative flex flex-col', className)}>
      {age.veiled ? <AgeVeil name={product.full_name} /> : <FramedImage
        src={imageAtWidth(product.image_feature, 400)}
        alt={product.full_name}
        width={400}
        height={400}
        loading={loading}
        fetchPriority={fetchPriority}
        className="transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.03]"
      />}
      <div className="mt-4 flex flex-1 flex-col">
        <p className="label-caps text-bronze">{product.brand}</p>
        <Heading className="mt-1.5 font-display text-lg font-medium leading-snug text-ink">
          <Link
            to={productHref(product)}
            onClick={(event) => age.guard(event) || signIn(event)}
            className="line-clamp-2 after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:decoration-line-strong group-hover:underline-offset-4"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="mt-1 text-xs text-muted">{product.condition}</p>
        <div className="mt-auto pt-3">
          {age.veiled ? (
            <p className="block text-sm text-muted">Price shown at 18+</p>
          ) : (
            <Price cents={priceShown(product)} className="block text-sm font-medium text-ink" />
          )}
          {/* The line is kept when empty so prices in a row stay aligned. */}
          <p className="mt-0.5 min-h-4 text-xs text-muted">{lastSale && !age.veiled ? `Last sale ${lastSale}` : null}</p>
        </div>
      </div>
      <ProductActions product={product} />
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="mt-4 h-3 w-20" />
      <Skeleton className="mt-2.5 h-5 w-4/5" />
      <Skeleton className="mt-2 h-3 w-16" />
      <Skeleton className="mt-4 h-4 w-24" />
    </div>
  );
}
