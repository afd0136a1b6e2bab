import type { DbOrTx } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/index.js';
import type { AccountsService, PublicProfile } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { WishlistService } from '../wishlist/index.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import {
  PORTFOLIO_MAX_ITEMS, type CollectionKind, type Portfolio, type PortfolioItem, type PortfolioItemInput, type PortfolioItemPatch,
  type PublicCollection, type PublicPiece, type Visibility,
} from '../../../shared/portfolio/contracts.js';
import { marketValue, portfolioTotals } from '../../../shared/portfolio/valuation.js';
import { priceChange } from '../../../shared/wishlist/price-change.js';
import type { PortfolioFields, PortfolioRepo, PortfolioRow } from './portfolio.repo.js';
import { formatGrouped } from '../../../shared/text/grouped.js';

export interface PortfolioServiceDeps {
  repo: PortfolioRepo;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  accounts: Pick<AccountsService, 'publicProfileByHandle' | 'publicProfiles'>;
  wishlist: Pick<WishlistService, 'list'>;
  /** How many follow a member's collection (the follows module's count). */
  followersCount: (ownerId: string, kind: CollectionKind) => Promise<number>;
  events: Pick<EventBus, 'publish'>;
  maxItems?: number;
}

/** A public collection shows at most this many pieces (a wishlist holds up to 1,000). */
export const PUBLIC_COLLECTION_PIECES = 200;

function toItem(row: PortfolioRow, product: ProductCard): PortfolioItem {
  const market = marketValue(product);
  return {
    id: row.id,
    product,
    purchase_price: row.purchasePrice,
    acquired_on: row.acquiredOn,
    condition: row.condition,
    note: row.note,
    market_value: market?.value ?? null,
    value_source: market?.source ?? null,
    change: priceChange(row.purchasePrice, market?.value ?? null),
    added_at: row.createdAt.toISOString(),
  };
}

function toPiece(product: ProductCard, addedAt: string): PublicPiece {
  const market = marketValue(product);
  return { product, market_value: market?.value ?? null, value_source: market?.source ?? null, added_at: addedAt };
}

/** What the member wrote, as columns: a field left out stays as it is, null clears it. */
function fieldsOf(input: PortfolioItemPatch): Partial<PortfolioFields> {
  const fields: Partial<PortfolioFields> = {};
  if (input.purchase_price !== undefined) fields.purchasePrice = input.purchase_price;
  if (input.acquired_on !== undefined) fields.acquiredOn = input.acquired_on;
  if (input.condition !== undefined) fields.condition = input.condition;
  if (input.note !== undefined) fields.note = input.note === '' ? null : input.note;
  return fields;
}

/**
 * The portfolio (issue #11 follows; SPEC §1 "track what their collection is worth"): the
 * pieces a member owns, valued from the market, private unless made public. It also answers
 * for the public face of a member's wishlist, so both collections are shown one way.
 */
export function createPortfolioService(deps: PortfolioServiceDeps) {
  const { repo, catalog, accounts, wishlist, followersCount, events } = deps;
  const maxItems = deps.maxItems ?? PORTFOLIO_MAX_ITEMS;

  const noItem = (id: number) => new NotFoundError(`There is no piece ${id} in your portfolio.`, 'portfolio_item_not_found');

  async function cardOf(productId: number): Promise<ProductCard> {
    const card = (await catalog.productCardsByIds([productId])).get(productId);
    if (!card) throw new NotFoundError(`There is no product ${productId}.`, 'product_not_found');
    return card;
  }

  async function handleOf(userId: string): Promise<string> {
    return (await accounts.publicProfiles([userId])).get(userId)?.handle ?? '';
  }

  async function ownerOf(handle: string): Promise<PublicProfile> {
    const member = await accounts.publicProfileByHandle(handle);
    if (!member) throw new NotFoundError(`No member has the handle '${handle}'.`, 'member_not_found');
    return member;
  }

  return {
    maxItems,

    async mine(userId: string): Promise<Portfolio> {
      const [rows, isPublic, followers, handle] = await Promise.all([
        repo.items(userId, maxItems),
        repo.isPublic(userId, 'portfolio'),
        followersCount(userId, 'portfolio'),
        handleOf(userId),
      ]);
      const cards = await catalog.productCardsByIds(rows.map((r) => r.productId));
      const items = rows.flatMap((r) => {
        const card = cards.get(r.productId);
        return card ? [toItem(r, card)] : [];
      });
      const totals = portfolioTotals(items.map((i) => ({
        purchase_price: i.purchase_price,
        market: i.market_value === null ? null : { value: i.market_value, source: i.value_source! },
      })));
      return { items, totals, public: isPublic, followers_count: followers, handle };
    },

    async add(userId: string, input: PortfolioItemInput): Promise<PortfolioItem> {
      const card = await cardOf(input.product_id);
      const row = await repo.transaction(async (tx) => {
        const inserted = await repo.insertCapped({ userId, productId: input.product_id, ...fieldsOf(input) }, maxItems, tx);
        if (!inserted) return null;
        // Followers of a public portfolio hear of a new piece (the follows module decides who).
        await events.publish(tx, {
          type: 'collection.piece_added',
          topics: [],
          payload: {
            owner_id: userId, kind: 'portfolio', product_id: input.product_id,
            product_name: card.full_name.slice(0, 300), product_image: card.image_feature && card.image_feature.length <= 500 ? card.image_feature : null,
          },
        });
        return inserted;
      });
      if (!row) {
        throw new ConflictError(
          `Your portfolio already holds ${formatGrouped(maxItems)} pieces, the most it can keep. Remove one to add another.`,
          'portfolio_full',
        );
      }
      return toItem(row, card);
    },

    async update(userId: string, id: number, patch: PortfolioItemPatch): Promise<PortfolioItem> {
      const row = await repo.update(userId, id, fieldsOf(patch));
      if (!row) throw noItem(id);
      return toItem(row, await cardOf(row.productId));
    },

    /** Another member's piece is as unknown as a missing one (404), so ids reveal nothing. */
    async remove(userId: string, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw noItem(id);
    },

    async setVisibility(userId: string, kind: CollectionKind, isPublic: boolean): Promise<Visibility> {
      await repo.setPublic(userId, kind, isPublic);
      return { public: isPublic, handle: await handleOf(userId) };
    },

    async visibility(userId: string, kind: CollectionKind): Promise<Visibility> {
      const [isPublic, handle] = await Promise.all([repo.isPublic(userId, kind), handleOf(userId)]);
      return { public: isPublic, handle };
    },
    isPublic: (userId: string, kind: CollectionKind, tx?: DbOrTx) => repo.isPublic(userId, kind, tx),

    /**
     * A member's collection as others see it: the pieces and their market, never what was paid,
     * when, or the notes. A private one is a 404 that says so (it exists; it is not shown).
     */
    async publicCollection(handle: string, kind: CollectionKind): Promise<PublicCollection> {
      const owner = await ownerOf(handle);
      if (!(await repo.isPublic(owner.id, kind))) {
        throw new NotFoundError(`${owner.name} keeps their ${kind} private.`, 'collection_private');
      }
      let pieces: PublicPiece[];
      let count: number;
      if (kind === 'portfolio') {
        const rows = await repo.items(owner.id, maxItems);
        const cards = await catalog.productCardsByIds(rows.slice(0, PUBLIC_COLLECTION_PIECES).map((r) => r.productId));
        pieces = rows.slice(0, PUBLIC_COLLECTION_PIECES).flatMap((r) => {
          const card = cards.get(r.productId);
          return card ? [toPiece(card, r.createdAt.toISOString())] : [];
        });
        count = rows.length;
      } else {
        const list = await wishlist.list(owner.id, { sort: 'recent', page: 1, page_size: 100 });
        pieces = list.items.map((i) => toPiece(i.product, i.added_at));
        count = list.total;
      }
      return {
        kind,
        member: { handle: owner.handle, name: owner.name, verified: owner.verified },
        pieces,
        count,
        total_value: pieces.reduce((sum, p) => sum + (p.market_value ?? 0), 0),
        followers_count: await followersCount(owner.id, kind),
      };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
