import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { renderNotification } from '../../../shared/notifications/catalogue.js';
import type { FollowsRepo } from './follows.repo.js';

/** The notification type of news from a followed collection (the catalogue maps it to an icon). */
export const COLLECTION_PIECE_NOTIFICATION_TYPE = 'social.collection_piece' as const;

export interface FollowsSubscriberDeps {
  events: Pick<EventBus, 'subscribeOnce'>;
  repo: Pick<FollowsRepo, 'followerIds'>;
  accounts: Pick<AccountsService, 'publicProfiles'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  collections: { isPublic(ownerId: string, kind: 'portfolio' | 'wishlist', tx?: DbOrTx): Promise<boolean> };
}

/**
 * A piece added to a public portfolio or wishlist is news for its followers: each gets a
 * notification (and their open tabs hear of it), once per event however often it arrives —
 * the rows are written in the same transaction that records the event as handled. A private
 * collection tells nobody, even those who followed it while it was public.
 */
export function subscribeFollows(deps: FollowsSubscriberDeps): void {
  const { events, repo, accounts, notifications, collections } = deps;
  events.subscribeOnce('follows.collection-news', ['collection.piece_added'], async (e, tx) => {
    const { owner_id: ownerId, kind, product_id: productId, product_name: productName, product_image: productImage } = e.payload;
    if (!(await collections.isPublic(ownerId, kind, tx))) return;
    const followers = await repo.followerIds(ownerId, kind, tx);
    if (followers.length === 0) return;
    const owner = (await accounts.publicProfiles([ownerId], tx)).get(ownerId);
    if (!owner) return;
    const rendered = renderNotification(COLLECTION_PIECE_NOTIFICATION_TYPE, { memberName: owner.name, memberHandle: owner.handle, productName, kind });
    // One batch: rows and live events for every follower, each written once per source event.
    await notifications.notifyMany(tx, followers.map((userId) => ({
      userId,
      type: COLLECTION_PIECE_NOTIFICATION_TYPE,
      title: rendered.title,
      message: rendered.message,
      actionUrl: rendered.actionUrl,
      metadata: { follow_type: kind, productName, productImage, product_id: productId, owner_handle: owner.handle },
      sourceKey: `collection.piece_added:${e.id}`,
    })));
  });
}
