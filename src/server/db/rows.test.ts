import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.js';
import type { Database } from './client.js';
import { queryRows, textSql } from './rows.js';
import { seedDemo, seedDemoMembers } from '../demo/seed.js';
import { createCurrenciesRepo } from '../modules/currencies/index.js';
import { createWishlistRepo } from '../modules/wishlist/index.js';
import { createSearchRepo } from '../modules/search/index.js';
import { createCatalogRepo } from '../modules/catalog/index.js';
import { createMailRepo } from '../platform/mail/mail.repo.js';
import { createRateLimitRepo } from '../platform/rate-limit/rate-limit.repo.js';

/** Thrown to roll a transaction back on purpose. */
class Rollback extends Error {}

describe('raw rows and repos inside a transaction (#9 §4)', () => {
  let database: Database;
  let productId: number;
  const member = 'demo-member';

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { products: 20 });
    await seedDemoMembers(database);
    productId = (await database.query<{ id: number }>('select id from products order by id limit 1')).rows[0]!.id;
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.exec('truncate currency_rates, outbox, rate_limits, wishlist_items, wishlist_events');
  });

  it('queryRows reads the rows of a raw statement on db and on a transaction', async () => {
    expect(await queryRows<{ n: number }>(database.db, sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
    const inTx = await database.db.transaction(async (tx) => queryRows<{ s: string }>(tx, sql`select 'in' || ${'side'} as s`));
    expect(inTx).toEqual([{ s: 'inside' }]);
  });

  it('textSql binds $n placeholders, a repeated one twice, and refuses one without a value', async () => {
    const rows = await queryRows<{ a: number; b: string; c: number }>(
      database.db,
      textSql('select $1::int as a, $2::text as b, $1::int + $3::int as c', [2, "it's $2", 5]),
    );
    expect(rows).toEqual([{ a: 2, b: "it's $2", c: 7 }]);
    expect(() => textSql('select $3', [1])).toThrow(/\$3 has no parameter/);
  });

  it('writes through repos given a transaction are undone with it', async () => {
    const currencies = createCurrenciesRepo(database.db);
    const mail = createMailRepo(database.db);
    const limits = createRateLimitRepo(database.db);
    const wishlist = createWishlistRepo(database.db);
    const search = createSearchRepo(database);
    await expect(
      database.db.transaction(async (tx) => {
        await currencies.upsert('EUR', 0.9, new Date(), tx);
        await mail.enqueue({ kind: 'test', to: 'a@patina.test', subject: 's', html: 'h', text: 't' }, tx);
        expect((await limits.hit('k', 60, tx)).count).toBe(1);
        expect((await wishlist.add(member, productId, 100, 10, async () => {}, tx)).outcome).toBe('added');
        await search.refreshProducts([productId], tx);
        // Inside, the transaction sees its own writes.
        expect((await currencies.all(tx)).map((r) => r.code)).toEqual(['EUR']);
        expect(await wishlist.productIds(member, 10, tx)).toEqual([productId]);
        expect((await mail.list(10, tx)).length).toBe(1);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await currencies.all()).toEqual([]);
    expect(await mail.list(10)).toEqual([]);
    expect((await limits.hit('k', 60)).count).toBe(1);
    expect(await wishlist.productIds(member, 10)).toEqual([]);
  });

  it('committed, the same writes stay; reads through the transaction answer as outside', async () => {
    const currencies = createCurrenciesRepo(database.db);
    const catalog = createCatalogRepo(database.db);
    const search = createSearchRepo(database);
    const outside = {
      count: await catalog.productCount(),
      cards: await catalog.productCardsByIdsPrepared([productId]),
      needsFill: await search.needsFill(),
    };
    const inside = await database.db.transaction(async (tx) => {
      await currencies.upsert('GBP', 0.8, new Date(), tx);
      return {
        count: await catalog.productCount(tx),
        cards: await catalog.productCardsByIdsPrepared([productId], tx),
        needsFill: await search.needsFill(tx),
      };
    });
    expect(inside).toEqual(outside);
    expect((await currencies.all()).map((r) => r.code)).toEqual(['GBP']);
  });
});
