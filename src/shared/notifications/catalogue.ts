import { CURRENCY_CODES, formatUnits, type CurrencyCode } from '../pricing/currency.js';
import { formatGrouped } from '../text/grouped.js';

/**
 * Every kind of notification Patina writes, in one place (issue #11, SPEC §3): its family (the
 * filter and the preference it obeys), a lucide icon (kebab-case name), a colour token, the
 * title and message templates with typed params, and where a click leads (`actionUrl`).
 *
 * Modules raise news by publishing domain events; the notifications subscriber (or a module's
 * own transaction, through `notify`) renders a type here into a row. Money in params is in
 * minor units (cents) with a currency code, as everywhere in Patina.
 */

export const NOTIFICATION_FAMILIES = [
  'listings', 'wishlist', 'auctions', 'offers', 'orders', 'payments', 'escrow', 'shipping',
  'account', 'security', 'system', 'social', 'community', 'events', 'sourcing',
] as const;
export type NotificationFamily = (typeof NOTIFICATION_FAMILIES)[number];

/** What a person reads for each family (filters, settings). */
export const FAMILY_LABELS: Record<NotificationFamily, string> = {
  listings: 'Listings',
  wishlist: 'Wishlist',
  auctions: 'Auctions',
  offers: 'Offers',
  orders: 'Orders',
  payments: 'Payments',
  escrow: 'Escrow',
  shipping: 'Shipping',
  account: 'Account & verification',
  security: 'Security',
  system: 'Patina news',
  social: 'Followers',
  community: 'Community',
  events: 'Events',
  sourcing: 'Sourcing requests',
};

/** Colour tokens; the web maps each to its palette (text and tint). */
export const NOTIFICATION_COLORS = ['gold', 'green', 'red', 'amber', 'blue', 'violet', 'teal', 'rose', 'gray'] as const;
export type NotificationColor = (typeof NOTIFICATION_COLORS)[number];

/** The §3 metadata fields a row may carry (plus the type's own ids). */
export interface NotificationMetadata {
  productImage?: string | null;
  listingImage?: string | null;
  auctionImage?: string | null;
  itemImage?: string | null;
  productName?: string | null;
  itemName?: string | null;
  productBrand?: string | null;
  brand?: string | null;
  price?: number | null;
  bidAmount?: number | null;
  currency?: string | null;
  category?: string | null;
  actionUrl?: string | null;
  [key: string]: unknown;
}

export interface NotificationTypeDef<P> {
  family: NotificationFamily;
  /** A lucide icon, kebab-case ('trending-down'). */
  icon: string;
  color: NotificationColor;
  title: (p: P) => string;
  message: (p: P) => string;
  actionUrl: (p: P) => string | null;
}

/** Params every piece-related type takes. */
interface Piece {
  productName: string;
  productBrand?: string | null;
  productImage?: string | null;
  category?: string | null;
}
interface Money {
  /** Minor units (cents). */
  amount: number;
  currency: string;
}
interface ProductRef extends Piece {
  productId: number | string;
}
interface AuctionRef extends Piece {
  auctionId: number | string;
}
interface ListingRef extends Piece {
  listingId: number | string;
}
interface OrderRef extends Piece {
  orderId: number | string;
}
interface MemberRef {
  memberName: string;
  memberHandle: string;
}

/** '$12,500' from 1,250,000 cents of USD; an unknown code is shown as USD would be. */
export function formatAmount(minor: number, currency: string): string {
  const code = (CURRENCY_CODES as readonly string[]).includes(currency) ? (currency as CurrencyCode) : 'USD';
  return formatUnits(Math.round(minor / 100), code);
}
const money = (m: Money) => formatAmount(m.amount, m.currency);
const piece = (p: Piece) => (p.productBrand ? `${p.productBrand} ${p.productName}` : p.productName);

const def = <P>(d: NotificationTypeDef<P>): NotificationTypeDef<P> => d;

export const NOTIFICATION_TYPES = {
  // Listings: the member's own pieces for sale.
  listing_published: def<ListingRef>({ family: 'listings', icon: 'tag', color: 'green', title: () => 'Your listing is live', message: (p) => `${piece(p)} is now listed on Patina.`, actionUrl: (p) => `/product/${p.listingId}` }),
  listing_approved: def<ListingRef>({ family: 'listings', icon: 'badge-check', color: 'green', title: () => 'Listing approved', message: (p) => `Our experts approved ${piece(p)}.`, actionUrl: () => '/profile/selling' }),
  listing_rejected: def<ListingRef & { reason: string }>({ family: 'listings', icon: 'file-x', color: 'red', title: () => 'Listing not approved', message: (p) => `${piece(p)} was not approved: ${p.reason}`, actionUrl: () => '/profile/selling' }),
  listing_expiring: def<ListingRef & { days: number }>({ family: 'listings', icon: 'hourglass', color: 'amber', title: () => 'Listing expires soon', message: (p) => `${piece(p)} expires in ${p.days} ${p.days === 1 ? 'day' : 'days'}.`, actionUrl: () => '/profile/selling' }),
  listing_expired: def<ListingRef>({ family: 'listings', icon: 'archive', color: 'gray', title: () => 'Listing expired', message: (p) => `${piece(p)} is no longer listed. Relist it from your selling page.`, actionUrl: () => '/profile/selling' }),
  listing_sold: def<ListingRef & Money>({ family: 'listings', icon: 'badge-dollar-sign', color: 'gold', title: () => 'You made a sale', message: (p) => `${piece(p)} sold for ${money(p)}.`, actionUrl: () => '/profile/selling' }),
  bulk_upload_submitted: def<{ count: number; batchId: number | string }>({ family: 'listings', icon: 'tag', color: 'blue', title: () => 'Pieces sent for review', message: (p) => `${formatGrouped(p.count)} ${p.count === 1 ? 'piece' : 'pieces'} from your bulk upload went to our experts for review.`, actionUrl: () => '/profile/selling' }),
  listing_viewed_often: def<ListingRef & { views: number }>({ family: 'listings', icon: 'eye', color: 'blue', title: () => 'Your listing is popular', message: (p) => `${piece(p)} was viewed ${formatGrouped(p.views)} times this week.`, actionUrl: (p) => `/product/${p.listingId}` }),

  // Wishlist: pieces the member keeps an eye on.
  price_drop: def<ProductRef & { oldPrice: number; newPrice: number; currency: string }>({
    family: 'wishlist', icon: 'trending-down', color: 'green', title: () => 'Price drop on your wishlist',
    message: (p) => `${piece(p)} dropped from ${formatAmount(p.oldPrice, p.currency)} to ${formatAmount(p.newPrice, p.currency)}.`,
    actionUrl: (p) => `/product/${p.productId}`,
  }),
  back_in_stock: def<ProductRef>({ family: 'wishlist', icon: 'package-check', color: 'green', title: () => 'Back in stock', message: (p) => `${piece(p)} from your wishlist is available again.`, actionUrl: (p) => `/product/${p.productId}` }),
  wishlist_item_sold: def<ProductRef>({ family: 'wishlist', icon: 'package-x', color: 'gray', title: () => 'A wishlisted piece sold', message: (p) => `${piece(p)} from your wishlist has sold.`, actionUrl: () => '/wishlist' }),
  wishlist_auction_starting: def<AuctionRef>({ family: 'wishlist', icon: 'gavel', color: 'violet', title: () => 'Wishlisted piece at auction', message: (p) => `${piece(p)} goes to auction soon.`, actionUrl: (p) => `/auction/${p.auctionId}` }),

  // Auctions.
  auction_outbid: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'gavel', color: 'red', title: () => "You've been outbid", message: (p) => `Someone bid ${formatAmount(p.bidAmount, p.currency)} on ${piece(p)}.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_won: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'trophy', color: 'gold', title: () => 'You won the auction', message: (p) => `Your bid of ${formatAmount(p.bidAmount, p.currency)} won ${piece(p)}.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_lost: def<AuctionRef>({ family: 'auctions', icon: 'circle-x', color: 'gray', title: () => 'Auction ended', message: (p) => `${piece(p)} went to another bidder.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_ending_soon: def<AuctionRef & { minutes: number }>({ family: 'auctions', icon: 'timer', color: 'amber', title: () => 'Auction ending soon', message: (p) => `${piece(p)} ends in ${p.minutes} minutes.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_started: def<AuctionRef>({ family: 'auctions', icon: 'flame', color: 'violet', title: () => 'Auction is live', message: (p) => `Bidding on ${piece(p)} has started.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_bid_placed: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'gavel', color: 'blue', title: () => 'New bid on your auction', message: (p) => `${piece(p)} has a new bid of ${formatAmount(p.bidAmount, p.currency)}.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_winning: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'gavel', color: 'green', title: () => "You're winning", message: (p) => `You lead on ${piece(p)} at ${formatAmount(p.bidAmount, p.currency)}.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_sold: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'badge-dollar-sign', color: 'gold', title: () => 'Your lot sold', message: (p) => `${piece(p)} sold for ${formatAmount(p.bidAmount, p.currency)}.`, actionUrl: () => '/profile/selling' }),
  auction_reserve_met: def<AuctionRef>({ family: 'auctions', icon: 'circle-check', color: 'green', title: () => 'Reserve met', message: (p) => `The reserve on ${piece(p)} has been met.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_ended_unsold: def<AuctionRef>({ family: 'auctions', icon: 'archive', color: 'gray', title: () => 'Auction ended unsold', message: (p) => `${piece(p)} did not reach its reserve.`, actionUrl: () => '/profile/selling' }),
  // Second-chance offers (a lot closed with its reserve unmet): the seller offers, the highest bidder answers.
  auction_second_chance_offered: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'hand-coins', color: 'blue', title: () => 'Second-chance offer', message: (p) => `The seller offers you ${piece(p)} at your maximum bid of ${formatAmount(p.bidAmount, p.currency)}.`, actionUrl: (p) => `/auction/${p.auctionId}` }),
  auction_second_chance_accepted: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'handshake', color: 'green', title: () => 'Second-chance offer accepted', message: (p) => `The highest bidder accepted ${piece(p)} at ${formatAmount(p.bidAmount, p.currency)}.`, actionUrl: () => '/profile/selling' }),
  auction_second_chance_declined: def<AuctionRef & { bidAmount: number; currency: string }>({ family: 'auctions', icon: 'circle-x', color: 'red', title: () => 'Second-chance offer declined', message: (p) => `The highest bidder declined ${piece(p)} at ${formatAmount(p.bidAmount, p.currency)}.`, actionUrl: () => '/profile/selling' }),
  auction_second_chance_expired: def<AuctionRef>({ family: 'auctions', icon: 'hourglass', color: 'gray', title: () => 'Second-chance offer expired', message: (p) => `The second-chance offer for ${piece(p)} expired without an answer.`, actionUrl: (p) => `/auction/${p.auctionId}` }),

  // Offers.
  offer_received: def<ListingRef & Money>({ family: 'offers', icon: 'hand-coins', color: 'blue', title: () => 'New offer', message: (p) => `You received an offer of ${money(p)} for ${piece(p)}.`, actionUrl: () => '/profile/selling' }),
  offer_accepted: def<ListingRef & Money>({ family: 'offers', icon: 'handshake', color: 'green', title: () => 'Offer accepted', message: (p) => `Your offer of ${money(p)} for ${piece(p)} was accepted.`, actionUrl: () => '/profile/buying' }),
  offer_declined: def<ListingRef & Money>({ family: 'offers', icon: 'circle-x', color: 'red', title: () => 'Offer declined', message: (p) => `Your offer of ${money(p)} for ${piece(p)} was declined.`, actionUrl: (p) => `/product/${p.listingId}` }),
  offer_countered: def<ListingRef & Money>({ family: 'offers', icon: 'repeat', color: 'amber', title: () => 'Counter-offer', message: (p) => `The seller countered with ${money(p)} for ${piece(p)}.`, actionUrl: () => '/profile/buying' }),
  offer_expired: def<ListingRef>({ family: 'offers', icon: 'hourglass', color: 'gray', title: () => 'Offer expired', message: (p) => `Your offer for ${piece(p)} has expired.`, actionUrl: (p) => `/product/${p.listingId}` }),
  // The seller's side of an offer: the buyer answered the counter, withdrew, or let it lapse.
  offer_counter_accepted: def<ListingRef & Money>({ family: 'offers', icon: 'handshake', color: 'green', title: () => 'Counter-offer accepted', message: (p) => `The buyer accepted your counter of ${money(p)} for ${piece(p)}.`, actionUrl: () => '/profile/selling' }),
  offer_counter_declined: def<ListingRef & Money>({ family: 'offers', icon: 'circle-x', color: 'red', title: () => 'Counter-offer declined', message: (p) => `The buyer declined your counter of ${money(p)} for ${piece(p)}.`, actionUrl: () => '/profile/selling' }),
  offer_counter_expired: def<ListingRef & Money>({ family: 'offers', icon: 'hourglass', color: 'gray', title: () => 'Counter-offer expired', message: (p) => `Your counter of ${money(p)} for ${piece(p)} expired without an answer.`, actionUrl: () => '/profile/selling' }),
  offer_withdrawn: def<ListingRef & Money>({ family: 'offers', icon: 'undo-2', color: 'gray', title: () => 'Offer withdrawn', message: (p) => `The buyer withdrew their offer of ${money(p)} for ${piece(p)}.`, actionUrl: () => '/profile/selling' }),

  // Orders.
  order_placed: def<OrderRef & Money>({ family: 'orders', icon: 'shopping-bag', color: 'gold', title: () => 'Order confirmed', message: (p) => `Your order for ${piece(p)} (${money(p)}) is confirmed.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  order_received: def<OrderRef & Money>({ family: 'orders', icon: 'receipt', color: 'gold', title: () => 'New order', message: (p) => `${piece(p)} was bought for ${money(p)}. Please ship it within 3 days.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  order_cancelled: def<OrderRef>({ family: 'orders', icon: 'circle-x', color: 'red', title: () => 'Order cancelled', message: (p) => `The order for ${piece(p)} was cancelled.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  order_completed: def<OrderRef>({ family: 'orders', icon: 'circle-check', color: 'green', title: () => 'Order complete', message: (p) => `The order for ${piece(p)} is complete.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  return_requested: def<OrderRef>({ family: 'orders', icon: 'undo-2', color: 'amber', title: () => 'Return requested', message: (p) => `The buyer asked to return ${piece(p)}.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),

  // Payments.
  payment_received: def<OrderRef & Money>({ family: 'payments', icon: 'credit-card', color: 'green', title: () => 'Payment received', message: (p) => `We received ${money(p)} for ${piece(p)}.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  payment_failed: def<OrderRef & Money>({ family: 'payments', icon: 'circle-alert', color: 'red', title: () => 'Payment failed', message: (p) => `Your payment of ${money(p)} for ${piece(p)} did not go through.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  payout_sent: def<Money>({ family: 'payments', icon: 'banknote', color: 'green', title: () => 'Payout sent', message: (p) => `We sent you ${money(p)}. It should arrive within 2 business days.`, actionUrl: () => '/profile/selling' }),
  payout_paid: def<Money>({ family: 'payments', icon: 'landmark', color: 'green', title: () => 'Payout paid', message: (p) => `Your payout of ${money(p)} has arrived with your bank.`, actionUrl: () => '/profile/selling' }),
  payout_failed: def<Money & { reason: string }>({ family: 'payments', icon: 'circle-alert', color: 'red', title: () => 'Payout failed', message: (p) => `Your payout of ${money(p)} did not go through: ${p.reason} The money is back in your available balance.`, actionUrl: () => '/profile/selling' }),
  payment_needs_review: def<{ summary: string; orderId?: string | null }>({ family: 'payments', icon: 'shield-alert', color: 'red', title: () => 'A payment needs review', message: (p) => p.summary, actionUrl: () => '/admin/payments' }),
  refund_issued: def<OrderRef & Money>({ family: 'payments', icon: 'rotate-ccw', color: 'blue', title: () => 'Refund issued', message: (p) => `${money(p)} for ${piece(p)} is on its way back to you.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),

  // Escrow.
  escrow_funded: def<OrderRef & Money>({ family: 'escrow', icon: 'lock', color: 'blue', title: () => 'Payment held in escrow', message: (p) => `${money(p)} for ${piece(p)} is safely held in escrow.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  escrow_released: def<OrderRef & Money>({ family: 'escrow', icon: 'landmark', color: 'green', title: () => 'Escrow released', message: (p) => `${money(p)} for ${piece(p)} was released from escrow.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  escrow_disputed: def<OrderRef>({ family: 'escrow', icon: 'scale', color: 'red', title: () => 'Escrow dispute opened', message: (p) => `A dispute was opened on ${piece(p)}. Our team will be in touch.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  escrow_dispute_resolved: def<OrderRef>({ family: 'escrow', icon: 'scale', color: 'green', title: () => 'Dispute resolved', message: (p) => `The dispute on ${piece(p)} has been resolved.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),

  // Shipping.
  order_shipped: def<OrderRef & { carrier: string }>({ family: 'shipping', icon: 'truck', color: 'blue', title: () => 'Your order has shipped', message: (p) => `${piece(p)} is on its way with ${p.carrier}.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  order_out_for_delivery: def<OrderRef>({ family: 'shipping', icon: 'map-pin', color: 'blue', title: () => 'Out for delivery', message: (p) => `${piece(p)} arrives today.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  order_delivered: def<OrderRef>({ family: 'shipping', icon: 'package-check', color: 'green', title: () => 'Delivered', message: (p) => `${piece(p)} was delivered.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  shipment_delayed: def<OrderRef>({ family: 'shipping', icon: 'clock', color: 'amber', title: () => 'Shipment delayed', message: (p) => `The delivery of ${piece(p)} is delayed.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),
  item_authenticated: def<OrderRef>({ family: 'shipping', icon: 'shield-check', color: 'gold', title: () => 'Authenticated', message: (p) => `Our experts authenticated ${piece(p)}; it ships to you next.`, actionUrl: (p) => `/profile/orders/${p.orderId}` }),

  // Account and KYC (and the club's decisions, written by the club module).
  email_verified: def<Record<string, never>>({ family: 'account', icon: 'mail-check', color: 'green', title: () => 'Email verified', message: () => 'Your email address is verified. Welcome to Patina.', actionUrl: () => '/settings' }),
  kyc_submitted: def<Record<string, never>>({ family: 'account', icon: 'id-card', color: 'blue', title: () => 'Identity check received', message: () => 'We received your documents and will review them shortly.', actionUrl: () => '/settings' }),
  kyc_approved: def<Record<string, never>>({ family: 'account', icon: 'badge-check', color: 'green', title: () => 'Identity verified', message: () => 'Your identity is verified.', actionUrl: () => '/settings' }),
  kyc_rejected: def<{ reason: string }>({ family: 'account', icon: 'file-x', color: 'red', title: () => 'Identity check failed', message: (p) => `We could not verify your identity: ${p.reason}`, actionUrl: () => '/settings' }),
  membership_approved: def<Record<string, never>>({ family: 'account', icon: 'badge-check', color: 'green', title: () => 'Welcome to the Patina club', message: () => 'Your application has been approved. You can now bid, sell, make offers and message other members.', actionUrl: () => '/membership' }),
  membership_info_requested: def<{ message: string }>({ family: 'account', icon: 'message-circle-question', color: 'amber', title: () => 'Your club application: one more thing', message: (p) => p.message, actionUrl: () => '/membership' }),
  membership_declined: def<{ reason: string; again: string }>({ family: 'account', icon: 'circle-x', color: 'red', title: () => 'Your club application was declined', message: (p) => `${p.reason} You may apply again from ${p.again}.`, actionUrl: () => '/membership' }),
  membership_suspended: def<{ reason: string }>({ family: 'account', icon: 'shield-alert', color: 'red', title: () => 'Your membership is suspended', message: (p) => `${p.reason} Please contact the Patina team.`, actionUrl: () => '/membership' }),
  membership_reinstated: def<Record<string, never>>({ family: 'account', icon: 'shield-check', color: 'green', title: () => 'Your membership is restored', message: () => 'Your suspension has ended: everything your membership gives is open to you again.', actionUrl: () => '/membership' }),
  membership_left: def<Record<string, never>>({ family: 'account', icon: 'log-out', color: 'gray', title: () => 'You have left the Patina club', message: () => 'Your account stays open: you can browse, keep a wishlist and buy with escrow, and apply again whenever you like.', actionUrl: () => '/membership' }),

  // Security.
  new_device_sign_in: def<{ device: string; at: string }>({ family: 'security', icon: 'smartphone', color: 'amber', title: () => 'New sign-in to your account', message: (p) => `Your account was signed in from ${p.device} on ${p.at}. If this wasn't you, change your password now.`, actionUrl: () => '/settings' }),
  password_changed: def<Record<string, never>>({ family: 'security', icon: 'key-round', color: 'amber', title: () => 'Password changed', message: () => "Your password was changed. If this wasn't you, reset it now.", actionUrl: () => '/settings' }),
  two_factor_enabled: def<Record<string, never>>({ family: 'security', icon: 'shield-check', color: 'green', title: () => 'Two-factor authentication on', message: () => 'Your account now asks for a code at sign-in.', actionUrl: () => '/settings' }),
  two_factor_disabled: def<Record<string, never>>({ family: 'security', icon: 'shield-alert', color: 'red', title: () => 'Two-factor authentication off', message: () => "Two-factor authentication was turned off. If this wasn't you, secure your account now.", actionUrl: () => '/settings' }),

  // System.
  system_announcement: def<{ title: string; message: string; actionUrl?: string | null }>({ family: 'system', icon: 'megaphone', color: 'gold', title: (p) => p.title, message: (p) => p.message, actionUrl: (p) => (p.actionUrl && /^\/(?!\/)/.test(p.actionUrl) ? p.actionUrl : null) }),
  scheduled_maintenance: def<{ when: string }>({ family: 'system', icon: 'wrench', color: 'gray', title: () => 'Scheduled maintenance', message: (p) => `Patina will be briefly unavailable ${p.when}.`, actionUrl: () => null }),
  // A new market report in the Journal, for readers who follow its category or house or asked for every one (issue #36).
  journal_report: def<{ title: string; slug: string }>({ family: 'system', icon: 'scroll-text', color: 'gold', title: () => 'New market report', message: (p) => `${p.title}: the month’s figures from Patina’s own sales.`, actionUrl: (p) => `/journal/${p.slug}` }),
  terms_updated: def<Record<string, never>>({ family: 'system', icon: 'scroll-text', color: 'gray', title: () => 'Terms updated', message: () => 'We updated our terms of service.', actionUrl: () => '/terms' }),

  // Social (the follows module writes 'social.follow', its FOLLOW_NOTIFICATION_TYPE).
  'social.follow': def<MemberRef>({ family: 'social', icon: 'user-plus', color: 'violet', title: () => 'New follower', message: (p) => `${p.memberName} started following you.`, actionUrl: (p) => `/members/${p.memberHandle}` }),
  // A piece added to a portfolio or wishlist the member follows (the follows module writes it).
  'social.collection_piece': def<MemberRef & { productName: string; kind: 'portfolio' | 'wishlist' }>({ family: 'social', icon: 'sparkles', color: 'gold', title: (p) => `New in ${p.memberName}’s ${p.kind}`, message: (p) => `${p.memberName} added ${p.productName} to their ${p.kind}.`, actionUrl: (p) => `/members/${p.memberHandle}/${p.kind}` }),
  followed_seller_listed: def<MemberRef & ListingRef>({ family: 'social', icon: 'sparkles', color: 'gold', title: () => 'New from a seller you follow', message: (p) => `${p.memberName} listed ${piece(p)}.`, actionUrl: (p) => `/product/${p.listingId}` }),
  new_message_request: def<MemberRef>({ family: 'social', icon: 'message-square', color: 'blue', title: () => 'New conversation', message: (p) => `${p.memberName} started a conversation with you.`, actionUrl: () => '/chat' }),

  // Community.
  portfolio_liked: def<MemberRef & { portfolioName: string }>({ family: 'community', icon: 'heart', color: 'rose', title: () => 'Your portfolio was liked', message: (p) => `${p.memberName} liked ${p.portfolioName}.`, actionUrl: () => '/portfolio' }),
  journal_comment: def<MemberRef & { journalTitle: string }>({ family: 'community', icon: 'message-square', color: 'blue', title: () => 'New comment', message: (p) => `${p.memberName} commented on "${p.journalTitle}".`, actionUrl: () => '/community' }),
  mentioned: def<MemberRef>({ family: 'community', icon: 'at-sign', color: 'blue', title: () => 'You were mentioned', message: (p) => `${p.memberName} mentioned you.`, actionUrl: () => '/community' }),
  // Members' journals (the community module's job writes these, issue #37).
  // One per entry and minute: the latest member named, the others counted.
  'community.appreciated': def<MemberRef & { entryId: number; entryTitle: string; others?: number }>({ family: 'community', icon: 'heart', color: 'rose', title: () => 'Your entry was appreciated', message: (p) => `${p.memberName}${p.others ? ` and ${formatGrouped(p.others)} ${p.others === 1 ? 'other' : 'others'}` : ''} appreciated "${p.entryTitle}".`, actionUrl: (p) => `/community/journals/${p.entryId}` }),
  'community.commented': def<MemberRef & { entryId: number; entryTitle: string }>({ family: 'community', icon: 'message-square', color: 'blue', title: () => 'New comment', message: (p) => `${p.memberName} commented on "${p.entryTitle}".`, actionUrl: (p) => `/community/journals/${p.entryId}` }),
  'community.replied': def<MemberRef & { entryId: number; entryTitle: string }>({ family: 'community', icon: 'message-square', color: 'blue', title: () => 'New reply', message: (p) => `${p.memberName} replied to your comment on "${p.entryTitle}".`, actionUrl: (p) => `/community/journals/${p.entryId}` }),
  'community.published': def<MemberRef & { entryId: number; entryTitle: string }>({ family: 'social', icon: 'sparkles', color: 'gold', title: (p) => `New from ${p.memberName}`, message: (p) => `${p.memberName} published "${p.entryTitle}".`, actionUrl: (p) => `/community/journals/${p.entryId}` }),
  // Leaderboards (the community-boards refresh job writes it, issue #37): once per entry into a board's top 100.
  'community.rank_top100': def<{ board: string; boardKey: string; period: string; periodKey: string; rank: number }>({ family: 'community', icon: 'award', color: 'gold', title: () => 'You are in the top 100', message: (p) => `You are number ${p.rank} on ${p.board} (${p.period.toLowerCase()}).`, actionUrl: (p) => `/community/leaderboards?board=${p.boardKey}&period=${p.periodKey}` }),
  // A moderator's warning about something the member wrote (community moderation, issue #37).
  'community.warned': def<{ what: string; note: string }>({ family: 'community', icon: 'shield-alert', color: 'amber', title: () => 'A note from the moderators', message: (p) => `About your ${p.what}: ${p.note}`, actionUrl: () => '/community' }),
  // Public portfolios (the portfolio module's job writes these, issue #37).
  'community.portfolio_piece_added': def<MemberRef & { portfolioId: number; portfolioTitle: string; productName: string }>({ family: 'community', icon: 'sparkles', color: 'gold', title: (p) => `New in ${p.portfolioTitle}`, message: (p) => `${p.memberName} added ${p.productName} to "${p.portfolioTitle}".`, actionUrl: (p) => `/community/portfolios/${p.portfolioId}` }),
  leaderboard_rank: def<{ rank: number }>({ family: 'community', icon: 'award', color: 'gold', title: () => 'You climbed the leaderboard', message: (p) => `You are now number ${p.rank} on the collectors' leaderboard.`, actionUrl: () => '/community/leaderboards' }),

  // Events.
  event_invitation: def<{ eventName: string; when: string }>({ family: 'events', icon: 'ticket', color: 'gold', title: () => "You're invited", message: (p) => `Join us for ${p.eventName}, ${p.when}.`, actionUrl: () => '/membership' }),
  event_reminder: def<{ eventName: string; when: string }>({ family: 'events', icon: 'calendar-days', color: 'blue', title: () => 'Event reminder', message: (p) => `${p.eventName} starts ${p.when}.`, actionUrl: () => '/membership' }),
  live_auction_event: def<AuctionRef & { when: string }>({ family: 'events', icon: 'video', color: 'violet', title: () => 'Live auction event', message: (p) => `${piece(p)} is featured in a live auction ${p.when}.`, actionUrl: (p) => `/auction/${p.auctionId}` }),

  // Sourcing: pieces found on a member's request.
  sourcing_request_received: def<{ request: string }>({ family: 'sourcing', icon: 'radar', color: 'blue', title: () => 'Sourcing request received', message: (p) => `Our specialists are looking for ${p.request}.`, actionUrl: () => '/profile' }),
  sourcing_match_found: def<ProductRef>({ family: 'sourcing', icon: 'scan-search', color: 'gold', title: () => 'We found a match', message: (p) => `We found ${piece(p)} for your sourcing request.`, actionUrl: (p) => `/product/${p.productId}` }),
  sourcing_request_closed: def<{ request: string }>({ family: 'sourcing', icon: 'archive', color: 'gray', title: () => 'Sourcing request closed', message: (p) => `Your request for ${p.request} is closed.`, actionUrl: () => '/profile' }),
} satisfies Record<string, NotificationTypeDef<never>>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];
export type NotificationParams<T extends NotificationType> = (typeof NOTIFICATION_TYPES)[T] extends NotificationTypeDef<infer P> ? P : never;

export function isNotificationType(type: string): type is NotificationType {
  return Object.prototype.hasOwnProperty.call(NOTIFICATION_TYPES, type);
}

/** The definition of a type; throws on a type the catalogue does not know (a programming error). */
export function notificationTypeDef(type: string): NotificationTypeDef<never> {
  if (!isNotificationType(type)) throw new TypeError(`unknown notification type '${type}'`);
  return NOTIFICATION_TYPES[type] as NotificationTypeDef<never>;
}

/** The family of a stored type; a type written before the catalogue knew it counts as system news. */
export function familyOf(type: string): NotificationFamily {
  return isNotificationType(type) ? NOTIFICATION_TYPES[type].family : 'system';
}

export interface RenderedNotification {
  type: NotificationType;
  family: NotificationFamily;
  icon: string;
  color: NotificationColor;
  title: string;
  message: string;
  actionUrl: string | null;
}

/** A type with its params, as a row says it. */
export function renderNotification<T extends NotificationType>(type: T, params: NotificationParams<T>): RenderedNotification {
  const d = notificationTypeDef(type) as unknown as NotificationTypeDef<NotificationParams<T>>;
  return { type, family: d.family, icon: d.icon, color: d.color, title: d.title(params), message: d.message(params), actionUrl: d.actionUrl(params) };
}
