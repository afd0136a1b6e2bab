/**
 * The names of the domain events (contracts.ts holds their schemas). Apart from the schemas so
 * that the browser's live stream can listen for every type without loading zod with the first
 * paint (issue #10 item 17); contracts.ts checks at compile time that both lists agree.
 */
export const EVENT_TYPES = [
  'product.changed',
  'listing.changed',
  'wishlist.changed',
  'membership.changed',
  'notification.created',
  'message.sent',
  'message.read',
  'collection.piece_added',
  'notification.count',
  'listing.published',
  'account.email_verified',
  'account.new_device',
  'auction.updated',
  'auction.bids_committed',
  'follow.notification',
  'bulk_upload.progress',
  'community.entry_activity',
] as const;

export type EventTypeName = (typeof EVENT_TYPES)[number];
