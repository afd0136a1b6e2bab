import type { Database } from '../client.js';
import { incrementFor, initialState, minimumBid, placeBid, type LotState, type LotTerms } from '../../../shared/auctions/bidding.js';

/**
 * Bid histories for the demo's live lots (issue #14) that obey the rules: each bid goes
 * through the same engine as a real one, by demo houses other than the lot's seller, at times
 * between the lot's start and now, so the stored state is the replay of the stored log.
 * Deterministic per lot id.
 */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    s ^= s >>> 13;
    return (s >>> 0) / 4_294_967_296;
  };
}

interface NewLot {
  id: number;
  seller_id: string;
  starting_price: number;
  reserve_price: number | null;
  buy_now_price: number | null;
  starts_at: Date;
  ends_at: Date;
  bids: number;
}

export async function seedBidHistories(database: Database, lotIds: number[], bidders: readonly string[]): Promise<number> {
  if (lotIds.length === 0) return 0;
  const { rows } = await database.query<NewLot>(
    `select id::int, seller_id, starting_price::float8 as starting_price, reserve_price::float8 as reserve_price, buy_now_price::float8 as buy_now_price,
            starts_at, ends_at, bid_count as bids
       from auctions where id = any($1::bigint[]) and bid_count > 0`,
    [lotIds],
  );
  const now = Date.now();
  const bidRows: unknown[][] = [];
  const states: { id: number; state: LotState }[] = [];
  for (const lot of rows) {
    const rand = random(lot.id * 2654435761);
    const pool = bidders.filter((b) => b !== lot.seller_id);
    const terms: LotTerms = {
      startingPrice: lot.starting_price, reservePrice: lot.reserve_price,
      buyNowPrice: lot.buy_now_price, startsAt: new Date(lot.starts_at).getTime(), endsAt: new Date(lot.ends_at).getTime(), unit: 100,
    };
    let state = initialState(terms);
    const span = Math.min(now - 60_000, terms.endsAt - 3 * 60_000) - terms.startsAt;
    if (span <= 0) continue;
    for (let i = 0; i < lot.bids; i++) {
      const at = terms.startsAt + Math.floor((span * (i + rand())) / lot.bids);
      const bidder = pool[Math.floor(rand() * pool.length)]!;
      const min = state.leaderId === bidder ? (state.leaderMax ?? 0) + 100 : minimumBid(terms, state);
      const max = min + incrementFor(min) * Math.floor(rand() * 4);
      const out = placeBid(terms, state, { bidderId: bidder, maxAmount: max, at });
      if (!out.ok) continue;
      state = out.state;
      bidRows.push([lot.id, bidder, max, state.price, state.leaderId, `demo-${lot.id}-${i}`, new Date(at)]);
    }
    states.push({ id: lot.id, state });
  }
  for (let i = 0; i < bidRows.length; i += 1000) {
    const chunk = bidRows.slice(i, i + 1000);
    const params = chunk.flat();
    const values = chunk.map((_, r) => `(${Array.from({ length: 7 }, (__, c) => `$${r * 7 + c + 1}`).join(', ')})`).join(', ');
    await database.query(
      `insert into auction_bids (auction_id, bidder_id, max_amount, price_after, leader_after, idempotency_key, placed_at) values ${values}`,
      params,
    );
  }
  for (const { id, state } of states) {
    await database.query(
      'update auctions set current_bid = $2, leader_id = $3, leader_max = $4, second_max = $5, bid_count = $6, reserve_met = $7 where id = $1',
      [id, state.price, state.leaderId, state.leaderMax, state.secondMax, state.bidCount, state.reserveMet],
    );
  }
  return bidRows.length;
}
