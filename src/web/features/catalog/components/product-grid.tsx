import { clsx } from 'clsx';
import type { ProductCard as ProductCardData } from '../../../../shared/catalog/contracts.js';
import { ProductCard, ProductCardSkeleton } from './product-card.js';

const grid = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8 lg:gap-y-14';

/** Product cards in a responsive grid; the first row loads eagerly, the rest lazily. */
export function ProductGrid({ products, eagerCount = 4, className }: { products: ProductCardData[]; eagerCount?: number; className?: string }) {
  return (
    <ul className={clsx(grid, className)}>
      {products.map((p, i) => (
        <li key={p.id} className={clsx('flex', i >= eagerCount && 'render-when-near')}>
          <ProductCard product={p} loading={i < eagerCount ? 'eager' : 'lazy'} fetchPriority={i < 2 ? 'high' : undefined} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div className={clsx(grid, className)}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
