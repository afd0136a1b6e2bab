import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { CatalogService } from '../catalog/index.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { priceShown } from '../../../shared/pricing/price-shown.js';
import {
  WISHLIST_MAX_ITEMS,
  type WishlistEvent, type WishlistItem, type WishlistListQuery, type WishlistListResponse,
} from '../../../shared/wishlist/contracts.js';
import { priceChange, sortWishlist } from '../../../shared/wishlist/price-change.js';
import type { WishlistRepo, WishlistRow } from './wishlist.repo.js';
import type { EventBus } from '../../platform/events/index.js';
import { userTopic } from '../../../shared/events/contracts.js';
import { formatGrouped } from '../../../shared/text/grouped.js';

export interface WishlistServiceDeps {
  repo: WishlistRepo;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  events: Pick<EventBus, 'publish'>;
  /** Pieces one member may keep; WISHLIST_MAX_ITEMS unless a caller needs another bound. */
  maxItems?: number;
}

function toItem(row: WishlistRow, product: ProductCard): WishlistItem {
  const now = priceShown(product);
  return {
    product,
    added_price: row.addedPrice,
    price_now: now,
    change: priceChange(row.addedPrice, now),
    added_at: row.createdAt.toISOString(),
  };
}

function noProduct(productId: number): NotFoundError {
  return new NotFoundError(`There is no product ${productId}.`, 'product_not_found');
}

/**
 * A member's wishlist: pieces saved with the price shown at that moment, so the list can say
 * how far each has moved since. Product cards come from the catalog module's service; the
 * module reads only its own tables.
 */
export function createWishlistService(deps: WishlistServiceDeps) {
  const { repo, catalog, events } = deps;
  const changed = (userId: string, productId: number, saved: boolean) => (tx: Parameters<EventBus['publish']>[0]) =>
    events.publish(tx, { type: 'wishlist.changed', topics: [userTopic(userId)], payload: { product_id: productId, saved } });
  const maxItems = deps.maxItems ?? WISHLIST_MAX_ITEMS;

  async function card(productId: number): Promise<ProductCard | null> {
    return (await catalog.productCardsByIds([productId])).get(productId) ?? null;
  }

  return {
    /** Idempotent: saving a saved piece keeps its first price and answers `created: false`. */
    async add(userId: string, productId: number): Promise<{ item: WishlistItem; created: boolean }> {
      const product = await card(productId);
      if (!product) throw noProduct(productId);
      const result = await repo.add(userId, productId, priceShown(product), maxItems, async (tx) => {
        await changed(userId, productId, true)(tx);
        // Followers of a public wishlist hear of a new piece (the follows module decides who).
        await events.publish(tx, {
          type: 'collection.piece_added',
          topics: [],
          payload: {
            owner_id: userId, kind: 'wishlist', product_id: productId,
            product_name: product.full_name.slice(0, 300), product_image: product.image_feature && product.image_feature.length <= 500 ? product.image_feature : null,
          },
        });
      });
      switch (result.outcome) {
        case 'no_product':
          throw noProduct(productId);
        case 'full':
          throw new ConflictError(
            `Your wishlist already holds ${formatGrouped(maxItems)} pieces, the most it can keep. Remove one to save another.`,
            'wishlist_full',
          );
        case 'added':
        case 'already':
          return { item: toItem(result.row, product), created: result.outcome === 'added' };
      }
    },

    /** Idempotent: removing what is not there is no error. */
    async remove(userId: string, productId: number): Promise<void> {
      await repo.remove(userId, productId, changed(userId, productId, false));
    },

    async list(userId: string, query: WishlistListQuery): Promise<WishlistListResponse> {
      // The cap bounds this read; sorting by the price now needs every current card anyway.
      const rows = await repo.items(userId, maxItems);
      const cards = await catalog.productCardsByIds(rows.map((r) => r.productId));
      const items = rows.flatMap((r) => {
        const product = cards.get(r.productId);
        return product ? [toItem(r, product)] : [];
      });
      const sorted = sortWishlist(items, query.sort);
      const start = (query.page - 1) * query.page_size;
      return {
        items: sorted.slice(start, start + query.page_size),
        total: sorted.length,
        page: query.page,
        page_size: query.page_size,
        page_count: Math.max(1, Math.ceil(sorted.length / query.page_size)),
      };
    },

    /** Product ids the member saved, newest first: hearts on cards read this. */
    async ids(userId: string): Promise<number[]> {
      return repo.productIds(userId, maxItems);
    },

    async has(userId: string, productId: number): Promise<boolean> {
      return (await repo.find(userId, productId)) !== null;
    },

    /**
     * A move of a saved piece's price shown, recorded for each member who saved it (the
     * product.changed subscriber); a fall to no price at all is no drop anyone can act on.
     */
    async recordPriceMove(eventId: number, productId: number, before: number, after: number): Promise<number> {
      const kind = after < before && after > 0 ? 'price_drop' : after > before ? 'price_rise' : null;
      if (!kind) return 0;
      return repo.recordPriceMove(eventId, productId, kind, before, after);
    },

    /** Members who saved a product. */
    saverIds(productId: number): Promise<string[]> {
      return repo.saverIds(productId);
    },

    /** Recent price moves of the member's saved pieces (written by the product.changed subscriber). */
    async events(userId: string, limit: number): Promise<WishlistEvent[]> {
      const rows = await repo.events(userId, limit);
      const cards = await catalog.productCardsByIds([...new Set(rows.map((r) => r.productId))]);
      return rows.map((r) => ({
        id: r.id,
        product_id: r.productId,
        kind: r.kind,
        old_price: r.oldPrice,
        new_price: r.newPrice,
        created_at: r.createdAt.toISOString(),
        delivered_at: r.deliveredAt ? r.deliveredAt.toISOString() : null,
        product: cards.get(r.productId) ?? null,
      }));
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
