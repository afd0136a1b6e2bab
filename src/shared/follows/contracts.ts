import { z } from 'zod';
import { productCardSchema } from '../catalog/contracts.js';
import { HANDLE_MAX, HANDLE_PATTERN } from '../members/handle.js';

/** SPEC §3: what a follow notification says was followed; a member themself is 'other'. */
export const FOLLOW_TYPES = ['portfolio', 'wishlist', 'other'] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

/** The notification type a follow writes (the notifications catalogue maps it to an icon). */
export const FOLLOW_NOTIFICATION_TYPE = 'social.follow';

/** SPEC §3 follow notification: id, title, message, created_at, data.follow_type. */
export const followNotificationSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(200),
  message: z.string().max(1000),
  created_at: z.string().max(40),
  data: z.object({ follow_type: z.enum(FOLLOW_TYPES) }),
});
export type FollowNotification = z.infer<typeof followNotificationSchema>;

/**
 * A handle in a path. Bounded and shaped before anything reads it; a well-formed handle of
 * nobody is a 404, anything else a 400 that says what a handle looks like.
 */
export const handleParamsSchema = z.object({
  handle: z
    .string()
    .max(HANDLE_MAX, `must be a member handle of at most ${HANDLE_MAX} characters`)
    .regex(HANDLE_PATTERN, 'must be a member handle, like ines-m-3f9a0c12de'),
});

/** Where the viewer stands with a member: following or not, and how many follow them. */
export const followStateSchema = z.object({
  handle: z.string(),
  following: z.boolean(),
  followers_count: z.number().int().min(0),
  /** The member is the viewer themself (no Follow button for oneself). */
  self: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** A piece a member offers, as their public page lists it. Money in USD cents. */
export const memberListingSchema = z.object({
  id: z.number().int(),
  price: z.number().int(),
  currency: z.string().length(3),
  condition: z.string(),
  created_at: z.string(),
  product: productCardSchema,
});
export type MemberListing = z.infer<typeof memberListingSchema>;

/**
 * `GET /api/members/{handle}`: what anyone may see of a member. Nothing private: no email,
 * no account id, no last name beyond its initial.
 */
export const memberPageSchema = z.object({
  member: z.object({
    handle: z.string(),
    name: z.string(),
    verified: z.boolean(),
    member_since: z.string(),
    followers_count: z.number().int().min(0),
    following_count: z.number().int().min(0),
    active_listings: z.number().int().min(0),
  }),
  listings: z.array(memberListingSchema),
  /** Which of the member's collections they show (each has its page and its followers). */
  collections: z.object({ portfolio: z.boolean(), wishlist: z.boolean() }),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

/** The newest listings a member page shows. */
export const MEMBER_PAGE_LISTINGS = 24;

export const notificationIdParamsSchema = z.object({
  id: z.string().uuid('must be a notification id'),
});

export const markFollowReadResponseSchema = z.object({
  id: z.string(),
  read_at: z.string(),
});
