import type { Audit } from '../../platform/audit/index.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { Tx } from '../../db/client.js';
import { CATEGORY_SLUGS } from '../../../shared/catalog/categories.js';
import { itemSpecifics } from '../../../shared/catalog/item-specifics.js';
import { checklistFor, REVIEW_PAGE_SIZE, type ReviewDetail, type ReviewQueue } from '../../../shared/listings/review.js';
import type { AccountsService, Viewer } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { PassportsService } from '../passports/index.js';
import type { PricingService } from '../pricing/index.js';
import type { ListingRow, SellingRepo } from './selling.repo.js';
import { brandOf, titleOf, toPhoto } from './selling.dto.js';
import { LISTING_SUBJECT } from './selling.service.js';
import { nextListingState } from './listings.machine.js';

/** What the approval reads before its transaction: a relisted piece keeps its passport; a catalogue piece's reference. */
export interface ApprovalFacts {
  hasPassport: boolean;
  reference: string | null;
}

/**
 * The approval, in the review's transaction on the locked listing (src/server/workflows/approve-listing.ts):
 * the live listing, or null when it has no catalogue piece to go live on.
 */
export type ApproveListing = (tx: Tx, row: ListingRow, reviewerId: string, prepared: ApprovalFacts, checklist: string[]) => Promise<ListingRow | null>;

export interface ReviewDeps {
  repo: SellingRepo;
  catalog: Pick<CatalogService, 'productCardsByIds' | 'referenceData'>;
  pricing: Pick<PricingService, 'recentSales'>;
  accounts: Pick<AccountsService, 'accountsByIds'>;
  passports: Pick<PassportsService, 'codesOfListings'>;
  approveListing: ApproveListing;
  notifications: Pick<NotificationsService, 'notify'>;
  audit: Pick<Audit, 'record' | 'trail'>;
}

/** The categories a reviewer covers: all for an admin, their fields of expertise for an expert. */
export function categoriesOf(viewer: Pick<Viewer, 'userType' | 'expertise'>): string[] {
  if (viewer.userType === 'admin') return [...CATEGORY_SLUGS];
  return CATEGORY_SLUGS.filter((c) => viewer.expertise.includes(c));
}

/**
 * Expert review (issue #12): the queue by expertise, one submission with the catalogue's
 * reference data and recent sales beside it, and the decisions — approve (live, a passport
 * issued, a new piece becomes a catalogue product), request changes, reject. Each decision is
 * audited and told to the seller, in one transaction. An expert never reviews their own listing.
 */
export function createReviewService(deps: ReviewDeps) {
  const { repo, catalog, pricing, accounts, passports, notifications, audit } = deps;

  const notFound = (id: number) => new NotFoundError(`There is no listing ${id} waiting for review.`, 'listing_not_found');

  function mayReview(viewer: Viewer, row: ListingRow | null, id: number): ListingRow {
    if (!row || row.status !== 'in_review') throw notFound(id);
    if (row.sellerId === viewer.id) throw new ForbiddenError('You cannot review your own listing: another expert must.', 'own_listing');
    if (!row.category || !categoriesOf(viewer).includes(row.category)) {
      throw new ForbiddenError(`This listing is in ${row.category ?? 'no category'}, outside your fields of expertise.`, 'outside_expertise');
    }
    return row;
  }

  /**
   * One decision in one transaction on the listing as it is now (locked). What the decision
   * reads of other modules is read before (`prepare`): PGlite has one connection, and inside
   * the transaction only `tx` may be used.
   */
  async function decide<P = undefined>(
    viewer: Viewer, id: number, act: (tx: Tx, row: ListingRow, prepared: P) => Promise<void>, prepare?: (row: ListingRow) => Promise<P>,
  ): Promise<ReviewDetail> {
    const before = mayReview(viewer, await repo.byId(id), id);
    const prepared = (prepare ? await prepare(before) : undefined) as P;
    await repo.transaction(async (tx) => {
      const row = mayReview(viewer, await repo.byId(id, tx, true), id);
      if (row.productId !== before.productId || JSON.stringify(row.details) !== JSON.stringify(before.details)) {
        throw new ConflictError('This listing changed a moment ago. Please reload it.', 'listing_changed');
      }
      await act(tx, row, prepared);
    });
    return detailOf(id);
  }

  async function detailOf(id: number): Promise<ReviewDetail> {
    const row = await repo.byId(id);
    if (!row) throw notFound(id);
    const [photos, cards, people, trail] = await Promise.all([
      repo.photos([id]),
      catalog.productCardsByIds(row.productId ? [row.productId] : []),
      accounts.accountsByIds([row.sellerId]),
      audit.trail(LISTING_SUBJECT, String(id)),
    ]);
    const card = row.productId ? cards.get(row.productId) : undefined;
    const reference = row.productId ? await catalog.referenceData(row.productId) : null;
    const sales = reference ? await pricing.recentSales(reference.product_code, 10, async () => true) : [];
    const actors = await accounts.accountsByIds(trail.flatMap((e) => (e.actorId ? [e.actorId] : [])));
    const actorNames = new Map(actors.map((a) => [a.id, a.name]));
    return {
      id: row.id,
      state: row.status,
      title: titleOf(row.details, card),
      category: row.category ?? '',
      seller: { id: row.sellerId, name: people[0]?.name ?? '' },
      details: row.details as Record<string, unknown>,
      price: row.price,
      currency: row.currency,
      photos: photos.map(toPhoto),
      reference: reference
        ? {
            product_id: reference.id,
            slug: reference.slug,
            name: reference.full_name,
            brand: reference.brand,
            model: reference.model,
            reference: reference.reference,
            retail_price: reference.retail_price,
            specifics: itemSpecifics({ ...reference, attributes: reference.attributes }),
          }
        : null,
      recent_sales: sales.map((s) => ({ sell_price: s.sell_price, sale_date: s.sale_date })),
      checklist: [...checklistFor(row.category ?? '')],
      history: trail.map((e) => ({
        at: e.at.toISOString(),
        action: e.action,
        actor: e.actorId ? (actorNames.get(e.actorId) ?? null) : null,
        detail: typeof e.detail.notes === 'string' ? e.detail.notes : typeof e.detail.reason === 'string' ? e.detail.reason : null,
      })),
    };
  }

  const actionUrl = (id: number) => `/profile/selling?listing=${id}`;

  return {
    async queue(viewer: Viewer, query: { category?: string | undefined; page: number }): Promise<ReviewQueue> {
      const covered = categoriesOf(viewer);
      const categories = query.category ? covered.filter((c) => c === query.category) : covered;
      const { rows, total } = await repo.queue(categories, viewer.id, REVIEW_PAGE_SIZE, (query.page - 1) * REVIEW_PAGE_SIZE);
      const [photos, cards, people] = await Promise.all([
        repo.photos(rows.map((r) => r.id)),
        catalog.productCardsByIds(rows.flatMap((r) => (r.productId ? [r.productId] : []))),
        accounts.accountsByIds(rows.map((r) => r.sellerId)),
      ]);
      const names = new Map(people.map((p) => [p.id, p.name]));
      return {
        items: rows.map((r) => {
          const card = r.productId ? cards.get(r.productId) : undefined;
          const mine = photos.filter((p) => p.listingId === r.id);
          return {
            id: r.id,
            title: titleOf(r.details, card),
            brand: brandOf(r.details, card),
            category: r.category ?? '',
            seller: { id: r.sellerId, name: names.get(r.sellerId) ?? '' },
            price: r.price,
            currency: r.currency,
            thumb: mine[0]?.renditions.thumb.url ?? null,
            photo_count: mine.length,
            submitted_at: r.submittedAt?.toISOString() ?? null,
            resubmitted: r.reviewNotes !== null,
          };
        }),
        total,
        page: query.page,
        page_size: REVIEW_PAGE_SIZE,
        categories: covered,
      };
    },

    async detail(viewer: Viewer, id: number): Promise<ReviewDetail> {
      mayReview(viewer, await repo.byId(id), id);
      return detailOf(id);
    },

    /** Approves (the approve-listing workflow): a new piece becomes a catalogue product, the listing goes live, its passport is issued. */
    approve: (viewer: Viewer, id: number, checklist: string[] = []) => decide<ApprovalFacts>(viewer, id, async (tx, row, prepared) => {
      if (!(await deps.approveListing(tx, row, viewer.id, prepared, checklist))) throw notFound(id);
    }, async (row) => ({
      // A relisted piece keeps the passport it was given the first time.
      hasPassport: (await passports.codesOfListings([row.id])).has(row.id),
      reference: row.productId ? ((await catalog.referenceData(row.productId))?.reference ?? null) : null,
    })),

    requestChanges: (viewer: Viewer, id: number, notes: string) => decide(viewer, id, async (tx, row) => {
      nextListingState(row.status, 'request_changes');
      const clean = notes.normalize('NFC').trim();
      if (!(await repo.update(id, 'in_review', 'changes_requested', { reviewNotes: clean, reviewerId: viewer.id }, tx))) throw notFound(id);
      await audit.record(tx, { actorId: viewer.id, action: 'listing.changes_requested', subjectType: LISTING_SUBJECT, subjectId: String(id), detail: { notes: clean } });
      await notifications.notify(tx, {
        userId: row.sellerId, type: 'listing_changes_requested', title: 'Changes requested on your listing',
        message: `Our expert asks: ${clean}`, actionUrl: actionUrl(id), icon: 'pencil', color: 'amber',
      });
    }),

    reject: (viewer: Viewer, id: number, reason: string) => decide(viewer, id, async (tx, row) => {
      nextListingState(row.status, 'reject');
      const clean = reason.normalize('NFC').trim();
      if (!(await repo.update(id, 'in_review', 'rejected', { rejectReason: clean, reviewerId: viewer.id }, tx))) throw notFound(id);
      await audit.record(tx, { actorId: viewer.id, action: 'listing.rejected', subjectType: LISTING_SUBJECT, subjectId: String(id), detail: { reason: clean } });
      await notifications.notify(tx, {
        userId: row.sellerId, type: 'listing_rejected', title: 'Your listing was not approved',
        message: `Our expert could not approve it: ${clean}`, actionUrl: actionUrl(id), icon: 'x-circle', color: 'red',
      });
    }),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
