import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyersPremium, buyNow, buyNowAvailable, closeResult, groupOrder, incrementFor, initialState, lowestFirstKeeps, minimumBid, placeBid, replay, SOFT_CLOSE_MS,
  type LoggedBid, type LotState, type LotTerms,
} from './bidding.js';

const T0 = Date.UTC(2026, 10, 25, 12);
const HOUR = 3_600_000;
const $ = (dollars: number) => dollars * 100;

const terms = (over: Partial<LotTerms> = {}): LotTerms => ({
  startingPrice: $(10_000), reservePrice: null, buyNowPrice: null, startsAt: T0, endsAt: T0 + HOUR, unit: 100, ...over,
});

function bid(t: LotTerms, s: LotState, bidderId: string, dollars: number, at = T0 + 1000) {
  const out = placeBid(t, s, { bidderId, maxAmount: $(dollars), at });
  if (!out.ok) throw new Error(`refused: ${JSON.stringify(out.refusal)}`);
  return out.state;
}

describe('increments for luxury prices', () => {
  it('steps by band in whole units', () => {
    expect(incrementFor($(50))).toBe($(5));
    expect(incrementFor($(999))).toBe($(25));
    expect(incrementFor($(12_250))).toBe($(250));
    expect(incrementFor($(2_000_000))).toBe($(25_000));
    expect(incrementFor(8_000_000, 1)).toBe(100_000);
  });
  it('price plus its increment never falls as the price rises', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1e8 }), (a, d) => {
      expect(a + d + incrementFor(a + d)).toBeGreaterThanOrEqual(a + incrementFor(a));
    }));
  });
});

describe('proxy bidding (eBay rules)', () => {
  it('the first bid shows the starting price; the second shows one increment over the lower maximum', () => {
    const t = terms();
    let s = bid(t, initialState(t), 'a', 15_000);
    expect(s).toMatchObject({ price: $(10_000), leaderId: 'a', bidCount: 1 });
    s = bid(t, s, 'b', 12_000);
    expect(s).toMatchObject({ price: $(12_250), leaderId: 'a', secondMax: $(12_000) });
    expect(minimumBid(t, s)).toBe($(12_500));
  });
  it('refuses a bid under the next minimum and says the minimum', () => {
    const t = terms();
    const s = bid(t, bid(t, initialState(t), 'a', 15_000), 'b', 12_000);
    expect(placeBid(t, s, { bidderId: 'c', maxAmount: $(12_400), at: T0 + 2000 })).toEqual({ ok: false, refusal: { code: 'bid_too_low', minimum: $(12_500) } });
  });
  it('a tie goes to the earlier maximum', () => {
    const t = terms();
    const s = bid(t, bid(t, initialState(t), 'a', 15_000), 'b', 15_000);
    expect(s).toMatchObject({ leaderId: 'a', price: $(15_000) });
  });
  it('a new leader takes over at one increment over the old maximum', () => {
    const t = terms();
    const s = bid(t, bid(t, initialState(t), 'a', 15_000), 'b', 20_000);
    expect(s).toMatchObject({ leaderId: 'b', price: $(15_250), secondMax: $(15_000) });
  });
  it('the leader raises their maximum without raising the price', () => {
    const t = terms();
    let s = bid(t, bid(t, initialState(t), 'a', 15_000), 'b', 12_000);
    s = bid(t, s, 'a', 40_000);
    expect(s).toMatchObject({ leaderId: 'a', leaderMax: $(40_000), price: $(12_250), bidCount: 3 });
    expect(placeBid(t, s, { bidderId: 'a', maxAmount: $(40_000), at: T0 + 5000 })).toMatchObject({ ok: false, refusal: { code: 'max_not_raised' } });
  });
  it('refuses fractions of a whole unit, and bids before the start or after the end', () => {
    const t = terms();
    const s = initialState(t);
    expect(placeBid(t, s, { bidderId: 'a', maxAmount: $(10_000) + 50, at: T0 + 1 })).toMatchObject({ ok: false, refusal: { code: 'bid_not_whole' } });
    expect(placeBid(t, s, { bidderId: 'a', maxAmount: $(10_000), at: T0 - 1 })).toMatchObject({ ok: false, refusal: { code: 'auction_not_started' } });
    expect(placeBid(t, s, { bidderId: 'a', maxAmount: $(10_000), at: T0 + HOUR })).toMatchObject({ ok: false, refusal: { code: 'auction_ended' } });
  });
});

describe('reserve and buy now', () => {
  it('the price jumps to the reserve when the leader covers it; unmet means no sale', () => {
    const t = terms({ reservePrice: $(20_000) });
    let s = bid(t, initialState(t), 'a', 15_000);
    expect(s.reserveMet).toBe(false);
    expect(closeResult(s)).toEqual({ sold: false, highestBidderId: 'a', highestMax: $(15_000) });
    s = bid(t, s, 'b', 25_000);
    expect(s).toMatchObject({ reserveMet: true, price: $(20_000), leaderId: 'b' });
    expect(closeResult(s)).toEqual({ sold: true, winnerId: 'b', hammer: $(20_000) });
  });
  it('buy now is offered until the reserve is met, or until the first bid without a reserve', () => {
    const withReserve = terms({ reservePrice: $(20_000), buyNowPrice: $(30_000) });
    let s = bid(withReserve, initialState(withReserve), 'a', 15_000);
    expect(buyNowAvailable(withReserve, s)).toBe(true);
    s = bid(withReserve, s, 'a', 21_000);
    expect(buyNowAvailable(withReserve, s)).toBe(false);
    const plain = terms({ buyNowPrice: $(30_000) });
    expect(buyNowAvailable(plain, initialState(plain))).toBe(true);
    expect(buyNowAvailable(plain, bid(plain, initialState(plain), 'a', 10_000))).toBe(false);
  });
  it('buying ends the lot at once', () => {
    const t = terms({ buyNowPrice: $(30_000) });
    const out = buyNow(t, initialState(t), 'z', T0 + 10);
    expect(out).toMatchObject({ ok: true, state: { boughtBy: 'z', price: $(30_000), endsAt: T0 + 10 } });
    if (!out.ok) return;
    expect(placeBid(t, out.state, { bidderId: 'a', maxAmount: $(40_000), at: T0 + 11 })).toMatchObject({ ok: false, refusal: { code: 'auction_ended' } });
    expect(closeResult(out.state)).toEqual({ sold: true, winnerId: 'z', hammer: $(30_000) });
  });
});

describe('soft close', () => {
  it('a bid in the last 2 minutes moves the end to 2 minutes after it, without cap', () => {
    const t = terms();
    let s = bid(t, initialState(t), 'a', 10_000, T0 + HOUR - 60_000);
    expect(s.endsAt).toBe(T0 + HOUR + 60_000);
    s = bid(t, s, 'b', 11_000, T0 + HOUR + 50_000);
    expect(s.endsAt).toBe(T0 + HOUR + 50_000 + SOFT_CLOSE_MS);
    s = bid(t, s, 'a', 12_000, T0 + HOUR + 100_000);
    expect(s.endsAt).toBe(T0 + HOUR + 100_000 + SOFT_CLOSE_MS);
  });
  it('a bid earlier than that leaves the end alone', () => {
    const t = terms();
    expect(bid(t, initialState(t), 'a', 10_000, T0 + HOUR - SOFT_CLOSE_MS).endsAt).toBe(T0 + HOUR);
  });
});

describe('buyer\'s premium', () => {
  it('is 20 % to $1M and 15 % above, marginal', () => {
    expect(buyersPremium($(12_500))).toBe($(2_500));
    expect(buyersPremium($(2_000_000))).toBe($(200_000) + $(150_000));
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 1e9 }), (a, d) => {
      expect(a + d + buyersPremium(a + d)).toBeGreaterThanOrEqual(a + buyersPremium(a));
    }));
  });
});

/** Generated lots and bid sequences: bidders, maxima near the moving price, times through the close. */
const lotArb = fc.record({
  startDollars: fc.integer({ min: 1, max: 200_000 }),
  reserveFactor: fc.option(fc.integer({ min: 100, max: 300 }), { nil: null }),
});
const bidsArb = fc.array(
  fc.record({
    bidder: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    // How far over the minimum (in per mille); sometimes under it, to be refused.
    over: fc.integer({ min: -50, max: 800 }),
    gapMs: fc.integer({ min: 0, max: 20 * 60_000 }),
  }),
  { maxLength: 60 },
);

function run(t: LotTerms, steps: { bidder: string; over: number; gapMs: number }[]) {
  let s = initialState(t);
  let at = t.startsAt;
  const log: LoggedBid[] = [];
  const history: { before: LotState; after: LotState; max: number; bidder: string }[] = [];
  const maxima = new Map<string, { max: number; seq: number }>();
  for (const step of steps) {
    at += step.gapMs;
    const min = minimumBid(t, s);
    const own = s.leaderId === step.bidder ? (s.leaderMax ?? 0) : 0;
    const base = Math.max(min, own);
    const max = Math.max(t.unit, Math.round((base * (1 + step.over / 1000)) / t.unit) * t.unit);
    const out = placeBid(t, s, { bidderId: step.bidder, maxAmount: max, at });
    if (!out.ok) continue;
    history.push({ before: s, after: out.state, max, bidder: step.bidder });
    log.push({ bidderId: step.bidder, maxAmount: max, at });
    const prev = maxima.get(step.bidder);
    maxima.set(step.bidder, { max: Math.max(prev?.max ?? 0, max), seq: prev && prev.max >= max ? prev.seq : log.length });
    s = out.state;
  }
  return { s, log, history, maxima };
}

describe('properties over generated bid sequences', () => {
  it('hold: price never falls, never above the second maximum plus one increment (or the reserve), end never moves back, winner holds the highest earliest maximum, replay equals state', () => {
    fc.assert(
      fc.property(lotArb, bidsArb, ({ startDollars, reserveFactor }, steps) => {
        const t = terms({
          startingPrice: $(startDollars), reservePrice: reserveFactor === null ? null : Math.round((startDollars * reserveFactor) / 100) * 100,
          endsAt: T0 + 3 * HOUR,
        });
        const { s, log, history, maxima } = run(t, steps);
        for (const { before, after } of history) {
          expect(after.price!).toBeGreaterThanOrEqual(before.price ?? 0);
          expect(after.endsAt).toBeGreaterThanOrEqual(before.endsAt);
          expect(after.price!).toBeLessThanOrEqual(after.leaderMax!);
          const ceiling = Math.max(
            after.secondMax === null ? t.startingPrice : after.secondMax + incrementFor(after.secondMax, t.unit),
            t.startingPrice,
            after.reserveMet && t.reservePrice !== null ? t.reservePrice : 0,
          );
          expect(after.price!).toBeLessThanOrEqual(ceiling);
        }
        if (s.leaderId !== null) {
          const best = [...maxima.entries()].sort((x, y) => y[1].max - x[1].max || x[1].seq - y[1].seq)[0]!;
          expect(s.leaderId).toBe(best[0]);
          expect(s.leaderMax).toBe(best[1].max);
        }
        expect(replay(t, log)).toEqual(s);
      }),
      { numRuns: 400 },
    );
  });

  it('a group of simultaneous bids is applied lowest maximum first when that keeps the winner: never another winner, never fewer bids taken', () => {
    const groupArb = fc.array(
      fc.record({ bidder: fc.constantFrom('a', 'b', 'c', 'd', 'e'), steps: fc.integer({ min: -2, max: 12 }) }),
      { minLength: 1, maxLength: 12 },
    );
    let lowestTaken = 0;
    let runs = 0;
    fc.assert(
      fc.property(lotArb, bidsArb, groupArb, fc.integer({ min: 0, max: 3 * HOUR }), ({ startDollars, reserveFactor }, before, group, sinceStart) => {
        const t = terms({
          startingPrice: $(startDollars), reservePrice: reserveFactor === null ? null : Math.round((startDollars * reserveFactor) / 100) * 100,
          endsAt: T0 + 3 * HOUR,
        });
        const { s: start } = run(t, before);
        // Maxima a few increments either side of the price the bidders saw, all at one moment.
        const seen = minimumBid(t, start);
        const maxima = group.map((g) => Math.max(t.unit, seen + g.steps * incrementFor(seen, t.unit)));
        const at = Math.max(t.startsAt, start.endsAt - SOFT_CLOSE_MS * 2) + (sinceStart % SOFT_CLOSE_MS);
        const apply = (order: number[]) => {
          let state = start;
          let accepted = 0;
          for (const i of order) {
            const out = placeBid(t, state, { bidderId: group[i]!.bidder, maxAmount: maxima[i]!, at });
            if (!out.ok) continue;
            state = out.state;
            accepted += 1;
          }
          return { state, accepted };
        };
        const arrival = apply(group.map((_, i) => i));
        const lowest = apply(groupOrder(maxima));
        const chosen = lowestFirstKeeps(arrival, lowest) ? lowest : arrival;
        runs += 1;
        if (chosen === lowest) lowestTaken += 1;
        const { state: a } = arrival;
        const { state: c } = chosen;
        expect([c.leaderId, c.leaderMax, c.endsAt, c.reserveMet, c.boughtBy]).toEqual([a.leaderId, a.leaderMax, a.endsAt, a.reserveMet, a.boughtBy]);
        expect(chosen.accepted).toBeGreaterThanOrEqual(arrival.accepted);
        // Equal maxima keep their arrival order: the earlier of a tie is applied first.
        const order = groupOrder(maxima);
        for (let k = 1; k < order.length; k++) {
          if (maxima[order[k - 1]!] === maxima[order[k]!]) expect(order[k - 1]!).toBeLessThan(order[k]!);
          else expect(maxima[order[k - 1]!]!).toBeLessThan(maxima[order[k]!]!);
        }
      }),
      { numRuns: 600 },
    );
    // Lowest first is the usual case, not a curiosity.
    expect(lowestTaken / runs).toBeGreaterThan(0.8);
  });

  it('a voided bid replays as if it had never been made', () => {
    fc.assert(
      fc.property(bidsArb, fc.nat(), (steps, pick) => {
        const t = terms({ endsAt: T0 + 3 * HOUR });
        const { log } = run(t, steps);
        if (log.length === 0) return;
        const i = pick % log.length;
        const voided = log.map((b, j) => (j === i ? { ...b, voided: true } : b));
        const without = log.filter((_, j) => j !== i);
        expect(replay(t, voided)).toEqual(replay(t, without));
      }),
    );
  });
});
