import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The search module's own narrow copy of each product: its words (brand, full name, model
 * and reference through patina_search_norm: lower case, accents off, punctuation to
 * spaces), what results are filtered by, and what they are ranked by. Filled from the
 * catalogue in SQL by search.repo.ts (refreshAll lays rows out most popular first).
 * Matching never reads the products table; only the final cards do.
 */
export const productSearch = pgTable(
  'product_search',
  {
    // The catalogue's product by column: the foreign key (cascade) is in migration 0003.
    productId: bigint('product_id', { mode: 'number' }).primaryKey(),
    /** Distinct normalized words, sorted; a GIN index answers "has any of these words" per query word. */
    words: text('words').array().notNull(),
    nameNorm: text('name_norm').notNull(),
    brandNorm: text('brand_norm').notNull(),
    brandSlug: text('brand_slug').notNull(),
    category: text('category').notNull(),
    condition: text('condition').notNull(),
    /** USD cents, SPEC §9 price shown. */
    priceShown: bigint('price_shown', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 1..100 from views, wishlists and sales (shared/search/trend.ts). */
    popularity: smallint('popularity').notNull(),
    /** From the last two sales, stable within ±2 % (shared/search/trend.ts). */
    trend: text('trend', { enum: ['up', 'down', 'stable'] }).notNull(),
    /**
     * Numbered as written (a refresh deletes and inserts a changed product's row): every
     * instance's ranking facts in memory catch up by range (migration 0040).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('product_search_seq')`),
  },
  (t) => [
    index('product_search_words_idx').using('gin', t.words),
    index('product_search_name_idx').on(t.nameNorm),
    index('product_search_seq_idx').on(t.seq),
  ],
);

/**
 * Every word of the catalogue once, with the number of products that carry it: a query
 * word expands to the catalogue words it begins (prefix search as you type), and a word
 * that begins none is corrected to a catalogue word it becomes by swapping two neighbouring
 * letters (five letters or more, migration 0052), else to the closest one by trigram
 * similarity (typos). A few
 * thousand rows, where the product table has a million.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Products carrying the word (each product's words are distinct, so this is exact). */
    ndoc: integer('ndoc').notNull(),
    /**
     * Words every product carrying this one also carries: its house's name ('vuitton' ->
     * louis, vuitton) and its model's when all of them are one model. A query word implied
     * by another needs no check of its own, and the other's count is the query's.
     */
    implies: text('implies').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The word's first HEAD_ROWS (500) products in the dropdown's order (popularity, then id),
     * each as (100 - popularity) * 2^32 + product_id: merged in memory, they are a query
     * word's candidates without reading product rows (issue #10 item 18), and for several
     * words the rarest's rows to check the others on. Empty until a full refresh; 200 long
     * when written before 036 (the dropdown then reads the rarest's rows from the index).
     */
    head: bigint('head', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

/**
 * What makes a prefix's product count exact: a product with two words of one prefix
 * ('chanel', 'chain') is counted once per word in search_words. For each pair of a
 * product's words that are neighbours in sorted order and share at least two letters, one
 * row here counts it under the letters they share; the products carrying a word that begins
 * with P are then the sum of those words' ndoc less the pairs under prefixes beginning
 * with P (patina_search_terms). A few hundred rows.
 */
export const searchOverlaps = pgTable(
  'search_overlaps',
  {
    prefix: text('prefix').primaryKey(),
    n: integer('n').notNull(),
  },
  (t) => [index('search_overlaps_prefix_idx').using('btree', sql`${t.prefix} text_pattern_ops`)],
);

/**
 * One row: a number every statement writing search_words or search_overlaps bumps (triggers
 * of migration 0036), so an instance holding the vocabulary in memory reloads it only when
 * it changed (vocabulary.ts).
 */
export const searchState = pgTable('search_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
