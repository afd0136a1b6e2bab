import type { Database } from '../db/client.js';
import { incrementFor, initialState, minimumBid, placeBid, type LotState, type LotTerms } from '../../shared/auctions/bidding.js';

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

/**
 * One lot of the demo expert's (Julian) that has just ended with its reserve unmet, the demo
 * member (Sofia) its highest bidder: the app's closing closes it at start, and its seller may
 * then make a second-chance offer (issue #14): the flow to try, and the browser test's.
 * Returns the lot's id (null: no product to put up).
 */
export async function seedSecondChanceLot(database: Database, houseBidder: string): Promise<number | null> {
  const { rows: picked } = await database.query<{ product_id: number; slug: string; start: number; condition: string; category: string }>(
    `select p.id::int as product_id, p.slug, greatest(100, round(p.price * 0.6 / 100) * 100)::float8 as start, p.condition, p.category
       from products p
      where p.price > 0 and p.category <> 'fine-living' and not exists (select 1 from auctions a where a.product_id = p.id)
      order by p.id limit 1`,
  );
  const piece = picked[0];
  if (!piece) return null;
  const terms: LotTerms = {
    startingPrice: piece.start, reservePrice: piece.start * 3, buyNowPrice: null,
    startsAt: Date.now() - 7 * 86_400_000, endsAt: Date.now() - 60_000, unit: 100,
  };
  const { rows: listing } = await database.query<{ id: number }>(
    `insert into listings (product_id, seller_id, price, currency, status, condition, category, sale_type, details, approved_at, created_at, updated_at)
     values ($1, 'demo-expert', $2, 'USD', 'active', $3, $4, 'auction',
             jsonb_build_object('condition', $3::text, 'price', jsonb_build_object('type', 'auction', 'start_price', $2::bigint, 'reserve', $5::bigint, 'buy_now', null, 'duration_days', 7)),
             $6, $6, $6)
     returning id::int`,
    [piece.product_id, piece.start, piece.condition, piece.category, terms.reservePrice, new Date(terms.startsAt)],
  );
  const { rows: lot } = await database.query<{ id: number }>(
    `insert into auctions (slug, product_id, seller_id, listing_id, currency, starting_price, reserve_price, status, starts_at, ends_at)
     values ($1, $2, 'demo-expert', $3, 'USD', $4, $5, 'live', $6, $7) returning id::int`,
    [`${piece.slug.slice(0, 180)}-lot-second-chance`, piece.product_id, listing[0]!.id, piece.start, terms.reservePrice, new Date(terms.startsAt), new Date(terms.endsAt)],
  );
  const id = lot[0]!.id;
  // A house opens at the start; Sofia's maximum (twice the start) leads, below the reserve (three times).
  let state = initialState(terms);
  const bids: [string, number, number][] = [[houseBidder, piece.start, terms.startsAt + 86_400_000], ['demo-member', piece.start * 2, terms.startsAt + 3 * 86_400_000]];
  for (const [i, [bidder, max, at]] of bids.entries()) {
    const out = placeBid(terms, state, { bidderId: bidder, maxAmount: max, at });
    if (!out.ok) continue;
    state = out.state;
    await database.query(
      `insert into auction_bids (auction_id, bidder_id, max_amount, price_after, leader_after, idempotency_key, placed_at) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, bidder, max, state.price, state.leaderId, `demo-second-chance-${id}-${i}`, new Date(at)],
    );
  }
  await database.query(
    'update auctions set current_bid = $2, leader_id = $3, leader_max = $4, second_max = $5, bid_count = $6, reserve_met = $7 where id = $1',
    [id, state.price, state.leaderId, state.leaderMax, state.secondMax, state.bidCount, state.reserveMet],
  );
  return id;
}
