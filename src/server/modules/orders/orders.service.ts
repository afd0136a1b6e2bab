import { randomBytes } from 'node:crypto';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ConflictError, DomainRuleError, ForbiddenError, InvalidError, NotFoundError } from '../../platform/errors.js';
import { batchOfMoment } from '../../platform/batch-of-moment.js';
import type { EventBus } from '../../platform/events/index.js';
import type { OrderState } from '../../../shared/orders/orders.machine.js';
import {
  amountSchema, JUST_SOLD_MESSAGE, type CheckoutQuote, type ShippingAddress, type OrderDetail, type OrderSummary, type PayOrderInput,
} from '../../../shared/orders/contracts.js';
import { convertAmount, orderActions, orderAmounts, UNPAID_ORDER_MINUTES } from '../../../shared/orders/checkout.js';
import { addBusinessDays, inspectionEndsAt, SHIPPING_BUSINESS_DAYS } from '../../../shared/orders/timers.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import type { AccountsService } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { CurrenciesService } from '../currencies/index.js';
import type { ListingsService } from '../listings/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { PassportsService } from '../passports/index.js';
import type { PaymentDto, PaymentsService } from '../payments/index.js';
import { ORDER_JOBS, type OrderTimers } from './orders.jobs.js';
import { STATE_WORDS, type OrderActor, type OrderSteps } from './orders.steps.js';
import type { ORDER_SOURCES } from './orders.tables.js';
import { orderKeyOf, type OrderRow, type OrdersRepo } from './orders.repo.js';

/**
 * What orders need of the wallet (saved cards and addresses, another module): the processor's
 * token of a member's saved card, and one of their saved addresses. Null when the member has
 * no such card or address (another member's answers null too).
 */
export interface OrdersWallet {
  resolveCardToken(userId: string, paymentMethodId: number): Promise<string | null>;
  resolveAddress(userId: string, addressId: number, tx?: DbOrTx): Promise<ShippingAddress | null>;
}

/** What orders ask of the workflows that span modules (src/server/workflows), by the shape they have. */
export interface OrderWorkflows {
  settleOrder(tx: Tx, order: OrderRow, event: 'confirm_receipt' | 'inspection_elapsed' | 'resolve_release', actor: OrderActor): Promise<OrderRow>;
  refundOrder: {
    inFull(tx: Tx, order: OrderRow, event: 'shipping_missed' | 'resolve_refund', actor: OrderActor): Promise<OrderRow>;
    inPart(tx: Tx, order: OrderRow, refunded: number, actor: OrderActor): Promise<OrderRow>;
    takeBack(tx: Tx, order: OrderRow): Promise<void>;
  };
}

export interface PlaceOrderInput {
  buyerId: string;
  listingId: number;
  /** Overrides the list price (an accepted offer, a winning bid), minor units of the listing's currency. */
  price?: number;
  source: (typeof ORDER_SOURCES)[number];
  sourceRef?: string;
  idempotencyKey: string;
  addressId?: number;
}

export interface OrdersDeps {
  repo: OrdersRepo;
  listings: Pick<ListingsService, 'checkoutView' | 'reserveForOrder' | 'transition'>;
  catalog: Pick<CatalogService, 'productCardsByIds' | 'productCardsByIdsPrepared' | 'referenceData'>;
  payments: Pick<PaymentsService, 'payByCard' | 'payByBankTransfer' | 'latestForOrders' | 'refundThroughProvider' | 'voidWaiting'>;
  passports: Pick<PassportsService, 'codesOfListings'>;
  notifications: Pick<NotificationsService, 'raise'>;
  accounts: Pick<AccountsService, 'accountsByIds'>;
  currencies: Pick<CurrenciesService, 'rates'>;
  events: Pick<EventBus, 'publish'>;
  wallet: OrdersWallet;
  /** The buyer–seller conversation of an order (the messaging module); without it, no conversation is opened. */
  messaging?: { openAboutOrder(input: { askerId: string; otherId: string; orderNumber: number }): Promise<number> };
  /** Set once the job kinds are defined (they call back into this service). */
  timers: () => OrderTimers;
  /** The order's steps the workflows share (src/server/workflows compose them with other modules'). */
  steps: OrderSteps;
  /** The use cases that span modules, made from `steps` (src/server/workflows: settle-order, refund-order). */
  workflows: () => OrderWorkflows;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void };
  /** Test switch: pay without re-checking the order under its lock (issue 34's race, for the reconciliation's test). */
  faults?: { skipPayableCheck?: boolean };
}

/**
 * The buyer's idempotency key was taken when the order was inserted: one key is one attempt,
 * so the placement is rolled back (the reservation with it) and the key's order answered.
 */
class KeyTaken extends Error {}
/** The piece could not be reserved: the placement's transaction ends before the reasons are read. */
class NotReserved extends Error {}

const PAGE = 20;
const MINUTE = 60_000;
const SOLD_STATES: readonly OrderState[] = ['completed', 'resolved_release', 'resolved_partial'];

const orderId = () => `ord_${randomBytes(10).toString('hex')}`;
const encodeCursor = (r: OrderRow) => Buffer.from(`${r.createdAt.toISOString()}|${r.id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^ord_[0-9a-f]{20}$/.test(id)) throw new InvalidError('This page cursor is not one we gave out.', 'invalid_cursor');
  return { createdAt, id };
}


/**
 * Orders (issue 13): buy now reserves the piece (one conditional UPDATE, so the last unit is
 * sold once), the capture of the payment moves the order with the ledger's hold, and every
 * later step — ship, deliver, confirm, dispute, the admin's decision, the timers — moves it
 * through the order machine with the money of ORDER_ESCROW_EFFECTS in the same transaction.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { repo, listings, catalog, payments, passports, accounts, wallet, now } = deps;

  const { heldOf, move, notify, listingChanged, locked } = deps.steps;
  const workflows = () => deps.workflows();

  /** The order, for one of its two sides (anyone else: 404, as if it did not exist). */
  function sideOf(order: OrderRow | null, userId: string): 'buyer' | 'seller' {
    if (order?.buyerId === userId) return 'buyer';
    if (order?.sellerId === userId) return 'seller';
    throw new NotFoundError('There is no such order.', 'order_not_found');
  }


  /** Why a listing could not be reserved, in the buyer's words. */
  async function refusal(input: PlaceOrderInput, tx?: DbOrTx, known?: Awaited<ReturnType<OrdersDeps['listings']['checkoutView']>>): Promise<Error> {
    const current = known ?? (await listings.checkoutView(input.listingId, tx));
    if (!current || current.productId === null || current.price === null) return new NotFoundError(`There is no listing ${input.listingId}.`, 'listing_not_found');
    if (current.sellerId === input.buyerId) return new DomainRuleError('This is your own listing; you cannot buy it.', 'own_listing');
    if (current.status === 'reserved' || current.status === 'sold') return new ConflictError(JUST_SOLD_MESSAGE, 'listing_sold');
    // Still live, of the right kind: another buyer's reservation of it is in flight (and wins).
    if (current.status === 'active' && (current.saleType === 'fixed' || input.source === 'auction')) return new ConflictError(JUST_SOLD_MESSAGE, 'listing_sold');
    if (current.status === 'active') return new ConflictError('This piece is sold at auction, not at a fixed price.', 'not_for_sale');
    return new ConflictError('This piece is not for sale.', 'listing_unavailable');
  }

  /**
   * The reservation comes first, the key check only when it fails: a retried request finds
   * its piece reserved (by itself) and answers the order it made; a key reused for another
   * piece is refused by the insert's unique key, which rolls the reservation back.
   */
  async function placeIn(input: PlaceOrderInput, tx: Tx, known?: { productId: number; card: ProductCard | undefined }, alone = false): Promise<{ order: OrderRow; fresh: boolean }> {
    if (input.price !== undefined && !amountSchema.safeParse(input.price).success) {
      throw new InvalidError(`A price is a whole number of minor units above 0 and at most 10,000,000,000 (got ${input.price}).`, 'invalid_price');
    }
    const saleTypes = input.source === 'auction' ? (['auction', 'fixed'] as const) : (['fixed'] as const);
    const listing = await listings.reserveForOrder(input.listingId, input.buyerId, saleTypes, tx);
    if (!listing) {
      // In a transaction of its own: rolled back at once (the connection freed), the reasons read after.
      if (alone) throw new NotReserved();
      // The same request again (a retry, or a double click that lost the race to itself): answer the first.
      const earlier = await repo.byKey(input.buyerId, input.idempotencyKey, tx);
      if (earlier) return { order: sameOrder(earlier, input), fresh: false };
      throw await refusal(input, tx);
    }
    const productId = listing.productId!;
    const card = known?.productId === productId ? known.card : (await catalog.productCardsByIds([productId], tx)).get(productId);
    const category = listing.category ?? card?.category ?? 'collectibles';
    const amounts = orderAmounts(input.price ?? listing.price!, category);
    const address = input.addressId === undefined ? null : await wallet.resolveAddress(input.buyerId, input.addressId, tx);
    if (input.addressId !== undefined && !address) throw new NotFoundError(`You have no saved address ${input.addressId}.`, 'address_not_found');
    const at = now();
    const dueAt = new Date(at.getTime() + UNPAID_ORDER_MINUTES * MINUTE);
    const order = await repo.insert({
      id: orderId(), buyerId: input.buyerId, sellerId: listing.sellerId, listingId: listing.id, productId, source: input.source,
      sourceRef: input.sourceRef ?? null, idempotencyKey: input.idempotencyKey,
      title: card ? `${card.brand} ${card.name}` : `Listing ${listing.id}`, image: card?.image_feature ?? null, category, currency: listing.currency,
      price: amounts.price, shipping: amounts.shipping, buyerProtectionFee: amounts.buyerProtectionFee, sellerFee: amounts.sellerFee, total: amounts.total,
      inspectionDays: amounts.inspectionDays, address, dueAt, createdAt: at, updatedAt: at,
    }, tx);
    if (!order) {
      // The key names an earlier attempt (its order since cancelled, the piece live again):
      // this reservation is undone and the earlier order answered (or, for another piece, a 409).
      throw new KeyTaken();
    }
    await deps.timers().lapseAt(order.id, dueAt, tx);
    await listingChanged(tx, order);
    return { order, fresh: true };
  }

  /**
   * Runs a placement in its own transaction; a key already taken (see `KeyTaken`) rolls it
   * back and answers the key's order, as a retry of that attempt would.
   */
  async function placeAlone(
    input: PlaceOrderInput, known?: { productId: number; card: ProductCard | undefined }, seenLive = false,
  ): Promise<{ order: OrderRow; fresh: boolean }> {
    try {
      return await repo.transaction((tx) => placeIn(input, tx, known, true));
    } catch (error) {
      if (error instanceof NotReserved) {
        // The same request again (a retry, or a double click that lost the race to itself): answer the first.
        const earlier = await repo.byKey(input.buyerId, input.idempotencyKey);
        if (earlier) return { order: sameOrder(earlier, input), fresh: false };
        // Read live and buyable a moment ago, not reservable now: another buyer has it (or is taking it).
        if (seenLive) throw new ConflictError(JUST_SOLD_MESSAGE, 'listing_sold');
        throw await refusal(input);
      }
      if (!(error instanceof KeyTaken)) throw error;
      const earlier = await repo.byKey(input.buyerId, input.idempotencyKey);
      if (!earlier) throw new ConflictError('This order changed a moment ago. Please try again.', 'order_changed');
      return { order: sameOrder(earlier, input), fresh: false };
    }
  }

  function sameOrder(earlier: OrderRow, input: PlaceOrderInput): OrderRow {
    if (earlier.listingId !== input.listingId) {
      throw new ConflictError(`The idempotency key '${input.idempotencyKey}' was already used for another order.`, 'idempotency_key_reused');
    }
    return earlier;
  }

  /** Only the buyer pays, and only an order still waiting for its money (a 404 for anyone else, a 409 naming why not). */
  function mayPay(order: OrderRow | null, userId: string): OrderRow {
    if (!order || order.buyerId !== userId) throw new NotFoundError('There is no such order.', 'order_not_found');
    if (order.status === 'cancelled') throw new ConflictError('This order was cancelled; the piece is no longer reserved for you.', 'order_cancelled');
    if (order.status !== 'pending_payment') throw new ConflictError('This order is already paid.', 'already_paid');
    return order;
  }

  /** The payment's re-check under the order's lock: a cancel that committed a moment ago is seen here. */
  function payableGuard(userId: string, id: string) {
    return async (tx: Tx) => {
      mayPay(await locked(tx, id), userId);
    };
  }

  async function summaries(rows: OrderRow[], userId: string): Promise<OrderSummary[]> {
    return rows.map((r) => ({
      id: r.id, status: r.status, role: r.buyerId === userId ? 'buyer' : 'seller', listingId: r.listingId, title: r.title, image: r.image,
      currency: r.currency, total: r.total, createdAt: r.createdAt.toISOString(), dueAt: r.dueAt?.toISOString() ?? null,
    }));
  }

  /** The order for one side; `known`: what the caller just wrote (a new order has no payment and one step). */
  async function detail(order: OrderRow, role: OrderDetail['role'], known?: { timeline: OrderDetail['timeline']; payment: null }): Promise<OrderDetail> {
    const other = role === 'seller' ? order.buyerId : order.sellerId;
    const [person] = await accounts.accountsByIds([other]);
    const payment: PaymentDto | undefined = known ? undefined : (await payments.latestForOrders([order.id])).get(order.id);
    const sold = SOLD_STATES.includes(order.status);
    const passportCode = sold || role !== 'buyer' ? ((await passports.codesOfListings([order.listingId])).get(order.listingId) ?? null) : null;
    const placed = { status: 'pending_payment' as const, at: order.createdAt.toISOString(), note: null };
    const timeline = known?.timeline ?? [placed, ...(await repo.timeline(order.id)).map((e) => ({ status: e.status, at: e.at.toISOString(), note: e.note }))];
    const paymentUnderWay = payment?.status === 'authorised' || (payment?.status === 'created' && payment.provider === 'simulated');
    const [summary] = await summaries([order], role === 'buyer' ? order.buyerId : order.sellerId);
    return {
      ...summary!,
      role,
      price: order.price, shipping: order.shipping, buyerProtectionFee: order.buyerProtectionFee,
      sellerFee: role !== 'buyer' ? order.sellerFee : null,
      sellerNet: role !== 'buyer' ? order.total - order.sellerFee - order.buyerProtectionFee : null,
      counterpart: { id: other, name: person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || person.name : 'Patina member', handle: null },
      shippingAddress: order.address ?? null,
      carrier: order.carrier, trackingNumber: order.trackingNumber, inspectionDays: order.inspectionDays,
      payment: payment ? { id: payment.id, provider: payment.provider, status: payment.status, failure: payment.failure, reference: payment.reference } : null,
      passportCode,
      conversationId: order.conversationId === null ? null : String(order.conversationId),
      timeline,
      // An admin reads; the buyer's and seller's steps stay theirs (an admin's own steps are on /admin).
      actions: role === 'admin' ? [] : orderActions(order.status, role, { inspectionOpen: order.status === 'inspection' && !!order.dueAt && order.dueAt > now(), paymentUnderWay }),
    };
  }

  /**
   * Buy-now reservations in flight on this instance, by listing: whether each took the piece.
   * Only a shortcut for the losers of a race (the database still decides it, across instances).
   */
  const reserving = new Map<number, Promise<boolean>>();
  /**
   * A buy-now's first read of its piece, shared by the buy-nows of that piece that arrive while
   * it is in flight (the racers for one piece read it once between them, not once each). Only
   * in-flight reads are shared: nothing is kept once it has answered.
   */
  const viewing = new Map<number, ReturnType<OrdersDeps['listings']['checkoutView']>>();
  /**
   * A refused buy-now's last question, whether its key already made an order: the questions of
   * one moment (a race's losers wake together when the winner's attempt ends) go as one statement.
   */
  const earlierOrder = batchOfMoment(
    (q: { buyerId: string; idempotencyKey: string }) => orderKeyOf(q.buyerId, q.idempotencyKey),
    (questions) => repo.byKeys(questions),
  );

  function viewForBuyNow(listingId: number): ReturnType<OrdersDeps['listings']['checkoutView']> {
    let read = viewing.get(listingId);
    if (!read) {
      read = listings.checkoutView(listingId).finally(() => viewing.delete(listingId));
      viewing.set(listingId, read);
    }
    return read;
  }

  const service = {
    /**
     * Buy now (and the orders of accepted offers and won lots): reserves the listing and opens
     * the order, in the caller's transaction if given. Racing buyers: exactly one order, the
     * others 409 `listing_sold`. The same key from the same buyer answers the same order.
     */
    async placeOrder(input: PlaceOrderInput, tx?: Tx): Promise<OrderRow> {
      if (!tx) return (await placeAlone(input)).order;
      try {
        return (await placeIn(input, tx)).order;
      } catch (error) {
        // In the caller's transaction nothing can be undone alone: the caller's keys are its own (offer:…, auction:…).
        if (error instanceof KeyTaken) throw new ConflictError(`The idempotency key '${input.idempotencyKey}' was already used for another order.`, 'idempotency_key_reused');
        throw error;
      }
    },

    /** Buy now through HTTP: the order as its buyer sees it (a new one is read from what was just written). */
    async buyNow(input: Omit<PlaceOrderInput, 'source' | 'price' | 'sourceRef'>): Promise<OrderDetail> {
      for (;;) {
        // A piece already taken is refused from one read, without a transaction or a wait on the
        // winner's row lock: the many who lose a race for one piece cost little.
        let current = await viewForBuyNow(input.listingId);
        const ahead = current?.status === 'active' ? reserving.get(input.listingId) : undefined;
        if (ahead) {
          // Another buyer's reservation of this piece is in flight on this instance: its outcome
          // decides this request too, without a transaction of its own. Taken (by that buyer, or
          // found taken by one on another instance): refused (or, for the same buyer and key,
          // answered) as below; not taken (that attempt failed for its own reasons): read again.
          if (!(await ahead)) continue;
          current = { ...current!, status: 'reserved' };
        }
        if (current && current.status !== 'active') {
          const earlier = await earlierOrder({ buyerId: input.buyerId, idempotencyKey: input.idempotencyKey });
          if (earlier) return detail(sameOrder(earlier, { ...input, source: 'buy_now' }), 'buyer');
          throw await refusal({ ...input, source: 'buy_now' }, undefined, current);
        }
        // Registered before the first wait, so the racers that read the piece with this one find it.
        let settle: (taken: boolean) => void = () => undefined;
        const attempt = new Promise<boolean>((resolve) => (settle = resolve));
        reserving.set(input.listingId, attempt);
        let taken = false;
        try {
          // The piece's card is read before the transaction (a planned statement), so the listing's row lock is held briefly.
          const known = current?.productId ? { productId: current.productId, card: (await catalog.productCardsByIdsPrepared([current.productId])).get(current.productId) } : undefined;
          const seenLive = current !== null && current.status === 'active' && current.saleType === 'fixed' && current.sellerId !== input.buyerId && current.price !== null;
          const { order, fresh } = await placeAlone({ ...input, source: 'buy_now' }, known, seenLive).catch((error: unknown) => {
            // Refused because another buyer (on another instance) has the piece: so are the waiters.
            taken = error instanceof ConflictError && error.code === 'listing_sold';
            throw error;
          });
          taken = fresh;
          return fresh ? detail(order, 'buyer', { timeline: [{ status: order.status, at: order.createdAt.toISOString(), note: null }], payment: null }) : detail(order, 'buyer');
        } finally {
          if (reserving.get(input.listingId) === attempt) reserving.delete(input.listingId);
          settle(taken);
        }
      }
    },

    /**
     * "Message the other side": the conversation of the order's buyer and seller, opened the
     * first time either asks (no message is sent) and linked to the order; then the same one.
     */
    async conversation(userId: string, id: string): Promise<OrderDetail> {
      const order = await repo.byId(id);
      const role = sideOf(order, userId);
      if (order!.conversationId !== null) return detail(order!, role);
      if (!deps.messaging) throw new ConflictError('Messages are not available right now.', 'messaging_unavailable');
      const conversationId = await deps.messaging.openAboutOrder({
        askerId: userId, otherId: role === 'buyer' ? order!.sellerId : order!.buyerId, orderNumber: order!.number,
      });
      await repo.linkConversation(id, conversationId);
      return detail((await repo.byId(id))!, role);
    },

    /** Price, shipping, buyer protection, total, and the total in the buyer's currency. */
    async quote(listingId: number, buyerCurrency: string): Promise<CheckoutQuote> {
      const listing = await listings.checkoutView(listingId);
      if (!listing || listing.productId === null || listing.price === null) throw new NotFoundError(`There is no listing ${listingId}.`, 'listing_not_found');
      const card = (await catalog.productCardsByIds([listing.productId])).get(listing.productId);
      const category = listing.category ?? card?.category ?? 'collectibles';
      const amounts = orderAmounts(listing.price, category);
      let display: CheckoutQuote['display'] = null;
      if (buyerCurrency !== listing.currency) {
        const perUsd = Object.fromEntries((await deps.currencies.rates()).map((r) => [r.code, r.per_usd]));
        display = convertAmount(amounts.total, listing.currency.trim(), buyerCurrency, perUsd) ? { currency: buyerCurrency, ...convertAmount(amounts.total, listing.currency.trim(), buyerCurrency, perUsd)! } : null;
      }
      return {
        listingId, title: card ? `${card.brand} ${card.name}` : `Listing ${listingId}`, image: card?.image_feature ?? null, currency: listing.currency,
        price: amounts.price, shipping: amounts.shipping, buyerProtectionFee: amounts.buyerProtectionFee, total: amounts.total, display,
        inspectionDays: amounts.inspectionDays, available: listing.status === 'active' && listing.saleType === 'fixed',
      };
    },

    /**
     * The order for its buyer or seller; for an admin who is neither (`asAdmin`), the order as
     * an admin reads it (the link from /admin/payments). Anyone else: 404.
     */
    async get(userId: string, id: string, options: { asAdmin?: boolean } = {}): Promise<OrderDetail> {
      const order = await repo.byId(id);
      if (order && options.asAdmin && order.buyerId !== userId && order.sellerId !== userId) return detail(order, 'admin');
      return detail(order!, sideOf(order, userId));
    },

    async list(userId: string, role: 'buyer' | 'seller', cursor?: string): Promise<{ orders: OrderSummary[]; nextCursor: string | null }> {
      const rows = await repo.page(userId, role, cursor ? decodeCursor(cursor) : null, PAGE + 1);
      const page = rows.slice(0, PAGE);
      return { orders: await summaries(page, userId), nextCursor: rows.length > PAGE ? encodeCursor(page[page.length - 1]!) : null };
    },

    /** The buyer pays: by a saved card (captured by the processor's webhook) or by bank transfer (an admin confirms receipt). */
    async pay(userId: string, id: string, input: PayOrderInput): Promise<OrderDetail> {
      // Read first for the quick answers; the payment re-checks under the order's lock (`payable`).
      let order = mayPay(await repo.byId(id), userId);
      if (input.addressId !== undefined) {
        const address = await wallet.resolveAddress(userId, input.addressId);
        if (!address) throw new NotFoundError(`You have no saved address ${input.addressId}.`, 'address_not_found');
        order = await repo.update(id, { address });
      }
      if (!order.address) throw new DomainRuleError('Choose a shipping address before paying.', 'address_required');
      const base = {
        orderId: id, payerId: userId, amount: order.total, currency: order.currency.trim(), idempotencyKey: input.idempotencyKey,
        ...(deps.faults?.skipPayableCheck ? {} : { payable: payableGuard(userId, id) }),
      };
      if (input.method === 'card') {
        const cardToken = await wallet.resolveCardToken(userId, input.paymentMethodId);
        if (!cardToken) throw new NotFoundError(`You have no saved card ${input.paymentMethodId}.`, 'payment_method_not_found');
        await payments.payByCard({ ...base, cardToken });
      } else {
        const payment = await payments.payByBankTransfer(base);
        if (payment.status === 'created') {
          // A transfer takes days: the piece stays reserved for 3 business days from now.
          const until = addBusinessDays(now(), SHIPPING_BUSINESS_DAYS);
          await repo.transaction(async (tx) => {
            const current = await locked(tx, id);
            if (current.status !== 'pending_payment' || (current.dueAt && current.dueAt >= until)) return;
            await repo.update(id, { dueAt: until }, tx);
            await deps.timers().lapseAt(id, until, tx);
          });
        }
      }
      return service.get(userId, id);
    },

    /** The buyer changes their mind before paying: the piece is live again. */
    async cancel(userId: string, id: string): Promise<OrderDetail> {
      await repo.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (sideOf(order, userId) !== 'buyer') throw new ForbiddenError('Only the buyer can cancel an order before paying.', 'not_the_buyer');
        const payment = (await payments.latestForOrders([id], tx)).get(id);
        if (order.status === 'pending_payment' && payment && (payment.status === 'authorised' || (payment.status === 'created' && payment.provider === 'simulated'))) {
          throw new ConflictError('Your payment is being processed; the order can no longer be cancelled.', 'payment_in_progress');
        }
        const done = await move(tx, order, 'cancel', { closedAt: now(), dueAt: null }, { id: userId, note: 'Cancelled by the buyer', code: 'not_cancellable' });
        await payments.voidWaiting(tx, id);
        await listings.transition(order.listingId, 'release', tx);
        await listingChanged(tx, done);
      });
      return service.get(userId, id);
    },

    async ship(userId: string, id: string, input: { carrier: string; trackingNumber: string }): Promise<OrderDetail> {
      await repo.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (sideOf(order, userId) !== 'seller') throw new ForbiddenError('Only the seller ships an order.', 'not_the_seller');
        const done = await move(tx, order, 'ship', { shippedAt: now(), carrier: input.carrier, trackingNumber: input.trackingNumber, dueAt: null }, {
          id: userId, note: `${input.carrier} ${input.trackingNumber}`, code: 'not_shippable',
        });
        await deps.timers().cancel(`${ORDER_JOBS.shipBy}:${id}`, tx);
        await notify(tx, 'order_shipped', order.buyerId, done, { carrier: input.carrier });
      });
      return service.get(userId, id);
    },

    /** The carrier delivered (the seller reports it, or an admin): the inspection window opens. */
    async deliver(userId: string, id: string, asAdmin: boolean): Promise<OrderDetail> {
      let role: 'buyer' | 'seller' = 'seller';
      await repo.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (!asAdmin) {
          role = sideOf(order, userId);
          if (role !== 'seller') throw new ForbiddenError('The seller (or the carrier, through us) reports a delivery.', 'not_the_seller');
        }
        const at = now();
        const delivered = await move(tx, order, 'deliver', { deliveredAt: at }, { id: userId, code: 'not_deliverable' });
        const ends = inspectionEndsAt(at, order.category);
        const inspecting = await move(tx, delivered, 'start_inspection', { dueAt: ends }, { id: null, note: `${order.inspectionDays} days to inspect` });
        await deps.timers().inspectionEndsAt(id, ends, tx);
        await notify(tx, 'order_delivered', order.buyerId, inspecting, {});
      });
      return asAdmin ? service.get((await repo.byId(id))!.sellerId, id) : service.get(userId, id);
    },

    /** The buyer confirms the piece is as described: the escrow is released to the seller. */
    async confirm(userId: string, id: string): Promise<OrderDetail> {
      await repo.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (sideOf(order, userId) !== 'buyer') throw new ForbiddenError('Only the buyer confirms receipt.', 'not_the_buyer');
        if (SOLD_STATES.includes(order.status)) throw new ConflictError('You already confirmed this order; it is complete.', 'already_completed');
        await workflows().settleOrder(tx, order, 'confirm_receipt', { id: userId, note: 'Confirmed by the buyer' });
      });
      return service.get(userId, id);
    },

    /** The buyer disputes during the inspection window: the money stays in escrow until an admin decides. */
    async dispute(userId: string, id: string, reason: string): Promise<OrderDetail> {
      await repo.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (sideOf(order, userId) !== 'buyer') throw new ForbiddenError('Only the buyer opens a dispute.', 'not_the_buyer');
        const over = order.status === 'inspection' && order.dueAt !== null && order.dueAt <= now();
        if (over || SOLD_STATES.includes(order.status)) throw new ConflictError('The inspection window has closed; a dispute can no longer be opened.', 'inspection_over');
        const done = await move(tx, order, 'open_dispute', { disputeReason: reason, dueAt: null }, { id: userId, note: reason, code: 'not_disputable' });
        await deps.timers().cancel(`${ORDER_JOBS.inspection}:${id}`, tx);
        await notify(tx, 'escrow_disputed', order.sellerId, done, {});
      });
      return service.get(userId, id);
    },

    /** An admin decides a dispute: a refund (the piece returns), a partial refund, or a release. */
    async resolve(adminId: string, id: string, input: { decision: 'refund' | 'partial' | 'release'; refundAmount?: number | undefined; note?: string | undefined }) {
      await repo.transaction(async (tx) => {
        const order = await locked(tx, id);
        if (order.status !== 'disputed') throw new ConflictError(`This order is ${STATE_WORDS[order.status]}, not in dispute.`, 'not_disputed');
        const actor = { id: adminId, note: input.note ?? null };
        let done: OrderRow;
        if (input.decision === 'refund') {
          done = await workflows().refundOrder.inFull(tx, order, 'resolve_refund', actor);
        } else if (input.decision === 'release') {
          done = await workflows().settleOrder(tx, order, 'resolve_release', actor);
        } else {
          const refunded = input.refundAmount;
          if (refunded === undefined) throw new DomainRuleError('A partial refund needs the amount to refund.', 'refund_amount_required');
          const held = heldOf(order);
          if (refunded >= held) {
            throw new DomainRuleError(
              held === order.total ? `A partial refund is less than the order total of ${order.total}; refund it in full instead.` : `A partial refund is less than the ${held} still in escrow; refund it in full instead.`,
              'refund_amount_too_large',
            );
          }
          done = await workflows().refundOrder.inPart(tx, order, refunded, actor);
        }
        await notify(tx, 'escrow_dispute_resolved', order.sellerId, done, {});
        await notify(tx, 'escrow_dispute_resolved', order.buyerId, done, {});
      });
      const after = (await repo.byId(id))!;
      return detail(after, 'buyer');
    },

    /** Open disputes, oldest first. */
    async disputes(limit = 100) {
      const rows = await repo.disputed(limit);
      return Promise.all(rows.map(async (r) => ({
        orderId: r.id, title: r.title, buyerId: r.buyerId, sellerId: r.sellerId, currency: r.currency, total: r.total, reason: r.disputeReason ?? '',
        openedAt: r.updatedAt.toISOString(),
      })));
    },

    /** Orders by id, for the admin's payments list. */
    async byIds(ids: string[]) {
      return new Map((await repo.byIds(ids)).map((r) => [r.id, r]));
    },

    /** Purchases, sales and the orders waiting for the member (the profile summary). */
    countsFor: (userId: string) => repo.countsFor(userId),

    // The timers (jobs; each in the job's transaction).
    timers: {
      async lapse(id: string, deadline: Date, tx: DbOrTx): Promise<void> {
        const t = tx as Tx;
        const order = await repo.lockById(id, t);
        if (!order || order.status !== 'pending_payment') return;
        if (order.dueAt && order.dueAt.getTime() > deadline.getTime()) return; // the deadline moved (a bank transfer): its own job
        const payment = (await payments.latestForOrders([id], t)).get(id);
        // A card payment under way (created: its authorisation is being asked; authorised: its capture is on its way).
        if (payment?.status === 'authorised' || (payment?.status === 'created' && payment.provider === 'simulated')) {
          // A capture is on its way: look again in 5 minutes rather than cancel under it.
          const later = new Date(Math.max(now().getTime(), deadline.getTime()) + 5 * MINUTE);
          await repo.update(id, { dueAt: later }, t);
          await deps.timers().lapseAt(id, later, t);
          return;
        }
        const done = await move(t, order, 'cancel', { closedAt: now(), dueAt: null }, { id: null, note: 'Not paid in time' });
        await payments.voidWaiting(t, id);
        await listings.transition(order.listingId, 'release', t);
        await listingChanged(t, done);
        await notify(t, 'order_cancelled', order.buyerId, done, {});
      },
      async shippingMissed(id: string, tx: DbOrTx): Promise<void> {
        const t = tx as Tx;
        const order = await repo.lockById(id, t);
        if (!order || (order.status !== 'awaiting_shipment' && order.status !== 'paid')) return;
        const done = await workflows().refundOrder.inFull(t, order, 'shipping_missed', { id: null, note: 'Not shipped within 3 business days' });
        await notify(t, 'order_cancelled', order.sellerId, done, {});
      },
      async inspectionElapsed(id: string, tx: DbOrTx): Promise<void> {
        const t = tx as Tx;
        const order = await repo.lockById(id, t);
        if (!order || order.status !== 'inspection') return;
        await workflows().settleOrder(t, order, 'inspection_elapsed', { id: null, note: 'The inspection window closed' });
      },
      /**
       * The card gets back what the order owes the buyer (up to `amount`): payments asks the
       * processor and pays it out of the buyer's refunds on the ledger. A refusal throws, so the
       * job retries; the reconciliation flags money still owed (issue 34).
       */
      async refundCard(id: string, amount: number): Promise<void> {
        const outcome = await payments.refundThroughProvider(id, amount);
        if (outcome === 'failed') {
          deps.log?.warn({ orderId: id, amount }, 'the processor refused a refund');
          throw new Error(`the processor refused the refund of order ${id}`);
        }
      },
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
