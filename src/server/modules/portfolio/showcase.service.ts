import type { DbOrTx } from '../../db/client.js';
import { ConflictError, DomainRuleError, InvalidError, NotFoundError } from '../../platform/errors.js';
import type { AccountsService, PublicProfile } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import type { MemberRef } from '../../../shared/community/contracts.js';
import {
  SHOWCASE_LIMITS, type Showcase, type ShowcaseAppreciation, type ShowcaseFollow, type ShowcaseInput, type ShowcasePatch, type ShowcasePiece,
  type ShowcaseSummary,
} from '../../../shared/portfolio/showcase.js';
import { PORTFOLIO_MAX_ITEMS } from '../../../shared/portfolio/contracts.js';
import { marketValue } from '../../../shared/portfolio/valuation.js';
import { valueHistory, type HistoryPiece, type ValueHistory } from '../../../shared/portfolio/value-history.js';
import type { ShowcaseFields, ShowcaseRepo, ShowcaseRow, ShownItem } from './showcase.repo.js';

/** News handed to the job runner, in the transaction that made it. */
export interface ShowcaseNews {
  kind: 'piece_added';
  portfolio_id: number;
  item_id: number;
}

export interface ShowcaseServiceDeps {
  repo: ShowcaseRepo;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  accounts: Pick<AccountsService, 'publicProfiles'>;
  /** Enqueues the notifications of a piece of news (community.portfolio_news), in `tx`. */
  announce: (news: ShowcaseNews, tx: DbOrTx) => Promise<void>;
  now?: () => Date;
}

const LIST = 50;

const refOf = (p: PublicProfile | undefined): MemberRef =>
  p ? { handle: p.handle, name: p.name, verified: p.verified } : { handle: '', name: 'A former member', verified: false };

/**
 * Public portfolios (issue #37, decision 058): a member's curated selection of pieces they
 * own, made, edited and deleted by them alone; read by members (never when a moderator hid
 * it), followed and appreciated. Followers hear of a piece added through a job. Nothing here
 * reads or answers what was paid, when, or the member's notes.
 */
export function createShowcaseService(deps: ShowcaseServiceDeps) {
  const { repo, catalog, accounts, announce } = deps;
  const now = deps.now ?? (() => new Date());

  const noShowcase = (id: number) => new NotFoundError(`There is no public portfolio ${id}.`, 'portfolio_not_found');

  /** The chosen pieces must be the member's own; the cover one of them. */
  async function checkedPieces(ownerId: string, itemIds: number[], tx: DbOrTx): Promise<void> {
    const owned = new Set((await repo.ownedItems(ownerId, itemIds, tx)).map((i) => i.itemId));
    const foreign = itemIds.find((i) => !owned.has(i));
    if (foreign !== undefined) throw new InvalidError(`The piece ${foreign} is not in your portfolio. Choose pieces you own.`, 'piece_not_yours');
  }

  function checkedCover(cover: number | null, itemIds: number[]): number | null {
    if (cover === null) return null;
    if (!itemIds.includes(cover)) throw new InvalidError('The cover must be one of the pieces you chose.', 'cover_not_chosen');
    return cover;
  }

  async function cardsOf(items: ShownItem[]): Promise<Map<number, ProductCard>> {
    return items.length === 0 ? new Map() : catalog.productCardsByIds([...new Set(items.map((i) => i.productId))]);
  }

  function summaryOf(row: ShowcaseRow, items: ShownItem[], cards: Map<number, ProductCard>, owner: PublicProfile | undefined): ShowcaseSummary & { unvalued: number; pieces: ShowcasePiece[] } {
    const pieces = items.flatMap((i): ShowcasePiece[] => {
      const product = cards.get(i.productId);
      if (!product) return [];
      const market = row.showValues ? marketValue(product) : null;
      return [{ item_id: i.itemId, product, market_value: market?.value ?? null, value_source: market?.source ?? null }];
    });
    const coverItem = items.find((i) => i.itemId === row.coverItemId) ?? items[0];
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      owner: refOf(owner),
      cover: coverItem ? (cards.get(coverItem.productId)?.image_feature ?? null) : null,
      pieces_count: pieces.length,
      show_values: row.showValues,
      value: row.showValues ? pieces.reduce((sum, p) => sum + (p.market_value ?? 0), 0) : null,
      followers_count: row.followersCount,
      appreciations_count: row.appreciationsCount,
      published_at: row.publishedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
      unvalued: row.showValues ? pieces.filter((p) => p.market_value === null).length : 0,
      pieces,
    };
  }

  async function summaries(rows: ShowcaseRow[]): Promise<ShowcaseSummary[]> {
    const [pieces, profiles] = await Promise.all([repo.pieces(rows.map((r) => r.id)), accounts.publicProfiles([...new Set(rows.map((r) => r.ownerId))])]);
    const cards = await cardsOf([...pieces.values()].flat());
    return rows.map((r) => {
      const { pieces: _pieces, unvalued: _unvalued, ...summary } = summaryOf(r, pieces.get(r.id) ?? [], cards, profiles.get(r.ownerId));
      return summary;
    });
  }

  /** The month-by-month value of these pieces (from their models' sales). */
  async function historyOf(items: readonly ShownItem[]): Promise<ValueHistory> {
    const { codes, sales } = await repo.monthlyLastSales(items.map((i) => i.productId));
    const pieces = items.flatMap((i): HistoryPiece[] => {
      const productCode = codes.get(i.productId);
      return productCode ? [{ itemId: i.itemId, productCode, addedAt: i.addedAt }] : [];
    });
    return valueHistory(pieces, sales, now());
  }

  async function toShowcase(row: ShowcaseRow, viewerId: string): Promise<Showcase> {
    const [pieces, profiles, standing] = await Promise.all([
      repo.pieces([row.id]), accounts.publicProfiles([row.ownerId]), repo.standing(row.id, viewerId),
    ]);
    const items = pieces.get(row.id) ?? [];
    const cards = await cardsOf(items);
    const base = summaryOf(row, items, cards, profiles.get(row.ownerId));
    return {
      ...base,
      cover_item_id: row.coverItemId,
      history: row.showValues ? await historyOf(items.filter((i) => cards.has(i.productId))) : null,
      mine: row.ownerId === viewerId,
      following: standing.following,
      appreciated: standing.appreciated,
    };
  }

  async function visibleOrGone(id: number): Promise<ShowcaseRow> {
    const row = await repo.visible(id);
    if (!row) throw noShowcase(id);
    return row;
  }

  return {
    /** A new public portfolio of the member's own pieces, in their order. */
    async create(ownerId: string, input: ShowcaseInput): Promise<Showcase> {
      const row = await repo.transaction(async (tx) => {
        if ((await repo.lockAndCount(ownerId, tx)) >= SHOWCASE_LIMITS.perMember) {
          throw new ConflictError(`You have ${SHOWCASE_LIMITS.perMember} public portfolios, the most one member may keep. Delete one to make another.`, 'portfolios_full');
        }
        await checkedPieces(ownerId, input.item_ids, tx);
        const fields: ShowcaseFields = {
          title: input.title,
          description: input.description ?? '',
          coverItemId: checkedCover(input.cover_item_id ?? null, input.item_ids),
          showValues: input.show_values ?? true,
        };
        const created = await repo.insert(ownerId, fields, tx);
        await repo.setPieces(created.id, input.item_ids, tx);
        return created;
      });
      return toShowcase(row, ownerId);
    },

    /** The owner's changes; each piece newly shown is news for the followers (a job tells them). */
    async update(ownerId: string, id: number, patch: ShowcasePatch): Promise<Showcase> {
      const row = await repo.transaction(async (tx) => {
        const current = await repo.lockOwn(id, ownerId, tx);
        if (!current) throw noShowcase(id);
        const fields: Partial<ShowcaseFields> = {};
        if (patch.title !== undefined) fields.title = patch.title;
        if (patch.description !== undefined) fields.description = patch.description;
        if (patch.show_values !== undefined) fields.showValues = patch.show_values;
        let itemIds: number[];
        if (patch.item_ids !== undefined) {
          await checkedPieces(ownerId, patch.item_ids, tx);
          itemIds = patch.item_ids;
        } else {
          itemIds = ((await repo.pieces([id], tx)).get(id) ?? []).map((i) => i.itemId);
        }
        if (patch.cover_item_id !== undefined) fields.coverItemId = checkedCover(patch.cover_item_id, itemIds);
        else if (current.coverItemId !== null && !itemIds.includes(current.coverItemId)) fields.coverItemId = null;
        const updated = await repo.update(id, ownerId, fields, tx);
        if (patch.item_ids !== undefined) {
          const added = await repo.setPieces(id, itemIds, tx);
          for (const itemId of added) await announce({ kind: 'piece_added', portfolio_id: id, item_id: itemId }, tx);
        }
        return updated!;
      });
      return toShowcase(row, ownerId);
    },

    async remove(ownerId: string, id: number): Promise<void> {
      if (!(await repo.remove(id, ownerId))) throw noShowcase(id);
    },

    /** A public portfolio as a member sees it (a hidden one is as unknown as a missing one). */
    async showcase(viewerId: string, id: number): Promise<Showcase> {
      return toShowcase(await visibleOrGone(id), viewerId);
    },

    /** A member's own public portfolios (for /portfolio and /community). */
    async mine(ownerId: string): Promise<ShowcaseSummary[]> {
      return summaries(await repo.byOwner(ownerId, LIST));
    },

    /** Another member's public portfolios (their profile). */
    async byMember(ownerId: string): Promise<ShowcaseSummary[]> {
      return summaries(await repo.byOwner(ownerId, LIST));
    },

    async follow(viewerId: string, id: number): Promise<ShowcaseFollow> {
      const row = await visibleOrGone(id);
      if (row.ownerId === viewerId) throw new DomainRuleError('You cannot follow your own portfolio.', 'follow_own');
      const { count } = await repo.transaction((tx) => repo.follow(id, viewerId, tx));
      return { following: true, followers_count: count };
    },

    async unfollow(viewerId: string, id: number): Promise<ShowcaseFollow> {
      await visibleOrGone(id);
      return { following: false, followers_count: await repo.transaction((tx) => repo.unfollow(id, viewerId, tx)) };
    },

    async appreciate(viewerId: string, id: number): Promise<ShowcaseAppreciation> {
      const row = await visibleOrGone(id);
      if (row.ownerId === viewerId) throw new DomainRuleError('You cannot appreciate your own portfolio.', 'appreciate_own');
      return { appreciated: true, appreciations_count: await repo.transaction((tx) => repo.appreciate(id, viewerId, tx)) };
    },

    async unappreciate(viewerId: string, id: number): Promise<ShowcaseAppreciation> {
      await visibleOrGone(id);
      return { appreciated: false, appreciations_count: await repo.transaction((tx) => repo.unappreciate(id, viewerId, tx)) };
    },

    /** The member's whole collection, month by month (GET /api/portfolio/history). */
    async collectionHistory(ownerId: string): Promise<ValueHistory> {
      return historyOf(await repo.memberItems(ownerId, PORTFOLIO_MAX_ITEMS));
    },

    /** For the job: who hears of a piece added, and what to tell them; null when it no longer holds. */
    async newsOf(news: ShowcaseNews): Promise<{ row: ShowcaseRow; owner: PublicProfile; productName: string; productImage: string | null; recipients: string[] } | null> {
      const row = await repo.visible(news.portfolio_id);
      if (!row) return null;
      const item = ((await repo.pieces([row.id])).get(row.id) ?? []).find((i) => i.itemId === news.item_id);
      if (!item) return null;
      const [profiles, cards, followers] = await Promise.all([
        accounts.publicProfiles([row.ownerId]), catalog.productCardsByIds([item.productId]), repo.followerIds(row.id),
      ]);
      const owner = profiles.get(row.ownerId);
      const card = cards.get(item.productId);
      if (!owner || !card) return null;
      return {
        row, owner, productName: card.full_name.slice(0, 300), productImage: card.image_feature && card.image_feature.length <= 500 ? card.image_feature : null,
        recipients: followers.filter((f) => f !== row.ownerId),
      };
    },
  };
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>;
