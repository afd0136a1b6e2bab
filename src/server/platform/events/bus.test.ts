import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '../../test/helper.js';
import type { Database } from '../../db/client.js';
import { createEventBus, type EventBus, type HandledEvent } from './index.js';

/**
 * The events outbox on a real database (PGlite, or PostgreSQL with DATABASE_URL): written in
 * the caller's transaction, delivered at least once in commit order, retried, dead-lettered,
 * exactly once where asked, and never skipped past by a reader.
 */
let database: Database;
const buses: EventBus[] = [];
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const b of buses.splice(0)) await b.stop();
});
afterAll(async () => {
  await database?.close();
});

async function bus(options: Partial<Parameters<typeof createEventBus>[1]> = {}) {
  const b = createEventBus(database, { log: quiet, pollMs: 0, retryDelayMs: () => 0, ...options });
  buses.push(b);
  return b;
}

const changed = (productId: number, before = 100, after = 90) => ({
  type: 'product.changed' as const,
  topics: [`product:${productId}`],
  payload: { product_id: productId, shown_before: before, shown_after: after },
});

let seq = 0;
const name = (label: string) => `test.${label}.${++seq}`;

describe('publishing', () => {
  it('delivers what committed, and nothing of a transaction that rolled back', async () => {
    const b = await bus();
    const got: number[] = [];
    b.subscribe(name('commit'), ['product.changed'], async (e) => {
      got.push(e.payload.product_id);
    });
    await b.start();
    await database.db.transaction(async (tx) => {
      await b.publish(tx, changed(1));
    });
    await database.db
      .transaction(async (tx) => {
        await b.publish(tx, changed(2));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await b.publish(database.db, changed(3));
    await b.drain();
    expect(got).toEqual([1, 3]);
  });

  it('refuses a payload that does not match its schema, and writes nothing', async () => {
    const b = await bus();
    const before = (await database.query<{ n: number }>('select count(*)::int as n from domain_events')).rows[0]!.n;
    await expect(b.publish(database.db, { type: 'product.changed', payload: { product_id: -1, shown_before: 1, shown_after: 2 } })).rejects.toThrow(/invalid domain event/);
    await expect(b.publish(database.db, { ...changed(1), topics: ['user:x y'] })).rejects.toThrow(/bad topic/);
    const after = (await database.query<{ n: number }>('select count(*)::int as n from domain_events')).rows[0]!.n;
    expect(after).toBe(before);
  });

  it('hears each committed event live, in order, without being asked (LISTEN/NOTIFY wakes the reader)', async () => {
    const b = await bus();
    const seen: number[] = [];
    const all = new Promise<void>((resolve) => {
      b.live((e) => {
        if (e.type !== 'product.changed') return;
        seen.push(Number(e.payload.product_id));
        if (seen.length === 5) resolve();
      });
    });
    await b.start();
    for (let i = 1; i <= 5; i++) await b.publish(database.db, changed(100 + i));
    await all;
    expect(seen).toEqual([101, 102, 103, 104, 105]);
  });

  it('publishes many events of one transaction in order with their topics, past a thousand, and wakes the reader once they commit', async () => {
    const b = await bus();
    const ids = Array.from({ length: 1203 }, (_, i) => 5000 + i);
    const seen: number[] = [];
    const all = new Promise<void>((resolve) => {
      b.live((e) => {
        if (e.type !== 'product.changed' || Number(e.payload.product_id) < 5000) return;
        seen.push(Number(e.payload.product_id));
        if (seen.length === ids.length) resolve();
      });
    });
    await b.start();
    await database.db.transaction(async (tx) => {
      await b.publishMany(tx, ids.map((id) => ({ ...changed(id), topics: [`product:${id}`, `user:u${id}`] })));
    });
    await all;
    expect(seen).toEqual(ids);
    const { rows } = await database.query<{ topics: string[]; product_id: number }>(
      "select topics, (payload->>'product_id')::int as product_id from domain_events where (payload->>'product_id')::int >= 5000 order by id",
    );
    expect(rows.map((r) => r.product_id)).toEqual(ids);
    expect(rows.every((r) => r.topics.length === 2 && r.topics[0] === `product:${r.product_id}` && r.topics[1] === `user:u${r.product_id}`)).toBe(true);
  });
});

describe('subscribers', () => {
  it('retries a failing handler and moves on once it succeeds, event by event in order', async () => {
    const b = await bus({ maxAttempts: 5 });
    const calls: string[] = [];
    let failuresLeft = 2;
    b.subscribe(name('retry'), ['product.changed'], async (e) => {
      calls.push(`${e.payload.product_id}`);
      if (e.payload.product_id === 11 && failuresLeft-- > 0) throw new Error('not yet');
    });
    await b.start();
    await b.publish(database.db, changed(10));
    await b.publish(database.db, changed(11));
    await b.publish(database.db, changed(12));
    for (let i = 0; i < 4; i++) await b.drain();
    expect(calls).toEqual(['10', '11', '11', '11', '12']);
  });

  it('dead-letters an event whose handler keeps failing, and handles the next', async () => {
    const b = await bus({ maxAttempts: 3 });
    const sub = name('dead');
    const handled: number[] = [];
    b.subscribe(sub, ['product.changed'], async (e) => {
      if (e.payload.product_id === 21) throw new Error('this one never works');
      handled.push(e.payload.product_id);
    });
    await b.start();
    await b.publish(database.db, changed(20));
    await b.publish(database.db, changed(21));
    await b.publish(database.db, changed(22));
    for (let i = 0; i < 5; i++) await b.drain();
    expect(handled).toEqual([20, 22]);
    const dead = await b.deadLetters(sub);
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ attempts: 3, error: 'this one never works' });
  });

  it('handles only the types it subscribed to', async () => {
    const b = await bus();
    const types: string[] = [];
    b.subscribe(name('types'), ['wishlist.changed'], async (e) => {
      types.push(e.type);
    });
    await b.start();
    await b.publish(database.db, changed(30));
    await b.publish(database.db, { type: 'wishlist.changed', topics: ['user:u1'], payload: { product_id: 30, saved: true } });
    await b.drain();
    expect(types).toEqual(['wishlist.changed']);
  });


  it('spares a subscriber its lease and cursor writes while nothing it hears was published', async () => {
    const b = await bus();
    const wishes = name('wishes');
    const products = name('products');
    const heard: string[] = [];
    b.subscribe(wishes, ['wishlist.changed'], async (e) => void heard.push(`${wishes}:${e.type}`));
    b.subscribe(products, ['product.changed'], async (e) => void heard.push(`${products}:${e.type}`));
    await b.start();
    await b.drain();
    const stamp = async (n: string) =>
      (await database.query<{ at: string }>('select updated_at::text as at from event_consumers where name = $1', [n])).rows[0]!.at;
    const untouched = await stamp(wishes);
    for (let i = 0; i < 5; i++) await b.publish(database.db, changed(40 + i));
    await b.drain();
    expect(await stamp(wishes)).toBe(untouched);
    expect(await stamp(products)).not.toBe(untouched);
    await b.publish(database.db, { type: 'wishlist.changed', topics: ['user:u1'], payload: { product_id: 40, saved: true } });
    await b.drain();
    expect(heard.filter((h) => h.startsWith(wishes))).toEqual([`${wishes}:wishlist.changed`]);
    expect(heard.filter((h) => h.startsWith(products))).toHaveLength(5);
    expect(await stamp(wishes)).not.toBe(untouched);
  });
  it('hears a batch subscriber\'s events together, at most once per pace, and at once when drained', async () => {
    const b = await bus();
    const passes: number[][] = [];
    b.subscribeBatch(name('batch'), ['product.changed'], async (events) => {
      passes.push(events.map((e) => e.payload.product_id));
    }, { paceMs: 60_000 });
    await b.start();
    // Quiet until now: the first event is heard as soon as it commits (LISTEN/NOTIFY wakes the bus).
    await b.publish(database.db, changed(60));
    for (let i = 0; i < 100 && passes.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(passes).toEqual([[60]]);
    // Within the pace the next ones wait, woken or not, and are heard together.
    for (const id of [61, 62, 63]) await b.publish(database.db, changed(id));
    await new Promise((r) => setTimeout(r, 300));
    expect(passes).toEqual([[60]]);
    await b.drain();
    expect(passes).toEqual([[60], [61, 62, 63]]);
  });

  it('when a batch fails, hears its events one at a time, each retried and dead-lettered on its own', async () => {
    const b = await bus({ maxAttempts: 2 });
    const sub = name('batch-fails');
    const calls: number[][] = [];
    b.subscribeBatch(sub, ['product.changed'], async (events) => {
      calls.push(events.map((e) => e.payload.product_id));
      if (events.some((e) => e.payload.product_id === 71)) throw new Error('71 never works');
    }, { paceMs: 0 });
    await b.start();
    // One transaction: the three are read in one page, whenever the bus wakes.
    await database.db.transaction(async (tx) => {
      for (const id of [70, 71, 72]) await b.publish(tx, changed(id));
    });
    for (let i = 0; i < 3; i++) await b.drain();
    expect(calls).toEqual([[70, 71, 72], [70], [71], [71], [72]]);
    expect(await b.deadLetters(sub)).toEqual([expect.objectContaining({ attempts: 2, error: '71 never works' })]);
  });

  it('runs a once-handler exactly once per event even when the event is delivered again', async () => {
    const b = await bus();
    const sub = name('once');
    await database.exec('create table if not exists once_counts (product_id bigint primary key, n int not null)');
    b.subscribeOnce(sub, ['product.changed'], async (e, tx) => {
      await tx.execute(`insert into once_counts values (${e.payload.product_id}, 1) on conflict (product_id) do update set n = once_counts.n + 1`);
    });
    await b.start();
    await b.publish(database.db, changed(40));
    await b.drain();
    // Rewind the subscriber as a crash between handling and advancing would leave it.
    await database.query(`update event_consumers set tx_id = '0'::xid8, event_id = 0 where name = $1`, [sub]);
    await b.drain();
    const { rows } = await database.query<{ n: number }>('select n from once_counts where product_id = 40');
    expect(rows[0]!.n).toBe(1);
  });

  it('lets one instance at a time handle a subscriber: a second bus waits for the lease', async () => {
    const first = await bus();
    const second = await bus();
    const sub = name('lease');
    const seen: string[] = [];
    let release: () => void = () => {};
    const blocked = new Promise<void>((r) => (release = r));
    first.subscribe(sub, ['product.changed'], async (e: HandledEvent<'product.changed'>) => {
      seen.push(`first:${e.payload.product_id}`);
      await blocked;
    });
    second.subscribe(sub, ['product.changed'], async (e: HandledEvent<'product.changed'>) => {
      seen.push(`second:${e.payload.product_id}`);
    });
    await first.start();
    await first.publish(database.db, changed(50));
    const running = first.drain();
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 10));
    // The first bus holds the subscriber's lease while its handler runs: the second finds nothing to do.
    await second.start();
    await second.drain();
    expect(seen).toEqual(['first:50']);
    release();
    await running;
    await second.drain();
    expect(seen).toEqual(['first:50']);
  });
});

describe.runIf(process.env.DATABASE_URL)('no event is skipped (PostgreSQL, two transactions at once)', () => {
  it('holds back an event committed behind an older open transaction, then delivers both in order', async () => {
    const b = await bus();
    const seen: number[] = [];
    b.subscribe(name('order'), ['product.changed'], async (e) => {
      seen.push(e.payload.product_id);
    });
    await b.start();
    // An older transaction publishes and stays open; a younger one publishes and commits.
    // One committed event first: the test isolation's first-write mark on the table is then
    // committed too, so the two writers below do not wait on each other for it.
    await b.publish(database.db, changed(59));
    await b.drain();
    expect(seen).toEqual([59]);
    const older = new pg.Client({ connectionString: await currentUrl(process.env.DATABASE_URL!) });
    await older.connect();
    try {
      await older.query('begin');
      await older.query(`insert into domain_events (type, topics, payload) values ('product.changed', '{}', '{"product_id":60,"shown_before":1,"shown_after":2}')`);
      await b.publish(database.db, changed(61));
      await b.drain();
      expect(seen).toEqual([59]);
      await older.query('commit');
      await b.drain();
      expect(seen).toEqual([59, 60, 61]);
    } finally {
      await older.end();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('other databases of the cluster (PostgreSQL)', () => {
  it('does not wait for a long transaction in another database', async () => {
    const b = await bus();
    const seen: number[] = [];
    b.subscribe(name('elsewhere'), ['product.changed'], async (e) => {
      seen.push(e.payload.product_id);
    });
    await b.start();
    const elsewhere = new pg.Client({ connectionString: process.env.DATABASE_URL! });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      await b.publish(database.db, changed(70));
      await b.drain();
      expect(seen).toEqual([70]);
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });
});

/** The URL of this file's own database (the helper makes one per file). */
async function currentUrl(base: string): Promise<string> {
  const { rows } = await database.query<{ db: string }>('select current_database() as db');
  const u = new URL(base);
  u.pathname = `/${rows[0]!.db}`;
  return u.toString();
}
