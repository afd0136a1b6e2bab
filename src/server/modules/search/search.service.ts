import { createHash } from 'node:crypto';
import { QueryAbandonedError } from '../../db/client.js';
import { ttlCache } from '../../platform/ttl-cache.js';
import type { SearchRepo } from './search.repo.js';
import type { MatchRow, Term } from './search.sql.js';
import type { CatalogService } from '../catalog/index.js';
import type { AuctionsService, AuctionRow } from '../auctions/index.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import type {
  AuctionSearchResponse, AuctionSearchResult, InstantResponse, SearchQuery, SearchResponse, SearchResult,
} from '../../../shared/search/contracts.js';
import { SEARCH_MIN_CHARS } from '../../../shared/search/constants.js';
import { expandAbbreviations } from '../../../shared/search/abbreviations.js';
import { normalizeQuery } from '../../../shared/search/normalize.js';
import { auctionConfidence, confidence } from '../../../shared/search/confidence.js';

/**
 * Text search over the catalogue (SPEC §4, §5, §7): instant results for the dropdown, live
 * auction lots, and the full results page. The dropdown's answers are kept per instance
 * for a short while: people type the same prefixes, and the first keystrokes of popular
 * names are the busiest queries of the site.
 */
export interface Cached<T> {
  body: T;
  etag: string;
  /** The body as sent: serialized once, for the ETag and every reply. */
  json: string;
}

/** A body kept with its serialization and ETag, made once for every reply. */
function cachedBody<T>(body: T): Cached<T> {
  const json = JSON.stringify(body);
  return { body, json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"` };
}

export const INSTANT_CACHE_MS = 30_000;
const LIVE_LOTS_MS = 10_000;

export interface SearchDeps {
  repo: SearchRepo;
  catalog: Pick<CatalogService, 'productCardsByIdsPrepared'>;
  auctions: Pick<AuctionsService, 'live'>;
  /**
   * The lots' prices as they are now (issue #14): the cache keeps which lots match, the
   * price, bids, watchers and end shown are read afresh on every answer.
   */
  livePrices?: (ids: number[]) => Promise<{ id: number; currentBid: number | null; bidCount: number; watchers: number; endsAt: Date }[]>;
  now?: () => number;
}

function toResult(card: ProductCard, match: MatchRow, rank: number, query: string): SearchResult {
  return {
    id: card.id, slug: card.slug, name: card.name, full_name: card.full_name, brand: card.brand, brand_slug: card.brand_slug,
    category: card.category, image_feature: card.image_feature, price: card.price, recommended_price: card.recommended_price,
    retail_price: card.retail_price, lowest_ask: card.lowest_ask, last_sale: card.last_sale, color: card.color,
    condition: card.condition, is_good_deal: card.is_good_deal, investment_piece: card.investment_piece,
    best_seller: card.best_seller, created_at: card.created_at,
    confidence: confidence({ rank, query, name: card.name, brand: card.brand }),
    market_trend: match.trend,
    popularity: match.popularity,
  };
}

export function createSearchService(deps: SearchDeps) {
  const { repo, catalog, auctions } = deps;
  const now = deps.now ?? Date.now;
  // Each caller computes its own miss (its own abort signal cancels only its own query) and
  // keeps the answer; live lots are shared by everyone for ten seconds.
  const instantCache = ttlCache<Cached<InstantResponse>>(INSTANT_CACHE_MS, now, { maxEntries: 5000 });
  const auctionCache = ttlCache<Cached<AuctionSearchResponse>>(INSTANT_CACHE_MS, now, { maxEntries: 2000 });
  const lotsCache = ttlCache<AuctionRow[]>(LIVE_LOTS_MS, now, { maxEntries: 1 });

  /**
   * The query's words as searched, and those that match nothing in the catalogue. Every
   * matching word must match a result; a word that matches nothing at all is left out and
   * named (rather than the whole search finding nothing). Null when no word matches.
   */
  async function termsOf(query: string, signal?: AbortSignal): Promise<Term[] | null> {
    return (await matchingTerms(query, signal))?.terms ?? null;
  }

  async function matchingTerms(query: string, signal?: AbortSignal): Promise<{ terms: Term[]; missing: string[] } | null> {
    if (query.length < SEARCH_MIN_CHARS) return null;
    const all = await repo.terms(query, signal);
    const terms = all.filter((t) => t.words.length > 0);
    if (terms.length === 0) return null;
    return { terms, missing: all.filter((t) => t.words.length === 0).map((t) => t.token) };
  }

  const withMissing = (missing: string[]) => (missing.length > 0 ? { missing } : {});

  async function results(rows: MatchRow[], query: string, firstRank: number, signal?: AbortSignal): Promise<SearchResult[]> {
    if (signal?.aborted) throw new QueryAbandonedError();
    const cards = await catalog.productCardsByIdsPrepared(rows.map((r) => r.product_id));
    return rows.flatMap((r, i) => {
      const card = cards.get(r.product_id);
      return card ? [toResult(card, r, firstRank + i, query)] : [];
    });
  }

  /** The cached answer with each lot's price, bids, watchers and end as they are now. */
  async function withLivePrices(cached: Cached<AuctionSearchResponse>): Promise<Cached<AuctionSearchResponse>> {
    if (!deps.livePrices || cached.body.results.length === 0) return cached;
    const fresh = new Map((await deps.livePrices(cached.body.results.map((r) => r.id))).map((p) => [p.id, p]));
    let changed = false;
    const results = cached.body.results.map((r) => {
      const p = fresh.get(r.id);
      if (!p) return r;
      const endsAt = p.endsAt.toISOString();
      if (p.currentBid === r.current_bid && p.bidCount === r.bid_count && p.watchers === r.watchers && endsAt === r.ends_at) return r;
      changed = true;
      return { ...r, current_bid: p.currentBid, bid_count: p.bidCount, watchers: p.watchers, ends_at: endsAt };
    });
    return changed ? cachedBody({ ...cached.body, results }) : cached;
  }

  function liveLots(): Promise<AuctionRow[]> {
    return lotsCache('live', () => auctions.live());
  }

  return {
    /** GET /api/search/instant: the dropdown's marketplace results and their count. */
    async instant(q: string, limit: number, signal?: AbortSignal): Promise<Cached<InstantResponse>> {
      const query = expandAbbreviations(normalizeQuery(q));
      const key = `${limit}:${query}`;
      const hit = instantCache.peek(key);
      if (hit) return hit;
      const matched = await matchingTerms(query, signal);
      if (!matched) return instantCache.put(key, cachedBody({ results: [], total: 0, total_exact: true }));
      const { rows, total, exact } = await repo.instant(query, matched.terms, limit, signal);
      const body = { results: await results(rows, query, 0, signal), total, total_exact: exact, ...withMissing(matched.missing) };
      return instantCache.put(key, cachedBody(body));
    },

    /** GET /api/search/auctions: live lots whose piece matches. */
    async auctions(q: string, limit: number, signal?: AbortSignal): Promise<Cached<AuctionSearchResponse>> {
      const query = expandAbbreviations(normalizeQuery(q));
      const key = `${limit}:${query}`;
      const hit = auctionCache.peek(key);
      if (hit) return withLivePrices(await hit);
      const terms = await termsOf(query, signal);
      if (!terms) return auctionCache.put(key, cachedBody({ results: [], total: 0 }));
      const live = await liveLots();
      const byProduct = new Map<number, AuctionRow>();
      for (const a of live) if (!byProduct.has(a.productId)) byProduct.set(a.productId, a);
      const { ids, total } = await repo.matchAmong(query, terms, [...byProduct.keys()], limit, signal);
      if (signal?.aborted) throw new QueryAbandonedError();
      const cards = await catalog.productCardsByIdsPrepared(ids);
      const out: AuctionSearchResult[] = [];
      for (const id of ids) {
        const a = byProduct.get(id);
        const p = cards.get(id);
        if (!a || !p) continue;
        out.push({
          id: a.id, slug: a.slug, name: p.name, full_name: p.full_name, brand: p.brand, category: p.category,
          image_feature: p.image_feature, currency: a.currency, starting_price: a.startingPrice, current_bid: a.currentBid,
          reserve_price: null, buy_now_price: a.buyNowPrice, bid_count: a.bidCount, watchers: a.watchers,
          ends_at: a.endsAt.toISOString(), confidence: auctionConfidence(out.length),
        });
      }
      return withLivePrices(auctionCache.put(key, cachedBody({ results: out, total })));
    },

    /** GET /api/search: the results page (and the manual search and suggestions). */
    async search(q: SearchQuery, signal?: AbortSignal): Promise<SearchResponse> {
      const query = expandAbbreviations(normalizeQuery(q.q));
      const offset = (q.page - 1) * q.limit;
      const filters = {
        category: q.category,
        brand: q.brand,
        condition: q.condition,
        minCents: q.min === undefined ? undefined : q.min * 100,
        maxCents: q.max === undefined ? undefined : q.max * 100,
      };
      const matched = await matchingTerms(query, signal);
      if (!matched) {
        return { results: [], total: 0, page: q.page, limit: q.limit, page_count: 1, ...(q.facets ? { facets: { categories: [], brands: [], conditions: [] } } : {}) };
      }
      const { terms } = matched;
      const [{ rows, total }, facets] = await Promise.all([
        repo.search(query, terms, filters, q.sort, q.limit, offset, signal),
        q.facets ? repo.facets(terms, filters, signal) : Promise.resolve(undefined),
      ]);
      return {
        results: await results(rows, query, offset, signal),
        total,
        ...withMissing(matched.missing),
        page: q.page,
        limit: q.limit,
        page_count: Math.max(1, Math.ceil(total / q.limit)),
        ...(facets ? { facets } : {}),
      };
    },

    /** The vocabulary held in memory, loaded before the first search (a second at a million products). */
    warm(): Promise<void> {
      return repo.warm();
    },

    /** A database seeded before search existed gets its search tables filled once, at start. */
    async fillIfEmpty(log: (line: string) => void): Promise<void> {
      if (!(await repo.needsFill())) return;
      log('Filling the search tables from the catalogue…');
      const report = await repo.refreshAll(log);
      log(`  ${report.products} products, ${report.words} words searchable`);
    },

    /** After a catalogue change: these products' search rows, and no stale dropdowns. */
    async refreshProducts(ids: number[]): Promise<void> {
      await repo.refreshProducts(ids);
      instantCache.clear();
      auctionCache.clear();
    },

    /** Forgets the dropdown answers this instance keeps (a product changed somewhere). */
    forgetCached(): void {
      instantCache.clear();
      auctionCache.clear();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
