import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import { notificationDigestMail, type Mailer } from '../../platform/mail/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { WishlistService } from '../wishlist/index.js';
import type { NotificationsRepo } from './notifications.repo.js';
import type { NotificationsService } from './notifications.service.js';

export interface NotificationSubscriberDeps {
  events: Pick<EventBus, 'subscribe'>;
  notifications: Pick<NotificationsService, 'raise'>;
  wishlist: Pick<WishlistService, 'saverIds'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
}

/**
 * Domain events into notifications (issue #11). Each row carries the event's id as its source
 * key, so an event handled twice writes nothing more (unique member and source):
 * - `product.changed` that lowers the price shown to a price: `price_drop` to each member who
 *   saved the piece, with its image, name, brand, old and new price (USD cents).
 * - `account.email_verified`: `email_verified`, once per member ever.
 * - `account.new_device`: `new_device_sign_in`, once per session.
 */
export function subscribeNotifications(deps: NotificationSubscriberDeps): void {
  const { events, notifications, wishlist, catalog } = deps;
  events.subscribe('notifications.from-events', ['product.changed', 'account.email_verified', 'account.new_device'], async (e) => {
    switch (e.type) {
      case 'product.changed': {
        const p = e.payload as { product_id: number; shown_before: number; shown_after: number };
        if (!(p.shown_after < p.shown_before && p.shown_after > 0)) return;
        const savers = await wishlist.saverIds(p.product_id);
        if (savers.length === 0) return;
        const card = (await catalog.productCardsByIds([p.product_id])).get(p.product_id);
        if (!card) return;
        const params = {
          productId: card.slug || card.id,
          productName: card.name,
          productBrand: card.brand,
          productImage: card.image_feature,
          category: card.category,
          oldPrice: p.shown_before,
          newPrice: p.shown_after,
          currency: 'USD',
        };
        const metadata = {
          productId: card.id,
          productImage: card.image_feature,
          productName: card.name,
          productBrand: card.brand,
          category: card.category,
          price: p.shown_after,
          oldPrice: p.shown_before,
          currency: 'USD',
        };
        await notifications.raise('price_drop', savers.map((userId) => ({ userId, params, metadata })), `product.changed:${e.id}`);
        return;
      }
      case 'account.email_verified': {
        const p = e.payload as { user_id: string };
        await notifications.raise('email_verified', [{ userId: p.user_id, params: {} }], 'account.email_verified');
        return;
      }
      case 'account.new_device': {
        const p = e.payload as { user_id: string; session_id: string; device: string; at: string };
        await notifications.raise(
          'new_device_sign_in',
          [{ userId: p.user_id, params: { device: p.device, at: p.at }, metadata: { device: p.device, signedInAt: p.at } }],
          `account.new_device:${p.session_id}`,
        );
        return;
      }
      default:
        return;
    }
  });
}

export interface FollowerNewsDeps {
  events: Pick<EventBus, 'subscribe'>;
  notifications: Pick<NotificationsService, 'raise'>;
  follows: { followerIds(memberId: string): Promise<string[]> };
  accounts: Pick<AccountsService, 'publicProfiles'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
}

/**
 * `listing.published` fans out to the seller's followers: one `followed_seller_listed` row and
 * one live event per follower, written in batches in one transaction (bench:fanout measures
 * 10,000 of them). Source key: the event, so a second handling writes nothing more.
 */
export function subscribeFollowerNews(deps: FollowerNewsDeps): void {
  const { events, notifications, follows, accounts, catalog } = deps;
  events.subscribe('notifications.follower-news', ['listing.published'], async (e) => {
    const p = e.payload as { listing_id: number; product_id: number; seller_id: string };
    const followers = await follows.followerIds(p.seller_id);
    if (followers.length === 0) return;
    const [seller, card] = await Promise.all([
      accounts.publicProfiles([p.seller_id]).then((m) => m.get(p.seller_id)),
      catalog.productCardsByIds([p.product_id]).then((m) => m.get(p.product_id)),
    ]);
    if (!seller || !card) return;
    const params = {
      memberName: seller.name, memberHandle: seller.handle, listingId: card.slug || card.id,
      productName: card.name, productBrand: card.brand, productImage: card.image_feature, category: card.category,
    };
    const metadata = {
      listingId: p.listing_id, productId: card.id, productImage: card.image_feature, productName: card.name,
      productBrand: card.brand, category: card.category, sellerHandle: seller.handle,
    };
    await notifications.raise('followed_seller_listed', followers.map((userId) => ({ userId, params, metadata })), `listing.published:${e.id}`);
  });
}

export const DIGEST_JOB = 'notifications.digest';
/** A digest lists at most this many of the day's unread notifications. */
export const DIGEST_MAX_ITEMS = 50;
/** Members claimed per pass of the digest job. */
const DIGEST_BATCH = 200;

export interface DigestDeps {
  repo: NotificationsRepo;
  mailer: Pick<Mailer, 'enqueue'>;
  accounts: Pick<AccountsService, 'accountsByIds'>;
  publicUrl: string;
  now: () => Date;
}

/** 'YYYY-MM-DD' in UTC. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Sends the daily digests of `day` (UTC): one mail per member with a family on "daily digest",
 * listing their unread notifications of those families from the last 24 hours. A member's
 * claim locks their preference rows FOR UPDATE SKIP LOCKED and writes the (member, day) row,
 * so two instances never send the same digest. A day with nothing unread sends no mail.
 */
export async function sendDigests(deps: DigestDeps, day: string): Promise<{ members: number; mails: number }> {
  const { repo, mailer, accounts, publicUrl, now } = deps;
  let members = 0;
  let mails = 0;
  for (;;) {
    const candidates = await repo.digestCandidates(day, DIGEST_BATCH);
    if (candidates.length === 0) break;
    let claimed = 0;
    for (const userId of candidates) {
      await repo.transaction(async (tx: DbOrTx) => {
        const families = await repo.claimDigest(userId, day, tx);
        if (!families) return;
        claimed++;
        members++;
        const since = new Date(now().getTime() - 24 * 3600 * 1000);
        const items = await repo.unreadSince(userId, families, since, DIGEST_MAX_ITEMS, tx);
        await repo.setDigestItems(userId, day, items.length, tx);
        if (items.length === 0) return;
        const [person] = await accounts.accountsByIds([userId], tx);
        if (!person) return;
        await mailer.enqueue(person.email, notificationDigestMail(person.firstName, items, `${publicUrl}/notifications`), tx);
        mails++;
      });
    }
    // Everything left is held by another instance (or just sent): stop rather than spin.
    if (claimed === 0) break;
  }
  return { members, mails };
}

/** The next run: 07:00 UTC after `from`. */
export function nextDigestAt(from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 7));
  return at.getTime() > from.getTime() ? at : new Date(at.getTime() + 24 * 3600 * 1000);
}

/**
 * `notifications.digest`: one job per day (unique key by day) that sends that day's digests
 * and schedules the next day's.
 */
export function defineDigestJob(jobs: Pick<JobRunner, 'define'>, deps: DigestDeps): {
  job: JobKind<{ day: string }>;
  /** Makes sure the next run is scheduled (on boot; idempotent). */
  schedule(): Promise<void>;
} {
  let job: JobKind<{ day: string }> | null = null;
  const schedule = async (from = deps.now()) => {
    const at = nextDigestAt(from);
    await job!.enqueue({ day: utcDay(at) }, { runAt: at, uniqueKey: `${DIGEST_JOB}:${utcDay(at)}` });
  };
  job = jobs.define(
    DIGEST_JOB,
    async (j) => {
      await sendDigests(deps, j.payload.day);
      await schedule(new Date(Math.max(deps.now().getTime(), Date.parse(`${j.payload.day}T07:00:00Z`)) + 1000));
    },
    { payload: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }), maxAttempts: 5 },
  );
  return { job, schedule: () => schedule() };
}
