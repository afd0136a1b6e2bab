import { z } from 'zod';
import { orderMachine } from './orders.machine.js';

/**
 * Buying (issue 13): the API the checkout, order and profile pages speak. Money is integer
 * minor units of `currency`; an order is charged in its listing's currency, and the page shows
 * the buyer's currency beside it (`display`). Every route reads the member from the session;
 * an order the member is neither buyer nor seller of answers 404, an action the order's state
 * does not allow 409 with a stable code.
 *
 * API
 *   GET    /api/checkout/quote?listingId=&currency=      CheckoutQuote (price, shipping, protection fee, total, inspection window)
 *   POST   /api/orders                                   { listingId, idempotencyKey, addressId? } -> 201 OrderDetail (pending_payment;
 *                                                         the piece is reserved for the buyer; the order page is the checkout)
 *                                                         409 listing_sold 'This piece has just been sold.'
 *   GET    /api/orders?role=buyer|seller&cursor=         OrderList (newest first)
 *   GET    /api/orders/:id                               OrderDetail (for its buyer or seller)
 *   POST   /api/orders/:id/pay                           PayOrderInput -> OrderDetail (payment may be pending: bank transfer)
 *   POST   /api/orders/:id/cancel                        buyer, before payment
 *   POST   /api/orders/:id/ship                          seller: { carrier, trackingNumber }
 *   POST   /api/orders/:id/deliver                       seller or admin: the carrier reports delivery (starts inspection)
 *   POST   /api/orders/:id/confirm                       buyer: the piece is as described (releases escrow)
 *   POST   /api/orders/:id/dispute                       buyer, during inspection: { reason }
 *   GET    /api/account/addresses                        AddressList;  POST (AddressInput) -> Address;  DELETE /:id
 *   GET    /api/account/payment-methods                  PaymentMethodList;  POST (CardInput) -> PaymentMethod;  DELETE /:id
 *   POST   /api/listings/:id/offers                      buyer: { amount, idempotencyKey, message? } -> Offer
 *   GET    /api/offers?role=buyer|seller                 OfferList
 *   POST   /api/offers/:id/accept | decline | withdraw   seller accepts/declines, buyer withdraws -> Offer (accept makes an order)
 *   POST   /api/offers/:id/counter                       seller: { amount } -> Offer (a counter the buyer accepts or declines)
 *   GET    /api/profile/summary                          ProfileSummary (the real counts of /profile and the account menu)
 *   GET    /api/selling/payouts                          SellerPayouts (the payable balance and its movements)
 *   admin (capability `admin`):
 *   GET    /api/admin/payments?status=                   payments with their orders
 *   POST   /api/admin/payments/:id/confirm-transfer      a bank transfer arrived
 *   GET    /api/admin/disputes                           open disputes
 *   POST   /api/admin/disputes/:orderId/resolve          { decision: refund|partial|release, refundAmount? }
 *   GET    /api/admin/ledger                             accounts with balances, recent transfers, the zero-sum check
 */

export const ORDER_STATES = orderMachine.states;
export type OrderStatus = (typeof ORDER_STATES)[number];

/** The sentence a buyer reads when another buyer was first to the last unit. */
export const JUST_SOLD_MESSAGE = 'This piece has just been sold.';
/** The promise every buying page carries. */
export const ESCROW_PROMISE = 'Payments are held in escrow until the piece has been checked.';

const idempotencyKey = z.string().trim().min(8, 'must be at least 8 characters').max(200);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An amount a member types, in minor units: a whole number, above 0, at most $100,000,000. */
export const amountSchema = z.number().int('must be a whole number of minor units').positive('must be above 0').max(10_000_000_000, 'is above the largest price we accept');

export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;

export const checkoutQuoteQuerySchema = z.object({ listingId: id, currency: z.string().regex(/^[A-Z]{3}$/).optional() });
export const checkoutQuoteSchema = z.object({
  listingId: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  /** Charged in this currency (the listing's). */
  currency: z.string(),
  price: z.number().int(),
  shipping: z.number().int(),
  buyerProtectionFee: z.number().int(),
  total: z.number().int(),
  /** The same total in the buyer's currency, with the rate used; null when they are the same. */
  display: z.object({ currency: z.string(), total: z.number().int(), rate: z.number() }).nullable(),
  inspectionDays: z.number().int(),
  available: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** Buy now reserves the piece at once; the address may be chosen then or when paying. */
export const createOrderSchema = z.object({ listingId: id, addressId: id.optional(), idempotencyKey });
/** Paying needs a shipping address: the order's, or `addressId` (one of the buyer's saved addresses). */
export const payOrderSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), paymentMethodId: id, addressId: id.optional(), idempotencyKey }),
  z.object({ method: z.literal('bank_transfer'), addressId: id.optional(), idempotencyKey }),
]);
export type PayOrderInput = z.infer<typeof payOrderSchema>;
export const shipOrderSchema = z.object({
  carrier: z.string().trim().min(2).max(40).regex(/^[^<>]*$/),
  trackingNumber: z.string().trim().regex(/^[A-Za-z0-9-]{6,40}$/, 'must be 6 to 40 letters, digits or dashes'),
});
export const disputeSchema = z.object({ reason: z.string().trim().min(10, 'must be at least 10 characters').max(2000).regex(/^[^<>]*$/) });
export const resolveDisputeSchema = z.object({
  decision: z.enum(['refund', 'partial', 'release']),
  refundAmount: amountSchema.optional(),
  note: z.string().trim().max(2000).regex(/^[^<>]*$/).optional(),
});

/** What the member may do to the order now, from its state and their side. */
export const ORDER_ACTIONS = ['pay', 'cancel', 'ship', 'deliver', 'confirm', 'dispute', 'message'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** An address as an order keeps it: what the parcel needs, copied from the buyer's saved address when chosen. */
export const shippingAddressSchema = z.object({ name: z.string(), line1: z.string(), line2: z.string().nullable(), city: z.string(), postalCode: z.string(), country: z.string() });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderEventSchema = z.object({ status: z.enum(ORDER_STATES), at: z.string(), note: z.string().nullable() });
export const orderSummarySchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATES),
  role: z.enum(['buyer', 'seller']),
  listingId: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  total: z.number().int(),
  createdAt: z.string(),
  /** The next deadline of the state (pay by, ship by, inspection ends), if it has one. */
  dueAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema), nextCursor: z.string().nullable() });

export const orderDetailSchema = orderSummarySchema.extend({
  /** Who reads it: its buyer, its seller, or an admin who is neither (then no actions, the seller as counterpart, the seller's fee and net shown). */
  role: z.enum(['buyer', 'seller', 'admin']),
  price: z.number().int(),
  shipping: z.number().int(),
  buyerProtectionFee: z.number().int(),
  /** The seller's fee and what they receive (shown to the seller only; null for the buyer). */
  sellerFee: z.number().int().nullable(),
  sellerNet: z.number().int().nullable(),
  counterpart: z.object({ id: z.string(), name: z.string(), handle: z.string().nullable() }),
  shippingAddress: shippingAddressSchema.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  inspectionDays: z.number().int(),
  payment: z.object({
    id: z.string(), provider: z.enum(['simulated', 'bank_transfer']), status: z.string(),
    failure: z.object({ code: z.string(), message: z.string() }).nullable(), reference: z.string().nullable(),
  }).nullable(),
  passportCode: z.string().nullable(),
  conversationId: z.string().nullable(),
  timeline: z.array(orderEventSchema),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const addressInputSchema = z.object({
  name: z.string().trim().min(2).max(100).regex(/^[^<>]*$/),
  line1: z.string().trim().min(3).max(120).regex(/^[^<>]*$/),
  line2: z.string().trim().max(120).regex(/^[^<>]*$/).optional(),
  city: z.string().trim().min(1).max(80).regex(/^[^<>]*$/),
  postalCode: z.string().trim().min(2).max(16).regex(/^[A-Za-z0-9 -]+$/),
  country: z.string().regex(/^[A-Z]{2}$/),
  phone: z.string().trim().max(30).regex(/^[+0-9 ()-]*$/).optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
export const addressSchema = addressInputSchema.extend({ id: z.number().int(), line2: z.string().nullable(), phone: z.string().nullable() });
export type Address = z.infer<typeof addressSchema>;

export const cardInputSchema = z.object({
  number: z.string().trim().regex(/^[0-9 -]{12,23}$/, 'is not a card number'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  name: z.string().trim().min(2).max(100).regex(/^[^<>]*$/),
});
export type CardInput = z.infer<typeof cardInputSchema>;
/** A saved card: the processor holds the number; we keep its token, brand, last 4 and expiry. */
export const paymentMethodSchema = z.object({
  id: z.number().int(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), name: z.string(), createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const OFFER_STATES = ['pending', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATES)[number];
/** An offer (or a counter) lapses after 48 hours without an answer. */
export const OFFER_TTL_HOURS = 48;
export const makeOfferSchema = z.object({ amount: amountSchema, idempotencyKey, message: z.string().trim().max(500).regex(/^[^<>]*$/).optional() });
export const counterOfferSchema = z.object({ amount: amountSchema });
export const offerSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  role: z.enum(['buyer', 'seller']),
  status: z.enum(OFFER_STATES),
  currency: z.string(),
  amount: z.number().int(),
  counterAmount: z.number().int().nullable(),
  listPrice: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The order an accepted offer made. */
  orderId: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const profileSummarySchema = z.object({
  purchases: z.number().int(),
  sales: z.number().int(),
  offers: z.number().int(),
  wishlist: z.number().int(),
  /** Orders waiting for this member (to pay, to ship, to confirm). */
  actionNeeded: z.number().int(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const sellerPayoutsSchema = z.object({
  balances: z.array(moneySchema),
  movements: z.array(z.object({ orderId: z.string(), title: z.string(), currency: z.string(), gross: z.number().int(), fee: z.number().int(), net: z.number().int(), at: z.string() })),
});
export type SellerPayouts = z.infer<typeof sellerPayoutsSchema>;

/** The lists the account routes answer (their items are above). */
export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;
export const paymentMethodListSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;
export const offerListQuerySchema = z.object({ role: z.enum(['buyer', 'seller']).default('buyer') });
export const offerListSchema = z.object({ offers: z.array(offerSchema) });
export type OfferList = z.infer<typeof offerListSchema>;
/** At most this many saved addresses, and as many saved cards, per member. */
export const MAX_SAVED_ADDRESSES = 10;
export const MAX_SAVED_CARDS = 10;
