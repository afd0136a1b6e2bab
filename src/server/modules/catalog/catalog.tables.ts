import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, index, integer, jsonb, pgTable, pgView, primaryKey, smallint, text, timestamp, char,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  parentSlug: text('parent_slug'),
  position: smallint('position').notNull(),
  blurb: text('blurb').notNull().default(''),
  ageRestricted: boolean('age_restricted').notNull().default(false),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  categories: text('categories').array().notNull(),
  subcategory: text('subcategory'),
  country: text('country').notNull().default(''),
  founded: smallint('founded'),
  story: text('story').notNull().default(''),
  popularRank: smallint('popular_rank'),
  image: text('image'),
});

/**
 * Prices are USD minor units (cents). `price` is the house's reference price, `lowest_ask`
 * the cheapest active listing (kept in step by the listings module), `last_sale` the most
 * recent historical sale.
 */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    refInt: integer('ref_int').notNull().unique(),
    productCode: text('product_code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    category: text('category').notNull().references(() => categories.slug),
    subcategory: text('subcategory').notNull().references(() => categories.slug),
    model: text('model').notNull(),
    reference: text('reference'),
    condition: text('condition').notNull(),
    color: text('color').notNull(),
    materials: text('materials').array().notNull(),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull(),
    description: text('description').notNull().default(''),
    imageFeature: text('image_feature'),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    retailPrice: bigint('retail_price', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }),
    recommendedPrice: bigint('recommended_price', { mode: 'number' }),
    lowestAsk: bigint('lowest_ask', { mode: 'number' }),
    lastSale: bigint('last_sale', { mode: 'number' }),
    isGoodDeal: boolean('is_good_deal').notNull().default(false),
    investmentPiece: boolean('investment_piece').notNull().default(false),
    bestSeller: boolean('best_seller').notNull().default(false),
    views: integer('views').notNull().default(0),
    wishlistCount: integer('wishlist_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_created_idx').on(t.category, t.createdAt.desc()),
    index('products_subcategory_created_idx').on(t.subcategory, t.createdAt.desc()),
    index('products_brand_idx').on(t.brandId, t.createdAt.desc()),
    // The price shown (SPEC §9) exactly as catalog.repo's shownPrice writes it, or no query
    // could use it: price filters, price sorts and a piece's price neighbours.
    index('products_category_shown_price_idx').on(
      t.category,
      sql`coalesce(nullif(${t.lowestAsk}, 0), nullif(${t.price}, 0), nullif(${t.recommendedPrice}, 0), 0)`,
    ),
    index('products_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Who looked at which piece on which day: a view counts once per member, piece and day, so
 * reloading a page cannot push a piece up the popularity ranking. No foreign key to users:
 * the catalogue does not own them; old days can be pruned freely.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.viewerId, t.day] })],
);

/**
 * What the catalogue publishes for other modules' SQL (migration 0042; patina-tables/own-tables):
 * search builds its rows from these views, never from products and brands themselves.
 */
export const publishedProducts = pgView('catalog_published_products', {
  id: bigint('id', { mode: 'number' }).notNull(),
  productCode: text('product_code').notNull(),
  brandId: integer('brand_id').notNull(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  model: text('model').notNull(),
  reference: text('reference'),
  category: text('category').notNull(),
  condition: text('condition').notNull(),
  lowestAsk: bigint('lowest_ask', { mode: 'number' }),
  price: bigint('price', { mode: 'number' }),
  recommendedPrice: bigint('recommended_price', { mode: 'number' }),
  views: integer('views').notNull(),
  wishlistCount: integer('wishlist_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

export const publishedBrands = pgView('catalog_published_brands', {
  id: integer('id').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
}).existing();

/** What the catalogue publishes for the Journal's market reports (migration 0046, decision 056). */
export const publishedReportProducts = pgView('catalog_published_report_products', {
  id: bigint('id', { mode: 'number' }).notNull(),
  productCode: text('product_code').notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  model: text('model').notNull(),
  brandId: integer('brand_id').notNull(),
  category: text('category').notNull(),
  retailPrice: bigint('retail_price', { mode: 'number' }),
}).existing();

export const publishedCategories = pgView('catalog_published_categories', {
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  parentSlug: text('parent_slug'),
  position: smallint('position').notNull(),
}).existing();

export const publishedProductViews = pgView('catalog_published_product_views', {
  productId: bigint('product_id', { mode: 'number' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
}).existing();
