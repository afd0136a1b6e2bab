import { DomainRuleError, NotFoundError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/index.js';
import type { AccountsService, PublicProfile } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { ListingsService } from '../listings/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { userTopic } from '../../../shared/events/contracts.js';
import {
  FOLLOW_NOTIFICATION_TYPE, MEMBER_PAGE_LISTINGS, type FollowState, type FollowType, type MemberListing, type MemberPage,
} from '../../../shared/follows/contracts.js';
import type { FollowKind } from './follows.tables.js';
import type { FollowsRepo } from './follows.repo.js';

export interface FollowsServiceDeps {
  repo: FollowsRepo;
  accounts: Pick<AccountsService, 'publicProfileByHandle' | 'publicProfiles'>;
  notifications: Pick<NotificationsService, 'notify' | 'markReadOfType'>;
  events: Pick<EventBus, 'publish'>;
  listings: Pick<ListingsService, 'activeBySeller' | 'activeCountsBySellers'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  /** Whether a member shows a collection (the portfolio module's answer): only public ones are followed. */
  collections: { isPublic(ownerId: string, kind: 'portfolio' | 'wishlist'): Promise<boolean> };
}

/** SPEC §3: a follow of a member themself is 'other'; a portfolio or wishlist says so. */
const FOLLOW_TYPE: Record<FollowKind, FollowType> = { member: 'other', portfolio: 'portfolio', wishlist: 'wishlist' };

/** What the followee is told: '… started following you' or '… your portfolio'. */
const FOLLOWED_WHAT: Record<FollowKind, string> = { member: 'you', portfolio: 'your portfolio', wishlist: 'your wishlist' };

/**
 * Follows (issue #11): members follow members. A new follow writes the followee a
 * notification and tells their open tabs (the follow toast) in the same transaction, so
 * neither exists without the other; following again changes nothing and says nothing.
 */
export function createFollowsService(deps: FollowsServiceDeps) {
  const { repo, accounts, notifications, events, listings, catalog, collections } = deps;

  async function memberOf(handle: string): Promise<PublicProfile> {
    const member = await accounts.publicProfileByHandle(handle);
    if (!member) throw new NotFoundError(`No member has the handle '${handle}'.`, 'member_not_found');
    return member;
  }

  async function stateOf(viewerId: string, member: PublicProfile, kind: FollowKind = 'member'): Promise<FollowState> {
    const pair = { followerId: viewerId, followeeId: member.id, kind };
    const [following, followers] = await Promise.all([repo.isFollowing(pair), repo.followersCount(member.id, kind)]);
    return { handle: member.handle, following, followers_count: followers, self: member.id === viewerId };
  }

  /** A collection is followed only while public; a private one is a 404 that says so. */
  async function mustBePublic(member: PublicProfile, kind: FollowKind): Promise<void> {
    if (kind === 'member' || (await collections.isPublic(member.id, kind))) return;
    throw new NotFoundError(`${member.name} keeps their ${kind} private.`, 'collection_private');
  }

  return {
    /** Whether the viewer follows a member (or their portfolio or wishlist), and how many do. */
    async state(viewerId: string, handle: string, kind: FollowKind = 'member'): Promise<FollowState> {
      const member = await memberOf(handle);
      await mustBePublic(member, kind);
      return stateOf(viewerId, member, kind);
    },

    /**
     * Follows a member, or their portfolio or wishlist while it is public: `created` false when
     * the viewer already did (nothing more happens).
     */
    async followMember(viewerId: string, handle: string, kind: FollowKind = 'member'): Promise<{ state: FollowState; created: boolean }> {
      const member = await memberOf(handle);
      if (member.id === viewerId) throw new DomainRuleError('You cannot follow yourself.', 'follow_self');
      await mustBePublic(member, kind);
      const follower = (await accounts.publicProfiles([viewerId])).get(viewerId);
      if (!follower) throw new NotFoundError('Your account was not found. Please sign in again.', 'account_not_found');
      const created = await repo.transaction(async (tx) => {
        if (!(await repo.follow({ followerId: viewerId, followeeId: member.id, kind }, tx))) return false;
        const title = 'New follower';
        const message = `${follower.name} started following ${FOLLOWED_WHAT[kind]}.`;
        const row = await notifications.notify(tx, {
          userId: member.id,
          type: FOLLOW_NOTIFICATION_TYPE,
          title,
          message,
          actionUrl: `/members/${follower.handle}`,
          metadata: { follow_type: FOLLOW_TYPE[kind], follower_handle: follower.handle, follower_name: follower.name },
        });
        // The member turned followers off in the app: the follow stands, nothing is said.
        if (!row) return true;
        await events.publish(tx, {
          type: 'follow.notification',
          topics: [userTopic(member.id)],
          payload: {
            id: row.id,
            title: row.title,
            message: row.message,
            created_at: row.createdAt.toISOString(),
            data: { follow_type: FOLLOW_TYPE[kind] },
          },
        });
        return true;
      });
      return { state: await stateOf(viewerId, member, kind), created };
    },

    /** Members who follow a member (their news fans out to each). */
    followerIds(memberId: string): Promise<string[]> {
      return repo.followerIds(memberId, 'member');
    },

    /** Members a member follows (the community feed reads their news). */
    followeeIds(memberId: string): Promise<string[]> {
      return repo.followeeIds(memberId, 'member');
    },

    /** Who followed a member lately (the community home says so). */
    recentFollowers(memberId: string, limit: number): Promise<{ followerId: string; createdAt: Date }[]> {
      return repo.recentFollowers(memberId, limit);
    },

    /** Whether one member follows another (a followers-only entry is theirs to read). */
    isFollowing(followerId: string, followeeId: string): Promise<boolean> {
      return repo.isFollowing({ followerId, followeeId, kind: 'member' });
    },

    /** Stops following; the same answer whether or not they did (and even once it went private). */
    async unfollowMember(viewerId: string, handle: string, kind: FollowKind = 'member'): Promise<FollowState> {
      const member = await memberOf(handle);
      await repo.unfollow({ followerId: viewerId, followeeId: member.id, kind });
      return stateOf(viewerId, member, kind);
    },

    /** How many follow a member's collection (the portfolio module shows it). */
    followersCount: (ownerId: string, kind: FollowKind) => repo.followersCount(ownerId, kind),

    /** SPEC §7 "mark follow notification read": only the member's own follow notifications. */
    async markNotificationRead(viewerId: string, id: string): Promise<{ id: string; read_at: string }> {
      const row = await notifications.markReadOfType(viewerId, id, FOLLOW_NOTIFICATION_TYPE);
      if (!row) throw new NotFoundError(`You have no follow notification with the id '${id}'.`, 'notification_not_found');
      return { id: row.id, read_at: row.readAt.toISOString() };
    },

    /** A member's public page: name, since when, followers, and the pieces they offer. */
    async memberPage(handle: string): Promise<MemberPage> {
      const member = await memberOf(handle);
      const [rows, counts, followers, following, portfolio, wishlist] = await Promise.all([
        listings.activeBySeller(member.id, MEMBER_PAGE_LISTINGS),
        listings.activeCountsBySellers([member.id]),
        repo.followersCount(member.id, 'member'),
        repo.followingCount(member.id),
        collections.isPublic(member.id, 'portfolio'),
        collections.isPublic(member.id, 'wishlist'),
      ]);
      const cards = await catalog.productCardsByIds(rows.map((r) => r.productId));
      const shown: MemberListing[] = rows.flatMap((r) => {
        const product = cards.get(r.productId);
        return product
          ? [{ id: r.id, price: r.price, currency: r.currency, condition: r.condition, created_at: r.createdAt.toISOString(), product }]
          : [];
      });
      return {
        member: {
          handle: member.handle,
          name: member.name,
          verified: member.verified,
          member_since: member.memberSince.toISOString(),
          followers_count: followers,
          following_count: following,
          active_listings: counts.get(member.id) ?? 0,
        },
        listings: shown,
        collections: { portfolio, wishlist },
      };
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
