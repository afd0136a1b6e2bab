import { isConflictError, type DbOrTx } from '../../db/client.js';
import type { DomainEvent } from '../../../shared/events/contracts.js';
import {
  buyNow as buyNowRule, buyNowAvailable, closeResult, groupOrder, initialState, lowestFirstKeeps, minimumBid, placeBid, replay,
  type LotState, type LotTerms,
} from '../../../shared/auctions/bidding.js';
import { bidErrorText, type LotStateDto, type MyStateDto } from '../../../shared/auctions/contracts.js';
import type { AppError} from '../../platform/errors.js';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, DomainRuleError } from '../../platform/errors.js';
import type { BiddingRepo, BidRow, LotRow, NewBid, StoredState } from './auctions.repo.js';
import { nextAuctionState } from './auctions.machine.js';

/** Minor units per whole unit by currency (ISO 4217 digits); two unless listed. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'CLP', 'ISK', 'VND']);
export const unitOf = (currency: string) => (ZERO_DECIMAL.has(currency) ? 1 : 100);

/** At most this many bids of one lot are committed in one transaction. */
export const MAX_BATCH = 256;
/** At most this many lots in one transaction. */
export const MAX_LOTS = 64;
/**
 * Bid transactions at once on one instance. A transaction carries every lot that has bids
 * waiting, so a few suffice: one can wait on a row another instance holds while the other
 * writes. More of them only share the same two cores; in bench:auctions 100 lots × 20 had a
 * p99 of 48 ms with 2, 62–87 ms with 3 or 4 and 106 ms with 6 (decision 051).
 */
export const MAX_WRITERS = 2;

export function termsOf(lot: LotRow): LotTerms {
  return {
    startingPrice: lot.startingPrice,
    reservePrice: lot.reservePrice,
    buyNowPrice: lot.buyNowPrice,
    startsAt: lot.startsAt.getTime(),
    endsAt: (lot.scheduledEndsAt ?? lot.endsAt).getTime(),
    unit: unitOf(lot.currency),
  };
}

export function stateOf(lot: LotRow): LotState {
  return {
    price: lot.currentBid,
    leaderId: lot.leaderId,
    leaderMax: lot.leaderMax,
    secondMax: lot.secondMax,
    bidCount: lot.bidCount,
    endsAt: lot.endsAt.getTime(),
    reserveMet: lot.reserveMet,
    boughtBy: lot.boughtBy,
  };
}

function stored(lot: LotRow, state: LotState): StoredState {
  const endsAt = new Date(state.endsAt);
  return {
    currentBid: state.price,
    leaderId: state.leaderId,
    leaderMax: state.leaderMax,
    secondMax: state.secondMax,
    bidCount: state.bidCount,
    endsAt,
    scheduledEndsAt: lot.scheduledEndsAt ?? (endsAt.getTime() !== lot.endsAt.getTime() ? lot.endsAt : null),
    reserveMet: state.reserveMet,
    boughtBy: state.boughtBy,
  };
}

/** The lot as anyone may see it: never a maximum, never the reserve's amount. */
export function lotDto(lot: LotRow, at: number): LotStateDto {
  const terms = termsOf(lot);
  const state = stateOf(lot);
  const open = lot.status === 'live' && at < lot.endsAt.getTime();
  return {
    id: lot.id,
    slug: lot.slug,
    status: lot.status === 'live' && !open ? 'ended' : lot.status,
    currency: lot.currency,
    starting_price: lot.startingPrice,
    current_bid: lot.currentBid,
    bid_count: lot.bidCount,
    watchers: lot.watchers,
    starts_at: lot.startsAt.toISOString(),
    ends_at: lot.endsAt.toISOString(),
    reserve: lot.reservePrice === null ? 'none' : lot.reserveMet ? 'met' : 'not_met',
    buy_now_price: lot.buyNowPrice,
    buy_now_available: open && at >= terms.startsAt && buyNowAvailable(terms, state),
    next_minimum: minimumBid(terms, state),
    unit: terms.unit,
    hammer_price: lot.hammerPrice,
    result: lot.status === 'sold' ? 'sold' : lot.status === 'unsold' ? 'unsold' : 'open',
  };
}

export function bidError(code: string, currency: string, minimum?: number): AppError {
  const message = bidErrorText(code, { minimum, currency });
  switch (code) {
    case 'auction_not_found': return new NotFoundError(message, code);
    case 'auction_ended':
    case 'auction_not_started':
    case 'idempotency_conflict':
    case 'buy_now_unavailable': return new ConflictError(message, code);
    case 'bid_not_whole':
    case 'bid_invalid': return new InvalidError(message, code);
    case 'own_lot':
    case 'email_not_verified':
    case 'payment_method_required': return new ForbiddenError(message, code);
    default: return new BidRefusedError(message, code, minimum);
  }
}

/** A bid the rules refuse (too low, maximum not raised): 422 with the minimum for the form. */
export class BidRefusedError extends DomainRuleError {
  constructor(message: string, code: string, readonly minimum?: number) {
    super(message, code);
  }
}

export interface Bidder {
  id: string;
  /** The email address is verified. */
  isVerified: boolean;
}

export interface PlacedBid {
  bidId: number;
  created: boolean;
  lot: LotRow;
}

export interface BiddingDeps {
  repo: BiddingRepo;
  events: { publishMany(tx: DbOrTx, events: readonly DomainEvent[]): Promise<void> };
  /**
   * Bidders need a card on file (issue #13/#14). The wallet module's `hasPaymentMethod` is
   * wired here when it is merged; see app.ts.
   */
  hasPaymentMethod: (userId: string) => Promise<boolean>;
  /**
   * Which of these bidders have a card on file, read in the group's transaction: one statement
   * per transaction instead of one per request (the hot path).
   */
  withPaymentMethod: (userIds: string[], tx: DbOrTx) => Promise<Set<string>>;
  /** Makes sure the lot's closing job is due at its (extended) end, in the caller's transaction. */
  scheduleClose: (lotId: number, endsAt: Date, tx: DbOrTx) => Promise<void>;
  now?: () => Date;
}

interface Pending {
  /** Transactions that carried this bid and were rolled back as a deadlock's victim. */
  retried?: number;
  bidder: Bidder;
  maxAmount: number;
  key: string;
  resolve: (placed: PlacedBid) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; bidId: number | null; created: boolean; index?: number } | { ok: false; error: AppError };

/**
 * Bidding (issue #14, decisions 025 and 051). Bids are committed in groups: a transaction
 * takes every bid waiting at that moment on each lot that has no transaction under way on this
 * instance, applies each lot's bids through the rules engine under the lot's row lock, and
 * commits them together (group commit). Instances serialise on the row locks, so any number of
 * them stay correct; one instance under a storm writes hundreds of bids per commit instead of
 * one, on one lot or on many.
 */
export function createBiddingService(deps: BiddingDeps) {
  const { repo, events } = deps;
  const now = deps.now ?? (() => new Date());
  const queues = new Map<number, Pending[]>();
  /** Lots with a transaction under way on this instance: their next group waits for it. */
  const busy = new Set<number>();
  let writing = 0;

  /**
   * One lot's group applied through the rules engine, written nowhere: its end state, the rows
   * to insert and each caller's answer. The group's bids arrived together: among themselves, in
   * the order the process happened to read their sockets (while PGlite works, a whole burst
   * waits and is read in descriptor order). Lowest maximum first, a bid above the price its
   * bidder saw counts instead of being refused because a higher one of the same moment was read
   * first; that order is taken when it keeps arrival order's winner (decision 041).
   */
  function applyGroup(lot: LotRow, batch: Pending[], byKey: Map<string, BidRow>, carded: Set<string>, at: number) {
    const terms = termsOf(lot);
    const before = stateOf(lot);
    const apply = (order: readonly number[]) => {
      const inBatch = new Map<string, { index: number; maxAmount: number }>();
      let state = before;
      const rows: NewBid[] = [];
      const outcomes: Outcome[] = new Array<Outcome>(batch.length);
      const leaders = new Set<string>(state.leaderId ? [state.leaderId] : []);
      for (const i of order) {
        const p = batch[i]!;
        const fail = (code: string, minimum?: number) => (outcomes[i] = { ok: false, error: bidError(code, lot.currency, minimum) });
        if (!carded.has(p.bidder.id)) { fail('payment_method_required'); continue; }
        const keyOf = `${p.bidder.id}|${p.key}`;
        const stored = byKey.get(`${lot.id}|${keyOf}`);
        if (stored) {
          if (stored.maxAmount === p.maxAmount) outcomes[i] = { ok: true, bidId: stored.id, created: false };
          else fail('idempotency_conflict');
          continue;
        }
        const twin = inBatch.get(keyOf);
        if (twin) {
          if (twin.maxAmount === p.maxAmount) outcomes[i] = { ok: true, bidId: null, created: false, index: twin.index };
          else fail('idempotency_conflict');
          continue;
        }
        if (p.bidder.id === lot.sellerId) { fail('own_lot'); continue; }
        if (lot.status === 'scheduled') { fail('auction_not_started'); continue; }
        if (lot.status !== 'live') { fail('auction_ended'); continue; }
        const out = placeBid(terms, state, { bidderId: p.bidder.id, maxAmount: p.maxAmount, at });
        if (!out.ok) {
          const r = out.refusal;
          fail(r.code, 'minimum' in r ? r.minimum : undefined);
          continue;
        }
        state = out.state;
        if (state.leaderId) leaders.add(state.leaderId);
        inBatch.set(keyOf, { index: rows.length, maxAmount: p.maxAmount });
        outcomes[i] = { ok: true, bidId: null, created: true, index: rows.length };
        rows.push({
          auctionId: lot.id, bidderId: p.bidder.id, maxAmount: p.maxAmount, priceAfter: state.price!, leaderAfter: state.leaderId!,
          idempotencyKey: p.key, placedAt: new Date(at),
        });
      }
      return { state, rows, outcomes, leaders, accepted: rows.length };
    };
    const arrival = apply(batch.map((_, i) => i));
    const order = groupOrder(batch.map((p) => p.maxAmount));
    // A group that arrived lowest first (one bid, or already in order) is applied once.
    const lowest = order.every((i, n) => i === n) ? arrival : apply(order);
    return { before, ...(lowestFirstKeeps(arrival, lowest) ? lowest : arrival) };
  }

  /**
   * The groups of several lots in one transaction (decision 051): their rows locked in id
   * order, one probe of the idempotency keys and one of the cards on file for all of them, one
   * statement for every bid and lot state, one for the events. Answers each lot's outcomes and
   * its row after the commit (null: no such lot).
   */
  async function commitGroups(groups: Map<number, Pending[]>): Promise<Map<number, { outcomes: Outcome[]; lot: LotRow | null }>> {
    return repo.transaction(async (tx) => {
      const lots = await repo.lockLots([...groups.keys()], tx);
      const at = now().getTime();
      const keys = new Map<string, { auctionId: number; bidderId: string; key: string }>();
      for (const [auctionId, batch] of groups) for (const p of batch) keys.set(`${auctionId}|${p.bidder.id}|${p.key}`, { auctionId, bidderId: p.bidder.id, key: p.key });
      const [existing, carded] = await Promise.all([
        repo.bidsByKeys([...keys.values()], tx),
        deps.withPaymentMethod([...new Set([...groups.values()].flatMap((batch) => batch.map((p) => p.bidder.id)))], tx),
      ]);
      const byKey = new Map<string, BidRow>(existing.map((b) => [`${b.auctionId}|${b.bidderId}|${b.idempotencyKey}`, b]));
      const results = new Map<number, { outcomes: Outcome[]; lot: LotRow | null }>();
      const written: { lot: LotRow; applied: ReturnType<typeof applyGroup>; next: StoredState }[] = [];
      for (const [lotId, batch] of groups) {
        const lot = lots.get(lotId);
        if (!lot) {
          results.set(lotId, { outcomes: batch.map(() => ({ ok: false, error: bidError('auction_not_found', 'USD') })), lot: null });
          continue;
        }
        const applied = applyGroup(lot, batch, byKey, carded, at);
        if (applied.rows.length === 0) results.set(lotId, { outcomes: applied.outcomes, lot });
        else written.push({ lot, applied, next: stored(lot, applied.state) });
      }
      if (written.length === 0) return results;
      const ids = await repo.saveGroups(written.map(({ lot, applied, next }) => ({ auctionId: lot.id, rows: applied.rows, state: next })), tx);
      const published: DomainEvent[] = [];
      for (const [n, { lot, applied, next }] of written.entries()) {
        const { before, state, leaders, outcomes } = applied;
        if (before.bidCount === 0 || state.endsAt !== before.endsAt) await deps.scheduleClose(lot.id, next.endsAt, tx);
        leaders.delete(state.leaderId ?? '');
        const lastId = ids[n]![ids[n]!.length - 1]!.id;
        // One public event per lot and group (its last bid): a page reads the lot again once, whatever the group's size.
        published.push(
          { type: 'auction.updated', topics: [`auction:${lot.id}`], payload: { auction_id: lot.id, bid_id: lastId } },
          {
            type: 'auction.bids_committed',
            payload: {
              auction_id: lot.id, outbid_ids: [...leaders].slice(0, 1000), leader_id: state.leaderId,
              leader_changed: state.leaderId !== before.leaderId, reserve_met_now: lot.reservePrice !== null && state.reserveMet && !before.reserveMet,
              price: state.price!, last_bid_id: lastId,
            },
          },
        );
        for (const o of outcomes) if (o.ok && o.index !== undefined) o.bidId = ids[n]![o.index]!.id;
        results.set(lot.id, { outcomes, lot: { ...lot, ...next } });
      }
      await events.publishMany(tx, published);
      return results;
    });
  }

  /**
   * Starts transactions while fewer than MAX_WRITERS run: each takes every lot with bids
   * waiting and no transaction under way (up to MAX_LOTS, the longest waiting first), and up to
   * MAX_BATCH bids of each. Called when a bid arrives and when a transaction ends, so under a
   * storm a transaction carries whatever arrived while the others were writing.
   */
  function pump(): void {
    while (writing < MAX_WRITERS) {
      const groups = new Map<number, Pending[]>();
      for (const [lotId, queue] of queues) {
        if (busy.has(lotId)) continue;
        groups.set(lotId, queue.splice(0, MAX_BATCH));
        if (queue.length === 0) queues.delete(lotId);
        if (groups.size >= MAX_LOTS) break;
      }
      if (groups.size === 0) return;
      for (const lotId of groups.keys()) busy.add(lotId);
      writing += 1;
      void write(groups);
    }
  }

  async function write(groups: Map<number, Pending[]>): Promise<void> {
    // The answers go out in the next turn of the event loop: by then the next transaction has
    // sent its first statement, so the database works while this process writes a hundred
    // answers (under a storm, writing them first held the next group back).
    try {
      const results = await commitGroups(groups);
      setImmediate(() => {
        for (const [lotId, batch] of groups) {
          const { outcomes, lot } = results.get(lotId)!;
          batch.forEach((p, i) => {
            const o = outcomes[i]!;
            if (o.ok) p.resolve({ bidId: o.bidId!, created: o.created, lot: lot! });
            else p.reject(o.error);
          });
        }
      });
    } catch (error) {
      // Nothing of the transaction was written. A deadlock's victim (another instance, or a
      // sweep, locked the same lots) is tried again once, ahead of newer bids; otherwise each
      // caller hears the failure and may retry with its key.
      const again = isConflictError(error);
      const failed: Pending[] = [];
      for (const [lotId, batch] of groups) {
        const retry = again ? batch.filter((p) => (p.retried ?? 0) < 1) : [];
        failed.push(...batch.filter((p) => !retry.includes(p)));
        if (retry.length === 0) continue;
        for (const p of retry) p.retried = (p.retried ?? 0) + 1;
        const queue = queues.get(lotId);
        if (queue) queue.unshift(...retry);
        else queues.set(lotId, retry);
      }
      setImmediate(() => {
        for (const p of failed) p.reject(error);
      });
    } finally {
      for (const lotId of groups.keys()) busy.delete(lotId);
      writing -= 1;
      pump();
    }
  }

  function enqueue(lotId: number, p: Pending): void {
    const queue = queues.get(lotId);
    if (queue) queue.push(p);
    else queues.set(lotId, [p]);
    pump();
  }

  return {
    /**
     * A bid of `maxAmount` (minor units) by `bidder`: the same `key` again is the same bid
     * (created: false); with another amount a 409. Refusals carry stable codes.
     */
    async placeBid(lotId: number, bidder: Bidder, maxAmount: number, key: string): Promise<PlacedBid> {
      if (!Number.isSafeInteger(maxAmount) || maxAmount <= 0) throw bidError('bid_invalid', 'USD');
      if (!bidder.isVerified) throw bidError('email_not_verified', 'USD');
      // The card on file is checked in the group's transaction (withPaymentMethod).
      return new Promise<PlacedBid>((resolve, reject) => enqueue(lotId, { bidder, maxAmount, key, resolve, reject }));
    },

    /** Buys the lot at its buy-now price: the lot ends at once (see onSold for the order). */
    async buyNow(lotId: number, bidder: Bidder, onSold: (lot: LotRow, price: number, tx: DbOrTx) => Promise<string | null>): Promise<LotRow> {
      if (!bidder.isVerified) throw bidError('email_not_verified', 'USD');
      if (!(await deps.hasPaymentMethod(bidder.id))) throw bidError('payment_method_required', 'USD');
      return repo.transaction(async (tx) => {
        const lot = await repo.lockLot(lotId, tx);
        if (!lot) throw bidError('auction_not_found', 'USD');
        if (lot.sellerId === bidder.id) throw bidError('own_lot', lot.currency);
        if (lot.status === 'sold' && lot.boughtBy === bidder.id) return lot;
        if (lot.status === 'scheduled') throw bidError('auction_not_started', lot.currency);
        if (lot.status !== 'live') throw bidError('auction_ended', lot.currency);
        const out = buyNowRule(termsOf(lot), stateOf(lot), bidder.id, now().getTime());
        if (!out.ok) throw bidError(out.refusal.code, lot.currency);
        const status = nextAuctionState(lot.status, 'buy_now');
        const next = stored(lot, out.state);
        await repo.saveState(lotId, next, tx);
        const orderId = await onSold({ ...lot, ...next }, out.state.price!, tx);
        await repo.settle(lotId, { status, winnerId: bidder.id, hammerPrice: out.state.price, orderId }, tx);
        await events.publishMany(tx, [{ type: 'auction.updated', topics: [`auction:${lotId}`], payload: { auction_id: lotId, bid_id: null } }]);
        return { ...lot, ...next, status, winnerId: bidder.id, hammerPrice: out.state.price, orderId };
      });
    },

    /**
     * An admin voids a bid (audited by the caller in the same transaction): the lot's state is
     * the replay of the log without it, and later bids' shown prices are recomputed.
     */
    async voidBid(lotId: number, bidId: number, adminId: string, reason: string, audit: (tx: DbOrTx, detail: Record<string, unknown>) => Promise<void>): Promise<LotRow> {
      return repo.transaction(async (tx) => {
        const lot = await repo.lockLot(lotId, tx);
        if (!lot) throw bidError('auction_not_found', 'USD');
        const bid = await repo.bid(bidId, tx);
        if (!bid || bid.auctionId !== lotId) throw new NotFoundError(`Lot ${lotId} has no bid ${bidId}.`, 'bid_not_found');
        if (lot.status !== 'live') throw bidError('auction_ended', lot.currency);
        if (!(await repo.voidBid(bidId, adminId, reason, now(), tx))) throw new ConflictError('This bid was already voided.', 'bid_already_voided');
        const log = await repo.log(lotId, tx);
        const terms = termsOf(lot);
        let state = initialState(terms);
        for (const b of log) {
          if (b.voidedAt) continue;
          const out = placeBid(terms, state, { bidderId: b.bidderId, maxAmount: b.maxAmount, at: b.placedAt.getTime() });
          if (!out.ok) continue;
          state = out.state;
          if (b.priceAfter !== state.price || b.leaderAfter !== state.leaderId) await repo.setBidOutcome(b.id, state.price!, state.leaderId!, tx);
        }
        const next = stored(lot, state);
        await repo.saveState(lotId, next, tx);
        await audit(tx, { auction_id: lotId, bid_id: bidId, bidder_id: bid.bidderId, max_amount: bid.maxAmount, reason, price_after: state.price });
        await events.publishMany(tx, [{ type: 'auction.updated', topics: [`auction:${lotId}`], payload: { auction_id: lotId, bid_id: null } }]);
        return { ...lot, ...next };
      });
    },

    /** The lot's state replayed from its log (the bench and tests compare it with the row). */
    async replayed(lotId: number): Promise<{ stored: LotState; replayed: LotState } | null> {
      const lot = await repo.lot(lotId);
      if (!lot) return null;
      const log = await repo.log(lotId);
      const state = replay(termsOf(lot), log.map((b) => ({ bidderId: b.bidderId, maxAmount: b.maxAmount, at: b.placedAt.getTime(), voided: b.voidedAt !== null })));
      return { stored: stateOf(lot), replayed: { ...state, boughtBy: lot.boughtBy ?? state.boughtBy } };
    },

    /** The member's standing on a lot. */
    async myState(lot: LotRow, userId: string): Promise<MyStateDto> {
      const [myMax, bidders, watching] = await Promise.all([repo.ownMax(lot.id, userId), repo.bidders(lot.id), repo.isWatching(lot.id, userId)]);
      const number = bidders.indexOf(userId);
      const ended = lot.status !== 'live' || lot.endsAt.getTime() <= now().getTime();
      const leads = lot.leaderId === userId || lot.winnerId === userId;
      const standing: MyStateDto['standing'] = myMax === null
        ? 'none'
        : ended
          ? (lot.winnerId === userId || (lot.status !== 'unsold' && leads && lot.reserveMet) ? 'won' : 'lost')
          : leads ? 'winning' : 'outbid';
      return {
        standing, my_max: myMax, bidder_number: number >= 0 ? number + 1 : null, watching, is_seller: lot.sellerId === userId,
      };
    },

    /** The lot's result at its close, from its stored state. */
    closeResultOf(lot: LotRow) {
      return closeResult(stateOf(lot));
    },
  };
}

export type BiddingService = ReturnType<typeof createBiddingService>;
