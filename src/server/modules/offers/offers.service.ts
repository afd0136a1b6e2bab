import type { DbOrTx, Tx } from '../../db/client.js';
import { ConflictError, DomainRuleError, NotFoundError } from '../../platform/errors.js';
import { nextStateOrConflict } from '../../platform/lifecycle.js';
import { offerMail, type Mailer } from '../../platform/mail/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import { isPublicListingState, type ListingsService } from '../listings/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { formatAmount, renderNotification, type NotificationParams } from '../../../shared/notifications/catalogue.js';
import { OFFER_TTL_HOURS, type Offer } from '../../../shared/orders/contracts.js';
import { belowFloor, offerActions, offerMachine, type OfferEvent, type OfferSide, type OfferState } from '../../../shared/offers/offers.machine.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { isUniqueViolation, type OfferRow, type OffersRepo } from './offers.repo.js';

/** What offers need of orders: an accepted offer becomes an order at its price (the orders module's placeOrder). */
export interface OfferOrders {
  placeOrder(
    input: { buyerId: string; listingId: number; price?: number; source: 'offer'; sourceRef: string; idempotencyKey: string },
    tx?: Tx,
  ): Promise<{ id: string }>;
}

export interface OffersServiceDeps {
  repo: OffersRepo;
  listings: Pick<ListingsService, 'offerTerms' | 'byIds'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  orders: OfferOrders;
  notifications: Pick<NotificationsService, 'raise'>;
  accounts: Pick<AccountsService, 'accountsByIds'>;
  mailer: Pick<Mailer, 'enqueue'>;
  /** Schedules the lapse of an open offer at its `expiresAt` (the offers.expire job). */
  scheduleExpiry: (offerId: number, at: Date, tx: DbOrTx) => Promise<void>;
  publicUrl: string;
  now: () => Date;
}

export interface MakeOfferInput {
  amount: number;
  idempotencyKey: string;
  message?: string | undefined;
}

/** The most offers one list answers (a member's offers, one side, newest first). */
export const OFFER_LIST_LIMIT = 100;
const TTL_MS = OFFER_TTL_HOURS * 3600_000;

const OFFER_TYPES = {
  offer_received: 'Review the offer',
  offer_accepted: 'Pay for your piece',
  offer_declined: 'See the piece',
  offer_countered: 'Answer the counter',
  offer_expired: 'See the piece',
  offer_counter_accepted: 'See your sale',
  offer_counter_declined: 'See your offers',
  offer_counter_expired: 'See your offers',
  offer_withdrawn: 'See your offers',
} as const;
type OfferNotice = keyof typeof OFFER_TYPES;

const notFound = (id: number) => new NotFoundError(`You have no offer ${id}.`, 'offer_not_found');

/**
 * Offers on fixed-price listings (issue 13, decision 024): a member offers below the price of
 * a listing whose seller takes offers; the seller accepts, declines or counters; the buyer
 * answers a counter or withdraws; an open offer lapses 48 hours after its last move (a job);
 * an offer below the seller's floor is declined at once. Accepting makes an order at the
 * agreed price through orders' placeOrder and declines the listing's other open offers, all in
 * one transaction. Each move tells the other side: a notification and a mail.
 */
export function createOffersService(deps: OffersServiceDeps) {
  const { repo, listings, catalog, orders, notifications, accounts, mailer, scheduleExpiry, publicUrl, now } = deps;

  async function cardsOf(rows: readonly OfferRow[], productIds: Map<number, number>): Promise<Map<number, ProductCard>> {
    return catalog.productCardsByIds([...new Set(rows.map((r) => productIds.get(r.listingId)).filter((id): id is number => id !== undefined))]);
  }

  /** The product of each offer's listing, in one read. */
  async function productIdsOf(rows: readonly OfferRow[]): Promise<Map<number, number>> {
    const found = await listings.byIds([...new Set(rows.map((r) => r.listingId))]);
    return new Map(found.map((l) => [l.id, l.productId]));
  }

  function toOffer(row: OfferRow, side: OfferSide, card: ProductCard | undefined): Offer {
    return {
      id: row.id,
      listingId: row.listingId,
      title: card?.full_name ?? `Listing ${row.listingId}`,
      image: card?.image_feature ?? null,
      role: side,
      status: row.status,
      currency: row.currency,
      amount: row.amount,
      counterAmount: row.counterAmount,
      listPrice: row.listPrice,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      orderId: row.orderId,
    };
  }

  async function dto(row: OfferRow, side: OfferSide): Promise<Offer> {
    const productIds = await productIdsOf([row]);
    const cards = await cardsOf([row], productIds);
    const productId = productIds.get(row.listingId);
    return toOffer(row, side, productId === undefined ? undefined : cards.get(productId));
  }

  /** The notification and the mail of one move, to the member it concerns, in the move's transaction. */
  async function tell(tx: Tx, type: OfferNotice, to: string, row: OfferRow, amount: number, card: ProductCard | undefined): Promise<void> {
    const params = {
      listingId: row.listingId,
      productName: card?.name ?? `Listing ${row.listingId}`,
      productBrand: card?.brand ?? null,
      productImage: card?.image_feature ?? null,
      category: card?.category ?? null,
      amount,
      currency: row.currency,
    } satisfies NotificationParams<'offer_received'>;
    await notifications.raise(type, [{
      userId: to,
      params,
      metadata: { offerId: row.id, listingId: row.listingId, productName: params.productName, productImage: params.productImage, price: amount, currency: row.currency },
    }], `offer:${row.id}:${type}:${row.updatedAt.getTime()}`, tx);
    const [person] = await accounts.accountsByIds([to], tx);
    if (!person) return;
    const rendered = renderNotification(type, params);
    await mailer.enqueue(person.email, offerMail(person.firstName, { title: rendered.title, message: rendered.message, button: OFFER_TYPES[type] }, `${publicUrl}${rendered.actionUrl ?? '/profile'}`), tx);
  }

  async function cardOfListing(listingId: number): Promise<ProductCard | undefined> {
    const terms = await listings.offerTerms(listingId);
    if (!terms) return undefined;
    return (await catalog.productCardsByIds([terms.productId])).get(terms.productId);
  }

  function sideOf(row: OfferRow, userId: string): OfferSide {
    if (row.buyerId === userId) return 'buyer';
    if (row.sellerId === userId) return 'seller';
    throw notFound(row.id);
  }

  /** The state after `event` by `side`, or a 409 that says whose move it is or why nothing more can change. */
  function mayDo(row: OfferRow, side: OfferSide, event: OfferEvent): OfferState {
    const next = nextStateOrConflict(offerMachine, row.status, event);
    if (!offerActions(row.status, side).includes(event)) {
      throw row.status === 'pending'
        ? new ConflictError('This offer is waiting for the seller’s answer.', 'offer_awaits_seller')
        : new ConflictError('Your counter is waiting for the buyer’s answer.', 'offer_awaits_buyer');
    }
    if (row.expiresAt.getTime() <= now().getTime()) {
      throw new ConflictError(`This offer expired on ${row.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`, 'offer_expired');
    }
    return next;
  }

  /** One move on an offer by one of its sides, in one transaction: the row locked, moved from the state it was read in. */
  async function act(userId: string, offerId: number, event: OfferEvent, work: (tx: Tx, row: OfferRow, side: OfferSide, to: OfferState) => Promise<OfferRow>): Promise<Offer> {
    let side: OfferSide = 'buyer';
    const row = await repo.transaction(async (tx) => {
      const locked = await repo.lock(offerId, tx);
      if (!locked) throw notFound(offerId);
      side = sideOf(locked, userId);
      const to = mayDo(locked, side, event);
      return work(tx, locked, side, to);
    });
    return dto(row, side);
  }

  const moved = (row: OfferRow | null, id: number): OfferRow => {
    if (!row) throw new ConflictError(`Offer ${id} changed a moment ago. Please reload it.`, 'offer_changed');
    return row;
  };

  return {
    /** A buyer's offer: 201 when new; the same key answers the first offer again (created: false). */
    async make(buyerId: string, listingId: number, input: MakeOfferInput): Promise<{ offer: Offer; created: boolean }> {
      const earlier = await repo.byKey(buyerId, input.idempotencyKey);
      if (earlier) {
        if (earlier.listingId !== listingId || earlier.amount !== input.amount) {
          throw new ConflictError(`The idempotency key '${input.idempotencyKey}' was already used for another offer.`, 'idempotency_key_reused');
        }
        return { offer: await dto(earlier, 'buyer'), created: false };
      }
      const terms = await listings.offerTerms(listingId);
      // One rule of who sees what (the listings module's): a draft or a withdrawn piece is as if there were none.
      if (!terms || !isPublicListingState(terms.status)) {
        throw new NotFoundError(`There is no listing ${listingId} on Patina.`, 'listing_not_found');
      }
      if (terms.sellerId === buyerId) throw new DomainRuleError('You cannot make an offer on your own listing.', 'own_listing');
      if (terms.status !== 'active') throw new ConflictError('This piece is no longer for sale.', 'listing_not_available');
      if (terms.saleType !== 'fixed' || !terms.acceptsOffers) {
        throw new DomainRuleError('The seller of this piece does not take offers.', 'offers_not_accepted');
      }
      if (input.amount >= terms.price) {
        throw new DomainRuleError(
          `An offer is below the asking price of ${formatAmount(terms.price, terms.currency)}; you can buy the piece at that price instead.`,
          'offer_not_below_price',
        );
      }
      const open = await repo.openOf(buyerId, listingId);
      if (open) throw alreadyOpen(open);

      const card = (await catalog.productCardsByIds([terms.productId])).get(terms.productId);
      const declined = belowFloor(input.amount, terms.floor);
      const createdAt = now();
      try {
        const row = await repo.transaction(async (tx) => {
          const created = await repo.insert({
            listingId, buyerId, sellerId: terms.sellerId, currency: terms.currency, amount: input.amount, listPrice: terms.price,
            message: input.message || null, idempotencyKey: input.idempotencyKey,
            // Below the floor: declined on the seller's behalf at once, through the machine.
            status: declined ? nextStateOrConflict(offerMachine, offerMachine.initial, 'decline') : offerMachine.initial,
            autoDeclined: declined,
            expiresAt: new Date(createdAt.getTime() + TTL_MS),
          }, tx);
          if (declined) {
            await tell(tx, 'offer_declined', buyerId, created, created.amount, card);
          } else {
            await tell(tx, 'offer_received', terms.sellerId, created, created.amount, card);
            await scheduleExpiry(created.id, created.expiresAt, tx);
          }
          return created;
        });
        return { offer: toOffer(row, 'buyer', card), created: true };
      } catch (error) {
        if (isUniqueViolation(error, 'offers_idempotency_key')) {
          const first = await repo.byKey(buyerId, input.idempotencyKey);
          if (first && first.listingId === listingId && first.amount === input.amount) return { offer: await dto(first, 'buyer'), created: false };
        }
        if (isUniqueViolation(error, 'offers_one_open_per_buyer')) {
          const other = await repo.openOf(buyerId, listingId);
          if (other) throw alreadyOpen(other);
        }
        throw error;
      }
    },

    async list(userId: string, role: OfferSide): Promise<Offer[]> {
      const rows = await repo.list(userId, role, OFFER_LIST_LIMIT);
      const productIds = await productIdsOf(rows);
      const cards = await cardsOf(rows, productIds);
      return rows.map((r) => {
        const productId = productIds.get(r.listingId);
        return toOffer(r, role, productId === undefined ? undefined : cards.get(productId));
      });
    },

    /**
     * The seller accepts an offer, or the buyer a counter: an order at the agreed price, the
     * listing's other open offers declined, each side told; all or nothing.
     */
    async accept(userId: string, offerId: number): Promise<Offer> {
      const card = await cardOfOffer(offerId);
      return act(userId, offerId, 'accept', async (tx, row, side, to) => {
        const price = row.status === 'countered' && row.counterAmount !== null ? row.counterAmount : row.amount;
        const order = await orders.placeOrder({
          buyerId: row.buyerId, listingId: row.listingId, price, source: 'offer', sourceRef: String(row.id), idempotencyKey: `offer:${row.id}`,
        }, tx);
        const accepted = moved(await repo.move(row.id, row.status, { status: to, orderId: order.id }, tx), row.id);
        if (side === 'seller') await tell(tx, 'offer_accepted', row.buyerId, accepted, price, card);
        else await tell(tx, 'offer_counter_accepted', row.sellerId, accepted, price, card);
        for (const other of await repo.lockOpenOnListing(row.listingId, row.id, tx)) {
          const declined = moved(await repo.move(other.id, other.status, { status: nextStateOrConflict(offerMachine, other.status, 'decline') }, tx), other.id);
          await tell(tx, 'offer_declined', other.buyerId, declined, other.amount, card);
        }
        return accepted;
      });
    },

    /** The seller declines an offer, or the buyer a counter. */
    async decline(userId: string, offerId: number): Promise<Offer> {
      const card = await cardOfOffer(offerId);
      return act(userId, offerId, 'decline', async (tx, row, side, to) => {
        const declined = moved(await repo.move(row.id, row.status, { status: to }, tx), row.id);
        if (side === 'seller') await tell(tx, 'offer_declined', row.buyerId, declined, row.amount, card);
        else await tell(tx, 'offer_counter_declined', row.sellerId, declined, row.counterAmount ?? row.amount, card);
        return declined;
      });
    },

    /** The buyer takes back an open offer. */
    async withdraw(userId: string, offerId: number): Promise<Offer> {
      const card = await cardOfOffer(offerId);
      return act(userId, offerId, 'withdraw', async (tx, row, _side, to) => {
        const withdrawn = moved(await repo.move(row.id, row.status, { status: to }, tx), row.id);
        await tell(tx, 'offer_withdrawn', row.sellerId, withdrawn, row.amount, card);
        return withdrawn;
      });
    },

    /** The seller answers with a price between the offer and the asking price; the buyer has 48 hours to answer. */
    async counter(userId: string, offerId: number, amount: number): Promise<Offer> {
      const card = await cardOfOffer(offerId);
      return act(userId, offerId, 'counter', async (tx, row, _side, to) => {
        if (amount <= row.amount || amount >= row.listPrice) {
          throw new DomainRuleError(
            `A counter is above the offer of ${formatAmount(row.amount, row.currency)} and below the asking price of ${formatAmount(row.listPrice, row.currency)}.`,
            'counter_out_of_range',
          );
        }
        const countered = moved(await repo.move(row.id, row.status, { status: to, counterAmount: amount, expiresAt: new Date(now().getTime() + TTL_MS) }, tx), row.id);
        await tell(tx, 'offer_countered', row.buyerId, countered, amount, card);
        await scheduleExpiry(countered.id, countered.expiresAt, tx);
        return countered;
      });
    },

    /**
     * The offers.expire job: an open offer whose time is up lapses; the side that waited is
     * told. Anything else (answered, or moved on to a later expiry) is left alone. Throws when
     * it runs a little before the offer's time (the job tries again shortly).
     */
    async expire(offerId: number): Promise<void> {
      const seen = await repo.byId(offerId);
      if (!seen || offerMachine.isTerminal(seen.status)) return;
      const card = await cardOfListing(seen.listingId);
      await repo.transaction(async (tx) => {
        const row = await repo.lock(offerId, tx);
        if (!row || offerMachine.isTerminal(row.status)) return;
        const early = row.expiresAt.getTime() - now().getTime();
        // A counter moved the time on: the job it scheduled comes then.
        if (early > 60_000) return;
        // The database's clock ran a little ahead of ours.
        if (early > 0) throw new Error(`offer ${offerId} is not due until ${row.expiresAt.toISOString()}`);
        const expired = moved(await repo.move(row.id, row.status, { status: nextStateOrConflict(offerMachine, row.status, 'expire') }, tx), row.id);
        await tell(tx, 'offer_expired', row.buyerId, expired, row.amount, card);
        if (row.status === 'countered') await tell(tx, 'offer_counter_expired', row.sellerId, expired, row.counterAmount ?? row.amount, card);
      });
    },

    /** Declines the open offers of a listing no longer for sale (sold, withdrawn, expired); each buyer told. */
    async closeForListing(listingId: number): Promise<number> {
      const terms = await listings.offerTerms(listingId);
      if (terms && (terms.status === 'active' || terms.status === 'reserved')) return 0;
      const card = await cardOfListing(listingId);
      return repo.transaction(async (tx) => {
        const open = await repo.lockOpenOnListing(listingId, 0, tx);
        for (const row of open) {
          const declined = moved(await repo.move(row.id, row.status, { status: nextStateOrConflict(offerMachine, row.status, 'decline') }, tx), row.id);
          await tell(tx, 'offer_declined', row.buyerId, declined, row.amount, card);
        }
        return open.length;
      });
    },

    /** Open offers the member made or received (the profile's count). */
    openCount: (userId: string) => repo.openCount(userId),
  };

  async function cardOfOffer(offerId: number): Promise<ProductCard | undefined> {
    const row = await repo.byId(offerId);
    return row ? cardOfListing(row.listingId) : undefined;
  }
}

function alreadyOpen(open: OfferRow): ConflictError {
  return new ConflictError(
    `You already have an open offer of ${formatAmount(open.counterAmount ?? open.amount, open.currency)} on this piece. Withdraw it to make another.`,
    'offer_already_open',
  );
}

export type OffersService = ReturnType<typeof createOffersService>;
