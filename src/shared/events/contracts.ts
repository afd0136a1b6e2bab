import { z } from 'zod';
import { followNotificationSchema } from '../follows/contracts.js';
import { EVENT_TYPES, type EventTypeName } from './event-types.js';

/**
 * Domain events: what happened, written by the service that made it happen in the same
 * transaction as its change (issue #9 §1). Each type has a zod schema; a payload that does not
 * match its schema is refused at publish time, so subscribers and browsers can trust the shape.
 *
 * `topics` say who may hear an event live (SSE): `user:<id>` is one member's private channel;
 * `product:<id>`, `auction:<id>` and `listing:<id>` are public. An event with no topic is
 * internal: subscribers see it, browsers never do. A payload on a public topic must say
 * nothing private (no member ids, no emails).
 */

const id = z.number().int().positive();
const cents = z.number().int().min(0);

export const eventSchemas = {
  /** A product's prices changed; `shown_before`/`shown_after` are SPEC §9 prices shown, USD cents. */
  'product.changed': z.object({
    product_id: id,
    shown_before: cents,
    shown_after: cents,
  }),
  /** A listing was created, repriced or changed status: the product's lowest ask may move. */
  'listing.changed': z.object({ listing_id: id, product_id: id }),
  /** A member saved (or let go of) a piece. Private to that member. */
  'wishlist.changed': z.object({ product_id: id, saved: z.boolean() }),
  /**
   * Where a person stands with the club changed (submitted, more information requested,
   * approved, declined, left, suspended, reinstated). Private to that person.
   */
  'membership.changed': z.object({
    status: z.enum(['not_applied', 'draft', 'in_review', 'more_info_requested', 'member', 'declined', 'suspended']),
    application_id: z.string().max(64).nullable(),
  }),
  /** A notification was written for a member (its row is theirs to read). Private to them. */
  'notification.created': z.object({
    notification_id: z.string().max(64),
    title: z.string().max(200),
    message: z.string().max(1000),
    action_url: z.string().max(500).nullable(),
  }),
  /**
   * A message was sent in a conversation: on the recipient's and the sender's private
   * channels (ids only; the thread is read through the API, which checks who asks).
   */
  'message.sent': z.object({ conversation_id: id, message_id: id }),
  /** A member read a conversation up to `message_id`: on both members' channels (read receipts, badges). */
  'message.read': z.object({ conversation_id: id, message_id: id }),
  /** A member added a piece to their portfolio or wishlist. Internal: the follows module tells followers of a public one. */
  'collection.piece_added': z.object({
    owner_id: z.string().max(64),
    kind: z.enum(['portfolio', 'wishlist']),
    product_id: id,
    /** The piece's full name and image as the followers' notification shows them. */
    product_name: z.string().max(300),
    product_image: z.string().max(500).nullable(),
  }),
  /** The member's unread notifications changed (read, deleted): every open tab updates its badge. Private to them. */
  'notification.count': z.object({ unread_count: z.number().int().min(0) }),
  /**
   * A seller's listing went live (internal: no topic). Their followers hear of it: the
   * notifications subscriber fans it out, one row and one live event per follower.
   */
  'listing.published': z.object({ listing_id: id, product_id: id, seller_id: z.string().max(64) }),
  /** A member verified their email address (internal: no topic). */
  'account.email_verified': z.object({ user_id: z.string().max(64) }),
  /**
   * A member signed in from a device they never used before (not their first sign-in ever).
   * Internal: no topic; the notifications subscriber tells the member.
   */
  'account.new_device': z.object({ user_id: z.string().max(64), session_id: z.string().max(128), device: z.string().max(100), at: z.string().max(40) }),
  /**
   * A lot changed: a bid was accepted (`bid_id`), it was extended, bought, voided or closed.
   * Public (`auction:<id>`), ids only: the page reads the lot through the API.
   */
  'auction.updated': z.object({ auction_id: id, bid_id: id.nullable() }),
  /**
   * Bids were committed on a lot (internal: no topic). The auctions subscriber tells who was
   * outbid, who now leads, and the seller when the reserve was just met.
   */
  'auction.bids_committed': z.object({
    auction_id: id,
    outbid_ids: z.array(z.string().max(64)).max(1000),
    leader_id: z.string().max(64).nullable(),
    leader_changed: z.boolean(),
    reserve_met_now: z.boolean(),
    price: cents,
    last_bid_id: id,
  }),
  /**
   * Someone appreciated or commented on a member's journal entry (issue #37): on the author's
   * private channel, counts only, so the open entry updates at once.
   */
  'community.entry_activity': z.object({
    entry_id: id,
    kind: z.enum(['appreciated', 'commented']),
    appreciations_count: z.number().int().min(0),
    comments_count: z.number().int().min(0),
  }),
  /** SPEC §7 "follow notifications": someone followed the member (the toast's words). Private to them. */
  'follow.notification': followNotificationSchema,
  /** A bulk-upload piece was recognised (issue #38): on the seller's private channel, the batch's count. */
  'bulk_upload.progress': z.object({
    batch_id: id,
    piece_id: id.nullable(),
    done: z.number().int().min(0),
    total: z.number().int().min(0),
    state: z.enum(['open', 'recognising', 'ready', 'cancelled', 'closed']),
  }),
} as const;

export type EventType = keyof typeof eventSchemas;
/** event-types.ts names exactly the types that have a schema here, no more, no fewer. */
const sameTypes: [EventType] extends [EventTypeName] ? ([EventTypeName] extends [EventType] ? true : never) : never = true;
void sameTypes;
export { EVENT_TYPES };
export type EventPayload<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;

/** What a service publishes. */
export type DomainEvent = { [T in EventType]: { type: T; payload: EventPayload<T>; topics?: string[] } }[EventType];

/** Topic names: a private member channel, or a public one about a thing. */
export const TOPIC_PATTERN = /^(user:[A-Za-z0-9_-]{1,64}|(product|auction|listing):[1-9][0-9]{0,15})$/;
export const PUBLIC_TOPIC_PATTERN = /^(product|auction|listing):[1-9][0-9]{0,15}$/;
/** A browser follows at most this many public topics on its one stream. */
export const MAX_STREAM_TOPICS = 100;

export const userTopic = (userId: string) => `user:${userId}`;
export const productTopic = (productId: number) => `product:${productId}`;

/**
 * An event as a browser receives it on `GET /api/events/stream`: the SSE `event:` field is
 * the type, `id:` the cursor to resume from, and `data:` this JSON.
 */
export const liveEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  topics: z.array(z.string()),
  payload: z.record(z.string(), z.unknown()),
  occurred_at: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The cursor of an event: its transaction id and its own id, in the order events become visible. */
export const CURSOR_PATTERN = /^[0-9]{1,20}-[0-9]{1,20}$/;

/** Validates a domain event against its schema; answers the problem, or null when it is sound. */
export function invalidEvent(event: { type: string; payload: unknown; topics?: string[] }): string | null {
  const schema = (eventSchemas as Record<string, z.ZodType>)[event.type];
  if (!schema) return `unknown event type '${event.type}'`;
  const parsed = schema.safeParse(event.payload);
  if (!parsed.success) return `${event.type}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
  for (const t of event.topics ?? []) if (!TOPIC_PATTERN.test(t)) return `${event.type}: bad topic '${t}'`;
  return null;
}
