/**
 * The bidding rules of a live lot (issue #14, decision 025): a pure engine, the same on the
 * server (which stores its result) and in tests (which replay the stored log).
 *
 * - Proxy bidding as eBay does it: a bidder enters a maximum; the visible price is one
 *   increment above the second-highest maximum, capped at the leader's maximum; ties go to the
 *   earlier maximum; a leader may raise their own maximum without raising the price.
 * - Reserve (hidden): once the leader's maximum covers it, the price is at least the reserve.
 * - Buy now: available until the reserve is met, or until the first bid when there is none.
 * - Soft close: an accepted bid in the last 2 minutes moves the end to 2 minutes after it, no cap.
 *
 * Amounts are integer minor units of the lot's currency; bids are whole units of it
 * (`unit` minor units: 100 for USD, 1 for JPY).
 */

export const SOFT_CLOSE_MS = 2 * 60_000;

/**
 * Increment bands in whole units of the lot's currency, chosen for luxury prices: eBay's
 * table stops at $100 from $5,000, which would take a $2M car ten thousand bids to move 50 %.
 * Each band's step is about 1–5 % of its floor, in round numbers a room would call.
 */
export const INCREMENT_BANDS: readonly { from: number; step: number }[] = [
  { from: 0, step: 5 },
  { from: 100, step: 10 },
  { from: 500, step: 25 },
  { from: 1_000, step: 50 },
  { from: 5_000, step: 100 },
  { from: 10_000, step: 250 },
  { from: 25_000, step: 500 },
  { from: 50_000, step: 1_000 },
  { from: 100_000, step: 2_500 },
  { from: 250_000, step: 5_000 },
  { from: 500_000, step: 10_000 },
  { from: 1_000_000, step: 25_000 },
  { from: 2_500_000, step: 50_000 },
  { from: 5_000_000, step: 100_000 },
];

/** The step above `price` (minor units), in minor units. Non-decreasing in `price`. */
export function incrementFor(price: number, unit = 100): number {
  const whole = Math.floor(price / unit);
  let step = INCREMENT_BANDS[0]!.step;
  for (const band of INCREMENT_BANDS) {
    if (whole >= band.from) step = band.step;
    else break;
  }
  return step * unit;
}

/**
 * The buyer's premium added to the hammer price: 20 % of the hammer up to $1,000,000 and
 * 15 % of the part above (marginal, so a higher hammer never costs less), rounded to the cent.
 */
export const BUYERS_PREMIUM_TIERS: readonly { upTo: number | null; percent: number }[] = [
  { upTo: 100_000_000, percent: 20 },
  { upTo: null, percent: 15 },
];

export function buyersPremium(hammer: number): number {
  let fee = 0;
  let floor = 0;
  for (const tier of BUYERS_PREMIUM_TIERS) {
    const top = tier.upTo ?? Number.POSITIVE_INFINITY;
    if (hammer > floor) fee += ((Math.min(hammer, top) - floor) * tier.percent) / 100;
    floor = top;
  }
  return Math.round(fee);
}

export interface LotTerms {
  startingPrice: number;
  reservePrice: number | null;
  buyNowPrice: number | null;
  startsAt: number;
  /** The end as scheduled (ms since the epoch); soft close moves it in the state. */
  endsAt: number;
  /** Minor units per whole unit of the currency. */
  unit: number;
}

export interface LotState {
  /** The visible price: null until the first bid. */
  price: number | null;
  leaderId: string | null;
  leaderMax: number | null;
  /** The highest maximum of anyone but the leader (null: nobody else has bid). */
  secondMax: number | null;
  bidCount: number;
  endsAt: number;
  reserveMet: boolean;
  /** Set when the lot was bought at the buy-now price (the lot ended then). */
  boughtBy: string | null;
}

export interface BidAttempt {
  bidderId: string;
  maxAmount: number;
  at: number;
}

export type BidRefusal =
  | { code: 'auction_not_started' }
  | { code: 'auction_ended' }
  | { code: 'bid_not_whole'; unit: number }
  | { code: 'bid_too_low'; minimum: number }
  | { code: 'max_not_raised'; minimum: number };

export type BidOutcome =
  | { ok: true; state: LotState; extended: boolean; previousLeaderId: string | null }
  | { ok: false; refusal: BidRefusal };

export function initialState(terms: LotTerms): LotState {
  return { price: null, leaderId: null, leaderMax: null, secondMax: null, bidCount: 0, endsAt: terms.endsAt, reserveMet: false, boughtBy: null };
}

/** The least a new bidder may enter now. */
export function minimumBid(terms: LotTerms, state: LotState): number {
  return state.price === null ? terms.startingPrice : state.price + incrementFor(state.price, terms.unit);
}

export function isOpen(terms: LotTerms, state: LotState, at: number): boolean {
  return state.boughtBy === null && at >= terms.startsAt && at < state.endsAt;
}

export function buyNowAvailable(terms: LotTerms, state: LotState): boolean {
  if (terms.buyNowPrice === null || state.boughtBy !== null) return false;
  return terms.reservePrice === null ? state.bidCount === 0 : !state.reserveMet;
}

/** The price the maxima imply: one increment over the second maximum, capped at the leader's, at least the reserve once met. */
function priceOf(terms: LotTerms, leaderMax: number, secondMax: number | null): number {
  let price = secondMax === null ? terms.startingPrice : Math.min(leaderMax, secondMax + incrementFor(secondMax, terms.unit));
  price = Math.max(price, terms.startingPrice);
  if (terms.reservePrice !== null && leaderMax >= terms.reservePrice) price = Math.max(price, terms.reservePrice);
  return Math.min(price, leaderMax);
}

/**
 * Lowest first, the bids of one moment (a group that arrived together), as indexes into their
 * maxima; equal ones in arrival order, so a tie still goes to the earlier. Among themselves
 * their arrival order is an accident of which socket the server read first, and read in it a
 * bid above the price its bidder saw is refused when a higher one of the same moment came
 * first. Lowest first it counts. See lowestFirstKeeps for when this order is taken.
 */
export function groupOrder(maxima: readonly number[]): number[] {
  return maxima.map((_, i) => i).sort((a, b) => maxima[a]! - maxima[b]! || a - b);
}

/**
 * Whether a group is applied lowest first rather than in arrival order: when that ends with the
 * same leader on the same maximum and takes at least as many bids. Lower bids raise the price,
 * and rarely they bring it within one increment of the highest maximum, which is then refused
 * (arrival order would have let it lead): the winner never changes for the order's sake.
 */
export function lowestFirstKeeps(
  arrival: { state: LotState; accepted: number },
  lowest: { state: LotState; accepted: number },
): boolean {
  return lowest.state.leaderId === arrival.state.leaderId && lowest.state.leaderMax === arrival.state.leaderMax && lowest.accepted >= arrival.accepted;
}

/** A bid against the state: the next state, or why it is refused (nothing changes then). */
export function placeBid(terms: LotTerms, state: LotState, bid: BidAttempt): BidOutcome {
  if (state.boughtBy !== null || bid.at >= state.endsAt) return { ok: false, refusal: { code: 'auction_ended' } };
  if (bid.at < terms.startsAt) return { ok: false, refusal: { code: 'auction_not_started' } };
  if (!Number.isSafeInteger(bid.maxAmount) || bid.maxAmount % terms.unit !== 0) {
    return { ok: false, refusal: { code: 'bid_not_whole', unit: terms.unit } };
  }
  const extendedEnd = state.endsAt - bid.at < SOFT_CLOSE_MS ? bid.at + SOFT_CLOSE_MS : state.endsAt;
  const base = { bidCount: state.bidCount + 1, endsAt: extendedEnd, boughtBy: null };
  const extended = extendedEnd !== state.endsAt;

  if (state.leaderId === bid.bidderId && state.leaderMax !== null) {
    // The leader raises their own maximum: the price stays, unless the raise covers the reserve.
    if (bid.maxAmount <= state.leaderMax) return { ok: false, refusal: { code: 'max_not_raised', minimum: state.leaderMax + terms.unit } };
    const price = priceOf(terms, bid.maxAmount, state.secondMax);
    const next: LotState = {
      ...state, ...base, leaderMax: bid.maxAmount, price: Math.max(price, state.price ?? 0),
      reserveMet: terms.reservePrice === null || bid.maxAmount >= terms.reservePrice,
    };
    return { ok: true, state: next, extended, previousLeaderId: state.leaderId };
  }

  const minimum = minimumBid(terms, state);
  if (bid.maxAmount < minimum) return { ok: false, refusal: { code: 'bid_too_low', minimum } };

  let leaderId: string;
  let leaderMax: number;
  let secondMax: number | null;
  if (state.leaderMax === null || bid.maxAmount > state.leaderMax) {
    // A new leader: the old leader's maximum is now the highest of the rest.
    leaderId = bid.bidderId;
    leaderMax = bid.maxAmount;
    secondMax = state.leaderMax;
  } else {
    // At or under the leader's maximum: the leader stays (ties go to the earlier maximum).
    leaderId = state.leaderId!;
    leaderMax = state.leaderMax;
    secondMax = Math.max(state.secondMax ?? 0, bid.maxAmount);
  }
  const price = Math.max(priceOf(terms, leaderMax, secondMax), state.price ?? 0);
  const next: LotState = {
    ...base, price, leaderId, leaderMax, secondMax,
    reserveMet: terms.reservePrice === null || leaderMax >= terms.reservePrice,
  };
  return { ok: true, state: next, extended, previousLeaderId: state.leaderId };
}

export type BuyNowRefusal = { code: 'auction_not_started' } | { code: 'auction_ended' } | { code: 'buy_now_unavailable' };

export function buyNow(terms: LotTerms, state: LotState, buyerId: string, at: number): { ok: true; state: LotState } | { ok: false; refusal: BuyNowRefusal } {
  if (state.boughtBy !== null || at >= state.endsAt) return { ok: false, refusal: { code: 'auction_ended' } };
  if (at < terms.startsAt) return { ok: false, refusal: { code: 'auction_not_started' } };
  if (!buyNowAvailable(terms, state)) return { ok: false, refusal: { code: 'buy_now_unavailable' } };
  return { ok: true, state: { ...state, boughtBy: buyerId, price: terms.buyNowPrice, endsAt: at } };
}

/** A stored bid as the log keeps it, in the order it was accepted. */
export interface LoggedBid {
  bidderId: string;
  maxAmount: number;
  at: number;
  /** Voided by an admin: left out of the replay. */
  voided?: boolean;
}

/**
 * The state a log of accepted bids leads to. Without voids every bid is accepted again, as it
 * was. After a void a later bid may no longer fit (it came after an extension the voided bid
 * made, or it raised a maximum that is now the same bidder's lower one): it is skipped, so the
 * replay is the lot as if the voided bid had never been made.
 */
export function replay(terms: LotTerms, log: readonly LoggedBid[]): LotState {
  let state = initialState(terms);
  for (const bid of log) {
    if (bid.voided) continue;
    const outcome = placeBid(terms, state, bid);
    if (outcome.ok) state = outcome.state;
  }
  return state;
}

/** The hammer price at the close: the visible price when the reserve is met, else no sale. */
export function closeResult(state: LotState): { sold: true; winnerId: string; hammer: number } | { sold: false; highestBidderId: string | null; highestMax: number | null } {
  if (state.boughtBy !== null) return { sold: true, winnerId: state.boughtBy, hammer: state.price! };
  if (state.leaderId !== null && state.reserveMet && state.price !== null) return { sold: true, winnerId: state.leaderId, hammer: state.price };
  return { sold: false, highestBidderId: state.leaderId, highestMax: state.leaderMax };
}
