import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

/**
 * The catalogue follows other modules through events (issue #9 §1): a listing that changes
 * moves the product's lowest ask, which says product.changed, which search and wishlists follow.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
});
afterAll(async () => {
  await t?.close();
});

async function productWithListing() {
  const { rows } = await t.database.query<{ id: number; lowest_ask: number; listing_id: number; seller_id: string; name: string }>(
    `select p.id, p.lowest_ask, l.id as listing_id, l.seller_id, p.name from products p
     join listings l on l.product_id = p.id and l.status = 'active'
     where p.lowest_ask is not null order by p.id limit 1`,
  );
  return rows[0]!;
}

describe('listing.changed', () => {
  it("moves the product's lowest ask to the cheapest active listing, and search shows it", async () => {
    const p = await productWithListing();
    const cheaper = Number(p.lowest_ask) - 50_000;
    const { rows } = await t.database.query<{ id: number }>(
      `insert into listings (product_id, seller_id, price, currency, status, condition) values ($1, $2, $3, 'USD', 'active', 'excellent') returning id`,
      [p.id, p.seller_id, cheaper],
    );
    await t.app.events.publish(t.database.db, { type: 'listing.changed', topics: [`listing:${rows[0]!.id}`], payload: { listing_id: Number(rows[0]!.id), product_id: Number(p.id) } });
    await t.app.events.drain();
    await t.app.events.drain();
    const after = (await t.database.query<{ lowest_ask: number }>('select lowest_ask from products where id = $1', [p.id])).rows[0]!;
    expect(Number(after.lowest_ask)).toBe(cheaper);

    const changed = await t.database.query<{ payload: { product_id: number; shown_before: number; shown_after: number } }>(
      `select payload from domain_events where type = 'product.changed' and (payload->>'product_id')::bigint = $1 order by id desc limit 1`,
      [p.id],
    );
    expect(changed.rows[0]!.payload).toEqual({ product_id: Number(p.id), shown_before: Number(p.lowest_ask), shown_after: cheaper });

    const search = await t.database.query<{ price_shown: number }>('select price_shown from product_search where product_id = $1', [p.id]);
    expect(Number(search.rows[0]!.price_shown)).toBe(cheaper);

    // Withdrawn: the ask goes back to the other listings' lowest.
    await t.database.query(`update listings set status = 'withdrawn' where id = $1`, [rows[0]!.id]);
    await t.app.events.publish(t.database.db, { type: 'listing.changed', payload: { listing_id: Number(rows[0]!.id), product_id: Number(p.id) } });
    await t.app.events.drain();
    const back = (await t.database.query<{ lowest_ask: number }>('select lowest_ask from products where id = $1', [p.id])).rows[0]!;
    expect(Number(back.lowest_ask)).toBe(Number(p.lowest_ask));
  });

  it('publishes nothing when the lowest ask did not move', async () => {
    const p = await productWithListing();
    const count = async () =>
      Number((await t.database.query<{ n: number }>(`select count(*)::int as n from domain_events where type = 'product.changed'`)).rows[0]!.n);
    const before = await count();
    await t.app.events.publish(t.database.db, { type: 'listing.changed', payload: { listing_id: Number(p.listing_id), product_id: Number(p.id) } });
    await t.app.events.drain();
    expect(await count()).toBe(before);
  });
});
