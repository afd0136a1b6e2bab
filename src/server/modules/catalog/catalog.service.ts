import type { DbOrTx } from '../../db/client.js';
import type { CatalogRepo, NewListedProduct } from './catalog.repo.js';
import { NotFoundError } from '../../platform/errors.js';
import { ttlCache } from '../../platform/ttl-cache.js';
import type {
  BrandDetail, BrandSummary, Category, ProductCard, ProductListQuery, ProductListResponse,
} from '../../../shared/catalog/contracts.js';
import { CONDITIONS } from '../../../shared/catalog/contracts.js';
import { priceShown } from '../../../shared/pricing/price-shown.js';
import { productTopic } from '../../../shared/events/contracts.js';
import type { EventBus } from '../../platform/events/index.js';

type CardRow = Omit<ProductCard, 'created_at'> & { created_at: Date };

export function toProductCard(row: CardRow): ProductCard {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * How long counts of pieces are kept (per category, and a list's total and facets per
 * selection): counting a million products by category takes about half a second, and every
 * home and category page shows them.
 */
export const CATEGORY_COUNTS_TTL_MS = 60_000;
/** Past that minute a count is still shown for ten more while a new one is made in the background. */
export const COUNTS_STALE_MS = 10 * 60_000;

export interface ProductPrices {
  price?: number | null;
  recommended_price?: number | null;
  lowest_ask?: number | null;
}

export function createCatalogService(deps: { repo: CatalogRepo; events: Pick<EventBus, 'publish'>; now?: () => number }) {
  const { repo, events } = deps;

  /**
   * Changes prices and, in the same transaction, says so (product.changed) when any changed;
   * `also` joins that transaction (an admin's change is audited with it).
   */
  async function setPrices(
    productId: number, prices: ProductPrices, also?: (tx: DbOrTx, shown: { before: number; after: number }) => Promise<void>,
  ): Promise<{ before: number; after: number }> {
    const shown = await repo.setPrices(
      productId,
      {
        ...(prices.price !== undefined ? { price: prices.price } : {}),
        ...(prices.recommended_price !== undefined ? { recommendedPrice: prices.recommended_price } : {}),
        ...(prices.lowest_ask !== undefined ? { lowestAsk: prices.lowest_ask } : {}),
      },
      async (tx, s) => {
        await events.publish(tx, {
          type: 'product.changed',
          topics: [productTopic(productId)],
          payload: { product_id: productId, shown_before: s.before, shown_after: s.after },
        });
        if (also) await also(tx, s);
      },
    );
    if (!shown) throw new NotFoundError(`There is no product ${productId}.`, 'product_not_found');
    return shown;
  }
  const counting = { staleMs: COUNTS_STALE_MS };
  const countsCache = ttlCache<Awaited<ReturnType<CatalogRepo['categoryCounts']>>>(CATEGORY_COUNTS_TTL_MS, deps.now, counting);
  const listCounts = ttlCache<{ total: number; facets: Awaited<ReturnType<CatalogRepo['facets']>> }>(CATEGORY_COUNTS_TTL_MS, deps.now, counting);

  async function categoriesWithCounts(): Promise<Category[]> {
    const [rows, counts] = await Promise.all([repo.allCategories(), countsCache('all', () => repo.categoryCounts())]);
    const bySub = new Map<string, number>();
    const byCat = new Map<string, number>();
    for (const c of counts) {
      bySub.set(c.subcategory, (bySub.get(c.subcategory) ?? 0) + c.n);
      byCat.set(c.category, (byCat.get(c.category) ?? 0) + c.n);
    }
    return rows
      .filter((r) => r.parentSlug === null)
      .map((r) => ({
        slug: r.slug,
        name: r.name,
        blurb: r.blurb,
        age_restricted: r.ageRestricted,
        product_count: byCat.get(r.slug) ?? 0,
        subcategories: rows
          .filter((s) => s.parentSlug === r.slug)
          .map((s) => ({ slug: s.slug, name: s.name, blurb: s.blurb, product_count: bySub.get(s.slug) ?? 0 })),
      }));
  }

  async function brandSummaries(ids: number[]): Promise<Map<number, BrandSummary>> {
    const [rows, counts] = await Promise.all([repo.brandsByIds(ids), repo.productCountsByBrand(ids)]);
    const n = new Map(counts.map((c) => [c.brandId, c.n]));
    return new Map(
      rows.map((b) => [
        b.id,
        { slug: b.slug, name: b.name, country: b.country, founded: b.founded, categories: b.categories, image: b.image, product_count: n.get(b.id) ?? 0 },
      ]),
    );
  }

  return {
    categories: categoriesWithCounts,

    async category(slug: string): Promise<Category> {
      const found = (await categoriesWithCounts()).find((c) => c.slug === slug);
      if (!found) throw new NotFoundError(`There is no category '${slug}'.`, 'category_not_found');
      return found;
    },

    async listProducts(q: ProductListQuery): Promise<ProductListResponse> {
      let brandId: number | null = null;
      if (q.brand) {
        const brand = await repo.brandBySlug(q.brand);
        if (!brand) throw new NotFoundError(`There is no brand '${q.brand}'.`, 'brand_not_found');
        brandId = brand.id;
      }
      if (q.subcategory) {
        const cats = await repo.allCategories();
        const sub = cats.find((c) => c.slug === q.subcategory && c.parentSlug !== null);
        if (!sub || (q.category && sub.parentSlug !== q.category)) {
          throw new NotFoundError(`There is no subcategory '${q.subcategory}'${q.category ? ` in ${q.category}` : ''}.`, 'subcategory_not_found');
        }
      }
      // The total and the facets depend on the filters only: every sort and page of one
      // selection shares them for a minute (counting a large category takes half a second).
      const countsKey = JSON.stringify([q.category, q.subcategory, q.brand, q.search, q.condition, q.min_price, q.max_price]);
      const [rows, { total, facets }] = await Promise.all([
        repo.listProducts(q, brandId),
        listCounts(countsKey, async () => {
          const [n, f] = await Promise.all([repo.countProducts(q, brandId), repo.facets(q, brandId)]);
          return { total: n, facets: f };
        }),
      ]);
      const order = new Map<string, number>(CONDITIONS.map((c, i) => [c, i]));
      return {
        products: rows.map(toProductCard),
        total,
        page: q.page,
        page_size: q.page_size,
        page_count: Math.max(1, Math.ceil(total / q.page_size)),
        facets: {
          brands: facets.brands,
          conditions: [...facets.conditions].sort((a, b) => (order.get(a.value) ?? 99) - (order.get(b.value) ?? 99)),
        },
      };
    },

    async brand(slug: string, salesCount: (codes: string[]) => Promise<number>): Promise<BrandDetail> {
      const brand = await repo.brandBySlug(slug);
      if (!brand) throw new NotFoundError(`There is no brand '${slug}'.`, 'brand_not_found');
      const [productCount, top, codes] = await Promise.all([
        repo.brandProductCount(brand.id),
        repo.topProductsOfBrand(brand.id, 12),
        repo.productCodesOfBrand(brand.id),
      ]);
      return {
        slug: brand.slug,
        name: brand.name,
        country: brand.country,
        founded: brand.founded,
        categories: brand.categories,
        image: brand.image,
        story: brand.story,
        subcategory: brand.subcategory,
        product_count: productCount,
        sales_count: await salesCount(codes),
        top_products: top.map(toProductCard),
      };
    },

    brandSummaries,

    async productCardsByIds(ids: number[], tx?: DbOrTx): Promise<Map<number, ProductCard>> {
      return new Map((await repo.productCardsByIds(ids, tx)).map((r) => [r.id, toProductCard(r)]));
    },

    /** The same cards from a statement planned once per connection (search, per keystroke). */
    async productCardsByIdsPrepared(ids: number[]): Promise<Map<number, ProductCard>> {
      return new Map((await repo.productCardsByIdsPrepared(ids)).map((r) => [r.id, toProductCard(r)]));
    },

    async productCardsByCodes(codes: string[]): Promise<Map<string, ProductCard>> {
      return new Map((await repo.productCardsByCodes(codes)).map(({ product_code, ...r }) => [product_code, toProductCard(r)]));
    },

    async newArrivals(limit: number): Promise<ProductCard[]> {
      return (await repo.newArrivals(limit)).map(toProductCard);
    },

    /** A product by slug or numeric id (SPEC §2 `/product/{slug or id}`), or a 404. */
    async productDetail(key: string) {
      const row = await repo.productDetail(/^\d{1,15}$/.test(key) ? { id: Number(key) } : { slug: key });
      if (!row) throw new NotFoundError(`There is no product '${key}'.`, 'product_not_found');
      const { created_at, ...rest } = row;
      return { ...rest, created_at: created_at.toISOString() };
    },

    /**
     * Pieces like this one: of the 200 in its category priced closest to it (within half to
     * twice its price), the same brand and subcategory first, then the closest price.
     */
    async similarProducts(p: { id: number; category: string; subcategory: string; brand_id: number; shown: number }, limit = 8): Promise<ProductCard[]> {
      if (!(p.shown > 0)) return [];
      const rows = await repo.priceNeighbours(p.category, p.shown, Math.floor(p.shown * 0.5), Math.ceil(p.shown * 2), p.id, 200);
      const score = (r: (typeof rows)[number]) =>
        (r.brand_id === p.brand_id ? 0 : 2) + (r.subcategory === p.subcategory ? 0 : 1) + Math.abs(Math.log((priceShown(r) || 1) / p.shown));
      return rows
        .sort((a, b) => score(a) - score(b) || a.id - b.id)
        .slice(0, limit)
        .map(({ brand_id: _b, ...r }) => toProductCard(r));
    },

    recordView: repo.recordView,

    setPrices,

    /** Forgets the counts of price-filtered lists this instance keeps (a price changed somewhere). */
    forgetListCounts(): void {
      listCounts.clear();
    },

    /** A member saved (+1) or let go of (-1) the piece: products.wishlist_count follows, within `tx`. */
    addToWishlistCount: (productId: number, delta: 1 | -1, tx?: Parameters<CatalogRepo['addToWishlistCount']>[2]) =>
      repo.addToWishlistCount(productId, delta, tx),

    /** The lowest active ask of a product's listings, or none: changes the price shown when it moves. */
    async setLowestAsk(productId: number, lowest: number | null): Promise<void> {
      const current = await repo.lowestAsk(productId);
      if (current === undefined || current === lowest) return;
      await setPrices(productId, { lowest_ask: lowest });
    },

    /** A new piece approved by an expert becomes a catalogue product (issue #12), within the approval's transaction. */
    createListedProduct: (input: NewListedProduct, tx?: DbOrTx) => repo.createListedProduct(input, tx),

    /** A product's reference data (what an expert compares a listing with); null if unknown. */
    referenceData: (id: number, tx?: DbOrTx) => repo.productDetail({ id }, tx),

    /** Products in the catalogue, for the admin overview. */
    /** Products and their pictures after `afterId`, in id order (image search's index). */
    async productImagesAfter(afterId: number, limit: number): Promise<{ id: number; image: string }[]> {
      return repo.productImagesAfter(afterId, limit);
    },

    async productFacts(ids: number[]): Promise<{ id: number; name: string; model: string; color: string; description: string; brand: string }[]> {
      return repo.productFacts(ids);
    },

    async productCount(): Promise<number> {
      return repo.productCount();
    },

    /** Brand id for each product code, for aggregating sales by brand. */
    async brandIdsOfCodes(codes: string[]): Promise<Map<string, number>> {
      return new Map((await repo.brandsOfProductCodes(codes)).map((r) => [r.code, r.brandId]));
    },

    /** Whether a product with this code is in the catalogue. */
    hasProductCode: (code: string): Promise<boolean> => repo.hasProductCode(code),

    /** A brand's slug, name and every product code, for its sales figures; null if unknown. */
    async brandCodes(slug: string): Promise<{ slug: string; name: string; codes: string[] } | null> {
      const brand = await repo.brandBySlug(slug);
      if (!brand) return null;
      return { slug: brand.slug, name: brand.name, codes: await repo.productCodeArrayOfBrand(brand.id) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
