import type { Tx } from '../../db/client.js';
import type { Audit } from '../../platform/audit/index.js';
import type { EventBus } from '../../platform/events/index.js';
import { NotFoundError } from '../../platform/errors.js';
import type { NotificationsService } from '../notifications/index.js';
import { nextListingState } from './listings.machine.js';
import type { ListingRow, SellingRepo } from './selling.repo.js';
import { titleOf } from './selling.dto.js';
import { LISTING_SUBJECT, listingChanged } from './selling.service.js';

/**
 * The steps the listings module lends to the workflows that span modules (src/server/workflows:
 * approve-listing): each works in the caller's transaction on a listing the caller has locked,
 * and moves it only through the listing machine.
 */
export function createListingSteps(deps: {
  repo: Pick<SellingRepo, 'photos' | 'update'>;
  audit: Pick<Audit, 'record'>;
  notifications: Pick<NotificationsService, 'notify'>;
  events: Pick<EventBus, 'publish'>;
  now?: () => Date;
}) {
  const { repo, audit, notifications, events } = deps;
  const notFound = (id: number) => new NotFoundError(`There is no listing ${id} waiting for review.`, 'listing_not_found');
  return {
    now: deps.now ?? (() => new Date()),

    /** The listing's photos, in order. */
    photos: (tx: Tx, id: number) => repo.photos([id], tx),

    /** In review → live, on its catalogue product, approved by `reviewerId` at `at`. */
    async goLive(tx: Tx, row: ListingRow, productId: number, reviewerId: string, at: Date): Promise<ListingRow> {
      nextListingState(row.status, 'approve');
      const moved = await repo.update(row.id, 'in_review', 'active', { productId, approvedAt: at, reviewerId, reviewNotes: null }, tx);
      if (!moved) throw notFound(row.id);
      return moved;
    },

    /** The approval audited (with the checklist the expert ticked), told to the seller, and published to the piece's pages. */
    async approved(tx: Tx, reviewerId: string, before: ListingRow, live: ListingRow, checklist: string[]): Promise<void> {
      await audit.record(tx, { actorId: reviewerId, action: 'listing.approved', subjectType: LISTING_SUBJECT, subjectId: String(live.id), detail: { checklist } });
      await notifications.notify(tx, {
        userId: before.sellerId, type: 'listing_approved', title: 'Your listing is live',
        message: `${titleOf(before.details, undefined)} passed expert review and is now on sale. Its digital passport is in your passports.`,
        actionUrl: `/profile/selling?listing=${live.id}`, icon: 'badge-check', color: 'green',
      });
      await listingChanged(events, tx, live);
    },
  };
}

export type ListingSteps = ReturnType<typeof createListingSteps>;
