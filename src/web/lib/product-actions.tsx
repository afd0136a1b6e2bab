import { createContext, useContext, type ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * Actions on a product card (the wishlist heart) without the card's feature importing the
 * feature that owns them: the app layer provides a render function, cards place
 * `<ProductActions product={…} />` in their top-right corner. Without a provider (component
 * tests, a page that wants bare cards) nothing renders.
 */
export interface ProductActionsTarget {
  id: number;
  full_name: string;
}

export type RenderProductActions = (product: ProductActionsTarget) => ReactNode;

const ProductActionsContext = createContext<RenderProductActions | null>(null);

export function ProductActionsProvider({ render, children }: { render: RenderProductActions; children: ReactNode }) {
  return <ProductActionsContext.Provider value={render}>{children}</ProductActionsContext.Provider>;
}

/**
 * Sits above the card's stretched title link (`after:absolute after:inset-0`) with its own
 * stacking level, so the actions stay clickable and keyboard-reachable on their own.
 */
export function ProductActions({ product, className }: { product: ProductActionsTarget; className?: string }) {
  const render = useContext(ProductActionsContext);
  if (!render) return null;
  return <div className={clsx('absolute right-2 top-2 z-10', className)}>{render(product)}</div>;
}
