import type { DbOrTx, Tx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import type { Audit } from '../../platform/audit/index.js';
import { AppError, ConflictError, InvalidError, NotFoundError } from '../../platform/errors.js';
import { productTopic } from '../../../shared/events/contracts.js';
import { sellerFee } from '../../../shared/listings/fees.js';
import {
  askingPrice, MAX_DRAFTS, MAX_PHOTOS, missingForSubmit, SELLER_PAGE_SIZE, SELLER_STATES, suggestedRange,
  type DraftDetails, type DraftInput, type Guidance, type SellerListing, type SellerState, type SellerStats,
} from '../../../shared/listings/selling.js';
import type { CategorySlug } from '../../../shared/catalog/categories.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import type { CatalogService } from '../catalog/index.js';
import type { PricingService } from '../pricing/index.js';
import type { PassportsService } from '../passports/index.js';
import { nextListingState, type ListingEvent, type ListingState } from './listings.machine.js';
import type { ListingRow, ListingWrite, SellingRepo } from './selling.repo.js';
import { isEditable, toSellerListing } from './selling.dto.js';

export interface SellingDeps {
  repo: SellingRepo;
  catalog: Pick<CatalogService, 'productCardsByIds' | 'referenceData' | 'hasProductCode'>;
  pricing: Pick<PricingService, 'history'>;
  passports: Pick<PassportsService, 'codesOfListings'>;
  events: Pick<EventBus, 'publish'>;
  audit: Pick<Audit, 'record'>;
}

/** The seller's page shows expired and rejected listings with the withdrawn ones. */
const STATES_OF: Record<SellerState, readonly ListingState[]> = {
  draft: ['draft'],
  in_review: ['in_review'],
  changes_requested: ['changes_requested'],
  active: ['active'],
  reserved: ['reserved'],
  sold: ['sold'],
  withdrawn: ['withdrawn', 'expired', 'rejected'],
};

export const LISTING_SUBJECT = 'listing';

export const notFound = (id: number) => new NotFoundError(`You have no listing ${id}.`, 'listing_not_found');

/** Publishes that a listing changed, so the product's lowest ask, search and product page follow. */
export async function listingChanged(events: Pick<EventBus, 'publish'>, tx: DbOrTx, row: { id: number; productId: number | null }): Promise<void> {
  if (row.productId === null) return;
  await events.publish(tx, {
    type: 'listing.changed',
    topics: [productTopic(row.productId), `listing:${row.id}`],
    payload: { listing_id: row.id, product_id: row.productId },
  });
}

/**
 * Selling (issue #12): a member's drafts (several, saved as they go), submission to expert
 * review, and their listings afterwards (change price, withdraw, relist), with stats, fees
 * and price guidance. Every change of state goes through the listing machine; another
 * member's listing answers 404.
 */
export function createSellingService(deps: SellingDeps) {
  const { repo, catalog, pricing, passports, events, audit } = deps;

  async function cardOf(productId: number | null | undefined): Promise<ProductCard | undefined> {
    if (!productId) return undefined;
    return (await catalog.productCardsByIds([productId])).get(productId);
  }

  /** The typed columns that follow from the details (product, category, price, sale type, condition). */
  async function columnsOf(details: DraftDetails): Promise<ListingWrite> {
    let productId: number | null = null;
    let category: string | null = null;
    if (details.piece?.kind === 'catalogue') {
      const card = await cardOf(details.piece.product_id);
      if (!card) {
        throw new InvalidError(`There is no product ${details.piece.product_id} in the catalogue.`, 'product_not_found', {
          issues: [{ path: 'piece.product_id', message: 'is not a product in the catalogue' }],
        });
      }
      productId = card.id;
      category = card.category;
    } else if (details.piece?.kind === 'new') {
      category = details.piece.category;
    }
    return {
      productId,
      category,
      price: askingPrice(details.price),
      saleType: details.price?.type ?? 'fixed',
      condition: details.condition ?? '',
      details,
    };
  }

  function merge(details: DraftDetails, input: DraftInput): DraftDetails {
    const next: Record<string, unknown> = { ...details };
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (value === null) delete next[key];
      else next[key] = value;
    }
    return next as DraftDetails;
  }

  async function own(sellerId: string, id: number, tx?: DbOrTx, lock = false): Promise<ListingRow> {
    const row = await repo.byId(id, tx, lock);
    if (!row || row.sellerId !== sellerId) throw notFound(id);
    return row;
  }

  async function present(rows: ListingRow[]): Promise<SellerListing[]> {
    const ids = rows.map((r) => r.id);
    const [photos, cards, codes] = await Promise.all([
      repo.photos(ids),
      catalog.productCardsByIds([...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))]),
      passports.codesOfListings(ids),
    ]);
    return rows.map((r) => toSellerListing(r, photos, r.productId ? cards.get(r.productId) : undefined, codes.get(r.id) ?? null));
  }

  const one = async (row: ListingRow) => (await present([row]))[0]!;

  /** Moves a listing by a machine event, with the columns given; a 409 if it moved meanwhile. */
  async function move(tx: DbOrTx, row: ListingRow, event: ListingEvent, values: ListingWrite = {}): Promise<ListingRow> {
    const to = nextListingState(row.status, event);
    const moved = await repo.update(row.id, row.status, to, values, tx);
    if (!moved) throw new ConflictError('This listing changed a moment ago. Please reload it.', 'listing_changed');
    return moved;
  }

  return {
    async createDraft(sellerId: string, input: DraftInput): Promise<SellerListing> {
      const details = merge({}, input);
      const columns = await columnsOf(details);
      const row = await repo.transaction(async (tx) => {
        if ((await repo.countOfSeller(sellerId, 'draft', tx)) >= MAX_DRAFTS) {
          throw new ConflictError(`You already have ${MAX_DRAFTS} drafts. Finish or delete one to start another.`, 'too_many_drafts');
        }
        return repo.insertDraft({ sellerId, ...columns }, tx);
      });
      return one(row);
    },

    async get(sellerId: string, id: number): Promise<SellerListing> {
      return one(await own(sellerId, id));
    },

    /** Autosave: the fields given replace those kept (null clears one). Drafts and listings sent back for changes only. */
    async update(sellerId: string, id: number, input: DraftInput): Promise<SellerListing> {
      const current = await own(sellerId, id);
      const details = merge(current.details ?? {}, input);
      const columns = await columnsOf(details);
      const row = await repo.transaction(async (tx) => {
        const locked = await own(sellerId, id, tx, true);
        if (!isEditable(locked)) throw new ConflictError(`This listing is ${locked.status.replace('_', ' ')}: it can no longer be edited.`, 'listing_not_editable');
        const saved = await repo.update(id, locked.status, locked.status, columns, tx);
        if (!saved) throw new ConflictError('This listing changed a moment ago. Please reload it.', 'listing_changed');
        return saved;
      });
      return one(row);
    },

    async deleteDraft(sellerId: string, id: number): Promise<{ photoKeys: string[] }> {
      return repo.transaction(async (tx) => {
        const row = await own(sellerId, id, tx, true);
        if (row.status !== 'draft') throw new ConflictError('Only a draft can be deleted; withdraw a listing instead.', 'listing_not_draft');
        const photos = await repo.photos([id], tx);
        await repo.remove(id, tx);
        return { photoKeys: photos.flatMap((p) => [p.renditions.thumb.key, p.renditions.card.key, p.renditions.zoom.key]) };
      });
    },

    async drafts(sellerId: string): Promise<SellerListing[]> {
      const { rows } = await repo.ofSeller(sellerId, ['draft'], MAX_DRAFTS, 0);
      return present(rows);
    },

    /**
     * The submit-listing workflow's first step (src/server/workflows/submit-listing.ts): the
     * typed columns the draft's details give, read from the catalogue before the transaction
     * (the piece may have left the catalogue since it was picked; PGlite has one connection).
     */
    async submission(sellerId: string, id: number): Promise<ListingWrite> {
      return columnsOf((await own(sellerId, id)).details ?? {});
    },

    /**
     * Its second, in the caller's transaction: the draft (or the listing sent back for changes)
     * goes to expert review when nothing is missing and it did not change since `columns` were read.
     */
    async submitIn(tx: Tx, sellerId: string, id: number, columns: ListingWrite): Promise<ListingRow> {
      const locked = await own(sellerId, id, tx, true);
      const event: ListingEvent = locked.status === 'changes_requested' ? 'resubmit' : 'submit';
      nextListingState(locked.status, event);
      const photos = await repo.photos([id], tx);
      const missing = missingForSubmit(locked.details ?? {}, photos.length);
      if (missing.length > 0) {
        throw new AppError(422, 'draft_incomplete', `This listing is not ready for review: ${missing.map((m) => m.message).join(' ')}`, { issues: missing });
      }
      if (JSON.stringify(locked.details) !== JSON.stringify(columns.details)) {
        throw new ConflictError('This listing changed a moment ago. Please reload it.', 'listing_changed');
      }
      const moved = await move(tx, locked, event, { ...columns, submittedAt: new Date(), reviewNotes: locked.reviewNotes });
      await audit.record(tx, { actorId: sellerId, action: `listing.${event === 'submit' ? 'submitted' : 'resubmitted'}`, subjectType: LISTING_SUBJECT, subjectId: String(id) });
      return moved;
    },

    /** Runs `work` in one transaction of the listings' database. */
    inTransaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => repo.transaction(work),

    /** A new price for a live fixed-price listing; a drop reaches wishlists through the product's price. */
    async changePrice(sellerId: string, id: number, price: number): Promise<SellerListing> {
      const row = await repo.transaction(async (tx) => {
        const locked = await own(sellerId, id, tx, true);
        if (locked.status !== 'active' || locked.saleType !== 'fixed' || locked.details.price?.type !== 'fixed') {
          throw new ConflictError('Only a live fixed-price listing can change its price.', 'price_not_changeable');
        }
        const old = locked.details.price;
        const details: DraftDetails = { ...locked.details, price: { ...old, price, floor: old.floor != null && old.floor >= price ? null : (old.floor ?? null) } };
        const saved = await repo.update(id, 'active', 'active', { price, details }, tx);
        if (!saved) throw new ConflictError('This listing changed a moment ago. Please reload it.', 'listing_changed');
        await audit.record(tx, { actorId: sellerId, action: 'listing.price_changed', subjectType: LISTING_SUBJECT, subjectId: String(id), detail: { from: locked.price, to: price } });
        await listingChanged(events, tx, saved);
        return saved;
      });
      return one(row);
    },

    async withdraw(sellerId: string, id: number): Promise<SellerListing> {
      const row = await repo.transaction(async (tx) => {
        const locked = await own(sellerId, id, tx, true);
        const moved = await move(tx, locked, 'withdraw');
        await audit.record(tx, { actorId: sellerId, action: 'listing.withdrawn', subjectType: LISTING_SUBJECT, subjectId: String(id) });
        if (locked.status === 'active') await listingChanged(events, tx, moved);
        return moved;
      });
      return one(row);
    },

    /** A withdrawn or expired listing becomes a draft again (it is reviewed again before it goes live). */
    async relist(sellerId: string, id: number): Promise<SellerListing> {
      const row = await repo.transaction(async (tx) => {
        const locked = await own(sellerId, id, tx, true);
        const moved = await move(tx, locked, 'relist', { submittedAt: null, reviewNotes: null, rejectReason: null, reviewerId: null });
        await audit.record(tx, { actorId: sellerId, action: 'listing.relisted', subjectType: LISTING_SUBJECT, subjectId: String(id) });
        return moved;
      });
      return one(row);
    },

    async mine(sellerId: string, query: { state?: SellerState | undefined; page: number }) {
      const states = query.state ? STATES_OF[query.state] : SELLER_STATES.flatMap((s) => STATES_OF[s]);
      const [{ rows, total }, byState] = await Promise.all([
        repo.ofSeller(sellerId, states, SELLER_PAGE_SIZE, (query.page - 1) * SELLER_PAGE_SIZE),
        repo.countsBySeller(sellerId),
      ]);
      const counts = Object.fromEntries(SELLER_STATES.map((s) => [s, STATES_OF[s].reduce((n, st) => n + (byState.get(st) ?? 0), 0)]));
      return { items: await present(rows), total, page: query.page, page_size: SELLER_PAGE_SIZE, counts };
    },

    async stats(sellerId: string): Promise<SellerStats> {
      const [byState, days] = await Promise.all([repo.countsBySeller(sellerId), repo.averageDaysToSell(sellerId)]);
      return {
        active: byState.get('active') ?? 0,
        sold: byState.get('sold') ?? 0,
        in_review: byState.get('in_review') ?? 0,
        drafts: byState.get('draft') ?? 0,
        average_days_to_sell: days === null ? null : Math.round(days * 10) / 10,
      };
    },

    fees: (price: number, category: CategorySlug) => sellerFee(price, category),

    /** Price guidance for a catalogue piece: its own sales, trend, volatility, lowest ask, a recommended price and range. */
    async guidance(productId: number): Promise<Guidance> {
      const product = await catalog.referenceData(productId);
      if (!product) throw new NotFoundError(`There is no product ${productId} in the catalogue.`, 'product_not_found');
      const history = await pricing.history(product.product_code, '1Y', catalog.hasProductCode);
      const recent = history.points.slice(-10).reverse();
      const stats = history.stats;
      const centre = product.recommended_price ?? stats.average_price;
      return {
        product_id: product.id,
        recent_sales: recent.map((s) => ({ sell_price: s.sell_price, sale_date: s.sale_date })),
        last_sale: stats.last_sale_price ?? product.last_sale,
        trend: stats.trend,
        trend_percent: stats.trend_percent,
        volatility: stats.volatility,
        lowest_ask: product.lowest_ask,
        recommended_price: product.recommended_price,
        suggested_range: suggestedRange(centre, stats.volatility),
        fee: centre && centre > 0 ? sellerFee(Math.round(centre), product.category) : null,
      };
    },

    /** For photos and review: a listing of the seller's that they may still edit, locked in `tx`. */
    async editableForPhotos(sellerId: string, id: number, tx: DbOrTx): Promise<ListingRow> {
      const row = await own(sellerId, id, tx, true);
      if (!isEditable(row)) throw new ConflictError(`This listing is ${row.status.replace('_', ' ')}: its photos can no longer change.`, 'listing_not_editable');
      return row;
    },

    maxPhotos: MAX_PHOTOS,
    present,
    one,
    own,
  };
}

export type SellingService = ReturnType<typeof createSellingService>;
