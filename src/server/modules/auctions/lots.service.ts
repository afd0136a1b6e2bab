import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { BUYERS_PREMIUM_TIERS } from '../../../shared/auctions/bidding.js';
import type { AuctionCardDto, BrowseResponseDto, LotDetailDto } from '../../../shared/auctions/contracts.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { BiddingRepo, LotRow } from './auctions.repo.js';
import { bidError, lotDto, type BiddingService } from './bidding.service.js';
import type { SecondChance } from './second-chance.service.js';

const PER_GROUP = 24;
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

    async browse(userId: string, query: { category?: string | undefined; sort: string }): Promise<BrowseResponseDto> {
      const [live, ending, upcoming, results, watched] = await Promise.all([
        repo.browse('live', 400), repo.browse('ending_soon', PER_GROUP), repo.browse('upcoming', PER_GROUP), repo.browse('results', PER_GROUP),
        repo.watchedIds(userId),
      ]);
      const cards = await deps.cards([...new Set([...live, ...ending, ...upcoming, ...results].map((l) => l.productId))]);
      const watching = new Set(watched);
      const toCards = (rows: LotRow[]) => rows.flatMap((l) => {
        const p = cards.get(l.productId);
        if (!p) return [];
        if (query.category && p.category.toLowerCase() !== query.category.toLowerCase()) return [];
        return [card(l, p, watching)];
      });
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
      return { live: sorted.slice(0, 60), ending_soon: toCards(ending), upcoming: toCards(upcoming), results: toCards(results) };
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
