import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api-error.js';
import { productDetailSchema, productKeySchema, type ProductDetail, type ProductListing } from '../../shared/catalog/contracts.js';
import { itemSpecifics } from '../../shared/catalog/item-specifics.js';
import { priceShown } from '../../shared/pricing/price-shown.js';
import { requireViewer, type AccountsService } from '../modules/accounts/index.js';
import type { CatalogService } from '../modules/catalog/index.js';
import type { ListingsService } from '../modules/listings/index.js';

/** Listings the page shows, lowest price first; listing_count says how many there are in all. */
const LISTINGS_SHOWN = 20;

interface Deps {
  catalog: Pick<CatalogService, 'productDetail' | 'similarProducts' | 'recordView'>;
  listings: Pick<ListingsService, 'activeForProduct' | 'activeCountForProduct' | 'activeCountsBySellers'>;
  accounts: Pick<AccountsService, 'publicProfiles'>;
  wishlist: { has(userId: string, productId: number): Promise<boolean> };
}

/**
 * The product page for a member (issue #5): the product with its item specifics, active
 * listings lowest first with their sellers, similar pieces and whether the member saved it.
 * Price history and sales come from the pricing calls, so this answer stays small.
 */
export function createProductPage(deps: Deps) {
  return async (key: string, viewerId: string): Promise<ProductDetail> => {
    const product = await deps.catalog.productDetail(key);
    const [rows, listingCount, similar, wishlisted] = await Promise.all([
      deps.listings.activeForProduct(product.id, LISTINGS_SHOWN),
      deps.listings.activeCountForProduct(product.id),
      deps.catalog.similarProducts({ ...product, shown: priceShown(product) }),
      deps.wishlist.has(viewerId, product.id),
      deps.catalog.recordView(product.id, viewerId),
    ]);
    const sellerIds = rows.map((r) => r.sellerId);
    const [profiles, counts] = await Promise.all([deps.accounts.publicProfiles(sellerIds), deps.listings.activeCountsBySellers(sellerIds)]);
    const listings: ProductListing[] = rows.flatMap((r) => {
      const seller = profiles.get(r.sellerId);
      if (!seller) return [];
      return [{
        id: r.id,
        product_id: r.productId,
        price: r.price,
        currency: r.currency,
        status: r.status,
        condition: r.condition,
        created_at: r.createdAt.toISOString(),
        accepts_offers: r.acceptsOffers,
        offer_floor: r.acceptsOffers ? r.offerFloor : null,
        seller: {
          id: seller.id,
          name: seller.name,
          handle: seller.handle,
          member_since: seller.memberSince.toISOString(),
          verified: seller.verified,
          active_listings: counts.get(seller.id) ?? 0,
        },
      }];
    });
    const { brand_id: _brandId, ...rest } = product;
    return {
      ...rest,
      item_specifics: itemSpecifics(product),
      listings,
      listing_count: listingCount,
      similar,
      wishlisted,
    };
  };
}

export function productPageRoutes(productPage: ReturnType<typeof createProductPage>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/catalog/products/:key', {
      config: { capability: 'view_details' },
      schema: {
        tags: ['catalog'],
        summary: 'A product page by slug or id: details, item specifics, active listings, sellers, similar pieces (members only)',
        params: productKeySchema,
        response: { 200: productDetailSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    }, async (req, reply) => {
      // SPEC §1: product details require an account.
      const viewer = await requireViewer(req);
      reply.header('cache-control', 'private, no-store');
      return productPage(req.params.key, viewer.id);
    });
  };
}
