import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '../../test/helper.js';
import { testConfig } from '../../test/config.js';
import { verifiedMember } from '../../test/browser.js';
import { openSse } from '../../test/sse.js';
import { openDatabase, type Database } from '../../db/client.js';
import { seedDemo } from '../../demo/seed.js';
import { buildApp } from '../../app.js';
import type { LiveEvent } from '../../../shared/events/contracts.js';

/**
 * Two Patina instances on one PostgreSQL, each with its own pool, talking real HTTP (issue #9
 * §1): an event committed through one reaches a subscriber and a browser stream on the other.
 * PGlite is one process's database, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let first: Database;
  let second: Database;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    first = await createTestDatabase();
    await seedDemo(first, { products: 40 });
    const { rows } = await first.query<{ db: string }>('select current_database() as db');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.db}`;
    second = await openDatabase({ kind: 'postgres', url: url.toString() });
    for (const database of [first, second]) {
      const config = testConfig({ dataDir: path.join(os.tmpdir(), `patina-two-${randomBytes(4).toString('hex')}`) });
      const app = await buildApp(config, { database });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      apps.push(app);
      urls.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await first?.close();
  });

  it('an event committed on instance A reaches a subscriber and a browser stream on instance B', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    // A subscriber only B runs: whatever it hears came through the database, not A's memory.
    const heard: number[] = [];
    const heardOnB = new Promise<void>((resolve) => {
      b.events.subscribe('test.two-instances', ['wishlist.changed'], async (e) => {
        heard.push(e.payload.product_id);
        resolve();
      });
    });
    const member = await verifiedMember({ app: a, database: first, config: testConfig(), close: async () => {} });
    const cookie = member.browser.cookieHeader()!;
    const streamOnB = await openSse(`${urls[1]}/api/events/stream`, { cookie });
    expect(streamOnB.status).toBe(200);
    const { rows } = await first.query<{ id: number }>('select id from products order by id limit 1');
    const productId = Number(rows[0]!.id);

    // The save goes to A over real HTTP.
    const saved = await fetch(`${urls[0]}/api/wishlist/${productId}`, { method: 'PUT', headers: { cookie, origin: testConfig().publicUrl } });
    expect(saved.status).toBe(201);
    const committed = Date.now();

    const frame = await streamOnB.next((f) => f.event === 'wishlist.changed', 5000);
    const live = JSON.parse(frame.data) as LiveEvent;
    expect(live.payload).toEqual({ product_id: productId, saved: true });
    expect(live.topics).toEqual([`user:${member.userId}`]);
    await heardOnB;
    expect(heard).toEqual([productId]);
    // Woken by NOTIFY, not found by the 1 s poll.
    expect(Date.now() - committed).toBeLessThan(1000);
    streamOnB.close();
  });

  it("a member's stream on B hears nothing of another member's change on A", async () => {
    const [a] = apps as [FastifyInstance];
    const t = { app: a, database: first, config: testConfig(), close: async () => {} };
    const one = await verifiedMember(t);
    const other = await verifiedMember(t);
    const stream = await openSse(`${urls[1]}/api/events/stream`, { cookie: other.browser.cookieHeader()! });
    const { rows } = await first.query<{ id: number }>('select id from products order by id limit 1 offset 1');
    expect((await one.browser.put(`/api/wishlist/${Number(rows[0]!.id)}`)).status).toBe(201);
    // The other's own change, made after, arrives: so the first would have arrived before it.
    expect((await other.browser.put(`/api/wishlist/${Number(rows[0]!.id)}`)).status).toBe(201);
    await stream.next((f) => f.event === 'wishlist.changed');
    expect(stream.frames.filter((f) => f.event === 'wishlist.changed')).toHaveLength(1);
    stream.close();
  });
});
