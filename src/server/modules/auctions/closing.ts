import { z } from 'zod';
import { isConflictError, type DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import { buyersPremium } from '../../../shared/auctions/bidding.js';
import type { NotificationType } from '../../../shared/notifications/catalogue.js';
import type { BiddingRepo, LotRow } from './auctions.repo.js';
import { auctionBulkRule, nextAuctionState } from './auctions.machine.js';
import { closeResult } from '../../../shared/auctions/bidding.js';
import { bidNews, type NewsItem } from '../../../shared/auctions/bid-news.js';
import { stateOf } from './bidding.service.js';

export const CLOSE_JOB = 'auction.close';
export const SWEEP_JOB = 'auction.sweep';
const SWEEP_EVERY_MS = 60_000;

/**
 * How a won lot becomes an order (issue #13's buying flow: `app.orders.service.placeOrder`).
 * The price is the hammer plus the buyer's premium; the key makes a retried close one order.
 */
export type PlaceOrder = (
  input: { buyerId: string; listingId: number | null; price: number; source: 'auction'; sourceRef: string; idempotencyKey: string },
  tx?: DbOrTx,
) => Promise<{ id: string }>;

/** What a notification about a lot needs to say which piece. */
export type PieceOf = (productId: number) => Promise<{ productName: string; productBrand: string | null; productImage: string | null }>;

/** Who is told, with what; `sourceKey` keys this one notification (else the raise's key does). */
type Recipient = { userId: string; params: Record<string, unknown>; sourceKey?: string; collapse?: boolean };

/** A loosely typed raise: the catalogue checks the params when it renders them. */
export type RaiseNotification = (type: NotificationType, recipients: Recipient[], sourceKey: string | null, tx?: DbOrTx) => Promise<unknown>;

export interface ClosingDeps {
  repo: BiddingRepo;
  events: Pick<EventBus, 'publishMany' | 'subscribe'>;
  jobs: Pick<JobRunner, 'define'>;
  raise: RaiseNotification;
  pieceOf: PieceOf;
  /** null until the buying module is merged: a sold lot then keeps no order id (see decision 025). */
  placeOrder: PlaceOrder | null;
  log: { warn(obj: object, msg: string): void };
  /** In the close of an unsold lot: its listing ends, or waits for a second-chance offer (second-chance.service.ts). */
  afterUnsold?: (lot: LotRow, tx: DbOrTx) => Promise<void>;
  now?: () => Date;
}

/**
 * Closing lots exactly once (issue #14): a job per lot at its (extended) end, keyed by that
 * end, so an extension adds a job for the new end and the old one finds nothing to do; and a
 * sweep every minute for lots no job was made for (the demo's, a lost job). Whoever closes a
 * lot holds its row lock and moves it out of 'live' in the same transaction as the order: a
 * second closer finds it no longer live.
 */
export function defineClosing(deps: ClosingDeps) {
  const { repo, events, raise } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Closes the lot if it is live and past its end; null when there is nothing to do (closed
   * already, extended, no such lot). The piece's words are read before the transaction (the
   * catalogue reads outside it; PGlite has one connection).
   */
  async function closeLot(lotId: number): Promise<'sold' | 'unsold' | null> {
    const peek = await repo.lot(lotId);
    if (!peek || peek.status !== 'live' || peek.endsAt.getTime() > now().getTime()) return null;
    const piece = await deps.pieceOf(peek.productId);
    // Its notifications raise several members' unread counts in one transaction: another
    // transaction doing the same in another order (the bid news) can make it a deadlock's
    // victim. Nothing was written then; it runs again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await repo.transaction((tx) => closeLocked(lotId, piece, tx));
      } catch (error) {
        if (attempt >= 3 || !isConflictError(error)) throw error;
      }
    }
  }

  async function closeLocked(lotId: number, piece: Awaited<ReturnType<PieceOf>>, tx: DbOrTx): Promise<'sold' | 'unsold' | null> {
    const lot = await repo.lockLot(lotId, tx);
    if (!lot || lot.status !== 'live' || lot.endsAt.getTime() > now().getTime()) return null;
    const result = closeResult(stateOf(lot));
    const ended = nextAuctionState(lot.status, 'close');
    const base = { auctionId: lot.id, ...piece };
    const bidders = await repo.bidders(lot.id, tx);
    if (result.sold) {
      const status = nextAuctionState(ended, 'settle_sold');
      const premium = buyersPremium(result.hammer);
      let orderId: string | null = null;
      if (deps.placeOrder && lot.listingId !== null) {
        const order = await deps.placeOrder({
          buyerId: result.winnerId, listingId: lot.listingId, price: result.hammer + premium, source: 'auction',
          sourceRef: `auction:${lot.id}`, idempotencyKey: `auction-close:${lot.id}`,
        }, tx);
        orderId = order.id;
      } else {
        deps.log.warn({ auction_id: lot.id }, 'auction sold with no listing to order (or no orders module): no order made');
      }
      await repo.settle(lot.id, { status, winnerId: result.winnerId, hammerPrice: result.hammer, orderId }, tx);
      const money = { bidAmount: result.hammer, currency: lot.currency };
      await raise('auction_won', [{ userId: result.winnerId, params: { ...base, ...money } }], `auction-won:${lot.id}`, tx);
      const losers = bidders.filter((b) => b !== result.winnerId).map((userId) => ({ userId, params: base }));
      if (losers.length > 0) await raise('auction_lost', losers, `auction-lost:${lot.id}`, tx);
      await raise('auction_sold', [{ userId: lot.sellerId, params: { ...base, ...money } }], `auction-sold:${lot.id}`, tx);
    } else {
      const status = nextAuctionState(ended, 'settle_unsold');
      await repo.settle(lot.id, { status, winnerId: null, hammerPrice: null, orderId: null }, tx);
      await deps.afterUnsold?.({ ...lot, status }, tx);
      await raise('auction_ended_unsold', [{ userId: lot.sellerId, params: base }], `auction-unsold:${lot.id}`, tx);
      const losers = bidders.map((userId) => ({ userId, params: base }));
      if (losers.length > 0) await raise('auction_lost', losers, `auction-lost:${lot.id}`, tx);
    }
    await events.publishMany(tx, [{ type: 'auction.updated', topics: [`auction:${lot.id}`], payload: { auction_id: lot.id, bid_id: null } }]);
    return result.sold ? 'sold' : 'unsold';
  }

  const closeJob: JobKind<{ auction_id: number }> = deps.jobs.define(
    CLOSE_JOB,
    async (job) => {
      // At least once from the runner, at most once in effect: closing re-checks the lot under its lock.
      await closeLot(job.payload.auction_id);
    },
    { payload: z.object({ auction_id: z.number().int().positive() }), maxAttempts: 10 },
  );

  async function remind(windowFromMs: number, windowToMs: number, minutes: number): Promise<void> {
    for (const lot of await repo.endingBetween(windowFromMs, windowToMs)) {
      const watchers = await repo.watcherIds(lot.id);
      if (watchers.length === 0) continue;
      const piece = await deps.pieceOf(lot.productId);
      await raise('auction_ending_soon', watchers.map((userId) => ({ userId, params: { auctionId: lot.id, ...piece, minutes } })), `auction-ending-${minutes}:${lot.id}`);
    }
  }

  /** Opens lots whose start came, closes lots past their end, reminds watchers (1 h, 10 min). */
  async function sweep(): Promise<{ opened: number; closed: number }> {
    const opened = await repo.openDue(auctionBulkRule('open'));
    let closed = 0;
    for (const id of await repo.dueToClose(500)) {
      if (await closeLot(id)) closed += 1;
    }
    await remind(10 * 60_000, 60 * 60_000, 60);
    await remind(0, 10 * 60_000, 10);
    return { opened, closed };
  }

  const sweepJob: JobKind<{ at: string }> = deps.jobs.define(
    SWEEP_JOB,
    async () => {
      await sweep();
      await scheduleSweep(new Date(now().getTime() + SWEEP_EVERY_MS));
    },
    { payload: z.object({ at: z.string().max(40) }), maxAttempts: 3 },
  );

  async function scheduleSweep(at = now()): Promise<void> {
    const minute = new Date(Math.ceil(at.getTime() / SWEEP_EVERY_MS) * SWEEP_EVERY_MS);
    await sweepJob.enqueue({ at: minute.toISOString() }, { runAt: minute, uniqueKey: `${SWEEP_JOB}:${minute.toISOString()}` });
  }

  /** Closes every live lot past its end, each through closeLot (the demo's refresh at start); returns how many. */
  async function closeDue(): Promise<number> {
    let closed = 0;
    for (;;) {
      const ids = await repo.dueToClose(500);
      let now = 0;
      for (const id of ids) if (await closeLot(id)) now += 1;
      closed += now;
      // Another instance may hold some of them: stop once a batch closes nothing new.
      if (ids.length < 500 || now === 0) return closed;
    }
  }

  return {
    closeLot,
    closeDue,
    sweep,
    scheduleSweep,
    /** The lot's closing job at `endsAt`, in the caller's transaction; one per end, ever. */
    async scheduleClose(lotId: number, endsAt: Date, tx: DbOrTx): Promise<void> {
      await closeJob.enqueue({ auction_id: lotId }, { runAt: endsAt, uniqueKey: `${CLOSE_JOB}:${lotId}:${endsAt.getTime()}`, tx });
    },
  };
}

export type Closing = ReturnType<typeof defineClosing>;

/** Bid news run at most this often under a storm; a quiet lot's first news go out at once. */
export const BID_NEWS_PACE_MS = 250;

/** Several pieces' words in one read (the notifications of many lots at once). */
export type PiecesOf = (productIds: number[]) => Promise<Map<number, Awaited<ReturnType<PieceOf>>>>;

/**
 * The bidders' news after their bids commit (issue #14, decision 050): outbid, winning,
 * reserve met (to the seller and the watchers). The groups committed since the last pass are
 * read together (shared/auctions/bid-news.ts): each bidder hears once where they stand, and a
 * storm of a hundred groups a second costs a few statements a quarter of a second instead of
 * eight a group. Each notification is keyed by the group it speaks of, so a redelivered
 * event writes nothing twice.
 */
export function subscribeBidNews(deps: Pick<ClosingDeps, 'repo' | 'raise'> & { events: Pick<EventBus, 'subscribeBatch'>; piecesOf: PiecesOf }): void {
  deps.events.subscribeBatch('auctions.bid-news', ['auction.bids_committed'], async (events) => {
    const news = bidNews(events.map(({ payload: p }) => ({
      auctionId: p.auction_id, outbidIds: p.outbid_ids, leaderId: p.leader_id, leaderChanged: p.leader_changed,
      reserveMetNow: p.reserve_met_now, price: p.price, lastBidId: p.last_bid_id,
    })));
    const lots = await deps.repo.lots(news.map((n) => n.auctionId));
    const pieces = await deps.piecesOf([...new Set([...lots.values()].map((l) => l.productId))]);
    const outbid: Recipient[] = [];
    const winning: Recipient[] = [];
    const reserveMet: { lot: LotRow; to: Recipient[] }[] = [];
    for (const n of news) {
      const lot = lots.get(n.auctionId);
      if (!lot) continue;
      const piece = pieces.get(lot.productId) ?? { productName: 'a piece', productBrand: null, productImage: null };
      const about = (item: NewsItem, kind: string): Recipient => ({
        userId: item.userId, params: { auctionId: lot.id, ...piece, bidAmount: item.price, currency: lot.currency }, sourceKey: `auction-bids:${item.lastBidId}:${kind}`,
        // One unread line per lot and kind: a bidding war does not fill the bell.
        collapse: true,
      });
      // Against the lot as it stands now: news another instance's later group already overtook say nothing.
      outbid.push(...n.outbid.filter((o) => o.userId !== lot.leaderId).map((o) => about(o, 'outbid')));
      if (n.winning && n.winning.userId === lot.leaderId) winning.push(about(n.winning, 'winning'));
      if (n.reserveMet) {
        const watchers = await deps.repo.watcherIds(lot.id);
        reserveMet.push({ lot, to: [...new Set([lot.sellerId, ...watchers])].map((userId) => ({ userId, params: { auctionId: lot.id, ...piece } })) });
      }
    }
    // Each kind in a transaction of its own: one statement raises its members' unread counts (in
    // member order), so it holds no count while it waits for another (no deadlock it starts).
    // Failed halfway, the batch is heard again and the keys write nothing twice.
    if (outbid.length > 0) await deps.raise('auction_outbid', outbid, null);
    if (winning.length > 0) await deps.raise('auction_winning', winning, null);
    for (const { lot, to } of reserveMet) await deps.raise('auction_reserve_met', to, `auction-reserve:${lot.id}`);
  }, { paceMs: BID_NEWS_PACE_MS });
}
