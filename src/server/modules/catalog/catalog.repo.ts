import { and, asc, count, desc, eq, gte, lt, lte, param, placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { brands, categories, products } from './catalog.tables.js';
import type { ProductListQuery } from '../../../shared/catalog/contracts.js';
import { priceShown } from '../../../shared/pricing/price-shown.js';

/** The price a product is shown at (SPEC §9), as SQL, for filters and sorting. */
export const shownPrice = sql<number>`coalesce(nullif(${products.lowestAsk}, 0), nullif(${products.price}, 0), nullif(${products.recommendedPrice}, 0), 0)`;

/**
 * Newest first, as the created_at indexes are ordered (drizzle-kit makes them DESC NULLS
 * LAST; a plain DESC means NULLS FIRST, which no index serves, and a million rows get sorted).
 */
const newestFirst = sql`${products.createdAt} desc nulls last`;

export const productCardColumns = {
  id: products.id,
  ref_int: products.refInt,
  slug: products.slug,
  name: products.name,
  full_name: products.fullName,
  brand: brands.name,
  brand_slug: brands.slug,
  category: products.category,
  subcategory: products.subcategory,
  image_feature: products.imageFeature,
  price: products.price,
  recommended_price: products.recommendedPrice,
  retail_price: products.retailPrice,
  lowest_ask: products.lowestAsk,
  last_sale: products.lastSale,
  currency: products.currency,
  color: products.color,
  condition: products.condition,
  is_good_deal: products.isGoodDeal,
  investment_piece: products.investmentPiece,
  best_seller: products.bestSeller,
  created_at: products.createdAt,
};

export interface NewListedProduct {
  brand: string;
  name: string;
  category: string;
  subcategory: string | null;
  model: string | null;
  reference: string | null;
  condition: string;
  description: string;
  attributes: Record<string, string | number | boolean>;
  image: string | null;
}

function slugify(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
}

export function createCatalogRepo(db: Db) {
  // Planned once per connection: the search dropdown asks for its cards on every keystroke,
  // and planning the join costs about as much as running it.
  const cardsByIdsPrepared = db
    .select(productCardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${products.id} = any(${placeholder('ids')}::bigint[])`)
    .prepare('catalog_product_cards_by_ids');

  const cardsByIds = (ids: number[], tx: DbOrTx) =>
    tx
      .select(productCardColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(sql`${products.id} = any(${param(ids)}::bigint[])`);

  function listFilters(q: ProductListQuery, brandId: number | null): SQL | undefined {
    const where: (SQL | undefined)[] = [];
    if (q.category) where.push(eq(products.category, q.category));
    if (q.subcategory) where.push(eq(products.subcategory, q.subcategory));
    if (brandId !== null) where.push(eq(products.brandId, brandId));
    if (q.condition) where.push(eq(products.condition, q.condition));
    if (q.min_price !== undefined) where.push(gte(shownPrice, q.min_price * 100));
    if (q.max_price !== undefined) where.push(lte(shownPrice, q.max_price * 100));
    if (q.search) {
      const needle = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // full_name starts with the brand, so one trigram-indexed column covers both.
      where.push(sql`patina_unaccent(lower(${products.fullName})) like patina_unaccent(${needle})`);
    }
    return and(...where);
  }

  function listOrder(sort: ProductListQuery['sort']) {
    switch (sort) {
      case 'price_asc':
        return [asc(shownPrice), asc(products.id)];
      case 'price_desc':
        return [desc(shownPrice), desc(products.id)];
      case 'popular':
        return [desc(products.views), desc(products.id)];
      case 'newest':
        return [newestFirst, desc(products.id)];
    }
  }

  return {
    /**
     * A piece the catalogue lacked, approved by an expert (issue #12): its brand found by name
     * (any case) or added, the sub-category given if it is one of the category's (else its
     * first), the next ref_int, a code `PT-<ref>` and a slug from brand, name and ref.
     */
    async createListedProduct(input: NewListedProduct, tx: DbOrTx = db): Promise<{ id: number; slug: string }> {
      const brandSlug = slugify(input.brand) || 'house';
      const [found] = await tx.select({ id: brands.id }).from(brands)
        .where(sql`lower(${brands.name}) = lower(${input.brand}) or ${brands.slug} = ${brandSlug}`).limit(1);
      const brandId = found?.id ?? (await tx.insert(brands)
        .values({ slug: brandSlug, name: input.brand, categories: [input.category] })
        .returning({ id: brands.id }))[0]!.id;
      const subs = await tx.select({ slug: categories.slug }).from(categories)
        .where(eq(categories.parentSlug, input.category)).orderBy(asc(categories.position));
      const subcategory = subs.find((c) => c.slug === input.subcategory)?.slug ?? subs[0]?.slug ?? input.category;
      const [next] = await tx.select({ ref: sql<number>`coalesce(max(${products.refInt}), 0) + 1`.mapWith(Number) }).from(products);
      const ref = next!.ref;
      const [row] = await tx.insert(products).values({
        refInt: ref,
        productCode: `PT-${ref}`,
        slug: `${brandSlug}-${slugify(input.name) || 'piece'}-${ref}`.slice(0, 200),
        name: input.name,
        fullName: `${input.brand} ${input.name}`,
        brandId,
        category: input.category,
        subcategory,
        model: input.model ?? input.name,
        reference: input.reference ?? null,
        condition: input.condition,
        color: '',
        materials: [],
        attributes: input.attributes,
        description: input.description,
        imageFeature: input.image,
      }).returning({ id: products.id, slug: products.slug });
      return row!;
    },

    async allCategories(tx: DbOrTx = db) {
      return tx.select().from(categories).orderBy(asc(categories.position));
    },

    async categoryCounts(tx: DbOrTx = db) {
      return tx
        .select({ category: products.category, subcategory: products.subcategory, n: count() })
        .from(products)
        .groupBy(products.category, products.subcategory);
    },

    async productCount(tx: DbOrTx = db) {
      const [row] = await tx.select({ n: count() }).from(products);
      return row?.n ?? 0;
    },

    async brandBySlug(slug: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(brands).where(eq(brands.slug, slug)).limit(1);
      return row ?? null;
    },

    async brandsBySlugs(slugs: string[], tx: DbOrTx = db) {
      if (slugs.length === 0) return [];
      return tx.select().from(brands).where(sql`${brands.slug} = any(${param(slugs)}::text[])`);
    },

    async brandProductCount(brandId: number, tx: DbOrTx = db) {
      const [row] = await tx.select({ n: count() }).from(products).where(eq(products.brandId, brandId));
      return row?.n ?? 0;
    },

    async listProducts(q: ProductListQuery, brandId: number | null, tx: DbOrTx = db) {
      const where = listFilters(q, brandId);
      const offset = (q.page - 1) * q.page_size;
      const rows = await tx
        .select(productCardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .orderBy(...listOrder(q.sort))
        .limit(q.page_size)
        .offset(offset);
      return rows;
    },

    /** How many products the list's filters match (sort and page aside). */
    async countProducts(q: ProductListQuery, brandId: number | null, tx: DbOrTx = db) {
      const [total] = await tx
        .select({ n: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(listFilters(q, brandId));
      return total?.n ?? 0;
    },

    /** Facet counts ignore the facet's own filter, so a member can switch brand or condition. */
    async facets(q: ProductListQuery, brandId: number | null, tx: DbOrTx = db) {
      const brandRows = await tx
        .select({ slug: brands.slug, name: brands.name, count: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(listFilters(q, null))
        .groupBy(brands.slug, brands.name)
        .orderBy(desc(count()), asc(brands.name))
        .limit(40);
      const conditionRows = await tx
        .select({ value: products.condition, count: count() })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(listFilters({ ...q, condition: undefined }, brandId))
        .groupBy(products.condition);
      return { brands: brandRows, conditions: conditionRows };
    },

    async productCardsByIds(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return cardsByIds(ids, tx);
    },

    async productCardsByCodes(codes: string[], tx: DbOrTx = db) {
      if (codes.length === 0) return [];
      return tx
        .select({ ...productCardColumns, product_code: products.productCode })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(sql`${products.productCode} = any(${param(codes)}::text[])`);
    },

    async newArrivals(limit: number, tx: DbOrTx = db) {
      return tx
        .select(productCardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .orderBy(newestFirst, desc(products.id))
        .limit(limit);
    },

    async topProductsOfBrand(brandId: number, limit: number, tx: DbOrTx = db) {
      return tx
        .select(productCardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.brandId, brandId))
        .orderBy(desc(products.views), desc(shownPrice))
        .limit(limit);
    },

    /** A product by slug or by id, with what its page shows beyond the card. */
    async productDetail(key: { slug: string } | { id: number }, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          ...productCardColumns,
          product_code: products.productCode,
          brand_id: products.brandId,
          model: products.model,
          reference: products.reference,
          materials: products.materials,
          attributes: products.attributes,
          description: products.description,
          brand_country: brands.country,
          views: products.views,
          wishlist_count: products.wishlistCount,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where('slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * The `limit` products of the category priced closest to `around` (cents), within lo..hi.
     * Read as two walks of the category's price index, from `around` up and from it down, each
     * stopping after `limit` rows: ordering the whole band by distance read every piece in it
     * (tens of thousands in a large category).
     */
    async priceNeighbours(category: string, around: number, lo: number, hi: number, excludeId: number, limit: number, tx: DbOrTx = db) {
      const side = (range: SQL, order: SQL[]) =>
        tx
          .select({ ...productCardColumns, brand_id: products.brandId })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(and(eq(products.category, category), range, sql`${products.id} <> ${excludeId}`))
          .orderBy(...order)
          .limit(limit);
      const above = await side(and(gte(shownPrice, around), lte(shownPrice, hi))!, [asc(shownPrice), asc(products.id)]);
      const below = await side(and(gte(shownPrice, lo), lt(shownPrice, around))!, [desc(shownPrice), asc(products.id)]);
      const distance = (r: (typeof above)[number]) => Math.abs(priceShown(r) - around);
      return [...above, ...below].sort((a, b) => distance(a) - distance(b) || a.id - b.id).slice(0, limit);
    },

    /** Counts the view when it is this viewer's first of the piece today (UTC). */
    async recordView(id: number, viewerId: string, tx: DbOrTx = db) {
      await tx.execute(sql`
        with first_today as (
          insert into product_views (product_id, viewer_id, day) values (${id}, ${viewerId}, current_date)
          on conflict do nothing returning product_id
        )
        update products set views = views + 1 where id in (select product_id from first_today)`);
    },

    async productCodesOfBrand(brandId: number, tx: DbOrTx = db) {
      return (await tx.select({ code: products.productCode }).from(products).where(eq(products.brandId, brandId))).map((r) => r.code);
    },

    async brandsOfProductCodes(codes: string[], tx: DbOrTx = db) {
      if (codes.length === 0) return [];
      return tx
        .select({ code: products.productCode, brandId: products.brandId })
        .from(products)
        .where(sql`${products.productCode} = any(${param(codes)}::text[])`);
    },

    async brandsByIds(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx.select().from(brands).where(sql`${brands.id} = any(${param(ids)}::bigint[])`);
    },

    async productCountsByBrand(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ brandId: products.brandId, n: count() })
        .from(products)
        .where(sql`${products.brandId} = any(${param(ids)}::bigint[])`)
        .groupBy(products.brandId);
    },

    /** Whether a product carries this code (pricing answers 404 for codes nobody sells). */
    async hasProductCode(code: string, tx: DbOrTx = db) {
      const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.productCode, code)).limit(1);
      return row !== undefined;
    },

    /** Every product code of a brand as one array: one row travels, not one per product. */
    async productCodeArrayOfBrand(brandId: number, tx: DbOrTx = db): Promise<string[]> {
      const [row] = await tx
        .select({ codes: sql<string[] | null>`array_agg(${products.productCode})` })
        .from(products)
        .where(eq(products.brandId, brandId));
      return row?.codes ?? [];
    },

    /** Every drawn image the catalogue shows (products and brands): the only ones the image route renders. */
    /** Products and their pictures by id, a page at a time (image search indexes them). */
    async productImagesAfter(afterId: number, limit: number, tx: DbOrTx = db): Promise<{ id: number; image: string }[]> {
      const rows = await tx
        .select({ id: products.id, image: products.imageFeature })
        .from(products)
        .where(sql`${products.id} > ${afterId} and ${products.imageFeature} is not null`)
        .orderBy(asc(products.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, image: r.image! }));
    },

    /** What image search says about the pieces it found: names, model, colour, description. */
    async productFacts(ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: products.id, name: products.name, model: products.model, color: products.color, description: products.description, brand: brands.name })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(sql`${products.id} = any(${param(ids)}::bigint[])`);
    },

    async drawnImageUrls(tx: DbOrTx = db): Promise<string[]> {
      const rows = await queryRows<{ url: string }>(tx, sql`
        select distinct ${products.imageFeature} as url from ${products} where ${products.imageFeature} like '/images/catalog/%'
        union
        select ${brands.image} from ${brands} where ${brands.image} like '/images/catalog/%'`);
      return rows.map((r) => r.url);
    },

    /**
     * Changes a product's prices in one transaction and calls `changed` inside it with the
     * price shown before and after (SPEC §9), so the caller's event commits with the change.
     * Answers null when there is no such product.
     */
    async setPrices(
      id: number,
      prices: Partial<{ price: number | null; recommendedPrice: number | null; lowestAsk: number | null }>,
      changed: (tx: DbOrTx, shown: { before: number; after: number }) => Promise<void>,
      outer: DbOrTx = db,
    ): Promise<{ before: number; after: number } | null> {
      return outer.transaction(async (tx) => {
        const [old] = await tx
          .select({ price: products.price, recommended_price: products.recommendedPrice, lowest_ask: products.lowestAsk })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!old) return null;
        const [now] = await tx
          .update(products)
          .set(prices)
          .where(eq(products.id, id))
          .returning({ price: products.price, recommended_price: products.recommendedPrice, lowest_ask: products.lowestAsk });
        const shown = { before: priceShown(old), after: priceShown(now!) };
        await changed(tx, shown);
        return shown;
      });
    },

    /** One more or one fewer member saved the piece; never below zero (demo counts have no items behind them). */
    async addToWishlistCount(id: number, delta: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(products)
        .set({ wishlistCount: sql`greatest(${products.wishlistCount} + ${delta}, 0)` })
        .where(eq(products.id, id));
    },

    async lowestAsk(id: number, tx: DbOrTx = db): Promise<number | null | undefined> {
      const [row] = await tx.select({ lowestAsk: products.lowestAsk }).from(products).where(eq(products.id, id));
      return row ? row.lowestAsk : undefined;
    },

    /**
     * productCardsByIds as a prepared statement, for the search dropdown's every keystroke.
     * The statement is prepared on `db`; inside a transaction the same query runs unprepared.
     */
    async productCardsByIdsPrepared(ids: number[], tx?: DbOrTx) {
      if (ids.length === 0) return [];
      if (tx) return cardsByIds(ids, tx);
      return cardsByIdsPrepared.execute({ ids });
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
