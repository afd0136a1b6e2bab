import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { nextStateOrConflict } from '../../platform/lifecycle.js';
import { buyersPremium } from '../../../shared/auctions/bidding.js';
import type { SecondChanceDto } from '../../../shared/auctions/contracts.js';
import {
  SECOND_CHANCE_OFFER_HOURS, SECOND_CHANCE_WINDOW_DAYS, secondChanceMachine, type SecondChanceEvent,
} from '../../../shared/auctions/second-chance.machine.js';
import type { BiddingRepo, LotRow, SecondChanceRepo, SecondChanceRow } from './auctions.repo.js';
import type { PieceOf, PlaceOrder, RaiseNotification } from './closing.js';

export const SECOND_CHANCE_EXPIRE_JOB = 'auction.second_chance.expire';
export const SECOND_CHANCE_WINDOW_JOB = 'auction.second_chance.window';
const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SecondChanceDeps {
  repo: SecondChanceRepo;
  lots: Pick<BiddingRepo, 'lot' | 'lockLot'>;
  jobs: Pick<JobRunner, 'define'>;
  raise: RaiseNotification;
  pieceOf: PieceOf;
  placeOrder: PlaceOrder;
  /** The lot's listing leaves the marketplace (selling's 'expire'); nothing when it is no longer active. */
  endListing: (listingId: number, tx: DbOrTx) => Promise<void>;
  now?: () => Date;
}

const unavailable = (why: string) => new ConflictError(`A second-chance offer cannot be made on this lot: ${why}.`, 'second_chance_unavailable');

/**
 * Second-chance offers (issue #14): a lot that closed with its reserve unmet sells nothing;
 * within SECOND_CHANCE_WINDOW_DAYS its seller may offer the piece to the highest bidder at
 * that bidder's maximum, once. The bidder accepts (an order of the buying flow at the maximum
 * plus the buyer's premium, on the lot's listing) or declines within
 * SECOND_CHANCE_OFFER_HOURS, or the offer expires (a job). The listing stays active while an
 * offer may still be made or answered, and expires with the last chance.
 */
export function createSecondChance(deps: SecondChanceDeps) {
  const { repo, raise } = deps;
  const now = deps.now ?? (() => new Date());

  /** The lot may be offered: closed unsold with a highest bidder, a listing to sell, and time left. */
  function offerable(lot: LotRow): string | null {
    if (lot.status !== 'unsold') return 'it has not closed unsold';
    if (lot.leaderId === null || lot.leaderMax === null) return 'nobody bid on it';
    if (lot.listingId === null) return 'it has no listing to sell';
    if (windowEnd(lot).getTime() <= now().getTime()) return `the ${SECOND_CHANCE_WINDOW_DAYS} days after the close have passed`;
    return null;
  }
  const windowEnd = (lot: LotRow) => new Date((lot.closedAt ?? lot.endsAt).getTime() + SECOND_CHANCE_WINDOW_DAYS * DAY);

  function dto(lot: LotRow, row: SecondChanceRow | null, role: 'seller' | 'bidder'): SecondChanceDto {
    const amount = row?.amount ?? lot.leaderMax ?? 0;
    return {
      role,
      can_offer: role === 'seller' && row === null && offerable(lot) === null,
      amount,
      buyers_premium: buyersPremium(amount),
      currency: lot.currency,
      status: row?.status ?? 'none',
      until: row ? row.expiresAt.toISOString() : offerable(lot) === null ? windowEnd(lot).toISOString() : null,
      order_id: row?.orderId ?? null,
    };
  }

  const move = async (row: SecondChanceRow, event: SecondChanceEvent, tx: DbOrTx, fields: { orderId?: string | null } = {}) => {
    const to = nextStateOrConflict(secondChanceMachine, row.status, event);
    if (!(await repo.move(row.auctionId, row.status, to, fields, tx))) {
      throw new ConflictError('This second-chance offer changed a moment ago. Please reload it.', 'second_chance_not_pending');
    }
  };

  async function endListingOf(lot: LotRow, tx: DbOrTx): Promise<void> {
    if (lot.listingId !== null) await deps.endListing(lot.listingId, tx);
  }

  /** A pending offer past its time: expired, both sides told, the listing ends. Null when nothing to do. */
  async function expire(lotId: number): Promise<'expired' | null> {
    const lot = await deps.lots.lot(lotId);
    if (!lot) return null;
    const piece = await deps.pieceOf(lot.productId);
    return repo.transaction(async (tx) => {
      const row = await repo.forUpdate(lotId, tx);
      if (!row || row.status !== 'pending' || row.expiresAt.getTime() > now().getTime()) return null;
      await move(row, 'expire', tx);
      await endListingOf(lot, tx);
      const params = { auctionId: lot.id, ...piece };
      await raise('auction_second_chance_expired', [{ userId: row.bidderId, params }, { userId: row.sellerId, params }], `auction-second-chance-expired:${lot.id}`, tx);
      return 'expired' as const;
    });
  }

  const expireJob: JobKind<{ auction_id: number }> = deps.jobs.define(
    SECOND_CHANCE_EXPIRE_JOB,
    async (job) => {
      await expire(job.payload.auction_id);
    },
    { payload: z.object({ auction_id: z.number().int().positive() }), maxAttempts: 10 },
  );

  /** The seller's window closed: with no offer made, the listing ends. */
  async function windowClosed(lotId: number): Promise<boolean> {
    return repo.transaction(async (tx) => {
      const lot = await deps.lots.lockLot(lotId, tx);
      if (!lot || lot.status !== 'unsold' || windowEnd(lot).getTime() > now().getTime()) return false;
      if (await repo.of(lotId, tx)) return false;
      await endListingOf(lot, tx);
      return true;
    });
  }

  const windowJob: JobKind<{ auction_id: number }> = deps.jobs.define(
    SECOND_CHANCE_WINDOW_JOB,
    async (job) => {
      await windowClosed(job.payload.auction_id);
    },
    { payload: z.object({ auction_id: z.number().int().positive() }), maxAttempts: 10 },
  );

  async function bidderRow(lotId: number, userId: string, tx: DbOrTx): Promise<{ lot: LotRow; row: SecondChanceRow }> {
    const row = await repo.forUpdate(lotId, tx);
    const lot = row ? await deps.lots.lot(lotId, tx) : null;
    // Nobody but its bidder learns that an offer exists.
    if (!row || !lot || row.bidderId !== userId) throw new NotFoundError('There is no second-chance offer for you on this lot.', 'second_chance_not_found');
    if (row.status !== 'pending' || row.expiresAt.getTime() <= now().getTime()) {
      throw new ConflictError('This second-chance offer is no longer open.', 'second_chance_not_pending');
    }
    return { lot, row };
  }

  return {
    windowClosed,
    expire,

    /**
     * Part of the close of an unsold lot, in its transaction: with a highest bidder the seller's
     * window opens (a job ends the listing when it closes unused); without one the listing ends now.
     */
    async afterUnsold(lot: LotRow, tx: DbOrTx): Promise<void> {
      if (lot.listingId === null) return;
      if (lot.leaderId === null) {
        await endListingOf(lot, tx);
        return;
      }
      const at = new Date(now().getTime() + SECOND_CHANCE_WINDOW_DAYS * DAY);
      await windowJob.enqueue({ auction_id: lot.id }, { runAt: at, uniqueKey: `${SECOND_CHANCE_WINDOW_JOB}:${lot.id}`, tx });
    },

    /** What the seller or the highest bidder sees of the lot's second chance; null for anyone else. */
    async view(lot: LotRow, userId: string): Promise<SecondChanceDto | null> {
      if (lot.status !== 'unsold' || lot.leaderId === null) return null;
      if (userId !== lot.sellerId && userId !== lot.leaderId) return null;
      const row = await repo.of(lot.id);
      if (userId === lot.sellerId) return dto(lot, row, 'seller');
      return row ? dto(lot, row, 'bidder') : null;
    },

    /** The seller offers the piece to the highest bidder at their maximum (once per lot). */
    async offer(lotId: number, sellerId: string): Promise<SecondChanceDto> {
      const peek = await deps.lots.lot(lotId);
      if (!peek) throw new NotFoundError(`No auction has the id ${lotId}.`, 'auction_not_found');
      if (peek.sellerId !== sellerId) throw new ForbiddenError('Only the seller of this lot can make a second-chance offer.', 'not_your_lot');
      const piece = await deps.pieceOf(peek.productId);
      return repo.transaction(async (tx) => {
        const lot = (await deps.lots.lockLot(lotId, tx))!;
        const why = offerable(lot);
        if (why) throw unavailable(why);
        const expiresAt = new Date(now().getTime() + SECOND_CHANCE_OFFER_HOURS * HOUR);
        const row = { auctionId: lot.id, sellerId: lot.sellerId, bidderId: lot.leaderId!, amount: lot.leaderMax!, currency: lot.currency, expiresAt };
        if (!(await repo.insert(row, tx))) throw unavailable('it was offered already');
        await expireJob.enqueue({ auction_id: lot.id }, { runAt: expiresAt, uniqueKey: `${SECOND_CHANCE_EXPIRE_JOB}:${lot.id}`, tx });
        await raise('auction_second_chance_offered', [{ userId: row.bidderId, params: { auctionId: lot.id, ...piece, bidAmount: row.amount, currency: row.currency } }],
          `auction-second-chance-offered:${lot.id}`, tx);
        return dto(lot, { ...row, status: 'pending', createdAt: now(), answeredAt: null, orderId: null }, 'seller');
      });
    },

    /** The bidder takes the piece: an order at their maximum plus the buyer's premium, in one transaction. */
    async accept(lotId: number, userId: string): Promise<SecondChanceDto> {
      const peek = await deps.lots.lot(lotId);
      const piece = await deps.pieceOf(peek?.productId ?? 0);
      return repo.transaction(async (tx) => {
        const { lot, row } = await bidderRow(lotId, userId, tx);
        const order = await deps.placeOrder({
          buyerId: userId, listingId: lot.listingId, price: row.amount + buyersPremium(row.amount), source: 'auction',
          sourceRef: `auction:${lot.id}:second-chance`, idempotencyKey: `auction-second-chance:${lot.id}`,
        }, tx);
        await move(row, 'accept', tx, { orderId: order.id });
        await raise('auction_second_chance_accepted', [{ userId: row.sellerId, params: { auctionId: lot.id, ...piece, bidAmount: row.amount, currency: row.currency } }],
          `auction-second-chance-accepted:${lot.id}`, tx);
        return dto(lot, { ...row, status: 'accepted', orderId: order.id }, 'bidder');
      });
    },

    /** The bidder says no: the seller is told, and the listing ends. */
    async decline(lotId: number, userId: string): Promise<SecondChanceDto> {
      const peek = await deps.lots.lot(lotId);
      const piece = await deps.pieceOf(peek?.productId ?? 0);
      return repo.transaction(async (tx) => {
        const { lot, row } = await bidderRow(lotId, userId, tx);
        await move(row, 'decline', tx);
        await endListingOf(lot, tx);
        await raise('auction_second_chance_declined', [{ userId: row.sellerId, params: { auctionId: lot.id, ...piece, bidAmount: row.amount, currency: row.currency } }],
          `auction-second-chance-declined:${lot.id}`, tx);
        return dto(lot, { ...row, status: 'declined' }, 'bidder');
      });
    },
  };
}

export type SecondChance = ReturnType<typeof createSecondChance>;
