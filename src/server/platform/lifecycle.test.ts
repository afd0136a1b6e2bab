import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { defineMachine, InvalidMachineError } from '../../shared/lifecycle/machine.js';
import { LIFECYCLES } from './lifecycles.js';
import { createAuctionsRepo, createAuctionsService, type AuctionsService } from '../modules/auctions/index.js';
import { createListingsRepo, createListingsService, type ListingsService } from '../modules/listings/index.js';
import { refreshDemoAuctions, seedAuctions } from '../demo/seed.js';
import { AppError } from './errors.js';
import { movedOrConflict, nextStateOrConflict } from './lifecycle.js';

class Rollback extends Error {}

/** A status change refused by the table, as the error handler would answer it. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message };
}

describe('lifecycles at boot and in the modules (#9 §4)', () => {
  let t: TestApp;
  let auctions: AuctionsService;
  let listings: ListingsService;
  let productId: number;
  let sellerId: string;

  beforeAll(async () => {
    t = await createTestApp({ products: 20 });
    auctions = createAuctionsService({ repo: createAuctionsRepo(t.database.db) });
    listings = createListingsService({ repo: createListingsRepo(t.database.db) });
    ({ id: productId } = (await t.database.query<{ id: number }>('select id from products order by id limit 1')).rows[0]!);
    ({ id: sellerId } = (await t.database.query<{ id: string }>(`select id from "user" where id like 'demo-seller-%' order by id limit 1`)).rows[0]!);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.database.exec('truncate auctions, listings cascade');
  });

  const lot = async (status: string, endsIn: string, seller = sellerId) =>
    (
      await t.database.query<{ id: number }>(
        `insert into auctions (slug, product_id, seller_id, starting_price, status, ends_at)
         values ('lot-' || gen_random_uuid(), $1, $2, 1000, $3, now() + $4::interval) returning id`,
        [productId, seller, status, endsIn],
      )
    ).rows[0]!.id;
  const listing = async (status: string) =>
    (
      await t.database.query<{ id: number }>(
        `insert into listings (product_id, seller_id, price, status, condition) values ($1, $2, 500000, $3, 'Excellent') returning id`,
        [productId, sellerId, status],
      )
    ).rows[0]!.id;
  const statusOf = async (table: 'auctions' | 'listings', id: number) =>
    (await t.database.query<{ status: string }>(`select status from ${table} where id = $1`, [id])).rows[0]?.status;

  it('buildApp validates every table, and refuses to start with a broken one', async () => {
    expect(LIFECYCLES.map((m) => m.name)).toEqual(['listing', 'auction', 'order', 'payment', 'membership application', 'offer', 'second-chance offer', 'payout', 'journal article']);
    const broken = defineMachine({
      name: 'parcel',
      states: ['packed', 'sent', 'lost'],
      initial: 'packed',
      terminal: ['sent'],
      events: { send: { from: ['packed'], to: 'sent' }, misplace: { from: ['packed'], to: 'nowhere' as 'lost' } },
    });
    await expect(buildApp(testConfig(), { database: t.database, lifecycles: [...LIFECYCLES, broken] })).rejects.toThrow(InvalidMachineError);
    await expect(buildApp(testConfig(), { database: t.database, lifecycles: [broken] })).rejects.toThrow(
      "The parcel lifecycle is invalid: parcel event 'misplace' leads to unknown state 'nowhere'; parcel state 'lost' is not terminal but no event leaves it; parcel state 'lost' cannot be reached from 'packed'",
    );
  });

  it('an auction moves only along its table: close, then settle; a settled lot refuses more', async () => {
    const id = await lot('live', '1 hour');
    expect(await auctions.transition(id, 'close')).toBe('ended');
    expect(await auctions.transition(id, 'settle_unsold')).toBe('unsold');
    expect(await statusOf('auctions', id)).toBe('unsold');
    expect(await refusal(auctions.transition(id, 'settle_sold'))).toEqual({
      status: 409,
      code: 'transition_terminal_state',
      message: 'This auction is unsold; nothing more can change.',
    });
    const scheduled = await lot('scheduled', '2 days');
    expect(await refusal(auctions.transition(scheduled, 'close'))).toEqual({
      status: 409,
      code: 'transition_not_allowed',
      message: "An auction that is scheduled cannot take 'close' (only one that is live).",
    });
    expect(await statusOf('auctions', scheduled)).toBe('scheduled');
    expect(await refusal(auctions.transition(987654, 'open'))).toMatchObject({ status: 404, code: 'auction_not_found' });
  });

  it('a transition inside a rolled-back transaction is undone with it', async () => {
    const id = await lot('live', '1 hour');
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await auctions.transition(id, 'buy_now', tx)).toBe('sold');
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await statusOf('auctions', id)).toBe('live');
  });

  it('the demo refresh closes its ended lots through the closing path: a sold lot’s listing is reserved by its order, an unsold one’s ends', async () => {
    expect(await seedAuctions(t.database, { target: 12, salt: 'lifecycle-refresh' })).toBeGreaterThan(0);
    const { rows: lots } = await t.database.query<{ id: string; listing_id: string; leader_id: string | null; reserve_met: boolean }>(
      `update auctions set ends_at = now() - interval '1 minute' where status = 'live' and listing_id is not null returning id, listing_id, leader_id, reserve_met`);
    expect(lots.length).toBeGreaterThan(0);
    const { closed } = await refreshDemoAuctions(t.database, () => t.app.auctions.closing.closeDue());
    expect(closed).toBeGreaterThanOrEqual(lots.length);
    const after = await t.database.query<{ id: string; status: string; order_id: string | null; listing: string }>(
      `select a.id, a.status, a.order_id, l.status as listing from auctions a join listings l on l.id = a.listing_id where a.id = any($1::bigint[])`, [lots.map((l) => l.id)]);
    const expected = lots.map((l) => ({
      id: l.id,
      ...(l.leader_id && l.reserve_met ? { status: 'sold', order: true, listing: 'reserved' }
        : { status: 'unsold', order: false, listing: l.leader_id ? 'active' : 'expired' }),
    }));
    expect(after.rows.map((r) => ({ id: r.id, status: r.status, order: r.order_id !== null, listing: r.listing })).sort((a, b) => Number(a.id) - Number(b.id)))
      .toEqual(expected.sort((a, b) => Number(a.id) - Number(b.id)));
    // A sold lot's listing waits for its order; an unsold one with a bidder waits for the seller's second chance.
    expect(expected.some((e) => e.status === 'sold')).toBe(true);
  });

  it('a listing moves only along its table', async () => {
    const id = await listing('draft');
    expect(await listings.transition(id, 'submit')).toBe('in_review');
    expect(await listings.transition(id, 'request_changes')).toBe('changes_requested');
    expect(await listings.transition(id, 'resubmit')).toBe('in_review');
    expect(await listings.transition(id, 'approve')).toBe('active');
    expect(await listings.transition(id, 'reserve')).toBe('reserved');
    expect(await refusal(listings.transition(id, 'withdraw'))).toEqual({
      status: 409,
      code: 'transition_not_allowed',
      message: "A listing that is reserved cannot take 'withdraw' (only one that is draft or in review or changes requested or active).",
    });
    expect(await listings.transition(id, 'sell')).toBe('sold');
    expect(await statusOf('listings', id)).toBe('sold');
    expect(await refusal(listings.transition(id, 'relist'))).toMatchObject({ status: 409, code: 'transition_terminal_state' });
  });
});

describe('the one way a refused move becomes a 409', () => {
  const door = defineMachine({
    name: 'door',
    states: ['open', 'shut', 'gone'],
    initial: 'open',
    terminal: ['gone'],
    events: { close: { from: ['open'], to: 'shut' }, open: { from: ['shut'], to: 'open' }, remove: { from: ['open', 'shut'], to: 'gone' } },
  });
  const thrown = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('answers the next state, or the table’s own refusal, or the module’s words and code when it gives them', () => {
    expect(nextStateOrConflict(door, 'open', 'close')).toBe('shut');
    expect(thrown(() => nextStateOrConflict(door, 'shut', 'close'))).toMatchObject({ status: 409, code: 'transition_not_allowed' });
    expect(thrown(() => nextStateOrConflict(door, 'gone', 'open'))).toMatchObject({ status: 409, code: 'transition_terminal_state' });
    expect(thrown(() => nextStateOrConflict(door, 'shut', 'close', { message: 'This door is shut.', code: 'door_shut' })))
      .toEqual({ status: 409, code: 'door_shut', message: 'This door is shut.' });
    expect(nextStateOrConflict(door, 'shut', 'open', { message: 'unused', code: 'unused' })).toBe('open');
  });

  it('a guarded move that wrote nothing is a lost race: a 409 naming the thing', () => {
    expect(movedOrConflict({ id: 1 }, 'payout')).toEqual({ id: 1 });
    expect(thrown(() => movedOrConflict(null, 'payout')))
      .toEqual({ status: 409, code: 'payout_changed', message: 'This payout changed a moment ago. Please reload it.' });
    expect(thrown(() => movedOrConflict(undefined, 'second-chance offer', 'second_chance_not_pending')))
      .toMatchObject({ code: 'second_chance_not_pending', message: 'This second-chance offer changed a moment ago. Please reload it.' });
  });
});
