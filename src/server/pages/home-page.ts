import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MARKET_TRENDS_LIMIT_MAX } from '../../shared/pricing/contracts.js';
import type { CatalogService } from '../modules/catalog/index.js';
import type { AuctionsService, AuctionRow } from '../modules/auctions/index.js';
import type { PricingService } from '../modules/pricing/index.js';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api-error.js';
import { categoryTrendsSchema, homeResponseSchema, type AuctionCard, type HomeResponse, type ProductCard, type TrendingItem } from '../../shared/catalog/contracts.js';
import { ttlCache } from '../platform/ttl-cache.js';

interface Deps {
  catalog: CatalogService;
  auctions: AuctionsService;
  pricing: PricingService;
  now?: () => number;
}

/** Joins an auction to its product's card; auctions whose product is gone are dropped. */
export function toAuctionCards(rows: AuctionRow[], cards: Map<number, ProductCard>): AuctionCard[] {
  return rows.flatMap((a) => {
    const p = cards.get(a.productId);
    if (!p) return [];
    return [{
      id: a.id, slug: a.slug, name: p.name, full_name: p.full_name, brand: p.brand, brand_slug: p.brand_slug,
      category: p.category, image_feature: p.image_feature, currency: a.currency, starting_price: a.startingPrice,
      current_bid: a.currentBid, reserve_price: null, buy_now_price: a.buyNowPrice, bid_count: a.bidCount,
      watchers: a.watchers, status: a.status, ends_at: a.endsAt.toISOString(),
    }];
  });
}

const TREND_TTL_MS = 10 * 60_000;

/**
 * The marketplace home: categories, auctions ending soon, new arrivals, trending brands and
 * the items whose prices moved most (get_market_trends). The sales-derived parts change
 * slowly and scan sales history, so they are kept for ten minutes per instance.
 */
export function createHomePage(deps: Deps) {
  const now = deps.now ?? Date.now;
  type SlowParts = Pick<HomeResponse, 'trending' | 'trending_brands'> & { byCategory: Map<string, TrendingItem[]> };
  const slow = ttlCache<SlowParts>(TREND_TTL_MS, now, { maxEntries: 1 });

  async function computeSlow(): Promise<SlowParts> {
    // The biggest moves of the catalogue (the pricing call's own cached list, biggest first),
    // enough that each category finds its own eight.
    const [trends, busiest] = await Promise.all([
      deps.pricing.marketTrendsMarked(90, 5, MARKET_TRENDS_LIMIT_MAX),
      deps.pricing.busiestCodes(90, 2000),
    ]);
    const movers = trends.filter((t) => t.change_percent !== null && t.trend !== 'stable');
    const cards = await deps.catalog.productCardsByCodes(movers.map((m) => m.product_code));
    const all: TrendingItem[] = movers.flatMap((m) => {
      const product = cards.get(m.product_code);
      return product ? [{ product, change_percent: m.change_percent ?? 0, sales_count: m.sales_count }] : [];
    });
    const trending = all.slice(0, 8);
    const byCategory = new Map<string, TrendingItem[]>();
    for (const item of all) {
      const list = byCategory.get(item.product.category) ?? [];
      if (list.length < 8) list.push(item);
      byCategory.set(item.product.category, list);
    }

    const brandOf = await deps.catalog.brandIdsOfCodes(busiest.map((b) => b.code));
    const salesByBrand = new Map<number, number>();
    for (const b of busiest) {
      const id = brandOf.get(b.code);
      if (id !== undefined) salesByBrand.set(id, (salesByBrand.get(id) ?? 0) + b.n);
    }
    const top = [...salesByBrand.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    const summaries = await deps.catalog.brandSummaries(top.map(([id]) => id));
    const trending_brands = top.flatMap(([id, n]) => {
      const s = summaries.get(id);
      return s ? [{ ...s, sales_count: n }] : [];
    });
    return { trending, trending_brands, byCategory };
  }

  function slowParts() {
    return slow('home', computeSlow);
  }

  return {
    async load(): Promise<HomeResponse> {
      const [categories, ending, new_arrivals, slowPart] = await Promise.all([
        deps.catalog.categories(),
        deps.auctions.endingSoon(8),
        deps.catalog.newArrivals(8),
        slowParts(),
      ]);
      const cards = await deps.catalog.productCardsByIds(ending.map((a) => a.productId));
      return { categories, ending_soon: toAuctionCards(ending, cards), new_arrivals, trending: slowPart.trending, trending_brands: slowPart.trending_brands };
    },

    /** The category's pieces whose prices moved most over the last 90 days (get_market_trends). */
    async categoryTrending(slug: string): Promise<TrendingItem[]> {
      await deps.catalog.category(slug);
      return (await slowParts()).byCategory.get(slug) ?? [];
    },
  };
}

export function homeRoutes(home: ReturnType<typeof createHomePage>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/home', {
      config: { capability: 'browse' },
      schema: { tags: ['catalog'], summary: 'Everything the marketplace home shows', response: { 200: homeResponseSchema } },
    }, async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return home.load();
    });

    app.get('/api/catalog/categories/:slug/trending', {
      config: { capability: 'browse' },
      schema: {
        tags: ['catalog'],
        summary: "The category's biggest price moves over 90 days (get_market_trends, at least 5 sales)",
        params: z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/, 'must be a lower-case slug') }),
        response: { 200: categoryTrendsSchema, 404: apiErrorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { trending: await home.categoryTrending(req.params.slug) };
    });
  };
}
