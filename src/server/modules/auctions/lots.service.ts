import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { BUYERS_PREMIUM_TIERS } from '../../../shared/auctions/bidding.js';
import { AUCTION_ENDING_MS, type AuctionCardDto, type BrowseQuery, type BrowseResponseDto, type LotDetailDto } from '../../../shared/auctions/contracts.js';
import { CATEGORY_SLUGS } from '../../../shared/catalog/categories.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { BiddingRepo, LotRow } from './auctions.repo.js';
import { bidError, lotDto, type BiddingService } from './bidding.service.js';
import type { SecondChance } from './second-chance.service.js';

const PER_GROUP = 24;
/** The most live lots the listing reads (the demo has 300; the seed never opens more than 2,000). */
const LIVE_CAP = 5_000;
const HISTORY = 50;

export interface LotsDeps {
  repo: BiddingRepo;
  bidding: BiddingService;
  cards: (ids: number[]) => Promise<Map<number, ProductCard>>;
  secondChance: Pick<SecondChance, 'view'>;
  now?: () => Date;
}

/** What a member reads about lots: the /auctions page and one lot's page (issue #14). */
export function createLotsService(deps: LotsDeps) {
  const { repo, bidding } = deps;
  const now = deps.now ?? (() => new Date());

  function card(lot: LotRow, p: ProductCard, watching: Set<number>): AuctionCardDto {
    return {
      id: lot.id, slug: lot.slug, name: p.name, full_name: p.full_name, brand: p.brand, category: p.category, image_feature: p.image_feature,
      currency: lot.currency, current_bid: lot.currentBid, starting_price: lot.startingPrice, hammer_price: lot.hammerPrice,
      // The reserve's amount stays hidden: the card says only whether there is one.
      reserve_price: null, buy_now_price: lot.buyNowPrice, bid_count: lot.bidCount, watchers: lot.watchers, status: lot.status,
      starts_at: lot.startsAt.toISOString(), ends_at: lot.endsAt.toISOString(), watching: watching.has(lot.id),
    };
  }

  async function resolve(ref: string): Promise<LotRow> {
    const lot = /^[1-9][0-9]{0,14}$/.test(ref) ? await repo.lot(Number(ref)) : await repo.lotBySlug(ref);
    if (!lot) throw bidError('auction_not_found', 'USD');
    return lot;
  }

  return {
    resolve,

    /**
     * The /auctions page (issue #39 §3): the live lots filtered, sorted and paged, with the
     * total and the facets of what is live; beside them the groups ending soon, upcoming and
     * recent results (narrowed by category and house). The lot's own terms (ending, price,
     * reserve) are matched in SQL; the piece's category and house come from the catalogue's
     * cards, so they, the facets and the sort are worked out here over every live lot (a few
     * hundred, LIVE_CAP at most).
     */
    async browse(userId: string, query: BrowseQuery): Promise<BrowseResponseDto> {
      const [live, ending, upcoming, results, watched] = await Promise.all([
        repo.liveMatching({
          endingWithinMs: query.ending ? AUCTION_ENDING_MS[query.ending] : undefined,
          minPrice: query.min_price !== undefined ? query.min_price * 100 : undefined,
          maxPrice: query.max_price !== undefined ? query.max_price * 100 : undefined,
          noReserve: query.no_reserve,
        }, LIVE_CAP),
        repo.browse('ending_soon', PER_GROUP), repo.browse('upcoming', PER_GROUP), repo.browse('results', PER_GROUP),
        repo.watchedIds(userId),
      ]);
      const cards = await deps.cards([...new Set([...live, ...ending, ...upcoming, ...results].map((l) => l.productId))]);
      const watching = new Set(watched);
      const inCategory = (p: ProductCard) => !query.category || p.category === query.category;
      const inHouse = (p: ProductCard) => !query.house || p.brand_slug === query.house;
      const withPiece = (rows: LotRow[]) => rows.flatMap((l) => {
        const p = cards.get(l.productId);
        return p ? [{ lot: l, piece: p }] : [];
      });
      const toCards = (rows: LotRow[]) => withPiece(rows).filter(({ piece }) => inCategory(piece) && inHouse(piece)).map(({ lot, piece }) => card(lot, piece, watching));

      const categories = new Map<string, number>();
      const houses = new Map<string, { name: string; count: number }>();
      for (const { piece } of withPiece(live)) {
        if (inHouse(piece)) categories.set(piece.category, (categories.get(piece.category) ?? 0) + 1);
        if (inCategory(piece)) {
          const house = houses.get(piece.brand_slug);
          houses.set(piece.brand_slug, { name: piece.brand, count: (house?.count ?? 0) + 1 });
        }
      }
      const order = (slug: string) => {
        const i = (CATEGORY_SLUGS as readonly string[]).indexOf(slug);
        return i < 0 ? CATEGORY_SLUGS.length : i;
      };

      const price = (c: AuctionCardDto) => c.current_bid ?? c.starting_price;
      const sorted = toCards(live).sort((a, b) => {
        switch (query.sort) {
          case 'newest': return b.starts_at.localeCompare(a.starts_at) || a.id - b.id;
          case 'price_asc': return price(a) - price(b) || a.id - b.id;
          case 'price_desc': return price(b) - price(a) || a.id - b.id;
          case 'bids': return b.bid_count - a.bid_count || a.id - b.id;
          default: return a.ends_at.localeCompare(b.ends_at) || a.id - b.id;
        }
      });
      const from = (query.page - 1) * query.page_size;
      return {
        live: sorted.slice(from, from + query.page_size),
        ending_soon: toCards(ending), upcoming: toCards(upcoming), results: toCards(results),
        total: sorted.length,
        page: query.page,
        page_size: query.page_size,
        page_count: Math.ceil(sorted.length / query.page_size),
        facets: {
          categories: [...categories].map(([slug, count]) => ({ slug, count })).sort((a, b) => order(a.slug) - order(b.slug) || a.slug.localeCompare(b.slug)),
          houses: [...houses].map(([slug, h]) => ({ slug, name: h.name, count: h.count })).sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug)),
        },
      };
    },

    async detail(ref: string, userId: string): Promise<LotDetailDto> {
      const lot = await resolve(ref);
      const [cards, me, recent, bidders, secondChance] = await Promise.all([
        deps.cards([lot.productId]), bidding.myState(lot, userId), repo.recentBids(lot.id, HISTORY), repo.bidders(lot.id), deps.secondChance.view(lot, userId),
      ]);
      const p = cards.get(lot.productId);
      const numberOf = new Map(bidders.map((b, i) => [b, i + 1]));
      const market = p ? p.price ?? p.recommended_price : null;
      const [first, second] = BUYERS_PREMIUM_TIERS;
      return {
        lot: lotDto(lot, now().getTime()),
        piece: {
          product_id: lot.productId, name: p?.name ?? lot.slug, full_name: p?.full_name ?? lot.slug, brand: p?.brand ?? null,
          category: p?.category ?? null, images: p?.image_feature ? [p.image_feature] : [],
          estimate_low: market ? Math.round((market * 0.8) / 10_000) * 10_000 : null,
          estimate_high: market ? Math.round((market * 1.2) / 10_000) * 10_000 : null,
        },
        me,
        history: recent.map((b) => ({
          id: b.id, bidder: `Bidder ${numberOf.get(b.bidderId) ?? '?'}`, mine: b.bidderId === userId, amount: b.priceAfter, placed_at: b.placedAt.toISOString(),
        })),
        second_chance: secondChance,
        fees: { buyers_premium_percent: first!.percent, buyers_premium_above_percent: second!.percent, threshold: first!.upTo! },
      };
    },

    /**
     * The member's bids (issue #16, the assistant's "am I winning?"): the lots they bid on,
     * newest first, each with their standing — read for the session's member only.
     */
    async myBids(userId: string, limit = 10): Promise<{ slug: string; full_name: string; currency: string; current_bid: number | null; my_max: number | null; standing: LotDetailDto['me']['standing']; ends_at: string; status: LotRow['status'] }[]> {
      const mine = await repo.lotsBidOnBy(userId, limit);
      const cards = await deps.cards([...new Set(mine.map((l) => l.productId))]);
      return Promise.all(mine.map(async (lot) => {
        const me = await bidding.myState(lot, userId);
        return {
          slug: lot.slug, full_name: cards.get(lot.productId)?.full_name ?? lot.slug, currency: lot.currency, current_bid: lot.currentBid,
          my_max: me.my_max, standing: me.standing, ends_at: lot.endsAt.toISOString(), status: lot.status,
        };
      }));
    },

    async watch(ref: string, userId: string, on: boolean): Promise<{ watching: boolean; watchers: number }> {
      const lot = await resolve(ref);
      if (lot.sellerId === userId) throw new ForbiddenError('You cannot watch your own lot.', 'own_lot');
      if (on) await repo.watch(lot.id, userId);
      else await repo.unwatch(lot.id, userId);
      const fresh = await repo.lot(lot.id);
      return { watching: on, watchers: fresh?.watchers ?? lot.watchers };
    },
  };
}

export type LotsService = ReturnType<typeof createLotsService>;
