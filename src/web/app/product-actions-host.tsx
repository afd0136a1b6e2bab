import type { ReactNode } from 'react';
import { ProductActionsProvider, type ProductActionsTarget } from '../lib/product-actions.js';
import { WishlistButton } from '../features/wishlist/index.js';

function renderProductActions(product: ProductActionsTarget) {
  return <WishlistButton productId={product.id} productName={product.full_name} variant="icon" />;
}

/**
 * What every product card offers in its corner (lib/product-actions.tsx): the wishlist heart.
 * Composed here because features may not import one another.
 */
export function ProductActionsHost({ children }: { children: ReactNode }) {
  return <ProductActionsProvider render={renderProductActions}>{children}</ProductActionsProvider>;
}
